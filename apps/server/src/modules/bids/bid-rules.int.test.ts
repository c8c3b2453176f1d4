import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { signedInCaller } from '../../../test/api.ts';
import { bidSuite, hour } from '../../../test/bid-suite.ts';
import { bidBody, insertMandatoryMeeting, openSourceForBids, registerPlanTaker } from '../../../test/bids.ts';
import { databaseKinds, type TestApp } from '../../../test/harness.ts';
import { outboxMailTo, submissionOf } from '../../../test/requirements.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { projects, submissions } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())(
  'the supplier bid: submission rules, withdrawal, no-bid and isolation on %s',
  (kind) => {
    const suite = bidSuite(kind);
    const { keys, page, receipt, setClosing, ready, submitComplete } = suite;
    let t: TestApp;
    let buyer: Caller;
    beforeAll(() => {
      t = suite.t;
      buyer = suite.buyer;
    });

    it('refuses submission for each rule, with its key', async () => {
      const notTaker = await openSourceForBids(t, buyer, {
        closing: new Date(t.clock.now().getTime() + hour),
      });
      const stranger = await signedInSupplier(t);
      const refused = await stranger.call('POST', `/Opportunities/${notTaker.projectId}/Bid/Submit`);
      expect(refused.statusCode).toBe(409);
      expect(keys(refused)).toBe('bidNotPlanTaker');

      const required = await ready({ requiredPrices: true });
      await required.bid(
        'PUT',
        '',
        bidBody(required.form, ['5'], { complianceItemId: required.complianceItemId }),
      );
      const empty = await required.bid('POST', '/Submit');
      expect(empty.statusCode).toBe(400);
      expect(keys(empty)).toContain('formCellRequired');

      const missing = await ready();
      await missing.bid('PUT', '', bidBody(missing.form, ['5', '6']));
      const noFile = await missing.bid('POST', '/Submit');
      expect(noFile.statusCode).toBe(400);
      expect(keys(noFile)).toContain('bidUploadMissing');
      expect(keys(noFile)).toContain('bidComplianceMissing');

      const noDraft = await ready();
      expect(keys(await noDraft.bid('POST', '/Submit'))).toBe('bidNoDraft');

      const hardCopy = await ready({ tender: { submission: 0 } });
      expect(keys(await hardCopy.bid('POST', '/Submit'))).toBe('bidNotOnline');
    });

    it('refuses a supplier who missed a passed mandatory meeting when attendance is tracked', async () => {
      const tracked = await ready({
        tender: { isAttendanceTrackingOn: true },
        withUpload: false,
        withCompliance: false,
      });
      await insertMandatoryMeeting(
        t,
        tracked.customerId,
        tracked.tenderId,
        new Date(t.clock.now().getTime() - hour),
      );
      expect(page(await tracked.bid('GET')).whyNot).toBe('bidMissedMandatoryMeeting');
      expect(keys(await tracked.bid('POST', '/Submit'))).toBe('bidMissedMandatoryMeeting');

      const attended = await ready({
        tender: { isAttendanceTrackingOn: true },
        withUpload: false,
        withCompliance: false,
      });
      await insertMandatoryMeeting(
        t,
        attended.customerId,
        attended.tenderId,
        new Date(t.clock.now().getTime() - hour),
        attended.planTaker.id,
      );
      expect((await submitComplete(attended)).statusCode).toBe(200);

      const untracked = await ready({ withUpload: false, withCompliance: false });
      await insertMandatoryMeeting(
        t,
        untracked.customerId,
        untracked.tenderId,
        new Date(t.clock.now().getTime() - hour),
      );
      expect((await submitComplete(untracked)).statusCode).toBe(200);
    });

    it('accepts a submission at closing minus 1 ms and refuses it at closing and at plus 1 ms', async () => {
      const start = t.clock.now();
      // Date stands still, so the server clock reads exactly what the test sets.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const early = await ready({ withUpload: false, withCompliance: false });
        const closing = new Date(t.clock.now().getTime() + 20 * 60_000);
        await setClosing(early.tenderId, closing);
        const late = await ready({ withUpload: false, withCompliance: false });
        await setClosing(late.tenderId, closing);
        const exact = await ready({ withUpload: false, withCompliance: false });
        await setClosing(exact.tenderId, closing);
        for (const s of [early, late, exact]) await s.bid('PUT', '', bidBody(s.form, ['1', '2']));

        t.clock.set(new Date(closing.getTime() - 1));
        const accepted = await early.bid('POST', '/Submit');
        expect(accepted.statusCode, accepted.body).toBe(200);
        expect(receipt(accepted).submittedAt).toBe(new Date(closing.getTime() - 1).toISOString());

        t.clock.set(closing);
        expect(keys(await exact.bid('POST', '/Submit'))).toBe('bidClosed');
        t.clock.set(new Date(closing.getTime() + 1));
        const refused = await late.bid('POST', '/Submit');
        expect(refused.statusCode).toBe(409);
        expect(keys(refused)).toBe('bidClosed');
        expect(page(await late.bid('GET')).whyNot).toBe('bidClosed');
        expect(keys(await late.bid('PUT', '', bidBody(late.form, ['3', '4'])))).toBe('bidClosed');
        // Withdrawing after closing is refused as well (the closing job has not even run).
        const withdraw = await early.bid('POST', `/Withdraw/${receipt(accepted).submissionId}`, {
          reason: 'Too late',
        });
        expect(withdraw.statusCode).toBe(409);
        expect(keys(withdraw)).toBe('bidWithdrawAfterClosing');
      } finally {
        t.clock.set(start);
        vi.useRealTimers();
        t.clock.set(start);
      }
    });

    it('keeps one submission unless multiple are allowed, and withdraws before closing', async () => {
      const single = await ready({ withUpload: false, withCompliance: false });
      const first = receipt(await submitComplete(single));
      const second = await single.bid('PUT', '', bidBody(single.form, ['2', '2']));
      expect(second.statusCode).toBe(409);
      expect(keys(second)).toBe('bidAlreadySubmitted');
      expect(page(await single.bid('GET')).whyNot).toBe('bidAlreadySubmitted');

      expect(keys(await single.bid('POST', `/Withdraw/${first.submissionId}`, { reason: ' ' }))).toContain(
        'bidReasonRequired',
      );
      const withdrawn = await single.bid('POST', `/Withdraw/${first.submissionId}`, {
        reason: 'Pricing error',
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(page(withdrawn).submissions[0]).toMatchObject({ id: first.submissionId, status: 'withdrawn' });
      expect(page(withdrawn).mayBid).toBe(true);
      expect(await submissionOf(t, single.customerId, first.submissionId)).toMatchObject({
        status: 'withdrawn',
        withdrawnReason: 'Pricing error',
      });
      expect(keys(await single.bid('POST', `/Withdraw/${first.submissionId}`, { reason: 'again' }))).toBe(
        'bidNotWithdrawable',
      );
      expect((await submitComplete(single)).statusCode).toBe(200);

      const multiple = await ready({
        tender: { allowMultipleSubmissions: true },
        withUpload: false,
        withCompliance: false,
      });
      const one = receipt(await submitComplete(multiple, ['1', '1']));
      const two = receipt(await submitComplete(multiple, ['2', '2']));
      expect(two.submissionId).not.toBe(one.submissionId);
      expect(two.contentSha256).not.toBe(one.contentSha256);
      const listed = page(await multiple.bid('GET')).submissions;
      expect(listed.filter((s) => s.status === 'complete')).toHaveLength(2);
    });

    it('records a no-bid response with its reason and mails the no-bid address', async () => {
      const offered = await ready({
        tender: { onlineSubmissionShowNoBid: true, noBidEmail: 'nobid@demo.example' },
      });
      const noBid = () =>
        offered.supplier.call('POST', `/Opportunities/${offered.projectId}/NoBid`, {
          reason: 'Fully booked',
        });
      const answered = await noBid();
      expect(answered.statusCode, answered.body).toBe(200);
      expect(page(answered).submissions[0]).toMatchObject({ isNoBid: true, status: 'complete' });
      const [row] = await asSystem(t.database.db, (tx) =>
        tx
          .select()
          .from(submissions)
          .where(
            and(eq(submissions.customerId, offered.customerId), eq(submissions.tenderId, offered.tenderId)),
          ),
      );
      expect(row).toMatchObject({ isNoBid: true, noBidReason: 'Fully booked', priceSealed: null });
      expect(await outboxMailTo(t, 'nobid@demo.example', 'noBid')).toHaveLength(1);
      expect(keys(await noBid())).toBe('bidNoBidAlreadySent');

      const notOffered = await ready();
      const refused = await notOffered.supplier.call('POST', `/Opportunities/${notOffered.projectId}/NoBid`, {
        reason: 'No',
      });
      expect(refused.statusCode).toBe(409);
      expect(keys(refused)).toBe('bidNoBidNotOffered');
    });

    it('hides one supplier’s draft and receipt from another, and another agency’s opportunity', async () => {
      const source = await ready({ withUpload: false, withCompliance: false });
      const mine = receipt(await submitComplete(source));
      const other = await signedInSupplier(t);
      await registerPlanTaker(t, other, source.tenderId);
      const theirs = page(await other.call('GET', `/Opportunities/${source.projectId}/Bid`));
      expect(theirs.draft).toBeNull();
      expect(theirs.submissions).toEqual([]);
      const peek = await other.call(
        'GET',
        `/Opportunities/${source.projectId}/Bid/Receipt/${mine.submissionId}`,
      );
      expect(peek.statusCode).toBe(404);
      const withdraw = await other.call(
        'POST',
        `/Opportunities/${source.projectId}/Bid/Withdraw/${mine.submissionId}`,
        {
          reason: 'mischief',
        },
      );
      expect(withdraw.statusCode).toBe(404);

      const elsewhere = await signedInSupplier(t, { agency: 'northwind' });
      const foreign = await elsewhere.call('GET', `/Opportunities/${source.projectId}/Bid`);
      expect(foreign.statusCode).toBe(404);
      const design = await openSourceForBids(t, buyer, { closing: new Date(t.clock.now().getTime() + hour) });
      await asSystem(t.database.db, (tx) =>
        tx.update(projects).set({ status: 'Design_Mode_Pending' }).where(eq(projects.id, design.projectId)),
      );
      expect((await source.supplier.call('GET', `/Opportunities/${design.projectId}/Bid`)).statusCode).toBe(
        404,
      );
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `${source.supplier.portalPath}/Opportunities/${source.projectId}/Bid`,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  },
);
