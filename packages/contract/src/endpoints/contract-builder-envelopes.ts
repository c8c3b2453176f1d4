/**
 * The contract builder's envelopes (issue 9 §3; 001 §7 Contracts/{id}/ContractSignatures), declared
 * once (issue 21 §1). Reads need Contract view and Contract Builder view; changes Contract Builder
 * edit; deleting an envelope Contract Builder delete (checked in the services, 000 §6). Every
 * change answers the whole envelope.
 */
import { z } from 'zod';
import {
  contractEnvelopeSchema,
  designerBodySchema,
  envelopeDetailsSchema,
  envelopeParamsSchema,
  lookupRecipientQuerySchema,
  lookupRecipientSchema,
  signerInputSchema,
  sortOrderBodySchema,
} from '../contracts/envelopes.ts';
import { contractParamsSchema } from '../contracts/schemas.ts';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Contract builder envelopes';
const view = tenantEndpoint('project.contract', 'view');
// Changes need the Contract Builder edit right (000 §6), checked in the services, not Contract edit.
const act = tenantEndpoint('project.contract', 'view');
const base = tenantPath('/Contracts/:contractId/ContractSignatures');
const one = `${base}/:sigId`;
const contractParams = tenantPathParamsSchema.extend(contractParamsSchema.shape);
const params = tenantPathParamsSchema.extend(envelopeParamsSchema.shape);
const signerParams = params.extend({ signerId: idParamSchema('invalidParameter') });
const documentParams = params.extend({ envelopeDocumentId: idParamSchema('invalidDocumentId') });
const answer = envelopeSchema('contractSignature', contractEnvelopeSchema);
const empty = z.object({}).optional();

export const contractBuilderEnvelopeEndpoints = {
  /** Every envelope of the contract, oldest first, each whole. */
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/All`,
    params: contractParams,
    response: answer,
    access: view,
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    params: contractParams,
    body: envelopeDetailsSchema,
    response: answer,
    access: act,
    tag,
  }),
  envelope: defineEndpoint({ method: 'GET', path: one, params, response: answer, access: view, tag }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: one,
    params,
    response: z.object({ deleted: z.literal(true) }),
    access: act,
    tag,
  }),
  saveDetails: defineEndpoint({
    method: 'PUT',
    path: `${one}/Details`,
    params,
    body: envelopeDetailsSchema,
    response: answer,
    access: act,
    tag,
  }),
  designer: defineEndpoint({
    method: 'GET',
    path: `${one}/Designer`,
    params,
    response: answer,
    access: view,
    tag,
  }),
  /** Every field of the envelope, saved whole (in fractions of their page). */
  saveDesigner: defineEndpoint({
    method: 'PUT',
    path: `${one}/Designer`,
    params,
    body: designerBodySchema,
    response: answer,
    access: act,
    tag,
  }),
  /** Send (the first send uses one of the licence's envelopes) or Correct. */
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: `${one}/Status/:status`,
    params: params.extend({ status: z.enum(['Send', 'Correct'], 'envelopeStatusInvalid') }),
    body: empty,
    response: answer,
    access: act,
    tag,
  }),
  /** Whether the address already signs this envelope, and a name the agency knows for it. */
  lookupRecipient: defineEndpoint({
    method: 'GET',
    path: `${one}/LookupEmailRecipient`,
    params,
    query: lookupRecipientQuerySchema,
    response: envelopeSchema('recipient', lookupRecipientSchema),
    access: view,
    tag,
  }),
  addSigner: defineEndpoint({
    method: 'POST',
    path: `${one}/Signers`,
    params,
    body: signerInputSchema,
    response: answer,
    access: act,
    tag,
  }),
  sortSigners: defineEndpoint({
    method: 'PUT',
    path: `${one}/Signers/SortOrder`,
    params,
    body: sortOrderBodySchema,
    response: answer,
    access: act,
    tag,
  }),
  updateSigner: defineEndpoint({
    method: 'PUT',
    path: `${one}/Signers/:signerId`,
    params: signerParams,
    body: signerInputSchema,
    response: answer,
    access: act,
    tag,
  }),
  removeSigner: defineEndpoint({
    method: 'DELETE',
    path: `${one}/Signers/:signerId`,
    params: signerParams,
    response: answer,
    access: act,
    tag,
  }),
  /** A fresh link to the signer whose turn it is. */
  resendSigner: defineEndpoint({
    method: 'POST',
    path: `${one}/Signers/:signerId/Email/Resend`,
    params: signerParams,
    body: empty,
    response: answer,
    access: act,
    tag,
  }),
  /** Adds a document: a multipart upload of the file alone. */
  addDocument: defineEndpoint({
    method: 'POST',
    path: `${one}/Documents`,
    params,
    upload: true,
    response: answer,
    access: act,
    tag,
  }),
  sortDocuments: defineEndpoint({
    method: 'PUT',
    path: `${one}/Documents/SortOrder`,
    params,
    body: sortOrderBodySchema,
    response: answer,
    access: act,
    tag,
  }),
  /** Every document of the envelope in one zip. */
  downloadAll: defineEndpoint({
    method: 'GET',
    path: `${one}/Documents/Download/All`,
    params,
    response: 'file',
    access: view,
    tag,
  }),
  /** The signed PDF once every signer signed; before that, the summary of the signatures so far. */
  downloadSummary: defineEndpoint({
    method: 'GET',
    path: `${one}/Documents/Download/Summary`,
    params,
    response: 'file',
    access: view,
    tag,
  }),
  previewDocument: defineEndpoint({
    method: 'GET',
    path: `${one}/Documents/:envelopeDocumentId/Preview`,
    params: documentParams,
    response: 'file',
    access: view,
    tag,
  }),
  removeDocument: defineEndpoint({
    method: 'DELETE',
    path: `${one}/Documents/:envelopeDocumentId`,
    params: documentParams,
    response: answer,
    access: act,
    tag,
  }),
};
