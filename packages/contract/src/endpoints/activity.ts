/** The project activity feed (001 §7 Audit), declared once (issue 21 §1). */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  activityAggregatesSchema,
  activityEventSchema,
  activityPageSizeDefault,
  activityPageSizeMax,
  activitySortColumns,
} from '../projects/activity.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Project activity';
const text = z.string().trim().max(200).optional();
const dateFilter = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional();
const projectQuery = z.object({ projectId: idParamSchema() });

/**
 * The feed's filters (001 §7 Audit: keywords, eventType, companyName, userName, filter.dateFrom,
 * dateTo, start, limit, sortColumn, sortDirection). The dates are read with or without `filter.`.
 */
const searchQuery = z
  .object({
    projectId: idParamSchema(),
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

const aggregates = envelopeSchema('activityAggregate', activityAggregatesSchema);

export const activityEndpoints = {
  /** The counts behind the feed's filters. */
  aggregates: defineEndpoint({
    method: 'GET',
    path: tenantPath('/AuditEvents/ActivityAggregates'),
    params: tenantPathParamsSchema,
    query: projectQuery,
    response: aggregates,
    access: tenantEndpoint('project'),
    tag,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: tenantPath('/AuditEvents/Search'),
    params: tenantPathParamsSchema,
    query: searchQuery,
    response: envelopeSchema('auditEvent', activityEventSchema),
    access: tenantEndpoint('project'),
    tag,
  }),
  /** The filtered feed as a spreadsheet. */
  export: defineEndpoint({
    method: 'GET',
    path: tenantPath('/AuditEvents/Export'),
    params: tenantPathParamsSchema,
    query: searchQuery,
    response: 'file',
    access: tenantEndpoint('project'),
    tag,
  }),
  /** "Clear all": changes what the whole team sees, so it takes the Build action right, like the team. */
  clear: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/AuditEvents/Clear'),
    params: tenantPathParamsSchema,
    query: projectQuery,
    response: aggregates,
    access: tenantEndpoint('project.build', 'act'),
    tag,
  }),
};
