import { awardsEndpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as awards from './service.ts';

/**
 * The Awards tab (issue 8 §2): the companies awarded on a project, the award phase and summary,
 * and the awarded bids (001 §7 Award approvals).
 */
export function awardRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, awardsEndpoints.list, async (request) =>
      envelope('award', await awards.listAwards(ctx, actorOf(request), request.query.projectId)),
    );

    registerEndpoint(app, awardsEndpoints.create, async (request) =>
      envelope('award', [await awards.createAward(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, awardsEndpoints.update, async (request) =>
      envelope('award', [await awards.updateAward(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, awardsEndpoints.remove, async (request) => {
      await awards.deleteAward(ctx, actorOf(request), request.query.id);
      return { deleted: true as const };
    });

    registerEndpoint(app, awardsEndpoints.phase, async (request) =>
      envelope('awardPhase', [await awards.awardPhase(ctx, actorOf(request), request.query.projectId)]),
    );

    registerEndpoint(app, awardsEndpoints.summary, async (request) =>
      envelope('awardSummary', [await awards.awardSummary(ctx, actorOf(request), request.query.projectId)]),
    );

    registerEndpoint(app, awardsEndpoints.awardedSubmissions, async (request) =>
      envelope(
        'awardedSubmission',
        await awards.awardedSubmissions(ctx, actorOf(request), request.query.tenderId),
      ),
    );
  };
}
