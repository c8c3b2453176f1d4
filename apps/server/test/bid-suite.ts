import type { BidPage, BidReceipt } from '@procura/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { tenders } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import { signedInCaller, valuesOf } from './api.ts';
import { bidBody, openSourceForBids, registerPlanTaker } from './bids.ts';
import { createTestApp, type DatabaseKind, type TestApp } from './harness.ts';
import { multipartBody } from './multipart.ts';
import { signedInSupplier } from './suppliers.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
export type Supplier = Awaited<ReturnType<typeof signedInSupplier>>;

export const hour = 3_600_000;

/**
 * The app, the demo's buyer and the helpers the supplier bid test files share (an open source with
 * a registered supplier, uploads, a complete submission); call inside a describe, which it gives
 * its beforeAll and afterAll. `t` and `buyer` are getters: they exist once beforeAll has run.
 */
export function bidSuite(kind: DatabaseKind) {
  let t: TestApp;
  let buyer: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['x-message-keys'] ?? '');
  const page = (response: { json(): unknown }) => valuesOf<BidPage>(response)[0] as BidPage;
  const receipt = (response: { json(): unknown }) => valuesOf<BidReceipt>(response)[0] as BidReceipt;

  const setClosing = (tenderId: number, closing: Date) =>
    asSystem(t.database.db, (tx) =>
      tx.update(tenders).set({ dateClosing: closing }).where(eq(tenders.id, tenderId)),
    );

  /** An open source closing in a day, a signed-in supplier registered as its plan taker. */
  async function ready(options: Partial<Parameters<typeof openSourceForBids>[2]> = {}) {
    const source = await openSourceForBids(t, buyer, {
      closing: new Date(t.clock.now().getTime() + 24 * hour),
      ...options,
    });
    const supplier = await signedInSupplier(t);
    const planTaker = await registerPlanTaker(t, supplier, source.tenderId);
    const bid = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', rest = '', payload?: unknown) =>
      supplier.call(method, `/Opportunities/${source.projectId}/Bid${rest}`, payload);
    return { ...source, supplier, planTaker, bid };
  }

  async function upload(supplier: Supplier, projectId: number, uploadRequirementId: number, content: Buffer) {
    const body = multipartBody({}, { fileName: 'tender-form.pdf', content });
    return t.app.inject({
      method: 'POST',
      url: `${supplier.portalPath}/Opportunities/${projectId}/Bid/Files?uploadRequirementId=${uploadRequirementId}`,
      headers: { ...body.headers, cookie: supplier.cookie },
      payload: body.payload,
    });
  }

  /** Saves a complete bid (prices, compliance answer, the required file) and submits it. */
  async function submitComplete(source: Awaited<ReturnType<typeof ready>>, prices = ['12.50', '9.75']) {
    const saved = await source.bid(
      'PUT',
      '',
      bidBody(source.form, prices, { complianceItemId: source.complianceItemId }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    if (source.uploadRequirementId) {
      const file = await upload(
        source.supplier,
        source.projectId,
        source.uploadRequirementId,
        Buffer.from('%PDF-1.4 signed'),
      );
      expect(file.statusCode, file.body).toBe(200);
    }
    return source.bid('POST', '/Submit');
  }

  return {
    get t() {
      return t;
    },
    get buyer() {
      return buyer;
    },
    keys,
    page,
    receipt,
    setClosing,
    ready,
    upload,
    submitComplete,
  };
}
