import { accessEndpoints, envelope, permissions } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../../platform/access.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';

/** The node's route permissions (fetched at start and after a group update) and the permission list. */
export function accessRoutes(): FastifyPluginAsync {
  return async (app) => {
    // The guard loaded the agency's entries with the session; they are the answer.
    registerEndpoint(app, accessEndpoints.routePermissions, async (request) =>
      envelope('routePermission', sessionOf(request).routePermissions),
    );

    registerEndpoint(app, accessEndpoints.permissions, async () => envelope('permission', [...permissions]));
  };
}
