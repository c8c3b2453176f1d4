/**
 * Reports (001 §7 Reports; issue 26): the library's reports and categories as the caller may run
 * them, and their favourites, under the agency's prefix as `/Report/...`. The reports' titles,
 * descriptions and columns are the contract's catalogue; these calls answer what depends on the
 * agency, the node and the user. Reading reports is the reports route's view right.
 */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { builtInReportNames, reportCategories } from '../reports/catalogue.ts';
import {
  createCustomProjectReportSchema,
  customDataBodySchema,
  customProjectReportRowSchema,
  customProjectReportSchema,
  updateCustomProjectReportSchema,
} from '../reports/custom.ts';
import {
  customDataSchema,
  customReportListQuerySchema,
  customReportUriSchema,
  reportFormatQuerySchema,
  reportRunSchema,
} from '../reports/runs.ts';
import {
  scheduledReportBodySchema,
  scheduledReportSchema,
  updateScheduledReportSchema,
} from '../reports/subscriptions.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Reports';
const view = tenantEndpoint('reports', 'view');
/** Subscribing, and saving or refreshing the centre's reports, is the reports route's edit right. */
const edit = tenantEndpoint('reports', 'act');
const params = tenantPathParamsSchema;
const nameParams = params.extend({ name: z.enum(builtInReportNames, { error: 'reportNotFound' }) });
const subscriptionParams = params.extend({ id: idParamSchema('reportSubscriptionNotFound') });
const recipientParams = params.extend({ id: idParamSchema('reportRecipientNotFound') });
const customParams = params.extend({ id: idParamSchema('customReportNotFound') });
const run = z.object({ data: z.object({ reportRun: reportRunSchema }) });
const scheduled = envelopeSchema('scheduledReport', scheduledReportSchema);
const customRows = envelopeSchema('customReport', customProjectReportRowSchema);
const deleted = z.object({ deleted: z.literal(true) });

/** A library report as the caller sees it: whether they marked it a favourite. */
export const reportNameSchema = z.object({
  name: z.enum(builtInReportNames),
  category: z.enum(reportCategories),
  isFavorite: z.boolean(),
});
export type ReportNameEntry = z.infer<typeof reportNameSchema>;

/** A category of the library with how many of the caller's reports it holds (Favourites: theirs). */
export const reportCategoryCountSchema = z.object({
  category: z.enum(reportCategories),
  count: z.number().int(),
});
export type ReportCategoryCount = z.infer<typeof reportCategoryCountSchema>;

export const reportFavoriteSchema = z.object({ name: z.enum(builtInReportNames), isFavorite: z.boolean() });
export type ReportFavorite = z.infer<typeof reportFavoriteSchema>;

const favorite = envelopeSchema('reportFavorite', reportFavoriteSchema);

