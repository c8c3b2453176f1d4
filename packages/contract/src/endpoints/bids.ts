/**
 * The supplier's bid on its agency's portal (issue 6 §6; paths chosen in decision 130), declared
 * once (issue 21 §1). Every call answers the bid page as it is after the change, except the
 * receipt calls.
 */
import { z } from 'zod';
import { defineEndpoint, portalApiPath } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { bidPageSchema, bidReasonSchema, bidReceiptSchema, saveBidSchema } from '../portal/bids.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Bids (supplier portal)';
const supplier = { kind: 'supplier' } as const;
// Any agency name here: its length is checked where the agency is looked up.
const projectParams = z.object({ agency: z.string(), projectId: idParamSchema('invalidProjectId') });
const submissionParams = projectParams.extend({ submissionId: idParamSchema('notFound') });
const path = (rest: string) => portalApiPath(`/Opportunities/:projectId${rest}`);
const page = envelopeSchema('bid', bidPageSchema);
const receipt = envelopeSchema('bidReceipt', bidReceiptSchema);

export const bidsEndpoints = {
  /** The bid page: the opportunity's requirements and the supplier's draft (its own sealed parts). */
  page: defineEndpoint({
    method: 'GET',
    path: path('/Bid'),
    params: projectParams,
    response: page,
    access: supplier,
    sealed: true,
    tag,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: path('/Bid'),
    params: projectParams,
    body: saveBidSchema,
    response: page,
    access: supplier,
    sealed: true,
    tag,
  }),
  /** A file for one upload requirement (multipart). */
  uploadFile: defineEndpoint({
    method: 'POST',
    path: path('/Bid/Files'),
    params: projectParams,
    query: z.object({ uploadRequirementId: idParamSchema('notFound') }),
    upload: true,
    response: page,
    access: supplier,
    tag,
  }),
  removeFile: defineEndpoint({
    method: 'DELETE',
    path: path('/Bid/Files/:fileId'),
    params: projectParams.extend({ fileId: idParamSchema('notFound') }),
    response: page,
    access: supplier,
    tag,
  }),
  /** Seals and submits the draft; answers the receipt. */
  submit: defineEndpoint({
    method: 'POST',
    path: path('/Bid/Submit'),
    params: projectParams,
    response: receipt,
    access: supplier,
    tag,
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: path('/Bid/Receipt/:submissionId'),
    params: submissionParams,
    response: receipt,
    access: supplier,
    tag,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: path('/Bid/Withdraw/:submissionId'),
    params: submissionParams,
    body: bidReasonSchema,
    response: page,
    access: supplier,
    tag,
  }),
  /** The supplier says it will not bid, with a reason. */
  noBid: defineEndpoint({
    method: 'POST',
    path: path('/NoBid'),
    params: projectParams,
    body: bidReasonSchema,
    response: page,
    access: supplier,
    tag,
  }),
};
