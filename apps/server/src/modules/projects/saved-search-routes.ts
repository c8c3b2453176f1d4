import { savedSearchesEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { deleteSavedSearch, listSavedSearches, saveSavedSearch } from './saved-searches.ts';

/** Saved project searches (001 §7 SavedSearchCriteria): each user's own, and those shared. */
export function savedSearchRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.list, async (request) =>
      envelope('savedSearch', await listSavedSearches(ctx, actorOf(request), request.query.type)),
    );

    registerEndpoint(app, endpoints.save, async (request) =>
      envelope('savedSearch', [await saveSavedSearch(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, endpoints.remove, async (request) => {
      await deleteSavedSearch(ctx, actorOf(request), request.query.savedSearchId);
      return envelope('savedSearch', []);
    });
  };
}
