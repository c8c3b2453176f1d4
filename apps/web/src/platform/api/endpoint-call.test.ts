import {
  defineEndpoint,
  envelope,
  tenantEndpoint,
  tenantPath,
  tenantPathParamsSchema,
} from '@procura/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { mockServer } from '../../test/fetch-mock.ts';
import { ApiError } from './client.ts';
import {
  callEndpoint,
  downloadEndpoint,
  endpointHref,
  firstOf,
  pageOf,
  uploadEndpoint,
} from './endpoint-call.ts';

const thing = z.object({ id: z.number(), name: z.string() });
const endpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Things/:thingId'),
    params: tenantPathParamsSchema.extend({ thingId: z.coerce.number() }),
    query: z.object({ withNotes: z.boolean().optional() }),
    response: thing,
    access: tenantEndpoint(null),
    tag: 'Things',
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Things'),
    params: tenantPathParamsSchema,
    body: thing,
    response: thing,
    access: tenantEndpoint(null, 'act'),
    tag: 'Things',
  }),
  file: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Things/:thingId/File'),
    params: tenantPathParamsSchema.extend({ thingId: z.coerce.number() }),
    response: 'file',
    access: tenantEndpoint(null),
    tag: 'Things',
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Things/Upload'),
    params: tenantPathParamsSchema,
    upload: true,
    response: thing,
    access: tenantEndpoint(null, 'act'),
    tag: 'Things',
  }),
};
const node = { customerId: 3, nodeId: 4 };

describe('calls through declared endpoints', () => {
  it('builds the path and query from the declaration and returns the checked answer', async () => {
    const server = mockServer({
      'GET /api/v1/customer/3/node/4/Things/7': { body: { id: 7, name: 'Seven' } },
    });
    await expect(
      callEndpoint(endpoints.read, { params: { ...node, thingId: 7 }, query: { withNotes: true } }),
    ).resolves.toEqual({ id: 7, name: 'Seven' });
    expect(server.calls[0]?.url.search).toBe('?withNotes=true');
  });

  it('sends the body with the declared method', async () => {
    const server = mockServer({ 'PUT /api/v1/customer/3/node/4/Things': { body: { id: 1, name: 'One' } } });
    await callEndpoint(endpoints.save, { params: node, body: { id: 1, name: 'One' } });
    expect(server.calls[0]?.body).toEqual({ id: 1, name: 'One' });
  });

  it('refuses an answer its schema does not promise', async () => {
    mockServer({ 'GET /api/v1/customer/3/node/4/Things/7': { body: { id: 'seven' } } });
    await expect(
      callEndpoint(endpoints.read, { params: { ...node, thingId: 7 }, query: {} }, { notifyOnError: false }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('gives the address of a download and fetches its file as a blob', async () => {
    expect(endpointHref(endpoints.file, { params: { ...node, thingId: 9 } })).toBe(
      '/api/v1/customer/3/node/4/Things/9/File',
    );
    mockServer({ 'GET /api/v1/customer/3/node/4/Things/9/File': { body: { bytes: 'x' } } });
    const file = await downloadEndpoint(endpoints.file, { params: { ...node, thingId: 9 } });
    expect(await file.text()).toBe('{"bytes":"x"}');
  });

  it('uploads a form to an upload endpoint and checks the answer', async () => {
    const Xhr = installFakeXhr();
    const form = new FormData();
    form.append('file', new Blob(['a']), 'a.txt');
    const answered = uploadEndpoint(endpoints.upload, { params: node }, form);
    const sent = Xhr.sent[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/api/v1/customer/3/node/4/Things/Upload');
    expect(sent?.body).toBe(form);
    sent?.respond(200, { id: 2, name: 'a.txt' });
    await expect(answered).resolves.toEqual({ id: 2, name: 'a.txt' });
  });

  it('reads the page and the first item of an enveloped answer', () => {
    expect(pageOf(envelope('thing', [{ id: 1 }, { id: 2 }]))).toEqual({
      values: [{ id: 1 }, { id: 2 }],
      count: 2,
      total: 2,
    });
    expect(pageOf(envelope('thing', [{ id: 1 }], 40)).total).toBe(40);
    expect(firstOf(envelope('thing', [{ id: 3 }]))).toEqual({ id: 3 });
    expect(firstOf(envelope('thing', []))).toBeNull();
  });
});
