import fastifyMultipart from '@fastify/multipart';
import {
  bidPageSchema,
  bidReasonSchema,
  bidReceiptSchema,
  bidRules,
  envelope,
  envelopeSchema,
  idParamSchema,
  saveBidSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supplierAccess, supplierOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { readUpload } from '../documents/multipart.ts';
import { deleteBidFile, uploadBidFile } from './files.ts';
import * as bids from './service.ts';

const tags = ['Bids (supplier portal)'];
const access = { access: supplierAccess };
const prefix = '/api/v1/portal/:agency/Opportunities/:projectId';
const id = (key: 'invalidProjectId' | 'notFound') => idParamSchema(key);
const projectParams = z.object({ agency: z.string(), projectId: id('invalidProjectId') });
const submissionParams = projectParams.extend({ submissionId: id('notFound') });
const pageResponse = { 200: envelopeSchema('bid', bidPageSchema) };
const receiptResponse = { 200: envelopeSchema('bidReceipt', bidReceiptSchema) };

/**
 * The supplier's bid on its agency's portal (issue 6 §6; paths chosen in decision 130).
 * Every call answers the bid page as it is after the change, except the receipt calls.
 */
export function bidRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: bidRules.maxFileBytes,
        files: 1,
        fields: 5,
        fieldSize: 4096,
        parts: 6,
        headerPairs: 50,
      },
    });

    app.get(
      `${prefix}/Bid`,
      {
        schema: { tags, params: projectParams, response: pageResponse },
        config: { ...access, sealed: true },
      },
      async (request) =>
        envelope('bid', [await bids.getBid(ctx, supplierOf(request), request.params.projectId)]),
    );

    app.put(
      `${prefix}/Bid`,
      {
        schema: { tags, params: projectParams, body: saveBidSchema, response: pageResponse },
        config: { ...access, sealed: true },
      },
      async (request) =>
        envelope('bid', [
          await bids.saveBid(ctx, supplierOf(request), request.params.projectId, request.body),
        ]),
    );

    app.post(
      `${prefix}/Bid/Files`,
      {
        schema: {
          tags,
          params: projectParams,
          querystring: z.object({ uploadRequirementId: id('notFound') }),
          consumes: ['multipart/form-data'],
          response: pageResponse,
        },
        config: access,
      },
      async (request) =>
        readUpload(request, z.object({}), async (_fields, file) => {
          if (!file) throw badRequest('bidFileRequired');
          return envelope('bid', [
            await uploadBidFile(
              ctx,
              supplierOf(request),
              request.params.projectId,
              request.query.uploadRequirementId,
              file,
            ),
          ]);
        }),
    );

    app.delete(
      `${prefix}/Bid/Files/:fileId`,
      {
        schema: { tags, params: projectParams.extend({ fileId: id('notFound') }), response: pageResponse },
        config: access,
      },
      async (request) =>
        envelope('bid', [
          await deleteBidFile(ctx, supplierOf(request), request.params.projectId, request.params.fileId),
        ]),
    );

    app.post(
      `${prefix}/Bid/Submit`,
      { schema: { tags, params: projectParams, response: receiptResponse }, config: access },
      async (request) =>
        envelope('bidReceipt', [await bids.submitBid(ctx, supplierOf(request), request.params.projectId)]),
    );

    app.get(
      `${prefix}/Bid/Receipt/:submissionId`,
      { schema: { tags, params: submissionParams, response: receiptResponse }, config: access },
      async (request) =>
        envelope('bidReceipt', [
          await bids.getReceipt(
            ctx,
            supplierOf(request),
            request.params.projectId,
            request.params.submissionId,
          ),
        ]),
    );

    app.post(
      `${prefix}/Bid/Withdraw/:submissionId`,
      {
        schema: { tags, params: submissionParams, body: bidReasonSchema, response: pageResponse },
        config: access,
      },
      async (request) =>
        envelope('bid', [
          await bids.withdrawBid(
            ctx,
            supplierOf(request),
            request.params.projectId,
            request.params.submissionId,
            request.body.reason,
          ),
        ]),
    );

    app.post(
      `${prefix}/NoBid`,
      {
        schema: { tags, params: projectParams, body: bidReasonSchema, response: pageResponse },
        config: access,
      },
      async (request) =>
        envelope('bid', [
          await bids.sendNoBid(ctx, supplierOf(request), request.params.projectId, request.body.reason),
        ]),
    );
  };
}
