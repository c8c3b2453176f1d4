import fastifyMultipart from '@fastify/multipart';
import {
  contractDocumentFieldsSchema,
  contractDocumentRules,
  envelope,
  envelopeSchema,
  idParamSchema,
  supplierContractParamsSchema,
  supplierContractSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supplierAccess, supplierOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { readUpload } from '../documents/multipart.ts';
import * as contracts from './supplier-contracts.ts';

const tags = ['Contracts (supplier portal)'];
const access = { access: supplierAccess };
const base = '/api/v1/portal/:agency/Contracts';
const answer = { 200: envelopeSchema('contract', supplierContractSchema) };
const documentParams = supplierContractParamsSchema.extend({
  contractDocumentId: idParamSchema('invalidDocumentId'),
});

/** The supplier's contracts on its agency's portal and its document uploads (paths: decision 242). */
export function supplierContractRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: contractDocumentRules.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 11 },
    });
    app.get(
      base,
      { schema: { tags, params: z.object({ agency: z.string() }), response: answer }, config: access },
      async (request) =>
        envelope('contract', await contracts.listSupplierContracts(ctx, supplierOf(request))),
    );
    app.get(
      `${base}/:contractId`,
      { schema: { tags, params: supplierContractParamsSchema, response: answer }, config: access },
      async (request) =>
        envelope('contract', [
          await contracts.getSupplierContract(ctx, supplierOf(request), request.params.contractId),
        ]),
    );
    app.post(
      `${base}/:contractId/Documents`,
      {
        schema: {
          tags,
          params: supplierContractParamsSchema,
          consumes: ['multipart/form-data'],
          response: answer,
        },
        config: access,
      },
      async (request) =>
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
    app.get(
      `${base}/:contractId/Documents/:contractDocumentId/Download`,
      { schema: { tags, params: documentParams }, config: access },
      async (request, reply) =>
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
