import {
  envelope,
  envelopeSchema,
  savedSearchSchema,
  savedSearchTypes,
  saveSavedSearchSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { idQuery } from '../../platform/query.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { deleteSavedSearch, listSavedSearches, saveSavedSearch } from './saved-searches.ts';

const tags = ['Projects'];

/** Saved project searches (001 §7 SavedSearchCriteria): each user's own, and those shared. */
export function savedSearchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/SavedSearchCriteria`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ type: z.enum(savedSearchTypes).default('Project') }),
          response: { 200: envelopeSchema('savedSearch', savedSearchSchema) },
        },
        config: { access: tenantAccess('projects', 'view') },
      },
      async (request) =>
        envelope('savedSearch', await listSavedSearches(ctx, actorOf(request), request.query.type)),
    );

    app.post(
      `${tenantPrefix}/SavedSearchCriteria`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: saveSavedSearchSchema,
          response: { 200: envelopeSchema('savedSearch', savedSearchSchema) },
        },
        config: { access: tenantAccess('projects', 'view') },
      },
      async (request) =>
        envelope('savedSearch', [await saveSavedSearch(ctx, actorOf(request), request.body)]),
    );

    app.delete(
      `${tenantPrefix}/SavedSearchCriteria`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ savedSearchId: idQuery }),
          response: { 200: envelopeSchema('savedSearch', savedSearchSchema) },
        },
        config: { access: tenantAccess('projects', 'view') },
      },
      async (request) => {
        await deleteSavedSearch(ctx, actorOf(request), request.query.savedSearchId);
        return envelope('savedSearch', []);
      },
    );
  };
}
