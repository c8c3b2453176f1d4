import {
  envelope,
  envelopeSchema,
  groupMembershipSchema,
  saveUserGroupSchema,
  userGroupSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as groups from './groups-service.ts';
import { idQuery, tags, teamActor } from './route-helpers.ts';

const groupsResponse = { 200: envelopeSchema('userGroup', userGroupSchema) };

/** User groups of the tender node and their members (001 §7 Users and groups). */
export function groupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/UserGroups`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ userGroupId: idQuery.optional() }),
          response: groupsResponse,
        },
        // Many screens list groups (pickers, the session's own groups): any user of the agency reads them.
        config: { access: tenantAccess(null) },
      },
      async (request) =>
        envelope(
          'userGroup',
          await groups.listUserGroups(ctx, teamActor(request), request.query.userGroupId),
        ),
    );

    app.post(
      `${tenantPrefix}/UserGroups`,
      {
        schema: { tags, params: tenantParamsSchema, body: saveUserGroupSchema, response: groupsResponse },
        config: { access: tenantAccess('team', 'act') },
      },
      async (request) =>
        envelope('userGroup', [await groups.createUserGroup(ctx, teamActor(request), request.body)]),
    );

    app.put(
      `${tenantPrefix}/UserGroups`,
      {
        schema: { tags, params: tenantParamsSchema, body: saveUserGroupSchema, response: groupsResponse },
        config: { access: tenantAccess('team', 'act') },
      },
      async (request) =>
        envelope('userGroup', [await groups.updateUserGroup(ctx, teamActor(request), request.body)]),
    );

    app.delete(
      `${tenantPrefix}/UserGroups`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ userGroupId: idQuery }),
          response: groupsResponse,
        },
        config: { access: tenantAccess('team', 'act') },
      },
      async (request) =>
        envelope('userGroup', [
          await groups.deleteUserGroup(ctx, teamActor(request), request.query.userGroupId),
        ]),
    );

    app.post(
      `${tenantPrefix}/UserGroups/Users`,
      {
        schema: { tags, params: tenantParamsSchema, body: groupMembershipSchema, response: groupsResponse },
        config: { access: tenantAccess('team', 'act') },
      },
      async (request) =>
        envelope('userGroup', await groups.changeMemberships(ctx, teamActor(request), request.body, 'add')),
    );

    app.delete(
      `${tenantPrefix}/UserGroups/Users`,
      {
        schema: { tags, params: tenantParamsSchema, body: groupMembershipSchema, response: groupsResponse },
        config: { access: tenantAccess('team', 'act') },
      },
      async (request) =>
        envelope(
          'userGroup',
          await groups.changeMemberships(ctx, teamActor(request), request.body, 'remove'),
        ),
    );
  };
}
