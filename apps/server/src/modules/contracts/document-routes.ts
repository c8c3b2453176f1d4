import fastifyMultipart from '@fastify/multipart';
import {
  approveDocumentsSchema,
  type ContractDocumentCategory,
  contractDocumentFieldsSchema,
  contractDocumentParamsSchema,
  contractDocumentRules,
  contractDocumentSchema,
  contractParamsSchema,
  envelope,
  envelopeSchema,
  idParamSchema,
  nodeContractDocumentSchema,
  nodeDocumentsQuerySchemas,
  rejectDocumentSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { readUpload } from '../documents/multipart.ts';
import * as documents from './document-service.ts';

const tags = ['Contract documents'];
const view = { access: tenantAccess('project.contract', 'view') };
const act = { access: tenantAccess('project.contract', 'act') };
const one = `${tenantPrefix}/Contract/:contractId`;
const params = tenantParamsSchema.extend(contractParamsSchema.shape);
const documentParams = tenantParamsSchema.extend(contractDocumentParamsSchema.shape);
const answer = { 200: envelopeSchema('contractDocument', contractDocumentSchema) };

/** The spec's list of each category (001 §7 Contracts), beside the list of all. */
const categoryLists: [string, ContractDocumentCategory][] = [
  [`${one}/ContractDocuments`, 'other'],
  [`${one}/ContractVendorDocuments`, 'vendordocument'],
  [`${one}/ContractBondsDocuments`, 'bond'],
];
const byContractQuery: [string, ContractDocumentCategory][] = [
  [`${tenantPrefix}/Insurance`, 'insurance'],
  [`${tenantPrefix}/Certificates`, 'certificate'],
];

/**
 * A contract's documents (issue 9 §2; 001 §7 Contracts, Documents): the lists by category, one
 * upload and change call for every category (multipart, fields first, up to 500 MB streamed),
 * approval and rejection, downloads, and the node's expired and pending lists.
 */
export function contractDocumentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: contractDocumentRules.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 11 },
    });

    app.get(
      `${one}/Documents`,
      { schema: { tags, params, response: answer }, config: view },
      async (request) =>
        envelope(
          'contractDocument',
          await documents.listDocuments(ctx, actorOf(request), request.params.contractId),
        ),
    );
    for (const [path, category] of categoryLists) {
      app.get(path, { schema: { tags, params, response: answer }, config: view }, async (request) =>
        envelope(
          'contractDocument',
          await documents.listDocuments(ctx, actorOf(request), request.params.contractId, [category]),
        ),
      );
    }
    const contractQuery = z.object({ contractId: idParamSchema('invalidContractId') });
    for (const [path, category] of byContractQuery) {
      app.get(
        path,
        {
          schema: { tags, params: tenantParamsSchema, querystring: contractQuery, response: answer },
          config: view,
        },
        async (request) =>
          envelope(
            'contractDocument',
            await documents.listDocuments(ctx, actorOf(request), request.query.contractId, [category]),
          ),
      );
    }

    app.post(
      `${one}/Documents`,
      { schema: { tags, params, consumes: ['multipart/form-data'], response: answer }, config: act },
      async (request) =>
        readUpload(request, contractDocumentFieldsSchema, async (fields, file) =>
          envelope('contractDocument', [
            await documents.uploadDocument(ctx, actorOf(request), request.params.contractId, fields, file),
          ]),
        ),
    );
    app.put(
      `${one}/Documents/Approve`,
      { schema: { tags, params, body: approveDocumentsSchema, response: answer }, config: act },
      async (request) =>
        envelope(
          'contractDocument',
          await documents.approveDocuments(
            ctx,
            actorOf(request),
            request.params.contractId,
            request.body.documentIds,
          ),
        ),
    );
    app.put(
      `${one}/Documents/:documentId`,
      {
        schema: { tags, params: documentParams, consumes: ['multipart/form-data'], response: answer },
        config: act,
      },
      async (request) =>
        readUpload(request, contractDocumentFieldsSchema, async (fields, file) =>
          envelope('contractDocument', [
            await documents.updateDocument(
              ctx,
              actorOf(request),
              request.params.contractId,
              request.params.documentId,
              fields,
              file,
            ),
          ]),
        ),
    );
    app.put(
      `${one}/Documents/:documentId/Reject`,
      { schema: { tags, params: documentParams, body: rejectDocumentSchema }, config: act },
      async (request) => {
        const { contractId, documentId } = request.params;
        await documents.rejectDocument(ctx, actorOf(request), contractId, documentId, request.body.reason);
        return { rejected: true };
      },
    );
    app.delete(
      `${one}/Documents/:documentId`,
      { schema: { tags, params: documentParams }, config: act },
      async (request) => {
        await documents.deleteDocument(
          ctx,
          actorOf(request),
          request.params.contractId,
          request.params.documentId,
        );
        return { deleted: true };
      },
    );
    app.get(
      `${one}/Documents/:documentId/Download`,
      { schema: { tags, params: documentParams }, config: view },
      async (request, reply) =>
        sendDownload(
          reply,
          await documents.openContractDocument(
            ctx,
            actorOf(request),
            request.params.contractId,
            request.params.documentId,
          ),
        ),
    );

    for (const which of ['expired', 'pending'] as const) {
      app.get(
        `${tenantPrefix}/Documents/Contract/${which === 'expired' ? 'Expired' : 'Pending'}`,
        {
          schema: {
            tags,
            params: tenantParamsSchema,
            querystring: nodeDocumentsQuerySchemas[which],
            response: { 200: envelopeSchema('document', nodeContractDocumentSchema) },
          },
          config: view,
        },
        async (request) => {
          const found = await documents.nodeDocuments(ctx, actorOf(request), which, request.query);
          return envelope('document', found.values, found.total);
        },
      );
    }
  };
}
