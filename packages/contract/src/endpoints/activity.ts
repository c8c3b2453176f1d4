/** The project activity feed (001 §7 Audit), declared once (issue 21 §1). */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  activityAggregatesSchema,
  activityEventSchema,
  activityFilterSchema,
  withDateAliases,
} from '../projects/activity.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Project activity';
const projectQuery = z.object({ projectId: idParamSchema() });
const searchQuery = activityFilterSchema.extend({ projectId: idParamSchema() }).transform(withDateAliases);

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
