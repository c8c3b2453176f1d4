import { envelope, taxesEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as taxes from './tax-service.ts';

/** The agency's tax types (001 §7 lists: ShoppingCart/Tax?tenderId, ShoppingCart/Taxes). */
export function taxRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, taxesEndpoints.list, async (request) =>
      envelope('taxes', await taxes.listTaxTypes(ctx, actorOf(request))),
    );

    registerEndpoint(app, taxesEndpoints.ofTender, async (request) =>
      envelope('taxes', await taxes.listTaxTypesForTender(ctx, actorOf(request), request.query.tenderId)),
    );

    registerEndpoint(app, taxesEndpoints.create, async (request) =>
      envelope('taxes', [await taxes.createTaxType(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, taxesEndpoints.update, async (request) =>
      envelope('taxes', [await taxes.updateTaxType(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, taxesEndpoints.remove, async (request) =>
      envelope('taxes', [await taxes.deleteTaxType(ctx, actorOf(request), request.query.id)]),
    );
  };
}