export const reportEndpoints = {
  /** The built-in reports the caller may run here (their areas' rights and the node's modules). */
  names: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/Names'),
    params,
    response: envelopeSchema('reportName', reportNameSchema),
    access: view,
    tag,
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/Categories'),
    params,
    response: envelopeSchema('reportCategory', reportCategoryCountSchema),
    access: view,
    tag,
  }),
  /** Whether the caller marked the report a favourite (decision 393: reading never marks it). */
  favorite: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/Favorite/:name'),
    params: nameParams,
    response: favorite,
    access: view,
    tag,
  }),
  addFavorite: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Report/Favorite/:name'),
    params: nameParams,
    response: favorite,
    access: view,
    tag,
  }),
  removeFavorite: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/Report/Favorite/:name'),
    params: nameParams,
    response: favorite,
    access: view,
    tag,
  }),

  /**
   * Starts writing the report's file for the caller (a job; decision 395), or answers the run
   * already under way; 202 with where it stands.
   */
  generate: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Report/generateReport/:name'),
    params: nameParams,
    query: reportFormatQuerySchema,
    response: run,
    access: view,
    tag,
  }),
  /** Where the caller's last run of the report stands (rows written); polled by the library. */
  generation: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/Generation/:name'),
    params: nameParams,
    response: run,
    access: view,
    tag,
  }),
  /** The caller's last finished run's file; 404 reportNotFound before one. */
  download: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/Download/:name'),
    params: nameParams,
    response: 'file',
    access: view,
    tag,
  }),
  /** A small picture (SVG) of the report's first rows here, cached five minutes per node (001 §9). */
  thumbnail: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/Thumbnail/:name'),
    params: nameParams,
    response: 'file',
    access: view,
    tag,
  }),
  /** The subscriptions that mail the caller (a team member recipient, or their address). */
  scheduledForUser: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/ScheduledForUser'),
    params,
    response: scheduled,
    access: view,
    tag,
  }),
  /** The subscriptions the caller made. */
  scheduledByUser: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/ScheduledByUser'),
    params,
    response: scheduled,
    access: view,
    tag,
  }),
  createScheduled: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Report/Scheduled'),
    params,
    body: scheduledReportBodySchema,
    response: scheduled,
    access: edit,
    tag,
  }),
  updateScheduled: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Report/Scheduled'),
    params,
    body: updateScheduledReportSchema,
    response: scheduled,
    access: edit,
    tag,
  }),
  deleteScheduled: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/Report/Scheduled/:id'),
    params: subscriptionParams,
    response: deleted,
    access: edit,
    tag,
  }),
  /**
   * Takes one recipient off a subscription (its maker any, a recipient themself: Unsubscribe, which
   * needs no edit right); the last one's removal ends the subscription.
   */
  deleteRecipient: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/Report/Recipient/:id'),
    params: recipientParams,
    response: deleted,
    access: view,
    tag,
  }),
  /** The report centre: the node's custom project reports, newest first. */
  customProjects: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/CustomProject'),
    params,
    query: customReportListQuerySchema,
    response: z.object({
      data: z.object({ customReport: z.array(customProjectReportRowSchema) }),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
    access: view,
    tag,
  }),
  customProject: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/CustomProject/:id'),
    params: customParams,
    response: z.object({ data: z.object({ customReport: customProjectReportSchema }) }),
    access: view,
    tag,
  }),
  createCustomProject: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Report/CustomProject'),
    params,
    body: createCustomProjectReportSchema,
    response: z.object({ data: z.object({ customReport: customProjectReportSchema }) }),
    access: edit,
    tag,
  }),
  updateCustomProject: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Report/CustomProject'),
    params,
    body: updateCustomProjectReportSchema,
    response: z.object({ data: z.object({ customReport: customProjectReportSchema }) }),
    access: edit,
    tag,
  }),
  deleteCustomProject: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/Report/CustomProject/:id'),
    params: customParams,
    response: deleted,
    access: edit,
    tag,
  }),
  /** The centre's reports being refreshed now. */
  pendingCustomProjects: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/PendingCustomProject'),
    params,
    response: customRows,
    access: view,
    tag,
  }),
  /** The wizard's preview of a definition: its first rows and how many it holds. */
  customData: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Report/CustomData'),
    params,
    body: customDataBodySchema,
    response: z.object({ data: z.object({ customData: customDataSchema }) }),
    access: view,
    tag,
  }),
  /** The last run's file; 404 customReportNotFound before the first run. */
  downloadCustomProject: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/DownloadCustomProject/:id'),
    params: customParams,
    response: 'file',
    access: view,
    tag,
  }),
  customProjectUri: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/GetCustomProjectUri/:id'),
    params: customParams,
    response: z.object({ data: customReportUriSchema }),
    access: view,
    tag,
  }),
  /**
   * Runs the report again (a job): customReportsUpdating now, customReportsUpdated when its file
   * is written. A GET, as 001 §7 spells it; answers the row, pending.
   */
  refreshCustomProject: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Report/RefreshCustomProject/:id'),
    params: customParams,
    response: z.object({ data: z.object({ customReport: customProjectReportRowSchema }) }),
    access: edit,
    tag,
  }),
};
