import fastifyMultipart from '@fastify/multipart';
import { bidRules, bidsEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { supplierOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { badRequest } from '../../platform/errors.ts';
import { readUpload } from '../documents/index.ts';
import { deleteBidFile, uploadBidFile } from './files.ts';
import * as bids from './service.ts';

/**
 * The supplier's bid on its agency's portal (issue 6 §6; paths chosen in decision 130).
 * Every call answers the bid page as it is after the change, except the receipt calls.
 */
export function bidRoutes(ctx: AppContext): FastifyPluginAsync {
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

    registerEndpoint(app, endpoints.page, async (request) =>
      envelope('bid', [await bids.getBid(ctx, supplierOf(request), request.params.projectId)]),
    );

    registerEndpoint(app, endpoints.save, async (request) =>
      envelope('bid', [await bids.saveBid(ctx, supplierOf(request), request.params.projectId, request.body)]),
    );

    registerEndpoint(app, endpoints.uploadFile, async (request) =>
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

    registerEndpoint(app, endpoints.removeFile, async (request) =>
      envelope('bid', [
        await deleteBidFile(ctx, supplierOf(request), request.params.projectId, request.params.fileId),
      ]),
    );

    registerEndpoint(app, endpoints.submit, async (request) =>
      envelope('bidReceipt', [await bids.submitBid(ctx, supplierOf(request), request.params.projectId)]),
    );

    registerEndpoint(app, endpoints.receipt, async (request) =>
      envelope('bidReceipt', [
        await bids.getReceipt(
          ctx,
          supplierOf(request),
          request.params.projectId,
          request.params.submissionId,
        ),
      ]),
    );

    registerEndpoint(app, endpoints.withdraw, async (request) =>
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

    registerEndpoint(app, endpoints.noBid, async (request) =>
      envelope('bid', [
        await bids.sendNoBid(ctx, supplierOf(request), request.params.projectId, request.body.reason),
      ]),
    );
  };
}
