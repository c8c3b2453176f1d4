import {
  createProjectCommentSchema,
  dashboardCommentLimit,
  envelope,
  envelopeSchema,
  projectCommentSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { idQuery, projectActorOf } from '../project-team/route-helpers.ts';
import * as comments from './service.ts';

const tags = ['Project comments'];
const response = { 200: envelopeSchema('projectComment', projectCommentSchema) };
const start = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** Project comments (001 §7 ProjectComments, and /Dashboard for the comments widget). */
export function commentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/ProjectComments`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({
            projectId: idQuery,
            start,
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response,
        },
        config: { access: tenantAccess('project') },
      },
      async (request) => {
        const { projectId, ...page } = request.query;
        const found = await comments.listComments(ctx, projectActorOf(request), projectId, page);
        return envelope('projectComment', found.values, found.total);
      },
    );

    app.get(
      `${tenantPrefix}/ProjectComments/Dashboard`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({
            start,
            limit: z.coerce.number().int().min(1).max(dashboardCommentLimit).default(dashboardCommentLimit),
            keywords: z.string().trim().max(200).optional(),
          }),
          response,
        },
        config: { access: tenantAccess('project') },
      },
      async (request) => {
        const found = await comments.dashboardComments(ctx, projectActorOf(request), request.query);
        return envelope('projectComment', found.values, found.total);
      },
    );

    app.post(
      `${tenantPrefix}/ProjectComments`,
      {
        schema: { tags, params: tenantParamsSchema, body: createProjectCommentSchema, response },
        config: { access: tenantAccess('project', 'act') },
      },
      async (request) =>
        envelope('projectComment', await comments.addComment(ctx, projectActorOf(request), request.body)),
    );
  };
}
