import { envelope, teamEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { groupRoutes } from './groups-routes.ts';
import { asksFor, teamActor } from './route-helpers.ts';
import * as team from './users-service.ts';

/** Users (001 §7 Users and groups); groups and avatars register their own routes alongside. */
export function teamRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, teamEndpoints.list, async (request) => {
      const { isPurchaser, 'filter.fields': fields, ...query } = request.query;
      const page = await team.listUsers(ctx, teamActor(request), {
        ...query,
        purchasersOnly: isPurchaser,
        withPermissions: asksFor(fields, 'permissions'),
      });
      return envelope('user', page.values, page.total);
    });

    registerEndpoint(app, teamEndpoints.create, async (request) =>
      envelope('user', [await team.createUser(ctx, teamActor(request), request.body)]),
    );

    registerEndpoint(app, teamEndpoints.update, async (request) => {
      const member = await team.updateTeamMember(
        ctx,
        teamActor(request),
        request.body,
        sessionOf(request).sessionId,
      );
      return envelope('user', [member]);
    });

    registerEndpoint(app, teamEndpoints.updateOwnProfile, async (request) => {
      const session = sessionOf(request);
      const self = {
        customerId: session.homeCustomerId,
        userId: session.userId,
        sessionId: session.sessionId,
      };
      return envelope('user', [await team.updateOwnProfile(ctx, self, request.params.id, request.body)]);
    });

    registerEndpoint(app, teamEndpoints.unlock, async (request) => {
      const userId = request.query.userid ?? request.query.userId ?? 0;
      return envelope('user', [await team.unlockUser(ctx, teamActor(request), userId)]);
    });

    registerEndpoint(app, teamEndpoints.setStatus, async (request) => {
      const { userId, active } = request.query;
      return envelope('user', [await team.setUserStatus(ctx, teamActor(request), userId, active)]);
    });

    registerEndpoint(app, teamEndpoints.remove, async (request) =>
      envelope('user', [await team.deleteTeamMember(ctx, teamActor(request), request.query.userId)]),
    );

    await app.register(groupRoutes(ctx));
    await app.register(avatarRoutes(ctx));
  };
}
