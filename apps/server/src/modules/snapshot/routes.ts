import { envelope, envelopeSchema, projectSnapshotSchema, snapshotQuerySchema } from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, hasRouteRight, sessionOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { projectSnapshot } from './service.ts';

const tags = ['Project snapshot'];

/** The project snapshot's one call (000 §2 /projects/{id}/snapshot): the eight widgets' data. */
export function snapshotRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/Projects/Snapshot`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: snapshotQuerySchema,
          response: { 200: envelopeSchema('projectSnapshot', projectSnapshotSchema) },
        },
        config: { access: tenantAccess('project') },
      },
      async (request) => {
        const viewer = {
          ...actorOf(request),
          canViewSource: hasRouteRight(sessionOf(request), 'project.source', 'view'),
        };
        return envelope('projectSnapshot', [await projectSnapshot(ctx, viewer, request.query.projectId)]);
      },
    );
  };
}
