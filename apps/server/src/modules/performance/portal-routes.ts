import { supplierPerformanceEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { supplierOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as portal from './portal.ts';

/**
 * Supplier performance on the portal (issue 23 §2): the signed-in supplier's evaluations from its
 * review on, acknowledging or appealing one, and its attachments when the agency shows them.
 */
export function supplierPerformanceRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const one = (value: Awaited<ReturnType<typeof portal.readOwnEvaluation>>) =>
      envelope('performanceEvaluation', [value]);

    registerEndpoint(app, endpoints.list, async (request) =>
      envelope('performanceEvaluation', await portal.listOwnEvaluations(ctx, supplierOf(request))),
    );
    registerEndpoint(app, endpoints.read, async (request) =>
      one(await portal.readOwnEvaluation(ctx, supplierOf(request), request.params.performanceEvaluationId)),
    );
    registerEndpoint(app, endpoints.acknowledge, async (request) =>
      one(
        await portal.acknowledgeEvaluation(
          ctx,
          supplierOf(request),
          request.params.performanceEvaluationId,
          request.body,
        ),
      ),
    );
    registerEndpoint(app, endpoints.appeal, async (request) =>
      one(
        await portal.appealEvaluation(
          ctx,
          supplierOf(request),
          request.params.performanceEvaluationId,
          request.body,
        ),
      ),
    );
    registerEndpoint(app, endpoints.download, async (request, reply) =>
      sendDownload(
        reply,
        await portal.downloadOwnDocument(
          ctx,
          supplierOf(request),
          request.params.performanceEvaluationId,
          request.params.documentId,
        ),
      ),
    );
  };
}
