import fastifyMultipart from '@fastify/multipart';
import {
  bidDocumentRules,
  documentUpdateFieldsSchema,
  documentUploadFieldsSchema,
  envelope,
  envelopeSchema,
  idParamSchema,
  isPdfDocument,
  projectDocumentSchema,
  sortOrderSchema,
  translate,
} from '@procura/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { badRequest, requestLanguage } from '../../platform/errors.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { buildActorOf } from '../projects/build-actor.ts';
import { readUpload } from './multipart.ts';
import * as documents from './service.ts';

const tags = ['Project documents'];
const view = tenantAccess('project.build', 'view');
const act = tenantAccess('project.build', 'act');
const documentsResponse = { 200: envelopeSchema('document', projectDocumentSchema) };
const idQuery = (key: 'invalidTenderId' | 'invalidDocumentId') => idParamSchema(key);

/** The change's answer, its warnings translated in the request's language. */
function answerChange(request: FastifyRequest, change: documents.DocumentChange) {
  const language = requestLanguage(request);
  const warnings = change.warnings.map((key) => ({ key, message: translate(key, language) }));
  return envelope('document', [{ ...change.document, warnings }]);
}

/**
 * Bid documents of a source (001 §7 Documents). POST and PUT are multipart, fields before the
 * file; multipart is registered in this plugin only, with the 1 GB file limit.
 */
export function documentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: bidDocumentRules.maxBytes,
        files: 1,
        fields: 5,
        fieldSize: 4096,
        parts: 6,
        headerPairs: 50,
      },
    });

    app.get(
      `${tenantPrefix}/Documents/SearchByTender`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ tenderId: idQuery('invalidTenderId') }),
          response: documentsResponse,
        },
        config: { access: view },
      },
      async (request) =>
        envelope('document', await documents.listDocuments(ctx, actorOf(request), request.query.tenderId)),
    );

    app.post(
      `${tenantPrefix}/Documents`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          consumes: ['multipart/form-data'],
          response: documentsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        readUpload(request, documentUploadFieldsSchema, async (fields, file) => {
          if (!file) throw badRequest('documentFileRequired');
          return answerChange(
            request,
            await documents.uploadDocument(ctx, buildActorOf(request), fields, file),
          );
        }),
    );

    app.put(
      `${tenantPrefix}/Documents`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          consumes: ['multipart/form-data'],
          response: documentsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        readUpload(request, documentUpdateFieldsSchema, async (fields, file) =>
          answerChange(request, await documents.updateDocument(ctx, buildActorOf(request), fields, file)),
        ),
    );

    app.get(
      `${tenantPrefix}/Documents/Download`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          // preview=true asks for a PDF inline, for the browser's viewer; everything else downloads.
          querystring: z.object({
            documentId: idQuery('invalidDocumentId'),
            preview: z.enum(['true', 'false']).optional(),
          }),
        },
        config: { access: view },
      },
      async (request, reply) => {
        const file = await documents.openDocument(ctx, actorOf(request), request.query.documentId);
        const inline = request.query.preview === 'true' && isPdfDocument(file);
        return sendDownload(reply, { ...file, disposition: inline ? 'inline' : 'attachment' });
      },
    );

    app.delete(
      `${tenantPrefix}/Documents`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ documentId: idQuery('invalidDocumentId') }),
          response: documentsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('document', [
          await documents.deleteDocument(ctx, buildActorOf(request), request.query.documentId),
        ]),
    );

    app.put(
      `${tenantPrefix}/Documents/SortOrder`,
      {
        schema: { tags, params: tenantParamsSchema, body: sortOrderSchema, response: documentsResponse },
        config: { access: act },
      },
      async (request) =>
        envelope('document', await documents.reorderDocuments(ctx, buildActorOf(request), request.body)),
    );
  };
}
