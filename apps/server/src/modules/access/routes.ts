import { envelope, envelopeSchema, permissions } from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf, tenantAccess } from '../../platform/access.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';

const tags = ['Permissions'];
const entrySchema = z.object({
  routeName: z.string(),
  controlId: z.string().nullable().optional(),
  permissions: z.array(z.object({ id: z.string(), canPerformAction: z.boolean() })),
});
const permissionSchema = z.object({ id: z.string(), category: z.string(), label: z.string() });

/** The node's route permissions (fetched at start and after a group update) and the permission list. */
export function accessRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/RoutePermissions/All`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('routePermission', entrySchema) },
        },
        config: { access: tenantAccess(null) },
      },
      // The guard loaded the agency's entries with the session; they are the answer.
      async (request) => envelope('routePermission', sessionOf(request).routePermissions),
    );

    app.get(
      `${tenantPrefix}/Permissions/All`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('permission', permissionSchema) },
        },
        config: { access: tenantAccess(null) },
      },
      async () => envelope('permission', [...permissions]),
    );
  };
}
