import { envelope, envelopeSchema, listLimits } from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as team from './service.ts';

const tags = ['Users and groups'];

export const teamUserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  inActive: z.boolean(),
  locked: z.boolean(),
  purchaser: z.boolean(),
  groupIds: z.array(z.number()),
});

/** The team list and the group list; the full team area builds on these. */
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
            userId: z.coerce.number().int().positive().optional(),
          }),
          response: { 200: envelopeSchema('user', teamUserSchema) },
        },
        config: { access: tenantAccess('team', 'view') },
      },
      async (request) => {
        const page = await team.listUsers(ctx, actorOf(request), request.query);
        return envelope('user', page.values, page.total);
      },
    );

    app.get(
      `${tenantPrefix}/UserGroups`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('userGroup', z.object({ id: z.number(), name: z.string() })) },
        },
        config: { access: tenantAccess(null) },
      },
      async (request) => envelope('userGroup', await team.listUserGroups(ctx, actorOf(request))),
    );
  };
}
