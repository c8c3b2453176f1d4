/**
 * The buyer's Submissions and Compliance tabs (paths in decisions 140-149; withdraw and hard-copy
 * delete from 001 §7), declared once (issue 21 §1). The reads that can hold bid content are
 * `sealed`: the sealed-bids suite probes them in every state.
 */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  complianceGridItemSchema,
  complianceReviewSchema,
  complianceRowSchema,
  hardCopySubmissionSchema,
  openingStateSchema,
  submissionCommentsSchema,
  submissionDetailSchema,
  submissionSummarySchema,
  submissionsQuerySchema,
  unsealBodySchema,
  unsealQuerySchema,
} from '../portal/submissions.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Submissions';
const view = tenantEndpoint('project.source', 'view');
const act = tenantEndpoint('project.source', 'act');
const path = tenantPath('/Submissions');
const positive = idParamSchema();
const idParams = tenantPathParamsSchema.extend({ id: positive });
const summaries = envelopeSchema('submission', submissionSummarySchema);
const complianceRows = envelopeSchema('submissionCompliance', complianceRowSchema);

export const submissionsEndpoints = {
  /** A source's bids, a page at a time, with where the opening stands. */
  list: defineEndpoint({
    method: 'GET',
    path,
    params: tenantPathParamsSchema,
    query: submissionsQuerySchema,
    response: summaries.extend({ opening: openingStateSchema }),
    access: view,
    sealed: true,
    tag,
  }),
  unseal: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Submissions/Unseal'),
    params: tenantPathParamsSchema,
    query: unsealQuerySchema,
    body: unsealBodySchema,
    response: envelopeSchema('opening', openingStateSchema),
    access: act,
    tag,
  }),
  /** A bid received on paper, entered by the buyer. */
  enterHardCopy: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Submissions/HardCopy'),
    params: tenantPathParamsSchema,
    body: hardCopySubmissionSchema,
    response: summaries,
    access: act,
    tag,
  }),
  /** The compliance grid: each bid against each compliance item. */
  compliance: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Submissions/Compliance'),
    params: tenantPathParamsSchema,
    query: z.object({ tenderId: idParamSchema('invalidTenderId') }),
    response: complianceRows.extend({ complianceItems: z.array(complianceGridItemSchema) }),
    access: view,
    sealed: true,
    tag,
  }),
  read: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Submissions/:id'),
    params: idParams,
    response: envelopeSchema('submission', submissionDetailSchema),
    access: view,
    sealed: true,
    tag,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Submissions/:id/Files/:fileId'),
    params: idParams.extend({ fileId: positive }),
    response: 'file',
    access: view,
    sealed: true,
    tag,
  }),
  saveComments: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Submissions/:id/Comments'),
    params: idParams,
    body: submissionCommentsSchema,
    response: summaries,
    access: act,
    tag,
  }),
  reviewCompliance: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Submissions/:id/Compliance'),
    params: idParams,
    body: complianceReviewSchema,
    response: complianceRows,
    access: act,
    tag,
  }),
  withdraw: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/submissions/withdraw/:id'),
    params: idParams,
    response: summaries,
    access: act,
    tag,
  }),
  deleteHardCopy: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/plantakers/HardCopySubmission'),
    params: tenantPathParamsSchema,
    query: z.object({ submissionId: positive }),
    response: envelopeSchema('submission', z.object({ id: positive })),
    access: act,
    tag,
  }),
};
