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

const tag = 'Reports';
const view = tenantEndpoint('reports', 'view');
const params = tenantPathParamsSchema;
const nameParams = params.extend({ name: z.enum(builtInReportNames, { error: 'reportNotFound' }) });

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
};
