import fastifyMultipart from '@fastify/multipart';
import {
  type ContractDocumentCategory,
  contractDocumentFieldsSchema,
  contractDocumentRules,
  contractDocumentsEndpoints as endpoints,
  envelope,
} from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { readUpload } from '../documents/index.ts';
import * as documents from './document-service.ts';

/** The spec's list of each category (001 §7 Contracts), beside the list of all. */
const categoryLists = [
  [endpoints.otherDocuments, 'other'],
  [endpoints.vendorDocuments, 'vendordocument'],
  [endpoints.bonds, 'bond'],
] as const satisfies readonly (readonly [unknown, ContractDocumentCategory])[];
const byContractQuery = [
  [endpoints.insurance, 'insurance'],
  [endpoints.certificates, 'certificate'],
] as const satisfies readonly (readonly [unknown, ContractDocumentCategory])[];

/**
 * A contract's documents (issue 9 §2; 001 §7 Contracts, Documents): the lists by category, one
 * upload and change call for every category (multipart, fields first, up to 500 MB streamed),
 * approval and rejection, downloads, and the node's expired and pending lists.
 */
export function contractDocumentRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: contractDocumentRules.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 11 },
    });

    registerEndpoint(app, endpoints.list, async (request) =>
      envelope(
        'contractDocument',
        await documents.listDocuments(ctx, actorOf(request), request.params.contractId),
      ),
    );
    for (const [endpoint, category] of categoryLists) {
      registerEndpoint(app, endpoint, async (request) =>
        envelope(
          'contractDocument',
          await documents.listDocuments(ctx, actorOf(request), request.params.contractId, [category]),
        ),
      );
    }
    for (const [endpoint, category] of byContractQuery) {
      registerEndpoint(app, endpoint, async (request) =>
        envelope(
          'contractDocument',
          await documents.listDocuments(ctx, actorOf(request), request.query.contractId, [category]),
        ),
      );
    }

    registerEndpoint(app, endpoints.upload, async (request) =>
      readUpload(request, contractDocumentFieldsSchema, async (fields, file) =>
        envelope('contractDocument', [
          await documents.uploadDocument(ctx, actorOf(request), request.params.contractId, fields, file),
        ]),
      ),
    );
    registerEndpoint(app, endpoints.approve, async (request) =>
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
    registerEndpoint(app, endpoints.update, async (request) =>
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
    registerEndpoint(app, endpoints.reject, async (request) => {
      const { contractId, documentId } = request.params;
      await documents.rejectDocument(ctx, actorOf(request), contractId, documentId, request.body.reason);
      return { rejected: true as const };
    });
    registerEndpoint(app, endpoints.remove, async (request) => {
      await documents.deleteDocument(
        ctx,
        actorOf(request),
        request.params.contractId,
        request.params.documentId,
      );
      return { deleted: true as const };
    });
    registerEndpoint(app, endpoints.download, async (request, reply) =>
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
      registerEndpoint(app, endpoints[which], async (request) => {
        const found = await documents.nodeDocuments(ctx, actorOf(request), which, request.query);
        return envelope('document', found.values, found.total);
      });
    }
  };
}
