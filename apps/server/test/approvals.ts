import type { ApproverView, AwardApproval } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import { valuesOf } from './api.ts';
import { csrfHeader, csrfHeaderValue } from './fixtures.ts';
import { type DatabaseKind, jsonHeaders, type TestApp } from './harness.ts';
import { multipartBody } from './multipart.ts';
import { outboxMailTo } from './requirements.ts';
import { setProjectStatus } from './submissions.ts';
import { type Caller, submissionsSuite } from './submissions-suite.ts';

export const onePagePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The award approval tests' world: the submissions suite's app and buyer, approvals ready to send
 * on closed sources, and the approver's side through the link mailed to the outbox. Call inside a
 * describe (it gives it its beforeAll).
 */
export function approvalSuite(kind: DatabaseKind) {
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

  return {
    suite,
    keys,
    customerId,
    sourceWithBids,
    t: () => t,
    buyer: () => buyer,
    leadUserId: () => leadUserId,
    approvalOf,
    closedSource,
    upload,
    readyApproval,
    linkFor,
    approverPath,
    exchange,
    approverSession,
  };
}

/** An award of `submissionId` with an amount and nothing else entered. */
export function awardEntry(projectId: number, submissionId: number) {
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
