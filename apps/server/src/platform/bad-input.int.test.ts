import { maxFormJsonBodyBytes } from '@procura/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, signIn, suiteDatabaseKinds, type TestApp } from '../../test/harness.ts';
import { insertOpportunity } from '../../test/portal.ts';
import { approverCookie, insertPendingApproval } from '../../test/security/approval-world.ts';
import { insertSentEnvelope, signerCookie } from '../../test/security/envelope-world.ts';
import { insertSealedSubmission } from '../../test/submissions.ts';
import { signedInSupplier } from '../../test/suppliers.ts';
import { contracts } from '../db/schema/index.ts';
import { asSystem } from './tenancy.ts';

/**
 * Bad input on every route: malformed JSON, wrong types, missing fields, oversize bodies, odd
 * parameters. Each must answer a 4xx with message keys, never a 5xx, signed in or not.
 */
describe.each(suiteDatabaseKinds())('bad input on every route on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let customerId: number;
  let nodeId: number;
  /** An approver's session and its step, so the approval page's calls get as far as their bodies. */
  let approver: { cookie: string; approvalId: number; workflowId: number };
  let signer: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = await signIn(t, 'admin@demo.procura.local');
    const place = { customerId: admin.info.customer.id, nodeId: admin.info.tenderNode.id };
    const source = await insertOpportunity(t, place, { name: 'Oversize approval' });
    const bid = await insertSealedSubmission(
      t,
      { customerId: place.customerId, tenderId: source.tenderId },
      await signedInSupplier(t),
      {
        price: { forms: [] },
        answers: {},
        files: [],
      },
    );
    const approval = await insertPendingApproval(
      t,
      {
        customerId: place.customerId,
        tenderId: source.tenderId,
        submissionId: bid.submission.id,
        createdBy: admin.info.user.id,
      },
      'Oversize',
    );
    approver = { ...approval, cookie: await approverCookie(t, approval) };
    // And an envelope signer's session, so the signing page's calls get as far as their bodies.
    const [contract] = await asSystem(t.database.db, (tx) =>
      tx
        .insert(contracts)
        .values({ customerId: place.customerId, projectId: source.projectId, name: 'Oversize' })
        .returning(),
    );
    const link = await insertSentEnvelope(
      t,
      { customerId: place.customerId, tenderId: source.tenderId, contractId: contract?.id ?? 0 },
      'Oversize',
    );
    signer = await signerCookie(t, link);
  });
  // Some bad bodies reach routes that ignore their body, sign-off among them: sign in afresh.
  beforeEach(async () => {
    const session = await signIn(t, 'siteadmin@demo.procura.local');
    // A supplier's session too, so the portal's supplier routes get as far as reading their bodies.
    cookie = `${session.cookie}; ${(await signedInSupplier(t)).cookie}; ${approver.cookie}; ${signer}`;
    customerId = session.info.customer.id;
    nodeId = session.info.tenderNode.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const urlOf = (url: string, params: { customerId: string; nodeId: string }) =>
    url
      .replace(':customerId', params.customerId)
      .replace(':nodeId', params.nodeId)
      .replace(':agency', 'demo')
      .replace(':approvalId', String(approver.approvalId))
      .replace(':workflowId', String(approver.workflowId));

  const bodies: [string, string][] = [
    ['malformed JSON', '{"domain": '],
    ['a JSON array', '[1,2,3]'],
    [
      'wrong types',
      JSON.stringify({
        domain: 42,
        username: true,
        password: [],
        email: {},
        token: 1,
        newPassword: null,
        customerId: 'x',
        feature: 7,
        enabled: 'yes',
      }),
    ],
    ['missing fields', '{}'],
    ['a string', '"hello"'],
    ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ];

  function expectClientError(
    response: { statusCode: number; headers: Record<string, unknown>; body: string },
    what: string,
  ) {
    expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
    expect(response.headers['x-message-keys'], what).toBeTruthy();
    expect(Array.isArray(JSON.parse(response.body)), what).toBe(true);
  }

  it('refuses bad bodies on every state-changing route with a 4xx and message keys', async () => {
    const writes = t.routes.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(5);
    for (const route of writes) {
      for (const signedIn of [false, true]) {
        for (const [name, payload] of bodies) {
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: urlOf(route.url, { customerId: String(customerId), nodeId: String(nodeId) }),
            headers: { ...jsonHeaders, ...(signedIn ? { cookie } : {}) },
            payload,
          });
          // Some routes take no body and ignore it; those may succeed, but never with a 5xx.
          expect(response.statusCode, `${route.method} ${route.url} ${name}`).toBeLessThan(500);
          if (response.statusCode >= 400) expectClientError(response, `${route.method} ${route.url} ${name}`);
        }
      }
    }
  });

  it('refuses oversize bodies with 413', async () => {
    // Larger than every route's limit, the whole-form save's included.
    const huge = JSON.stringify({ domain: 'x'.repeat(maxFormJsonBodyBytes + 1024) });
    for (const route of t.routes.filter((r) => r.method !== 'GET')) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: urlOf(route.url, { customerId: String(customerId), nodeId: String(nodeId) }),
        headers: { ...jsonHeaders, cookie },
        payload: huge,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
      expectClientError(response, route.url);
    }
  });

  it('refuses odd path and query parameters with a 4xx on every read', async () => {
    const params = [
      { customerId: 'abc', nodeId: String(nodeId) },
      { customerId: String(customerId), nodeId: '-1' },
      { customerId: '99999999999999999999', nodeId: '1.5' },
    ];
    for (const route of t.routes.filter((r) => r.method === 'GET' && r.url.includes(':'))) {
      const valid = urlOf(route.url, { customerId: String(customerId), nodeId: String(nodeId) });
      for (const p of params) {
        if (urlOf(route.url, p) === valid) continue;
        const response = await t.app.inject({ method: 'GET', url: urlOf(route.url, p), headers: { cookie } });
        expectClientError(response, `${route.url} ${JSON.stringify(p)}`);
      }
    }
    const base = `/api/v1/customer/${customerId}/node/${nodeId}`;
    for (const query of ['limit=0', 'limit=10001', 'offset=-1', 'limit=abc', `search=${'x'.repeat(500)}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}/Users?${query}`,
        headers: { cookie },
      });
      expect(response.statusCode, query).toBe(400);
      expectClientError(response, query);
    }
  });

  it('refuses unsupported content types with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'text/plain', 'x-requested-with': 'procura' },
      payload: 'username=a',
    });
    expect(response.statusCode).toBe(415);
    expectClientError(response, 'text/plain');
  });
});
