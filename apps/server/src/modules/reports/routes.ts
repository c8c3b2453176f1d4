import { reportEndpoints as endpoints, envelope, type RouteName } from '@procura/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf, hasRouteRight, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { favorite, listReportCategories, listReportNames, type ReportRights } from './library.ts';

const rightsOf = (request: FastifyRequest): ReportRights => {
  const session = sessionOf(request);
  return { mayView: (route: RouteName) => hasRouteRight(session, route, 'view') };
};

/** Reports (issue 26; 001 §7 Reports): the library's reports, categories and favourites. */
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
  };
}
