import type { ApproverView } from '@procura/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { valuesOf } from '../../../test/api.ts';
import { approvalSuite } from '../../../test/approvals.ts';
import { databaseKinds, type TestApp } from '../../../test/harness.ts';
import { pdfStrings } from '../../../test/pdf.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import type { Caller } from '../../../test/submissions-suite.ts';

describe.each(databaseKinds())('award approvals: settings, corrections, cancel and delete on %s', (kind) => {
  const approvals = approvalSuite(kind);
  const { keys, sourceWithBids, approvalOf, closedSource, upload, readyApproval } = approvals;
  const { approverSession, suite } = approvals;
  let t: TestApp;
  let buyer: Caller;
  let leadUserId: number;
  beforeAll(() => {
    t = approvals.t();
    buyer = approvals.buyer();
    leadUserId = approvals.leadUserId();
  });

  it('checks the settings, and sends only with a document and an approver', async () => {
    const early = await sourceWithBids({ bids: 1 });
    const input = (projectId: number, submissionId: number, changes: Record<string, unknown> = {}) => ({
      projectId,
      reportName: 'Award report',
      reportNumber: 'AR-1',
      submissionId,
      ...changes,
    });
    const notClosed = await buyer.call(
      'POST',
      '/Awards/approvals',
      input(early.projectId, early.bids[0]?.submission.id ?? 0),
    );
    expect(notClosed.statusCode).toBe(409);
    expect(keys(notClosed)).toBe('awardSourceNotClosed');

    const source = await closedSource();
    const refused = async (changes: Record<string, unknown>, key: string) => {
      const response = await buyer.call(
        'POST',
        '/Awards/approvals',
        input(source.projectId, source.first, changes),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(keys(response)).toContain(key);
    };
    await refused({ reportName: 'Report / draft' }, 'awardApprovalForbiddenCharacters');
    await refused({ reportNumber: 'AR:1' }, 'awardApprovalForbiddenCharacters');
    await refused({ reportName: '  ' }, 'awardApprovalReportNameRequired');
    await refused({ reportNumber: 'x'.repeat(61) }, 'awardApprovalReportNumberTooLong');
    await refused({ submissionId: early.bids[0]?.submission.id }, 'awardSubmissionInvalid');

    const created = approvalOf(
      await buyer.call('POST', '/Awards/approvals', input(source.projectId, source.first)),
    );
    expect(created.status).toBe('Incomplete');
    expect(created.missing).toEqual(['awardApprovalNeedsDocument', 'awardApprovalNeedsApprover']);
    const unsendable = await buyer.call('POST', `/Awards/approvals/${created.id}/send`);
    expect(unsendable.statusCode).toBe(400);
    expect(String(keys(unsendable)).split(',')).toEqual([
      'awardApprovalNeedsDocument',
      'awardApprovalNeedsApprover',
    ]);

    approvalOf(await upload(created.id));
    const reviewerOnly = approvalOf(
      await buyer.call('POST', `/Awards/approvals/${created.id}/workflow`, {
        kind: 'EMAIL',
        fullName: 'Rae Reviewer',
        email: 'Rae@Council.example',
        role: 'reviewer',
      }),
    );
    expect(reviewerOnly.status).toBe('Incomplete');
    expect(reviewerOnly.missing).toEqual(['awardApprovalNeedsApprover']);
    const twice = await buyer.call('POST', `/Awards/approvals/${created.id}/workflow`, {
      kind: 'EMAIL',
      fullName: 'Rae Again',
      email: 'rae@council.example',
      role: 'approver',
    });
    expect(twice.statusCode).toBe(409);
    expect(keys(twice)).toBe('awardApproverEmailExists');
    const badUser = await buyer.call('POST', `/Awards/approvals/${created.id}/workflow`, {
      kind: 'TEAM_MEMBER',
      userId: 999_999,
      role: 'approver',
    });
    expect(badUser.statusCode).toBe(400);
    expect(keys(badUser)).toBe('awardApproverUserInvalid');

    const ready = approvalOf(
      await buyer.call('POST', `/Awards/approvals/${created.id}/workflow`, {
        kind: 'TEAM_MEMBER',
        userId: leadUserId,
        role: 'approver',
      }),
    );
    expect(ready.status).toBe('Draft');
    expect(ready.workflow.map((p) => [p.fullName, p.email, p.role])).toEqual([
      ['Rae Reviewer', 'rae@council.example', 'reviewer'],
      ['Priya Raman', 'lead@demo.procura.local', 'approver'],
    ]);
    const [reviewer, lead] = ready.workflow.map((p) => p.id);
    const badOrder = await buyer.call('POST', `/Awards/approvals/${created.id}/workflow/re-order`, {
      ids: [lead, lead],
    });
    expect(badOrder.statusCode).toBe(400);
    expect(keys(badOrder)).toBe('awardApprovalOrderInvalid');
    const reordered = approvalOf(
      await buyer.call('POST', `/Awards/approvals/${created.id}/workflow/re-order`, {
        ids: [lead, reviewer],
      }),
    );
    expect(reordered.workflow.map((p) => p.role)).toEqual(['approver', 'reviewer']);

    // Another agency sees no such approval; a missing one answers the same.
    const northwind = suite.northwind();
    const foreign = await northwind.call('GET', `/Awards/approvals/${created.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(keys(foreign)).toBe('invalidAwardApprovalId');
    expect((await buyer.call('GET', '/Awards/approvals/999999')).statusCode).toBe(404);
  });

  it('is unavailable while corrected and starts over when resent; cancel and delete', async () => {
    const { approval } = await readyApproval('fix');
    approvalOf(await buyer.call('POST', `/Awards/approvals/${approval.id}/send`));
    const lead = await approverSession('lead@demo.procura.local');
    const approvedFirst = await lead.as('POST', '/status?status=Approved');
    expect(approvedFirst.statusCode, approvedFirst.body).toBe(200);
    const olu = await approverSession('olu.fix@council.example');

    // A second document while pending: Correcting, and the approvers see nothing of it.
    const corrected = approvalOf(await upload(approval.id, 'revised prices.pdf'));
    expect(corrected.status).toBe('Correcting');
    const unavailable = valuesOf<ApproverView>(await olu.as('GET'))[0];
    expect(unavailable).toMatchObject({ status: 'Correcting', awardApprovalDocuments: [], reportName: '' });
    expect((await olu.as('POST', '/status?status=Approved')).statusCode).toBe(409);
    const documentId = approval.documents[0]?.id ?? 0;
    expect((await olu.as('GET', `/documents/${documentId}/download`)).statusCode).toBe(409);
    // The phase still waits.
    const blocked = await buyer.call('GET', `/Awards/approvals/${approval.id}`);
    expect(approvalOf(blocked).documents.map((d) => d.fileName)).toEqual([
      'evaluation report.pdf',
      'revised prices.pdf',
    ]);

    // Resent: every decision is cleared and the first person is asked again.
    const resent = approvalOf(await buyer.call('POST', `/Awards/approvals/${approval.id}/send`));
    expect(resent.workflow.map((p) => p.status)).toEqual(['Email Sent', 'Draft', 'Draft']);
    expect(
      (await outboxMailTo(t, 'lead@demo.procura.local', 'awardApprovalRequest')).length,
    ).toBeGreaterThanOrEqual(2);

    // Resend to the person whose turn it is (only them).
    const resendOther = await buyer.call(
      'POST',
      `/Awards/approvals/${approval.id}/approver/${resent.workflow[1]?.id}/Resend`,
    );
    expect(resendOther.statusCode).toBe(409);
    expect(keys(resendOther)).toBe('awardApproverNotAwaiting');
    approvalOf(
      await buyer.call('POST', `/Awards/approvals/${approval.id}/approver/${resent.workflow[0]?.id}/Resend`),
    );

    // The summary report: attached once (again replaces it), and downloadable.
    const withReport = approvalOf(
      await buyer.call('POST', `/Awards/approvals/${approval.id}/summary-report?attach=true`),
    );
    const again = approvalOf(
      await buyer.call('POST', `/Awards/approvals/${approval.id}/summary-report?attach=true`),
    );
    expect(withReport.documents.filter((d) => d.isSummaryReport)).toHaveLength(1);
    expect(again.documents.filter((d) => d.isSummaryReport)).toHaveLength(1);
    expect(again.documents).toHaveLength(3);
    const report = await buyer.call('GET', `/Awards/approvals/${approval.id}/download-report?fileType=pdf`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('application/pdf');
    const text = pdfStrings(report.rawPayload).join(' ');
    expect(text).toContain('Award report fix');
    expect(text).toContain('Priya Raman');
    expect(
      (await buyer.call('GET', `/Awards/approvals/${approval.id}/download-report?fileType=docx`)).statusCode,
    ).toBe(400);

    // Cancel needs a reason; those who had the link are told, and it stops working.
    const pendingDelete = await buyer.call('DELETE', `/Awards/approvals/${approval.id}`);
    expect(pendingDelete.statusCode).toBe(409);
    expect(keys(pendingDelete)).toBe('awardApprovalDeletePending');
    const noReason = await buyer.call('PUT', `/Awards/approvals/${approval.id}/status?status=Cancelled`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(keys(noReason)).toBe('awardApprovalCancelReasonRequired');
    const cancelled = approvalOf(
      await buyer.call('PUT', `/Awards/approvals/${approval.id}/status?status=Cancelled`, {
        reason: 'Scope changed',
      }),
    );
    expect(cancelled).toMatchObject({ status: 'Cancelled', cancelReason: 'Scope changed' });
    expect(
      (await outboxMailTo(t, 'lead@demo.procura.local', 'awardApprovalCancelled')).at(-1)?.textBody,
    ).toContain('Scope changed');
    expect((await olu.as('GET')).statusCode).toBe(401);
    const edit = await upload(approval.id, 'late.pdf');
    expect(edit.statusCode).toBe(409);
    expect(keys(edit)).toBe('awardApprovalNotEditable');

    const deleted = await buyer.call('DELETE', `/Awards/approvals/${approval.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await buyer.call('GET', `/Awards/approvals/${approval.id}`)).statusCode).toBe(404);
  });
});
