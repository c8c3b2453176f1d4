import fastifyMultipart from '@fastify/multipart';
import {
  vendorDocumentsEndpoints as endpoints,
  envelope,
  vendorDocumentFieldsSchema,
  vendorDocumentRules,
} from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf, supplierOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { readUpload } from '../documents/index.ts';
import * as portal from './document-portal.ts';
import * as documents from './documents.ts';

/**
 * A supplier's documents (issue 22 §3; 001 §7 /vendor/{vendorId}/VendorDocuments): the agency's
 * list, upload (multipart, fields first, up to 500 MB streamed), change and approval, delete and
 * download; the signed-in supplier's own on the portal.
 */
export function vendorDocumentRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: vendorDocumentRules.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 11 },
    });
    const answer = (values: Awaited<ReturnType<typeof documents.listVendorDocuments>>) =>
      envelope('vendorDocument', values);

    registerEndpoint(app, endpoints.list, async (request) =>
      answer(await documents.listVendorDocuments(ctx, actorOf(request), request.params.vendorId)),
    );
    registerEndpoint(app, endpoints.upload, async (request) =>
      readUpload(request, vendorDocumentFieldsSchema, async (fields, file) =>
        answer(
          await documents.uploadVendorDocument(ctx, actorOf(request), request.params.vendorId, fields, file),
        ),
      ),
    );
    registerEndpoint(app, endpoints.update, async (request) =>
      answer(
        await documents.changeVendorDocument(ctx, actorOf(request), request.params.vendorId, request.body),
      ),
    );
    registerEndpoint(app, endpoints.remove, async (request) =>
      answer(
        await documents.removeVendorDocument(
          ctx,
          actorOf(request),
          request.params.vendorId,
          request.query.documentId,
        ),
      ),
    );
    registerEndpoint(app, endpoints.download, async (request, reply) =>
      sendDownload(
        reply,
        await documents.openVendorDocument(
          ctx,
          actorOf(request),
          request.params.vendorId,
          request.params.documentId,
        ),
      ),
    );

    registerEndpoint(app, endpoints.portalList, async (request) =>
      answer(await portal.listOwnDocuments(ctx, supplierOf(request))),
    );
    registerEndpoint(app, endpoints.portalUpload, async (request) =>
      readUpload(request, vendorDocumentFieldsSchema, async (fields, file) =>
        answer(await portal.uploadOwnDocument(ctx, supplierOf(request), fields, file)),
      ),
    );
    registerEndpoint(app, endpoints.portalRemove, async (request) =>
      answer(await portal.removeOwnDocument(ctx, supplierOf(request), request.params.documentId)),
    );
    registerEndpoint(app, endpoints.portalDownload, async (request, reply) =>
      sendDownload(reply, await portal.openOwnDocument(ctx, supplierOf(request), request.params.documentId)),
    );
  };
}
