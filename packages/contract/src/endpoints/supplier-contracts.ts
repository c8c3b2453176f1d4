/**
 * The supplier's contracts on its agency's portal (issue 9 §2; paths: decision 242): the started
 * contracts it is active on, one contract with the documents it may read, its uploads (which wait
 * for the agency's approval) and its downloads. Declared once (issue 21 §1).
 */
import { z } from 'zod';
import { supplierContractParamsSchema, supplierContractSchema } from '../contracts/documents.ts';
import { defineEndpoint, portalApiPath } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Contracts (supplier portal)';
const access = { kind: 'supplier' } as const;
const contracts = envelopeSchema('contract', supplierContractSchema);

export const supplierContractsEndpoints = {
  /** The started contracts the supplier is active on. */
  list: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/Contracts'),
    params: z.object({ agency: z.string() }),
    response: contracts,
    access,
    tag,
  }),
  /** One contract with the documents the supplier may read. */
  read: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/Contracts/:contractId'),
    params: supplierContractParamsSchema,
    response: contracts,
    access,
    tag,
  }),
  /** Sends one of the supplier's documents (multipart: the fields before the file); answers the contract. */
  upload: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/Contracts/:contractId/Documents'),
    params: supplierContractParamsSchema,
    upload: true,
    response: contracts,
    access,
    tag,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/Contracts/:contractId/Documents/:contractDocumentId/Download'),
    params: supplierContractParamsSchema.extend({
      contractDocumentId: idParamSchema('invalidDocumentId'),
    }),
    response: 'file',
    access,
    tag,
  }),
};
