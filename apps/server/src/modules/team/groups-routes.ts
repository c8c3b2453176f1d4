import { envelope, teamGroupEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as groups from './groups-service.ts';
import { teamActor } from './route-helpers.ts';

/** User groups of the tender node and their members (001 §7 Users and groups). */
export function groupRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, teamGroupEndpoints.list, async (request) =>
      envelope('userGroup', await groups.listUserGroups(ctx, teamActor(request), request.query.userGroupId)),
    );

    registerEndpoint(app, teamGroupEndpoints.create, async (request) =>
      envelope('userGroup', [await groups.createUserGroup(ctx, teamActor(request), request.body)]),
    );

    registerEndpoint(app, teamGroupEndpoints.update, async (request) =>
      envelope('userGroup', [await groups.updateUserGroup(ctx, teamActor(request), request.body)]),
    );

    registerEndpoint(app, teamGroupEndpoints.remove, async (request) =>
      envelope('userGroup', [
        await groups.deleteUserGroup(ctx, teamActor(request), request.query.userGroupId),
      ]),
    );

    registerEndpoint(app, teamGroupEndpoints.addMembers, async (request) =>
      envelope('userGroup', await groups.changeMemberships(ctx, teamActor(request), request.body, 'add')),
    );

    registerEndpoint(app, teamGroupEndpoints.removeMembers, async (request) =>
      envelope('userGroup', await groups.changeMemberships(ctx, teamActor(request), request.body, 'remove')),
    );
  };
}
