import type { Award, AwardedSubmission, AwardPhase, AwardSummary, Opportunity } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { databaseKinds, type TestApp } from '../../../test/harness.ts';
import { setProjectStatus } from '../../../test/submissions.ts';
import { type Caller, submissionsSuite } from '../../../test/submissions-suite.ts';
import { tenders } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

describe.each(databaseKinds())('awards: the Awards tab, its summary and the Award action on %s', (kind) => {
  const suite = submissionsSuite(kind);
  const { keys, customerId, sourceWithBids } = suite;
  let t: TestApp;
  let buyer: Caller;
  let admin: Caller;
  beforeAll(async () => {
    t = suite.t();
    buyer = suite.buyer();
    admin = await signedInCaller(t, 'admin@demo.procura.local');
  });

  /** A source with two complete bids, closed on 1 March 2026 at noon in Toronto. */
  async function closedSource() {
    const source = await sourceWithBids({ bids: 2 });
    await setProjectStatus(t, customerId(), source.projectId, 'Closed');
    await asSystem(t.database.db, (tx) =>
      tx
        .update(tenders)
        .set({ dateClosing: new Date('2026-03-01T17:00:00Z') })
        .where(and(eq(tenders.customerId, customerId()), eq(tenders.id, source.tenderId))),
    );
    const [first, second] = source.bids.map((b) => b.submission.id);
    return { ...source, first: first ?? 0, second: second ?? 0 };
  }

  const entry = (projectId: number, submissionId: number, changes: Record<string, unknown> = {}) => ({
    projectId,
    submissionId,
    awardAmount: 125000.5,
    provisionalAmount: 5000,
    subtotal: 120000.5,
    taxAmount: 5000,
    awardDate: '2026-03-01',
    actualTotalProjectValue: 130000,
    actualTotalAnnualValue: 43333.33,
    awardExceptionId: null,
    displayToPublic: true,
    valueNotes: 'Three-year term',
    contractNumber: 'C-2026-014',
    ...changes,
  });

  it('awards complete bids once the source has closed, checking amounts, dates and exceptions', async () => {
    const source = await sourceWithBids({ bids: 1 });
    const early = await buyer.call(
      'POST',
      '/Awards',
      entry(source.projectId, source.bids[0]?.submission.id ?? 0),
    );
    expect(early.statusCode).toBe(409);
    expect(keys(early)).toBe('awardSourceNotClosed');

    const closed = await closedSource();
    const refused = async (changes: Record<string, unknown>, status: number, key: string) => {
      const response = await buyer.call('POST', '/Awards', entry(closed.projectId, closed.first, changes));
      expect(response.statusCode, response.body).toBe(status);
      expect(keys(response)).toContain(key);
    };
    // Closing was noon on 1 March in the agency's zone: the day before is refused, the day itself is not.
    await refused({ awardDate: '2026-02-28' }, 400, 'awardDateBeforeClosing');
    await refused({ awardDate: '0000-01-01' }, 400, 'invalidParameter');
    await refused({ awardAmount: 1_000_000_000_000.01 }, 400, 'invalidParameter');
    await refused({ awardAmount: -1 }, 400, 'invalidParameter');
    await refused({ subtotal: 10.005 }, 400, 'invalidParameter');
    await refused({ submissionId: source.bids[0]?.submission.id }, 400, 'awardSubmissionInvalid');
    await refused({ awardExceptionId: 999_999 }, 400, 'awardExceptionInvalid');
    await refused({ contractNumber: 'x'.repeat(61) }, 400, 'awardContractNumberTooLong');

    const exception = valuesOf<{ id: number }>(
      await admin.call('POST', '/AwardExceptions', {
        name: 'Sole source',
        value: null,
        code: 'SS',
        active: true,
      }),
    )[0];
    const saved = await buyer.call(
      'POST',
      '/Awards',
      entry(closed.projectId, closed.first, {
        awardAmount: 1_000_000_000_000,
        awardExceptionId: exception?.id,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const award = valuesOf<Award>(saved)[0];
    expect(award).toMatchObject({
      projectId: closed.projectId,
      tenderId: closed.tenderId,
      submissionId: closed.first,
      companyName: `Bidder 1 ${closed.tenderId}`,
      vendorId: closed.bids[0]?.supplier.vendorId,
      awardAmount: 1_000_000_000_000,
      awardDate: '2026-03-01',
      awardExceptionName: 'Sole source',
      displayToPublic: true,
    });
    const twice = await buyer.call('POST', '/Awards', entry(closed.projectId, closed.first));
    expect(twice.statusCode).toBe(409);
    expect(keys(twice)).toBe('awardCompanyAlreadyAwarded');
    // The exception is in use: the control panel may not delete it.
    const removeException = await admin.call('DELETE', `/AwardExceptions?id=${exception?.id}`);
    expect(removeException.statusCode).toBe(400);
    expect(keys(removeException)).toBe('dropdownOptionInUse');

    const changed = await buyer.call('PUT', '/Awards', {
      ...entry(closed.projectId, closed.first, { awardAmount: 99.99, awardExceptionId: null }),
      projectId: undefined,
      id: award?.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(valuesOf<Award>(changed)[0]).toMatchObject({ awardAmount: 99.99, awardExceptionName: null });
    const listed = valuesOf<Award>(await buyer.call('GET', `/Awards?projectId=${closed.projectId}`));
    expect(listed.map((a) => [a.id, a.awardAmount])).toEqual([[award?.id, 99.99]]);
    const trail = await auditTrail(t, customerId(), 'award', award?.id ?? 0);
    expect(trail.map((e) => e.action)).toEqual(['award.created', 'award.updated']);
  });

  it('sums the awards in the summary and lists the awarded submissions', async () => {
    const closed = await closedSource();
    for (const [submissionId, amount] of [
      [closed.first, 0.1],
      [closed.second, 0.2],
    ] as const) {
      const saved = await buyer.call(
        'POST',
        '/Awards',
        entry(closed.projectId, submissionId, { awardAmount: amount, actualTotalAnnualValue: null }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const summary = valuesOf<AwardSummary>(
      await buyer.call('GET', `/awards/summary?projectId=${closed.projectId}`),
    )[0];
    expect(summary).toMatchObject({
      projectId: closed.projectId,
      status: 'In Progress',
      dateClosing: '2026-03-01T17:00:00.000Z',
      totalAwardAmount: 0.3,
      totalActualProjectValue: 260000,
      totalActualAnnualValue: 0,
    });
    expect(summary?.companies.map((c) => c.submissionId)).toEqual([closed.first, closed.second]);
    // The supplier of each award, for the warning of its performance status (issue 23 §3).
    expect(summary?.companies.map((c) => c.vendorId)).toEqual(closed.bids.map((b) => b.supplier.vendorId));
    const awarded = valuesOf<AwardedSubmission>(
      await buyer.call('GET', `/Submissions/Awarded?tenderId=${closed.tenderId}`),
    );
    expect(awarded.map((a) => [a.submissionId, a.awardAmount])).toEqual([
      [closed.first, 0.1],
      [closed.second, 0.2],
    ]);
  });

  it('awards the project only with an awarded company or the buyer’s confirmation', async () => {
    const phase = async (projectId: number) =>
      valuesOf<AwardPhase>(await buyer.call('GET', `/Awards/AwardPhaseStatus?projectId=${projectId}`))[0];
    const award = (projectId: number, body?: unknown) =>
      buyer.call('PUT', `/Projects/status?projectId=${projectId}&status=Awarded`, body);

    const none = await closedSource();
    expect(await phase(none.projectId)).toMatchObject({
      status: 'Not Started',
      awardedCompanies: 0,
      canAward: true,
    });
    const warned = await award(none.projectId);
    expect(warned.statusCode).toBe(409);
    expect(keys(warned)).toBe('awardNoAwardedCompany');
    const confirmed = await award(none.projectId, { confirmNoAward: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(valuesOf<{ status: string }>(confirmed)[0]?.status).toBe('Awarded');
    expect(await phase(none.projectId)).toMatchObject({ status: 'Awarded', canAward: false });

    const one = await closedSource();
    const saved = await buyer.call('POST', '/Awards', entry(one.projectId, one.second));
    const awardId = valuesOf<Award>(saved)[0]?.id ?? 0;
    expect(await phase(one.projectId)).toMatchObject({ status: 'In Progress', awardedCompanies: 1 });
    const awarded = await award(one.projectId);
    expect(awarded.statusCode, awarded.body).toBe(200);
    // The portal names the companies whose award is displayed to the public.
    const publicPage = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portal/demo/Opportunities/${one.projectId}`,
    });
    expect(publicPage.statusCode, publicPage.body).toBe(200);
    expect(valuesOf<Opportunity>(publicPage)[0]?.awardedTo).toEqual([
      { companyName: `Bidder 2 ${one.tenderId}`, awardAmount: 125000.5 },
    ]);
    // An awarded project's awards may still be corrected, and withdrawn.
    const removed = await buyer.call('DELETE', `/Awards?id=${awardId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await phase(one.projectId)).toMatchObject({ status: 'Awarded', awardedCompanies: 0 });
  });

  it('refuses another agency, a role without the Award right, and unknown ids alike', async () => {
    const closed = await closedSource();
    const saved = await buyer.call('POST', '/Awards', entry(closed.projectId, closed.first));
    const awardId = valuesOf<Award>(saved)[0]?.id ?? 0;
    const northwind = suite.northwind();
    const foreign = await northwind.call('GET', `/Awards?projectId=${closed.projectId}`);
    expect(foreign.statusCode).toBe(404);
    expect(keys(foreign)).toBe('invalidProjectId');
    const foreignEdit = await northwind.call('PUT', '/Awards', {
      ...entry(closed.projectId, closed.first),
      projectId: undefined,
      id: awardId,
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect(keys(foreignEdit)).toBe('invalidAwardId');
    const missing = await buyer.call('DELETE', '/Awards?id=987654');
    expect(missing.statusCode).toBe(404);
    expect(keys(missing)).toBe('invalidAwardId');

    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    const denied = await evaluator.call('GET', `/Awards?projectId=${closed.projectId}`);
    expect(denied.statusCode).toBe(403);
    const closedAgain = await closedSource();
    const deniedAward = await evaluator.call(
      'PUT',
      `/Projects/status?projectId=${closedAgain.projectId}&status=Awarded`,
      { confirmNoAward: true },
    );
    expect(deniedAward.statusCode).toBe(403);
  });
});
