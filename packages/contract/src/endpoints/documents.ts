/** Bid documents of a source (001 §7 Documents), declared once (issue 21 §1). */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { projectDocumentSchema, sortOrderSchema } from '../projects/documents.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Project documents';
const answer = envelopeSchema('document', projectDocumentSchema);
const view = tenantEndpoint('project.build', 'view');
const act = tenantEndpoint('project.build', 'act');

export const documentsEndpoints = {
  /** A source's documents, in their order. */
  list: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Documents/SearchByTender'),
    params: tenantPathParamsSchema,
    query: z.object({ tenderId: idParamSchema('invalidTenderId') }),
    response: answer,
    access: view,
    tag,
  }),
  /** Multipart: the fields (documentUploadFieldsSchema) before the file; the answer carries warnings. */
  upload: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Documents'),
    params: tenantPathParamsSchema,
    upload: true,
    response: answer,
    access: act,
    tag,
  }),
  /** Multipart: the fields (documentUpdateFieldsSchema) before an optional new file. */
  update: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Documents'),
    params: tenantPathParamsSchema,
    upload: true,
    response: answer,
    access: act,
    tag,
  }),
  /** preview=true asks for a PDF inline, for the browser's viewer; everything else downloads. */
  download: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Documents/Download'),
    params: tenantPathParamsSchema,
    query: z.object({
      documentId: idParamSchema('invalidDocumentId'),
      preview: z.enum(['true', 'false']).optional(),
    }),
    response: 'file',
    access: view,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/Documents'),
    params: tenantPathParamsSchema,
    query: z.object({ documentId: idParamSchema('invalidDocumentId') }),
    response: answer,
    access: act,
    tag,
  }),
  /** Every document of the source, in the new order. */
  reorder: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Documents/SortOrder'),
    params: tenantPathParamsSchema,
    body: sortOrderSchema,
    response: answer,
    access: act,
    tag,
  }),
};
