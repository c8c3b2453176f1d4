import fastifyMultipart from '@fastify/multipart';
import {
  bidDocumentRules,
  documentsEndpoints,
  documentUpdateFieldsSchema,
  documentUploadFieldsSchema,
  envelope,
  isPdfDocument,
  translate,
} from '@procura/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { badRequest, requestLanguage } from '../../platform/errors.ts';
import { buildActorOf } from '../projects/index.ts';
import { readUpload } from './multipart.ts';
import * as documents from './service.ts';

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
export function documentRoutes(ctx: AppContext): FastifyPluginAsync {
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

    registerEndpoint(app, documentsEndpoints.list, async (request) =>
      envelope('document', await documents.listDocuments(ctx, actorOf(request), request.query.tenderId)),
    );

    registerEndpoint(app, documentsEndpoints.upload, async (request) =>
      readUpload(request, documentUploadFieldsSchema, async (fields, file) => {
        if (!file) throw badRequest('documentFileRequired');
        return answerChange(
          request,
          await documents.uploadDocument(ctx, buildActorOf(request), fields, file),
        );
      }),
    );

    registerEndpoint(app, documentsEndpoints.update, async (request) =>
      readUpload(request, documentUpdateFieldsSchema, async (fields, file) =>
        answerChange(request, await documents.updateDocument(ctx, buildActorOf(request), fields, file)),
      ),
    );

    registerEndpoint(app, documentsEndpoints.download, async (request, reply) => {
      const file = await documents.openDocument(ctx, actorOf(request), request.query.documentId);
      const inline = request.query.preview === 'true' && isPdfDocument(file);
      return sendDownload(reply, { ...file, disposition: inline ? 'inline' : 'attachment' });
    });

    registerEndpoint(app, documentsEndpoints.remove, async (request) =>
      envelope('document', [
        await documents.deleteDocument(ctx, buildActorOf(request), request.query.documentId),
      ]),
    );

    registerEndpoint(app, documentsEndpoints.reorder, async (request) =>
      envelope('document', await documents.reorderDocuments(ctx, buildActorOf(request), request.body)),
    );
  };
}
