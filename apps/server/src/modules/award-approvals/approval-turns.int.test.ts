import type { ApproverView, AwardPhase } from '@procura/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, valuesOf } from '../../../test/api.ts';
import { approvalSuite, awardEntry, onePagePdf } from '../../../test/approvals.ts';
import { databaseKinds, type TestApp } from '../../../test/harness.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import type { Caller } from '../../../test/submissions-suite.ts';

describe.each(databaseKinds())(
  'award approvals: each person in turn through the emailed link on %s',
  (kind) => {
    const approvals = approvalSuite(kind);
    const { keys, customerId, approvalOf, readyApproval } = approvals;
    const { linkFor, approverPath, exchange, approverSession } = approvals;
    let t: TestApp;
    let buyer: Caller;
    beforeAll(() => {
      t = approvals.t();
      buyer = approvals.buyer();
    });

    it('goes to each person in turn by a link exchanged once; a decline is reset and resent; the award completes', async () => {
      const { source, approval } = await readyApproval('turns');
      const sent = approvalOf(await buyer.call('POST', `/Awards/approvals/${approval.id}/send`));
      expect(sent.status).toBe('Pending Approval');
      expect(sent.workflow.map((p) => p.status)).toEqual(['Email Sent', 'Draft', 'Draft']);
      // The award waits for the approval.
      const phase = valuesOf<AwardPhase>(
        await buyer.call('GET', `/Awards/AwardPhaseStatus?projectId=${source.projectId}`),
      )[0];
      expect(phase).toMatchObject({ status: 'Pending Approval', canAward: false });
      approvalOf(await buyer.call('POST', '/Awards', awardEntry(source.projectId, source.first)));
      const blocked = await buyer.call(
        'PUT',
        `/Projects/status?projectId=${source.projectId}&status=Awarded`,
        {},
      );
      expect(blocked.statusCode).toBe(409);
      expect(keys(blocked)).toBe('awardApprovalPending');

      // The link: a wrong token, another step's path or a second use all answer alike.
      const link = await linkFor('lead@demo.procura.local');
      expect(link.approvalId).toBe(approval.id);
      for (const wrong of [
        { ...link, uat: 'not-the-token' },
        { ...link, workflowId: sent.workflow[1]?.id ?? 0 },
        { ...link, approvalId: link.approvalId + 1 },
      ]) {
        const response = await exchange(wrong);
        expect(response.statusCode).toBe(401);
        expect(keys(response)).toBe('awardApprovalLinkInvalid');
      }
      const lead = await approverSession('lead@demo.procura.local');
      expect(lead.view).toMatchObject({
        status: 'Pending Approval',
        reportNumber: 'AR-turns',
        approver: { fullName: 'Priya Raman', status: 'Email Sent', role: 'approver' },
        awardApprovalDocuments: [{ fileName: 'evaluation report.pdf', type: 'application/pdf' }],
      });
      expect(lead.view?.awardApprovalWorkflows.map((w) => w.status)).toEqual([
        'Email Sent',
        'Draft',
        'Draft',
      ]);
      const again = await exchange(lead.link);
      expect(again.statusCode).toBe(401);
      const page = await lead.as('GET');
      expect(page.statusCode).toBe(200);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      // The session is for this step only.
      const otherStep = await t.app.inject({
        method: 'GET',
        url: approverPath(approval.id, sent.workflow[1]?.id ?? 0),
        headers: { cookie: lead.cookie },
      });
      expect(otherStep.statusCode).toBe(401);
      // The next person has no link yet.
      expect(await outboxMailTo(t, 'olu.turns@council.example', 'awardApprovalRequest')).toHaveLength(0);

      // The documents: preview inline, download, all in a zip.
      const documentId = lead.view?.awardApprovalDocuments[0]?.id ?? 0;
      const preview = await lead.as('GET', `/documents/${documentId}/preview`);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-disposition']).toMatch(/^inline/);
      expect(preview.rawPayload.equals(onePagePdf)).toBe(true);
      const zip = await lead.as('GET', '/documents/download/all');
      expect(zip.statusCode).toBe(200);
      expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

      // Decline needs comments; then the approval stops and its maker is told.
      const bare = await lead.as('POST', '/status?status=Declined', '   ');
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toEqual(['Comments are required to decline award.']);
      const declined = await lead.as(
        'POST',
        '/status?status=Declined',
        'The amount exceeds the budget line.',
      );
      expect(declined.statusCode, declined.body).toBe(200);
      expect(valuesOf<ApproverView>(declined)[0]?.approver).toMatchObject({
        status: 'Declined',
        comments: 'The amount exceeds the budget line.',
      });
      const decidedTwice = await lead.as('POST', '/status?status=Approved', '');
      expect(decidedTwice.statusCode).toBe(409);
      expect(keys(decidedTwice)).toBe('awardApprovalDecisionClosed');
      const told = await outboxMailTo(t, 'buyer@demo.procura.local', 'awardApprovalDeclined');
      expect(told.at(-1)?.textBody).toContain('The amount exceeds the budget line.');
      const afterDecline = approvalOf(await buyer.call('GET', `/Awards/approvals/${approval.id}`));
      expect(afterDecline.status).toBe('Declined');
      const notYet = await buyer.call('POST', `/Awards/approvals/${approval.id}/send`);
      expect(notYet.statusCode).toBe(409);
      expect(keys(notYet)).toBe('awardApprovalDeclinedReset');
      expect(
        (await buyer.call('PUT', `/Projects/status?projectId=${source.projectId}&status=Awarded`, {}))
          .statusCode,
      ).toBe(409);

      // Reset the declined person and resend: a new link, the old session ends.
      const leadId = afterDecline.workflow[0]?.id ?? 0;
      const reset = approvalOf(
        await buyer.call('POST', `/Awards/approvals/${approval.id}/approver/${leadId}/StatusReset`),
      );
      expect(reset.status).toBe('Draft');
      expect(reset.workflow[0]).toMatchObject({ status: 'Draft', comments: '' });
      approvalOf(await buyer.call('POST', `/Awards/approvals/${approval.id}/send`));
      expect((await lead.as('GET')).statusCode).toBe(401);
      const leadAgain = await approverSession('lead@demo.procura.local');
      expect(leadAgain.link.uat).not.toBe(lead.link.uat);
      const approved = await leadAgain.as('POST', '/status?status=Approved', '');
      expect(approved.statusCode, approved.body).toBe(200);
      expect(valuesOf<ApproverView>(approved)[0]?.approver.status).toBe('Approved');

      // The outside approver's turn; once they approve, the reviewer is mailed and passed.
      const olu = await approverSession('olu.turns@council.example');
      expect((await olu.as('POST', '/status?status=Approved')).statusCode).toBe(200);
      const done = approvalOf(await buyer.call('GET', `/Awards/approvals/${approval.id}`));
      expect(done.status).toBe('Approved');
      expect(done.workflow.map((p) => p.status)).toEqual(['Approved', 'Approved', 'Email Sent']);
      expect(await outboxMailTo(t, 'rae.turns@council.example', 'awardApprovalReview')).toHaveLength(1);
      expect(await outboxMailTo(t, 'buyer@demo.procura.local', 'awardApprovalApproved')).not.toHaveLength(0);
      // A reviewer sees the page but has no decision to make.
      const rae = await approverSession('rae.turns@council.example', 'awardApprovalReview');
      expect(rae.view?.approver).toMatchObject({ role: 'reviewer', status: 'Email Sent' });
      expect((await rae.as('POST', '/status?status=Approved')).statusCode).toBe(409);

      const phaseNow = valuesOf<AwardPhase>(
        await buyer.call('GET', `/Awards/AwardPhaseStatus?projectId=${source.projectId}`),
      )[0];
      expect(phaseNow).toMatchObject({ status: 'Approved', canAward: true });
      const awarded = await buyer.call(
        'PUT',
        `/Projects/status?projectId=${source.projectId}&status=Awarded`,
        {},
      );
      expect(awarded.statusCode, awarded.body).toBe(200);
      expect(approvalOf(await buyer.call('GET', `/Awards/approvals/${approval.id}`)).status).toBe('Closed');
      const keptClosed = await buyer.call('DELETE', `/Awards/approvals/${approval.id}`);
      expect(keptClosed.statusCode).toBe(409);
      expect(keys(keptClosed)).toBe('awardApprovalClosedKept');
      const trail = await auditTrail(t, customerId(), 'awardApproval', approval.id);
      expect(trail.map((e) => e.action)).toEqual(
        expect.arrayContaining(['awardApproval.sent', 'awardApproval.declined', 'awardApproval.approved']),
      );
      expect(trail.find((e) => e.action === 'awardApproval.declined')?.actorLabel).toBe(
        'lead@demo.procura.local',
      );
    });
  },
);
