import { envelope, snapshotEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf, hasRouteRight, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { projectSnapshot } from './service.ts';

/** The project snapshot's one call (000 §2 /projects/{id}/snapshot): the eight widgets' data. */
export function snapshotRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, snapshotEndpoints.snapshot, async (request) => {
      const viewer = {
        ...actorOf(request),
        canViewSource: hasRouteRight(sessionOf(request), 'project.source', 'view'),
      };
      return envelope('projectSnapshot', [await projectSnapshot(ctx, viewer, request.query.projectId)]);
    });
  };
}
