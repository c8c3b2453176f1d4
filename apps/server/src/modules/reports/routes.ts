import { reportEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { favorite, listReportCategories, listReportNames } from './library.ts';
import { rightsOf } from './rights.ts';
import { customReportRoutes } from './routes-custom.ts';
import { runRoutes } from './routes-runs.ts';
import { subscriptionRoutes } from './routes-subscriptions.ts';

/**
 * Reports (issue 26; 001 §7 Reports): the library's reports, categories and favourites here; runs,
 * subscriptions and the centre's custom reports in their own route files.
 */
export function reportRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.names, async (request) =>
      envelope('reportName', await listReportNames(ctx, actorOf(request), rightsOf(request))),
    );
    registerEndpoint(app, endpoints.categories, async (request) =>
      envelope('reportCategory', await listReportCategories(ctx, actorOf(request), rightsOf(request))),
    );
    const favoriteRoute = (
      endpoint: (typeof endpoints)['favorite' | 'addFavorite' | 'removeFavorite'],
      change: 'read' | 'add' | 'remove',
    ) =>
      registerEndpoint(app, endpoint, async (request) =>
        envelope('reportFavorite', [
          await favorite(ctx, actorOf(request), rightsOf(request), request.params.name, change),
        ]),
      );
    favoriteRoute(endpoints.favorite, 'read');
    favoriteRoute(endpoints.addFavorite, 'add');
    favoriteRoute(endpoints.removeFavorite, 'remove');
    runRoutes(app, ctx);
    subscriptionRoutes(app, ctx);
    customReportRoutes(app, ctx);
  };
}
