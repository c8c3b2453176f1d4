import type { ApproverView, AwardApproval, AwardPhase } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { csrfHeader, csrfHeaderValue } from '../../../test/fixtures.ts';
import { databaseKinds, jsonHeaders, type TestApp } from '../../../test/harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { pdfStrings } from '../../../test/pdf.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import { setProjectStatus } from '../../../test/submissions.ts';
import { type Caller, submissionsSuite } from '../../../test/submissions-suite.ts';
import { users } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

const onePagePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe.each(databaseKinds())('award approvals: the workflow and its public page on %s', (kind) => {
  const suite = submissionsSuite(kind);
  const { keys, customerId, sourceWithBids } = suite;
  let t: TestApp;
  let buyer: Caller;
  let leadUserId: number;
  beforeAll(async () => {
    t = suite.t();
    buyer = suite.buyer();
    leadUserId = await asSystem(t.database.db, async (tx) => {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.customerId, customerId()), eq(users.username, 'lead@demo.procura.local')));
      return row?.id ?? 0;
    });
  });

  const approvalOf = (response: { json(): unknown; body: string; statusCode: number }) => {
    expect(response.statusCode, response.body).toBe(200);
    const [approval] = valuesOf<AwardApproval>(response);
    if (!approval) throw new Error('no approval in the answer');
    return approval;
  };

  async function closedSource() {
    const source = await sourceWithBids({ bids: 2 });
    await setProjectStatus(t, customerId(), source.projectId, 'Closed');
    const [first, second] = source.bids.map((b) => b.submission.id);
    return { ...source, first: first ?? 0, second: second ?? 0 };
  }

  async function upload(approvalId: number, fileName = 'evaluation report.pdf', content = onePagePdf) {
    const body = multipartBody({}, { fileName, content, contentType: 'application/pdf' });
    return t.app.inject({
      method: 'POST',
      url: `${buyer.tenantPath}/Awards/approvals/${approvalId}/documents`,
      headers: { ...body.headers, cookie: buyer.cookie },
      payload: body.payload,
    });
  }

  /** An approval ready to send: a document, the lead (team member), an outside approver and a reviewer. */
  async function readyApproval(tag: string) {
    const source = await closedSource();
    const created = approvalOf(
      await buyer.call('POST', '/Awards/approvals', {
        projectId: source.projectId,
        reportName: `Award report ${tag}`,
        reportNumber: `AR-${tag}`,
        submissionId: source.first,
      }),
    );
    approvalOf(await upload(created.id));
    const add = (person: Record<string, unknown>) =>
      buyer.call('POST', `/Awards/approvals/${created.id}/workflow`, person);
    approvalOf(await add({ kind: 'TEAM_MEMBER', userId: leadUserId, role: 'approver', title: 'Lead' }));
    approvalOf(
      await add({
        kind: 'EMAIL',
        fullName: 'Olu Outside',
        email: `olu.${tag}@council.example`,
        role: 'approver',
      }),
    );
    const ready = approvalOf(
      await add({
        kind: 'EMAIL',
        fullName: 'Rae Reviewer',
        email: `rae.${tag}@council.example`,
        role: 'reviewer',
      }),
    );
    return { source, approval: ready };
  }

  /** The link mailed to `email` most recently, split into its page path and token. */
  async function linkFor(email: string, kindOfMail = 'awardApprovalRequest') {
    const mails = await outboxMailTo(t, email, kindOfMail);
    const last = mails.at(-1);
    const match = last?.textBody.match(/\/approval\/(\d+)\/approver\/(\d+)\?uat=([\w-]+)/);
    if (!match) throw new Error(`no link mailed to ${email}`);
    return { approvalId: Number(match[1]), workflowId: Number(match[2]), uat: match[3] ?? '', mails };
  }

  const approverPath = (approvalId: number, workflowId: number) =>
    `/api/v1/approvals/${approvalId}/approver/${workflowId}`;

  async function exchange(link: { approvalId: number; workflowId: number; uat: string }) {
    return t.app.inject({
      method: 'POST',
      url: approverPath(link.approvalId, link.workflowId),
      headers: jsonHeaders,
      payload: { uat: link.uat },
    });
  }

  /** The approver's session cookie, from a successful exchange. */
  async function approverSession(email: string, kindOfMail = 'awardApprovalRequest') {
    const link = await linkFor(email, kindOfMail);
    const response = await exchange(link);
    expect(response.statusCode, response.body).toBe(200);
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    const as = (method: 'GET' | 'POST', suffix = '', payload?: unknown) =>
      t.app.inject({
        method,
        url: `${approverPath(link.approvalId, link.workflowId)}${suffix}`,
        headers: { [csrfHeader]: csrfHeaderValue, 'content-type': 'application/json', cookie },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
    return { link, cookie, as, view: valuesOf<ApproverView>(response)[0] };
  }

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
    expect(lead.view?.awardApprovalWorkflows.map((w) => w.status)).toEqual(['Email Sent', 'Draft', 'Draft']);
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
    const declined = await lead.as('POST', '/status?status=Declined', 'The amount exceeds the budget line.');
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

function awardEntry(projectId: number, submissionId: number) {
  return {
    projectId,
    submissionId,
    awardAmount: 1000,
    provisionalAmount: null,
    subtotal: null,
    taxAmount: null,
    awardDate: null,
    actualTotalProjectValue: null,
    actualTotalAnnualValue: null,
    awardExceptionId: null,
    displayToPublic: true,
    valueNotes: '',
    contractNumber: '',
  };
}
