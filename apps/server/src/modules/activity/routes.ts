import { activityEndpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { projectActorOf } from '../project-team/index.ts';
import { activityFileName, activityWorkbook } from './export.ts';
import * as activity from './service.ts';

/** The project activity feed: filter counts, search, spreadsheet export and "clear all". */
export function activityRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, activityEndpoints.aggregates, async (request) =>
      envelope('activityAggregate', [
        await activity.activityAggregates(
          ctx,
          projectActorOf(request),
          request.query.projectId,
          requestLanguage(request),
        ),
      ]),
    );

    registerEndpoint(app, activityEndpoints.search, async (request) => {
      const { projectId, ...query } = request.query;
      const found = await activity.searchActivity(
        ctx,
        projectActorOf(request),
        projectId,
        query,
        requestLanguage(request),
      );
      return envelope('auditEvent', found.values, found.total);
    });

    registerEndpoint(app, activityEndpoints.export, async (request, reply) => {
      const { projectId, ...query } = request.query;
      const language = requestLanguage(request);
      const found = await activity.activityForExport(
        ctx,
        projectActorOf(request),
        projectId,
        query,
        language,
      );
      const file = await activityWorkbook(found.events, found.timeZone, language);
      const name = activityFileName(found.project.number, ctx.clock.now(), found.timeZone);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    });

    registerEndpoint(app, activityEndpoints.clear, async (request) => {
      const actor = projectActorOf(request);
      await activity.clearActivity(ctx, actor, request.query.projectId);
      return envelope('activityAggregate', [
        await activity.activityAggregates(ctx, actor, request.query.projectId, requestLanguage(request)),
      ]);
    });
  };
}
