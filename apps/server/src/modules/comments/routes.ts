import { commentEndpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { projectActorOf } from '../project-team/index.ts';
import * as comments from './service.ts';

/** Project comments (001 §7 ProjectComments, and /Dashboard for the comments widget). */
export function commentRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, commentEndpoints.list, async (request) => {
      const { projectId, ...page } = request.query;
      const found = await comments.listComments(ctx, projectActorOf(request), projectId, page);
      return envelope('projectComment', found.values, found.total);
    });

    registerEndpoint(app, commentEndpoints.dashboard, async (request) => {
      const found = await comments.dashboardComments(ctx, projectActorOf(request), request.query);
      return envelope('projectComment', found.values, found.total);
    });

    registerEndpoint(app, commentEndpoints.add, async (request) =>
      envelope('projectComment', await comments.addComment(ctx, projectActorOf(request), request.body)),
    );
  };
}
