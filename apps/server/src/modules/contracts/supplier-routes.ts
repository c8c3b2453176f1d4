import fastifyMultipart from '@fastify/multipart';
import {
  contractDocumentFieldsSchema,
  contractDocumentRules,
  supplierContractsEndpoints as endpoints,
  envelope,
} from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { supplierOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { readUpload } from '../documents/index.ts';
import * as contracts from './supplier-contracts.ts';

/** The supplier's contracts on its agency's portal and its document uploads (paths: decision 242). */
export function supplierContractRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: contractDocumentRules.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 11 },
    });
    registerEndpoint(app, endpoints.list, async (request) =>
      envelope('contract', await contracts.listSupplierContracts(ctx, supplierOf(request))),
    );
    registerEndpoint(app, endpoints.read, async (request) =>
      envelope('contract', [
        await contracts.getSupplierContract(ctx, supplierOf(request), request.params.contractId),
      ]),
    );
    registerEndpoint(app, endpoints.upload, async (request) =>
      readUpload(request, contractDocumentFieldsSchema, async (fields, file) =>
        envelope('contract', [
          await contracts.uploadSupplierDocument(
            ctx,
            supplierOf(request),
            request.params.contractId,
            fields,
            file,
          ),
        ]),
      ),
    );
    registerEndpoint(app, endpoints.download, async (request, reply) =>
      sendDownload(
        reply,
        await contracts.openSupplierDocument(
          ctx,
          supplierOf(request),
          request.params.contractId,
          request.params.contractDocumentId,
        ),
      ),
    );
  };
}
