import {
  categoryTreeEndpoints,
  type DropdownList,
  dropdownListEndpoints,
  envelope,
  listSearchEndpoints,
} from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as lists from './service.ts';

/**
 * The control panel's drop-down lists at their spec paths (001 §7), each with GET, /All, POST,
 * PUT and DELETE ?id; the term search and every trade agreement; and the categories and
 * commodity codes.
 */
export function listRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    for (const [list, endpoints] of Object.entries(dropdownListEndpoints) as [
      DropdownList,
      (typeof dropdownListEndpoints)[DropdownList],
    ][]) {
      registerEndpoint(app, endpoints.list, async (request) =>
        envelope(list, await lists.listOptions(ctx, request.params.customerId, list)),
      );
      registerEndpoint(app, endpoints.all, async (request) =>
        envelope(list, await lists.listOptions(ctx, request.params.customerId, list, { all: true })),
      );
      registerEndpoint(app, endpoints.create, async (request) =>
        envelope(list, [await lists.saveOption(ctx, actorOf(request), list, request.body)]),
      );
      registerEndpoint(app, endpoints.update, async (request) =>
        envelope(list, [await lists.saveOption(ctx, actorOf(request), list, request.body)]),
      );
      registerEndpoint(app, endpoints.remove, async (request) => {
        await lists.deleteOption(ctx, actorOf(request), list, request.query.id);
        return { deleted: true as const };
      });
    }

    registerEndpoint(app, listSearchEndpoints.termSearch, async (request) =>
      envelope(
        'term',
        await lists.listOptions(ctx, request.params.customerId, 'term', { search: request.query.text ?? '' }),
      ),
    );
    registerEndpoint(app, listSearchEndpoints.tradeAgreementsAll, async (request) =>
      envelope(
        'tradeAgreement',
        await lists.listOptions(ctx, request.params.customerId, 'tradeAgreement', { all: true }),
      ),
    );

    for (const kind of ['category', 'commodity'] as const) {
      const endpoints = categoryTreeEndpoints[kind];
      registerEndpoint(app, endpoints.list, async (request) =>
        envelope(kind, await lists.listCategories(ctx, request.params.customerId, kind)),
      );
      registerEndpoint(app, endpoints.create, async (request) =>
        envelope(kind, [await lists.saveCategory(ctx, actorOf(request), kind, request.body)]),
      );
      registerEndpoint(app, endpoints.update, async (request) =>
        envelope(kind, [await lists.saveCategory(ctx, actorOf(request), kind, request.body)]),
      );
      registerEndpoint(app, endpoints.remove, async (request) => {
        await lists.deleteCategory(ctx, actorOf(request), kind, request.query.id);
        return { deleted: true as const };
      });
    }
  };
}
