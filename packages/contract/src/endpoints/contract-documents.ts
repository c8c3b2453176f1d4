/**
 * A contract's documents (issue 9 §2; 001 §7 Contracts, Documents): the lists by category, one
 * upload and change call for every category (multipart, fields first), approval and rejection,
 * downloads, and the node's expired and pending lists. Declared once (issue 21 §1).
 */
import { z } from 'zod';
import {
  approveDocumentsSchema,
  contractDocumentParamsSchema,
  contractDocumentSchema,
  nodeContractDocumentSchema,
  nodeDocumentsQuerySchemas,
  rejectDocumentSchema,
} from '../contracts/documents.ts';
import { contractParamsSchema } from '../contracts/schemas.ts';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Contract documents';
const view = tenantEndpoint('project.contract', 'view');
const act = tenantEndpoint('project.contract', 'act');
const one = (path: string) => tenantPath(`/Contract/:contractId${path}`);
const params = tenantPathParamsSchema.extend(contractParamsSchema.shape);
const documentParams = tenantPathParamsSchema.extend(contractDocumentParamsSchema.shape);
const documents = envelopeSchema('contractDocument', contractDocumentSchema);
const contractQuery = z.object({ contractId: idParamSchema('invalidContractId') });
const nodeDocuments = envelopeSchema('document', nodeContractDocumentSchema);

/** One category's list of a contract (the spec's list of each category beside the list of all). */
const categoryList = (path: string) =>
  defineEndpoint({ method: 'GET', path: one(path), params, response: documents, access: view, tag });
/** One category's list of a contract named by the query. */
const categoryByQuery = (path: string) =>
  defineEndpoint({
    method: 'GET',
    path: tenantPath(path),
    params: tenantPathParamsSchema,
    query: contractQuery,
    response: documents,
    access: view,
    tag,
  });

export const contractDocumentsEndpoints = {
  /** Every document of the contract, by category then name. */
  list: categoryList('/Documents'),
  /** The contract's other documents (category `other`). */
  otherDocuments: categoryList('/ContractDocuments'),
  /** The contract's vendor documents (category `vendordocument`). */
  vendorDocuments: categoryList('/ContractVendorDocuments'),
  /** The contract's bonds (category `bond`). */
  bonds: categoryList('/ContractBondsDocuments'),
  /** The contract's insurance (category `insurance`), `?contractId`. */
  insurance: categoryByQuery('/Insurance'),
  /** The contract's certificates (category `certificate`), `?contractId`. */
  certificates: categoryByQuery('/Certificates'),
  /** Adds a document of any category (multipart: the fields before the file, which is required). */
  upload: defineEndpoint({
    method: 'POST',
    path: one('/Documents'),
    params,
    upload: true,
    response: documents,
    access: act,
    tag,
  }),
  /** Approves pending documents, one or many; answers them approved. */
  approve: defineEndpoint({
    method: 'PUT',
    path: one('/Documents/Approve'),
    params,
    body: approveDocumentsSchema,
    response: documents,
    access: act,
    tag,
  }),
  /** Changes a document (multipart: the fields before the file; a file replaces the old one). */
  update: defineEndpoint({
    method: 'PUT',
    path: one('/Documents/:documentId'),
    params: documentParams,
    upload: true,
    response: documents,
    access: act,
    tag,
  }),
  /** Rejects a pending document: its supplier is mailed the reason, and the document goes. */
  reject: defineEndpoint({
    method: 'PUT',
    path: one('/Documents/:documentId/Reject'),
    params: documentParams,
    body: rejectDocumentSchema,
    response: z.object({ rejected: z.literal(true) }),
    access: act,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: one('/Documents/:documentId'),
    params: documentParams,
    response: z.object({ deleted: z.literal(true) }),
    access: act,
    tag,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: one('/Documents/:documentId/Download'),
    params: documentParams,
    response: 'file',
    access: view,
    tag,
  }),
  /** The node's documents past their expiry date, a page at a time (001 §3 Dashboard documents). */
  expired: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Documents/Contract/Expired'),
    params: tenantPathParamsSchema,
    query: nodeDocumentsQuerySchemas.expired,
    response: nodeDocuments,
    access: view,
    tag,
  }),
  /** The node's documents waiting for approval, a page at a time (001 §3 Dashboard documents). */
  pending: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Documents/Contract/Pending'),
    params: tenantPathParamsSchema,
    query: nodeDocumentsQuerySchemas.pending,
    response: nodeDocuments,
    access: view,
    tag,
  }),
};
