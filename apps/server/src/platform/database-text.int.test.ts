import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

/** Findings of the schema fuzz, kept as plain cases: text PostgreSQL cannot store, and paths the router refuses. */
describe.each(databaseKinds())('text the database cannot store, and odd paths, on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInCaller>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInCaller(t, 'admin@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a NUL character in a body, a query or a path with 400 naming the field', async () => {
    const body = await admin.call('PUT', '/CommodityCategories', { id: 1, code: 'a\u0000b', name: 'x' });
    expect(body.statusCode).toBe(400);
    expect(body.headers['x-message-keys']).toBe('invalidParameter');
    expect(body.json()).toEqual(['Invalid parameter: code.']);
    const query = await admin.call('GET', '/Users?search=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(['Invalid parameter: search.']);
  });

  it('refuses a lone surrogate, which jsonb cannot hold, saving nothing (a schema fuzz finding)', async () => {
    const before = await admin.call('GET', '/PerformanceAssessmentGroups');
    const lone = await admin.call('POST', '/PerformanceAssessmentGroups', {
      name: '\udfff',
      description: 'x',
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toEqual(['Invalid parameter: name.']);
    const reversed = await admin.call('POST', '/PerformanceAssessmentGroups', {
      name: 'ok',
      description: '\udc00\ud800',
    });
    expect(reversed.json()).toEqual(['Invalid parameter: description.']);
    expect((await admin.call('GET', '/PerformanceAssessmentGroups')).json()).toEqual(before.json());
    // A pair is one character, kept as typed.
    const pair = await admin.call('POST', '/PerformanceAssessmentGroups', {
      name: 'Paving \ud83d\udea7',
      description: '',
    });
    expect(pair.statusCode).toBe(200);
    expect(pair.json().data.assessmentGroupDTO.values[0].name).toBe('Paving 🚧');
  });

  it('answers an overlong or badly encoded path segment with message keys', async () => {
    const long = await admin.call('GET', `/Submissions/${'9'.repeat(200)}`);
    expect(long.statusCode).toBe(414);
    expect(long.headers['x-message-keys']).toBe('invalidParameter');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/portal/%E0%A4%A/Opportunities' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-message-keys']).toBe('invalidParameter');
  });
});
