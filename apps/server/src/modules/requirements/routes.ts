import { envelope, requirementsEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { buildActorOf } from '../projects/index.ts';
import * as requirements from './service.ts';
import { unlockRequirements } from './unlock.ts';

/**
 * A source's submission requirement sections: included sections, texts, titles and security
 * settings, and the confirmed unlock that withdraws completed submissions (paths chosen in
 * docs/decisions.md).
 */
export function requirementRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, requirementsEndpoints.get, async (request) =>
      envelope('tenderRequirements', [
        await requirements.getRequirements(ctx, actorOf(request), request.query.tenderId),
      ]),
    );

    registerEndpoint(app, requirementsEndpoints.save, async (request) =>
      envelope('tenderRequirements', [
        await requirements.saveRequirements(ctx, buildActorOf(request), request.body),
      ]),
    );

    registerEndpoint(app, requirementsEndpoints.unlock, async (request) =>
      envelope('tenderRequirements', [
        await unlockRequirements(ctx, buildActorOf(request), request.query.tenderId),
      ]),
    );
  };
}
