/**
 * A supplier's documents (001 §7 "Vendor documents: GET, POST multipart, PUT, DELETE under
 * /vendor/{vendorId}/VendorDocuments"; issue 22 §3): the agency's calls, and the supplier's on
 * its portal account page (paths: decision 347). Multipart uploads send the fields before the file.
 */
import { z } from 'zod';
import {
  defineEndpoint,
  portalApiPath,
  tenantEndpoint,
  tenantPath,
  tenantPathParamsSchema,
} from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { idParamSchema } from '../validation/ids.ts';
import {
  vendorDocumentIdQuerySchema,
  vendorDocumentParamsSchema,
  vendorDocumentSchema,
  vendorDocumentsParamsSchema,
  vendorDocumentUpdateSchema,
} from '../vendors/documents.ts';

const tag = 'Vendor documents';
const path = tenantPath('/vendor/:vendorId/VendorDocuments');
const params = tenantPathParamsSchema.extend(vendorDocumentsParamsSchema.shape);
const documents = envelopeSchema('vendorDocument', vendorDocumentSchema);
const view = tenantEndpoint('suppliers', 'view');
const edit = tenantEndpoint('suppliers', 'act');
const supplier = { kind: 'supplier' } as const;
const portalParams = z.object({ agency: z.string() });
const portalDocumentParams = portalParams.extend({ documentId: idParamSchema('invalidDocumentId') });

export const vendorDocumentsEndpoints = {
  /** The supplier's documents, newest first. */
  list: defineEndpoint({
    method: 'GET',
    path,
    params,
    response: documents,
    access: view,
    tag,
  }),
  /** Adds a document (approved, since the agency sent it); answers every document. */
  upload: defineEndpoint({
    method: 'POST',
    path,
    params,
    upload: true,
    response: documents,
    access: edit,
    tag,
  }),
  /** Changes a document's name and dates, or approves a supplier's upload. */
  update: defineEndpoint({
    method: 'PUT',
    path,
    params,
    body: vendorDocumentUpdateSchema,
    response: documents,
    access: edit,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path,
    params,
    query: vendorDocumentIdQuerySchema,
    response: documents,
    access: edit,
    tag,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: `${path}/:documentId/Download`,
    params: tenantPathParamsSchema.extend(vendorDocumentParamsSchema.shape),
    response: 'file',
    access: view,
    tag,
  }),
  /** The signed-in supplier's documents with this agency. */
  portalList: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/VendorDocuments'),
    params: portalParams,
    response: documents,
    access: supplier,
    tag,
  }),
  /** The supplier sends a document; it waits for the agency's approval. */
  portalUpload: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/VendorDocuments'),
    params: portalParams,
    upload: true,
    response: documents,
    access: supplier,
    tag,
  }),
  /** The supplier withdraws a document the agency has not approved yet. */
  portalRemove: defineEndpoint({
    method: 'DELETE',
    path: portalApiPath('/VendorDocuments/:documentId'),
    params: portalDocumentParams,
    response: documents,
    access: supplier,
    tag,
  }),
  portalDownload: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/VendorDocuments/:documentId/Download'),
    params: portalDocumentParams,
    response: 'file',
    access: supplier,
    tag,
  }),
};
