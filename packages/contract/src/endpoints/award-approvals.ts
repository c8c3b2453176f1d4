/**
 * The award approval workflow (001 §7 Award approvals), declared once (issue 21 §1): the buyer's
 * calls (the approval and its settings, documents, people, sending and statuses) and the public
 * approval page's (approvals/{approvalId}/approver/{workflowId}), whose link token is exchanged
 * once for a session cookie.
 */
import { z } from 'zod';
import {
  apiPath,
  defineEndpoint,
  tenantEndpoint,
  tenantPath,
  tenantPathParamsSchema,
} from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  approvalDocumentParamsSchema,
  approvalIdParamsSchema,
  approvalPersonParamsSchema,
  approvalStatusChangeBodySchema,
  approvalStatusChangeQuerySchema,
  approverDecisionBodySchema,
  approverDecisionQuerySchema,
  approverDocumentParamsSchema,
  approverExchangeSchema,
  approverParamsSchema,
  approverViewSchema,
  awardApprovalInputSchema,
  awardApprovalSchema,
  downloadReportQuerySchema,
  reorderSchema,
  summaryReportQuerySchema,
  updateAwardApprovalSchema,
  updateWorkflowPersonSchema,
  workflowPersonInputSchema,
} from '../projects/award-approvals.ts';
import { awardsQuerySchema } from '../projects/awards.ts';

const tag = 'Award approvals';
const view = tenantEndpoint('project.award', 'view');
const act = tenantEndpoint('project.award', 'act');
const approval = envelopeSchema('awardApproval', awardApprovalSchema);
const path = tenantPath('/Awards/approvals');
const one = `${path}/:approvalId`;
const params = tenantPathParamsSchema.extend(approvalIdParamsSchema.shape);
const documentParams = tenantPathParamsSchema.extend(approvalDocumentParamsSchema.shape);
const personParams = tenantPathParamsSchema.extend(approvalPersonParamsSchema.shape);

/** A change of an approval answers the whole approval. */
const change = <const E extends { method: 'POST' | 'PUT' | 'DELETE'; path: string }>(endpoint: E) =>
  ({ ...endpoint, response: approval, access: act, tag }) as const;

export const awardApprovalsEndpoints = {
  /** A project's approvals. */
  list: defineEndpoint({
    method: 'GET',
    path,
    params: tenantPathParamsSchema,
    query: awardsQuerySchema,
    response: approval,
    access: view,
    tag,
  }),
  create: defineEndpoint({
    ...change({ method: 'POST', path }),
    params: tenantPathParamsSchema,
    body: awardApprovalInputSchema,
  }),
  read: defineEndpoint({ method: 'GET', path: one, params, response: approval, access: view, tag }),
  /** The settings, and the documents' new order when given. */
  update: defineEndpoint({
    ...change({ method: 'PUT', path: one }),
    params,
    body: updateAwardApprovalSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: one,
    params,
    response: z.object({ deleted: z.literal(true) }),
    access: act,
    tag,
  }),
  uploadDocument: defineEndpoint({
    ...change({ method: 'POST', path: `${one}/documents` }),
    params,
    upload: true,
  }),
  document: defineEndpoint({
    method: 'GET',
    path: `${one}/documents/:documentId`,
    params: documentParams,
    response: 'file',
    access: view,
    tag,
  }),
  removeDocument: defineEndpoint({
    ...change({ method: 'DELETE', path: `${one}/documents/:documentId` }),
    params: documentParams,
  }),
  /**
   * The summary report: with attach=true it joins the approval's documents (a second replaces
   * the first) and the approval is answered; otherwise the PDF itself is.
   */
  summaryReport: defineEndpoint({
    ...change({ method: 'POST', path: `${one}/summary-report` }),
    description:
      'With attach=true the summary report joins the documents and the approval is answered; otherwise the PDF is.',
    params,
    query: summaryReportQuerySchema,
  }),
  report: defineEndpoint({
    method: 'GET',
    path: `${one}/download-report`,
    params,
    query: downloadReportQuerySchema,
    response: 'file',
    access: view,
    tag,
  }),
  send: defineEndpoint({ ...change({ method: 'POST', path: `${one}/send` }), params }),
  /** Cancelled needs a reason; Draft resets a declined or cancelled approval. */
  changeStatus: defineEndpoint({
    ...change({ method: 'PUT', path: `${one}/status` }),
    params,
    query: approvalStatusChangeQuerySchema,
    body: approvalStatusChangeBodySchema.nullish(),
  }),
  /** A new link to the person whose turn it is. */
  resend: defineEndpoint({
    ...change({ method: 'POST', path: `${one}/approver/:workflowId/Resend` }),
    params: personParams,
  }),
  /** A declined person back to Draft, so the approval can be sent on from them. */
  resetPerson: defineEndpoint({
    ...change({ method: 'POST', path: `${one}/approver/:workflowId/StatusReset` }),
    params: personParams,
  }),
  addPerson: defineEndpoint({
    ...change({ method: 'POST', path: `${one}/workflow` }),
    params,
    body: workflowPersonInputSchema,
  }),
  updatePerson: defineEndpoint({
    ...change({ method: 'PUT', path: `${one}/workflow` }),
    params,
    body: updateWorkflowPersonSchema,
  }),
  reorderPeople: defineEndpoint({
    ...change({ method: 'POST', path: `${one}/workflow/re-order` }),
    params,
    body: reorderSchema,
  }),
  removePerson: defineEndpoint({
    ...change({ method: 'DELETE', path: `${one}/workflow/:workflowId` }),
    params: personParams,
  }),
};

const approverTag = 'Award approval (public)';
const approverPath = apiPath('/approvals/:approvalId/approver/:workflowId');
const approverView = envelopeSchema('awardApproval', approverViewSchema);
const approver = { kind: 'approver' } as const;

export const approverEndpoints = {
  /**
   * The link's token for a session cookie. Besides the address limit, guesses at one approver's
   * token count together from whatever address (the handler counts `linkExchanges`).
   */
  exchange: defineEndpoint({
    method: 'POST',
    path: approverPath,
    params: approverParamsSchema,
    body: approverExchangeSchema,
    response: approverView,
    access: { kind: 'public' },
    rateLimits: [{ limit: 'tokenChecks', by: 'address' }],
    tag: approverTag,
  }),
  view: defineEndpoint({
    method: 'GET',
    path: approverPath,
    params: approverParamsSchema,
    response: approverView,
    access: approver,
    tag: approverTag,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: `${approverPath}/status`,
    params: approverParamsSchema,
    query: approverDecisionQuerySchema,
    body: approverDecisionBodySchema.nullish(),
    response: approverView,
    access: approver,
    tag: approverTag,
  }),
  /** Every document of the approval in one zip. */
  allDocuments: defineEndpoint({
    method: 'GET',
    path: `${approverPath}/documents/download/all`,
    params: approverParamsSchema,
    response: 'file',
    access: approver,
    tag: approverTag,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: `${approverPath}/documents/:documentId/download`,
    params: approverDocumentParamsSchema,
    response: 'file',
    access: approver,
    tag: approverTag,
  }),
  /** The document shown in the page (inline). */
  preview: defineEndpoint({
    method: 'GET',
    path: `${approverPath}/documents/:documentId/preview`,
    params: approverDocumentParamsSchema,
    response: 'file',
    access: approver,
    tag: approverTag,
  }),
};
