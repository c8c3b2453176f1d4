import {
  activityAggregatesSchema,
  activityEventSchema,
  activityPageSizeDefault,
  activityPageSizeMax,
  activitySortColumns,
  envelope,
  envelopeSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { idQuery, projectActorOf } from '../project-team/route-helpers.ts';
import { activityFileName, activityWorkbook } from './export.ts';
import * as activity from './service.ts';

const tags = ['Project activity'];
const text = z.string().trim().max(200).optional();
const dateFilter = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional();

/**
 * The feed's filters (001 §7 Audit: keywords, eventType, companyName, userName, filter.dateFrom,
 * dateTo, start, limit, sortColumn, sortDirection). The dates are read with or without `filter.`.
 */
const searchQuery = z
  .object({
    projectId: idQuery,
    keywords: text,
    eventType: text,
    companyName: text,
    userName: text,
    'filter.dateFrom': dateFilter,
    'filter.dateTo': dateFilter,
    dateFrom: dateFilter,
    dateTo: dateFilter,
    start: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(activityPageSizeMax).default(activityPageSizeDefault),
    sortColumn: z.enum(activitySortColumns).default('created'),
    sortDirection: z
      .string()
      .toLowerCase()
      .pipe(z.enum(['asc', 'desc']))
      .default('desc'),
  })
  .transform(({ 'filter.dateFrom': filterFrom, 'filter.dateTo': filterTo, dateFrom, dateTo, ...rest }) => ({
    ...rest,
    dateFrom: filterFrom ?? dateFrom,
    dateTo: filterTo ?? dateTo,
  }));

const eventsResponse = { 200: envelopeSchema('auditEvent', activityEventSchema) };
const aggregatesResponse = { 200: envelopeSchema('activityAggregate', activityAggregatesSchema) };
const view = tenantAccess('project');

/** The project activity feed: filter counts, search, spreadsheet export and "clear all". */
export function activityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/AuditEvents/ActivityAggregates`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ projectId: idQuery }),
          response: aggregatesResponse,
        },
        config: { access: view },
      },
      async (request) =>
        envelope('activityAggregate', [
          await activity.activityAggregates(
            ctx,
            projectActorOf(request),
            request.query.projectId,
            requestLanguage(request),
          ),
        ]),
    );

    app.get(
      `${tenantPrefix}/AuditEvents/Search`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: searchQuery, response: eventsResponse },
        config: { access: view },
      },
      async (request) => {
        const { projectId, ...query } = request.query;
        const found = await activity.searchActivity(
          ctx,
          projectActorOf(request),
          projectId,
          query,
          requestLanguage(request),
        );
        return envelope('auditEvent', found.values, found.total);
      },
    );

    app.get(
      `${tenantPrefix}/AuditEvents/Export`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: searchQuery },
        config: { access: view },
      },
      async (request, reply) => {
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
      },
    );

    app.put(
      `${tenantPrefix}/AuditEvents/Clear`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ projectId: idQuery }),
          response: aggregatesResponse,
        },
        // Clearing changes what the whole team sees: the Build action right, like the team.
        config: { access: tenantAccess('project.build', 'act') },
      },
      async (request) => {
        const actor = projectActorOf(request);
        await activity.clearActivity(ctx, actor, request.query.projectId);
        return envelope('activityAggregate', [
          await activity.activityAggregates(ctx, actor, request.query.projectId, requestLanguage(request)),
        ]);
      },
    );
  };
}
