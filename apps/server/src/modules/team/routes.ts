import {
  createTeamMemberSchema,
  envelope,
  envelopeSchema,
  listLimits,
  teamMemberSchema,
  updateOwnProfileSchema,
  updateTeamMemberSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { groupRoutes } from './groups-routes.ts';
import { asksFor, booleanQuery, idQuery, tags, teamActor } from './route-helpers.ts';
import * as team from './users-service.ts';

/** A team member; `filter.fields=permissions` adds the permission ids their groups hold. */
const memberSchema = teamMemberSchema.extend({ permissions: z.array(z.string()).optional() });
const membersResponse = { 200: envelopeSchema('user', memberSchema) };

/** Users (001 §7 Users and groups); groups and avatars register their own routes alongside. */
export function teamRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/Users`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({
            offset: z.coerce.number().int().min(0).default(0),
            limit: z.coerce.number().int().min(1).max(listLimits.users).default(listLimits.users),
            search: z.string().max(200).optional(),
            userId: idQuery.optional(),
            isPurchaser: booleanQuery.optional(),
            'filter.fields': z.string().max(200).optional(),
          }),
          response: membersResponse,
        },
        config: { access: tenantAccess('team', 'view') },
      },
      async (request) => {
        const { isPurchaser, 'filter.fields': fields, ...query } = request.query;
        const page = await team.listUsers(ctx, teamActor(request), {
          ...query,
          purchasersOnly: isPurchaser,
          withPermissions: asksFor(fields, 'permissions'),
        });
        return envelope('user', page.values, page.total);
      },
    );

    app.post(
      `${tenantPrefix}/Users`,
      {
        schema: { tags, params: tenantParamsSchema, body: createTeamMemberSchema, response: membersResponse },
        config: { access: tenantAccess('team', 'act') },
      },
      async (request) => envelope('user', [await team.createUser(ctx, teamActor(request), request.body)]),
    );

    app.put(
      `${tenantPrefix}/Users`,
      {
        schema: { tags, params: tenantParamsSchema, body: updateTeamMemberSchema, response: membersResponse },
        config: { access: tenantAccess('team', 'act') },
      },
      async (request) => {
        const member = await team.updateTeamMember(
          ctx,
          teamActor(request),
          request.body,
          sessionOf(request).sessionId,
        );
        return envelope('user', [member]);
      },
    );

    app.put(
      `${tenantPrefix}/Users/:id/teamMember`,
      {
        schema: {
          tags,
          params: tenantParamsSchema.extend({ id: idQuery }),
          body: updateOwnProfileSchema,
          response: membersResponse,
        },
        // Anyone may edit their own profile; the service refuses anyone else's.
        config: { access: tenantAccess(null) },
      },
      async (request) => {
        const session = sessionOf(request);
        const self = {
          customerId: session.homeCustomerId,
          userId: session.userId,
          sessionId: session.sessionId,
        };
        return envelope('user', [await team.updateOwnProfile(ctx, self, request.params.id, request.body)]);
      },
    );

    app.put(
      `${tenantPrefix}/Users/Unlock`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          // The spec spells it `userid`; `userId` is accepted too.
          querystring: z
            .object({ userid: idQuery.optional(), userId: idQuery.optional() })
            .refine((q) => (q.userid ?? q.userId) !== undefined, { message: 'invalidUserId' }),
          response: membersResponse,
        },
        config: { access: tenantAccess('team', 'act') },
      },
      async (request) => {
        const userId = request.query.userid ?? request.query.userId ?? 0;
        return envelope('user', [await team.unlockUser(ctx, teamActor(request), userId)]);
      },
    );

    app.put(
      `${tenantPrefix}/Users/Status`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ active: booleanQuery, userId: idQuery }),
          response: membersResponse,
        },
        config: { access: tenantAccess('team', 'act') },
      },
      async (request) => {
        const { userId, active } = request.query;
        return envelope('user', [await team.setUserStatus(ctx, teamActor(request), userId, active)]);
      },
    );

    app.delete(
      `${tenantPrefix}/Users`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ userId: idQuery }),
          response: membersResponse,
        },
        config: { access: tenantAccess('team', 'act') },
      },
      async (request) =>
        envelope('user', [await team.deleteTeamMember(ctx, teamActor(request), request.query.userId)]),
    );

    await app.register(groupRoutes(ctx));
    await app.register(avatarRoutes(ctx));
  };
}
