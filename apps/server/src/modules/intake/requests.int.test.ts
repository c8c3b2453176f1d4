import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/harness.ts';
import {
  type IntakeWorld,
  inputOf,
  insertDocument,
  insertRequest,
  intakeWorld,
  keys,
  requestOf,
  requestRow,
  staffCall,
} from '../../../test/intake-staff.ts';

const pdf = Buffer.from('%PDF-1.4\n% a request drawing\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe.each(databaseKinds())('an intake request as procurement sees it on %s', (kind) => {
  let w: IntakeWorld;

  beforeAll(async () => {
    w = await intakeWorld(kind);
  });
  afterAll(async () => {
    await w?.close();
  });

  it('answers the request with its names, documents and what the caller may do', async () => {
    const id = await insertRequest(w, w.place, {
      procurementLeadId: w.buyer.info.user.id,
      estimatedPostingDate: '2026-05-04 12:00:00',
      projectBudget: '1200.50',
    });
    const drawing = await insertDocument(w, w.place, id, 'drawing.pdf', pdf);
    const response = await staffCall(w.t, w.buyer, 'GET', `/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const request = requestOf(response);
    expect(request).toMatchObject({
      id,
      reference: `IR-${String(id).padStart(6, '0')}`,
      contactDetails: { firstName: 'Rita', procurementLead: { id: w.buyer.info.user.id } },
      projectDetail: {
        estimatedPostingDate: '2026-05-04T12:00:00',
        documentIds: [drawing.id],
        documents: [{ id: drawing.id, fileName: 'drawing.pdf', size: pdf.length }],
        status: 1,
      },
      financialDetails: { projectBudget: 1200.5 },
      projectId: null,
      allowedActions: ['edit', 'approve', 'decline'],
    });
  });

  it('refuses a user without the intake right (403) and answers another agency as no request (404)', async () => {
    const id = await insertRequest(w, w.place);
    const refused = await staffCall(w.t, w.evaluator, 'GET', `/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(keys(refused)).toBe('noPermission');
    const stranger = await staffCall(w.t, w.northwind, 'GET', `/${id}`);
    expect(stranger.statusCode).toBe(404);
    expect(keys(stranger)).toBe('intakeRequestNotFound');
    const otherNode = await staffCall(w.t, w.buyer, 'GET', `/intakeRequests?nodeId=${w.place.nodeId + 1000}`);
    expect(otherNode.statusCode).toBe(403);
    const noNode = await staffCall(w.t, w.buyer, 'GET', '/intakeRequests');
    expect(noNode.statusCode).toBe(400);
    expect(keys(noNode)).toBe('intakeNodeRequired');
    for (const [method, url] of [
      ['GET', `/getIntakeModifiedUser/${id}`],
      ['GET', `/${id}/download`],
      ['GET', `/token?intakeId=${id}&fileName=a.pdf`],
    ] as const) {
      expect((await staffCall(w.t, w.northwind, method, url)).statusCode).toBe(404);
      expect((await staffCall(w.t, w.evaluator, method, url)).statusCode).toBe(403);
    }
  });

  it('saves procurement’s corrections while pending, keeps the documents named and removes the others', async () => {
    const id = await insertRequest(w, w.place);
    const keep = await insertDocument(w, w.place, id, 'keep.pdf', pdf);
    const drop = await insertDocument(w, w.place, id, 'drop.png', png);
    const before = requestOf(await staffCall(w.t, w.buyer, 'GET', `/${id}`));
    expect((await staffCall(w.t, w.buyer, 'GET', `/getIntakeModifiedUser/${id}`)).json()).toEqual({
      userId: null,
      fullName: null,
      dateModifiedUtc: null,
    });

    const foreign = await insertRequest(w, w.place);
    const theirs = await insertDocument(w, w.place, foreign, 'theirs.pdf', pdf);
    const wrong = await staffCall(
      w.t,
      w.buyer,
      'PUT',
      `?intakeRequestId=${id}`,
      inputOf(before, { projectDetail: { projectName: 'Changed', documentIds: [keep.id, theirs.id] } }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(keys(wrong)).toBe('intakeDocumentInvalid');
    expect((await requestRow(w, w.place.customerId, id))?.projectName).toBe('Road resurfacing');

    const refused = await staffCall(w.t, w.evaluator, 'PUT', `?intakeRequestId=${id}`, inputOf(before));
    expect(refused.statusCode).toBe(403);

    const saved = await staffCall(
      w.t,
      w.buyer,
      'PUT',
      `?intakeRequestId=${id}`,
      inputOf(before, {
        projectDetail: {
          projectName: 'Road resurfacing, phase 2',
          documentIds: [keep.id],
          estimatedPostingDate: '2026-06-01',
        },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(requestOf(saved).projectDetail).toMatchObject({
      projectName: 'Road resurfacing, phase 2',
      documentIds: [keep.id],
      estimatedPostingDate: '2026-06-01T12:00:00',
      modifiedByUserId: w.buyer.info.user.id,
    });
    expect(existsSync(path.join(w.dataDir, 'files', drop.storageKey))).toBe(false);
    expect(existsSync(path.join(w.dataDir, 'files', keep.storageKey))).toBe(true);
    const modified = (await staffCall(w.t, w.buyer, 'GET', `/getIntakeModifiedUser/${id}`)).json();
    expect(modified).toMatchObject({ userId: w.buyer.info.user.id, fullName: expect.any(String) });

    await staffCall(w.t, w.buyer, 'PUT', '/approvedeclineintake', {
      intakeRequestId: id,
      status: 2,
      reason: 'approve',
    });
    const late = await staffCall(w.t, w.buyer, 'PUT', `?intakeRequestId=${id}`, inputOf(before));
    expect(late.statusCode).toBe(409);
    expect(keys(late)).toBe('intakeAlreadyDecided');
  });

  it('downloads one document, all of them as a zip, and shows one inline through a five-minute link', async () => {
    const id = await insertRequest(w, w.place);
    const drawing = await insertDocument(w, w.place, id, 'drawing.pdf', pdf);
    await insertDocument(w, w.place, id, 'photo.png', png);

    const one = await staffCall(w.t, w.buyer, 'GET', `/${id}/download?documentId=${drawing.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.rawPayload.equals(pdf)).toBe(true);
    expect(one.headers['content-disposition']).toMatch(/^attachment; filename="drawing.pdf"/);

    const zip = await staffCall(w.t, w.buyer, 'GET', `/${id}/download`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(zip.rawPayload.includes(Buffer.from('photo.png'))).toBe(true);

    const missing = await staffCall(w.t, w.buyer, 'GET', `/token?intakeId=${id}&fileName=nothing.pdf`);
    expect(missing.statusCode).toBe(404);
    expect(keys(missing)).toBe('intakeDocumentInvalid');

    const link = (
      await staffCall(w.t, w.buyer, 'GET', `/token?intakeId=${id}&fileName=drawing.pdf`)
    ).json() as {
      url: string;
      expiresAt: string;
    };
    expect(link.url).toMatch(new RegExp(`^/api/v1/intake/${id}/download\\?documentId=${drawing.id}&token=`));
    const get = (url: string, caller = w.buyer) =>
      w.t.app.inject({ method: 'GET', url, headers: { cookie: caller.cookie } });
    const inline = await get(link.url);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);

    const token = new URL(link.url, 'http://x').searchParams.get('token') ?? '';
    const tampered = `${Number(token.split('.')[0]) + 60_000}.${token.split('.')[1]}`;
    const forged = await get(`/api/v1/intake/${id}/download?documentId=${drawing.id}&token=${tampered}`);
    expect(forged.statusCode).toBe(403);
    expect((await get(link.url, w.admin)).statusCode).toBe(403);

    w.t.clock.advance(5 * 60 * 1000 + 1000);
    expect((await get(link.url)).statusCode).toBe(403);
  });
});
