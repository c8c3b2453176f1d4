import { beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, valuesOf } from '../../../test/api.ts';
import { databaseKinds, type TestApp } from '../../../test/harness.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import { setProjectStatus } from '../../../test/submissions.ts';
import { type Caller, type Summary, submissionsSuite } from '../../../test/submissions-suite.ts';

describe.each(databaseKinds())(
  'buyer submissions: withdrawal, hard copies, comments, compliance, isolation on %s',
  (kind) => {
    const suite = submissionsSuite(kind);
    const { keys, customerId, sourceWithBids, cellsOf } = suite;
    let t: TestApp;
    let buyer: Caller;
    let northwind: Caller;
    let _otherRoles: Caller[];
    beforeAll(() => {
      t = suite.t();
      buyer = suite.buyer();
      northwind = suite.northwind();
      _otherRoles = suite.otherRoles();
    });

    it('withdraws only on a closed bid, mails the supplier, and filters by status', async () => {
      const source = await sourceWithBids({ bids: 1 });
      const id = source.bids[0]?.submission.id ?? 0;
      const early = await buyer.call('PUT', `/submissions/withdraw/${id}`);
      expect(early.statusCode).toBe(409);
      expect(keys(early)).toBe('submissionBidNotClosed');
      await setProjectStatus(t, customerId(), source.projectId, 'Awarded');
      expect(keys(await buyer.call('PUT', `/submissions/withdraw/${id}`))).toBe('submissionBidNotClosed');
      await setProjectStatus(t, customerId(), source.projectId, 'Closed');
      const withdrawn = await buyer.call('PUT', `/submissions/withdraw/${id}`);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(valuesOf<Summary>(withdrawn)[0]).toMatchObject({ id, status: 'withdrawn' });
      expect(
        await outboxMailTo(t, source.bids[0]?.submission.contactEmail ?? '', 'submissionWithdrawnByAgency'),
      ).toHaveLength(1);
      const listed = (status: string) =>
        buyer
          .call('GET', `/Submissions?tenderId=${source.tenderId}&status=${status}`)
          .then((r) => valuesOf<Summary>(r));
      expect((await listed('withdrawn')).map((s) => s.id)).toEqual([id]);
      expect(await listed('complete')).toEqual([]);
    });

    it('enters hard copies only when Closed or Awarded, and deletes only hard copies', async () => {
      const source = await sourceWithBids({ bids: 1 });
      const body = {
        tenderId: source.tenderId,
        companyName: 'Paper Paving',
        email: 'bids@paper.example',
        submittedAt: '2026-03-02T15:00:00Z',
      };
      const early = await buyer.call('POST', '/Submissions/HardCopy', body);
      expect(early.statusCode).toBe(409);
      expect(keys(early)).toBe('submissionHardCopyNotClosed');
      expect(
        keys(
          await buyer.call('POST', '/Submissions/HardCopy', {
            tenderId: source.tenderId,
            submittedAt: body.submittedAt,
          }),
        ),
      ).toContain('requiredField');

      await setProjectStatus(t, customerId(), source.projectId, 'Awarded');
      const entered = await buyer.call('POST', '/Submissions/HardCopy', body);
      expect(entered.statusCode, entered.body).toBe(200);
      const paper = valuesOf<Summary>(entered)[0];
      expect(paper).toMatchObject({ companyName: 'Paper Paving', isHardCopy: true, status: 'complete' });
      const planTakerId = source.bids[0]?.planTakerId;
      const registered = await buyer.call('POST', '/Submissions/HardCopy', {
        tenderId: source.tenderId,
        planTakerId,
        submittedAt: body.submittedAt,
      });
      expect(valuesOf<Summary>(registered)[0]).toMatchObject({
        companyName: source.bids[0]?.submission.companyName,
        isHardCopy: true,
      });
      expect(keys(await buyer.call('POST', '/Submissions/HardCopy', { ...body, planTakerId: 999999 }))).toBe(
        'submissionPlanTakerNotFound',
      );

      const online = await buyer.call(
        'DELETE',
        `/plantakers/HardCopySubmission?submissionId=${source.bids[0]?.submission.id}`,
      );
      expect(online.statusCode).toBe(409);
      expect(keys(online)).toBe('planTakerOnlyHardCopyDelete');
      const removed = await buyer.call('DELETE', `/plantakers/HardCopySubmission?submissionId=${paper?.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await buyer.call('GET', `/Submissions/${paper?.id}`)).statusCode).toBe(404);
      const trail = await auditTrail(t, customerId(), 'submission', paper?.id ?? 0);
      expect(trail.map((e) => e.action)).toEqual([
        'submission.hardCopyEntered',
        'submission.hardCopyDeleted',
      ]);
    });

    it('keeps private comments and compliance reviews, audited', async () => {
      const source = await sourceWithBids({ bids: 1 });
      const id = source.bids[0]?.submission.id ?? 0;
      expect((await buyer.call('GET', `/Submissions/${id}`)).statusCode).toBe(404);
      await setProjectStatus(t, customerId(), source.projectId, 'Closed');
      const saved = await buyer.call('PUT', `/Submissions/${id}/Comments`, {
        privateComments: 'Late courier, accepted',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(valuesOf<Summary>(saved)[0]?.privateComments).toBe('Late courier, accepted');

      const grid = await buyer.call('GET', `/Submissions/Compliance?tenderId=${source.tenderId}`);
      expect(grid.json()).toMatchObject({
        complianceItems: [{ id: source.itemId, name: 'WSIB clearance' }],
        data: {
          submissionComplianceDTO: {
            values: [
              {
                submissionId: id,
                items: [{ complianceItemId: source.itemId, status: 'Not Reviewed', supplierAnswer: null }],
              },
            ],
          },
        },
      });
      const bad = await buyer.call('PUT', `/Submissions/${id}/Compliance`, {
        complianceItemId: source.itemId,
        status: 'Maybe',
      });
      expect(bad.statusCode).toBe(400);
      const reviewed = await buyer.call('PUT', `/Submissions/${id}/Compliance`, {
        complianceItemId: source.itemId,
        status: 'Non-Compliant',
        comment: 'Expired certificate',
      });
      expect(reviewed.statusCode, reviewed.body).toBe(200);
      expect(valuesOf<{ items: unknown[] }>(reviewed)[0]?.items).toEqual([
        {
          complianceItemId: source.itemId,
          status: 'Non-Compliant',
          comment: 'Expired certificate',
          supplierAnswer: null,
        },
      ]);
      const exported = await buyer.call('GET', `/Exports/Compliance?tenderId=${source.tenderId}`);
      expect(exported.statusCode).toBe(200);
      const text = await cellsOf(exported.rawPayload);
      expect(text).toContain('Non-Compliant');
      expect(text).toContain('Expired certificate');
      const trail = await auditTrail(t, customerId(), 'submission', id);
      expect(trail.map((e) => e.action)).toEqual(['submission.commented', 'submission.complianceReviewed']);
    });

    it("answers 404 to another agency's calls", async () => {
      const source = await sourceWithBids({ bids: 1 });
      await setProjectStatus(t, customerId(), source.projectId, 'Closed');
      const id = source.bids[0]?.submission.id ?? 0;
      const calls: [string, 'GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?][] = [
        ['list', 'GET', `/Submissions?tenderId=${source.tenderId}`],
        ['detail', 'GET', `/Submissions/${id}`],
        ['unseal', 'POST', `/Submissions/Unseal?tenderId=${source.tenderId}&part=price`, {}],
        ['comments', 'PUT', `/Submissions/${id}/Comments`, { privateComments: 'x' }],
        ['withdraw', 'PUT', `/submissions/withdraw/${id}`],
        ['delete', 'DELETE', `/plantakers/HardCopySubmission?submissionId=${id}`],
        ['sheet', 'GET', `/Exports/OpeningSheet?tenderId=${source.tenderId}`],
        ['analysis', 'GET', `/Exports/BidAnalysis?tenderId=${source.tenderId}`],
      ];
      for (const [label, method, url, body] of calls) {
        expect([label, (await northwind.call(method, url, body)).statusCode]).toEqual([label, 404]);
      }
    });
  },
);
