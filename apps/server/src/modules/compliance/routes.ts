import { complianceEndpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { buildActorOf } from '../projects/index.ts';
import { complianceItems as items } from './service.ts';

/** The compliance checklist of a source (Build > compliance; paths chosen in docs/decisions.md). */
export function complianceRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, complianceEndpoints.list, async (request) =>
      envelope('tenderCompliance', await items.list(ctx, actorOf(request), request.query.tenderId)),
    );

    registerEndpoint(app, complianceEndpoints.create, async (request) =>
      envelope('tenderCompliance', [await items.create(ctx, buildActorOf(request), request.body)]),
    );

    registerEndpoint(app, complianceEndpoints.update, async (request) =>
      envelope('tenderCompliance', [await items.update(ctx, buildActorOf(request), request.body)]),
    );

    registerEndpoint(app, complianceEndpoints.remove, async (request) =>
      envelope('tenderCompliance', [
        await items.remove(ctx, buildActorOf(request), request.query.tenderComplianceId),
      ]),
    );

    registerEndpoint(app, complianceEndpoints.reorder, async (request) =>
      envelope('tenderCompliance', await items.reorder(ctx, buildActorOf(request), request.body)),
    );
  };
}
