/**
 * The agency's supplier directory and profiles (001 §7 Vendors, AuditEvents VendorAggregates and
 * SearchByVendor; issue 22 §1, §2, §5): search, advanced search and its export, the supplier's
 * read and the agency's changes, adding a supplier, the submission history, the activity feed and
 * the internal comments. Every call takes the Supplier permission category (route `suppliers`).
 */
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  activityAggregatesSchema,
  activityEventSchema,
  activityFilterSchema,
  withDateAliases,
} from '../projects/activity.ts';
import { idParamSchema } from '../validation/ids.ts';
import {
  addVendorSchema,
  agencyVendorSchema,
  diversityClassificationTypeSchema,
  vendorAdvancedSearchSchema,
  vendorAgencyUpdateSchema,
  vendorIdQuerySchema,
  vendorQuickSearchQuerySchema,
  vendorSearchExportSchema,
  vendorSearchRowSchema,
  vendorWithPerformanceSchema,
} from '../vendors/directory.ts';
import {
  createVendorCommentSchema,
  vendorCommentIdQuerySchema,
  vendorCommentSchema,
  vendorCommentsQuerySchema,
  vendorHistoryQuerySchema,
  vendorHistoryRowSchema,
} from '../vendors/profile.ts';

const tag = 'Vendors';
const base = tenantPath('/Vendors');
const view = tenantEndpoint('suppliers', 'view');
const edit = tenantEndpoint('suppliers', 'act');
const vendor = envelopeSchema('vendor', agencyVendorSchema);
const rows = envelopeSchema('vendor', vendorSearchRowSchema);
const comments = envelopeSchema('vendorComment', vendorCommentSchema);
const activitySearch = activityFilterSchema
  .extend({ vendorId: idParamSchema('vendorInvalidId') })
  .transform(withDateAliases);

export const vendorsEndpoints = {
  /** The agency's read of a supplier: the company, its contacts and what only the agency holds. */
  vendor: defineEndpoint({
    method: 'GET',
    path: base,
    params: tenantPathParamsSchema,
    query: vendorIdQuerySchema,
    response: vendor,
    access: view,
    tag,
  }),
  /** Suppliers by name (at least 3 characters, literal text), for pickers and the quick search. */
  search: defineEndpoint({
    method: 'GET',
    path: `${base}/Search`,
    params: tenantPathParamsSchema,
    query: vendorQuickSearchQuerySchema,
    response: rows,
    access: view,
    tag,
  }),
  /** The quick search with each supplier's performance (path spelled as 001 §7 spells it). */
  searchWithPerformance: defineEndpoint({
    method: 'GET',
    path: `${base}/SearchWithPerformaceEvaluation`,
    params: tenantPathParamsSchema,
    query: vendorQuickSearchQuerySchema,
    response: envelopeSchema('vendor', vendorWithPerformanceSchema),
    access: view,
    tag,
  }),
  diversityClassificationTypes: defineEndpoint({
    method: 'GET',
    path: `${base}/DiversityClassificationType/All`,
    params: tenantPathParamsSchema,
    response: envelopeSchema('diversityClassificationType', diversityClassificationTypeSchema),
    access: view,
    tag,
  }),
  /** The directory: text, criteria, sort and page; `total` is exact. */
  advancedSearch: defineEndpoint({
    method: 'POST',
    path: `${base}/AdvancedSearch`,
    params: tenantPathParamsSchema,
    body: vendorAdvancedSearchSchema,
    response: rows,
    access: view,
    tag,
  }),
  /** The directory's search with the chosen columns, as an .xlsx file. */
  advancedSearchExport: defineEndpoint({
    method: 'POST',
    path: `${base}/AdvancedSearchResultExport`,
    params: tenantPathParamsSchema,
    body: vendorSearchExportSchema,
    response: 'file',
    access: view,
    tag,
  }),
  /** What the agency may change of a supplier: internal notes, local, emergency, diversity verified, active. */
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/`,
    params: tenantPathParamsSchema,
    body: vendorAgencyUpdateSchema,
    response: vendor,
    access: edit,
    tag,
  }),
  /**
   * Adds a company the agency works with to the directory, or invites one by email: the entry
   * and its primary contact, mailed a link to claim the account on the portal when asked.
   */
  add: defineEndpoint({
    method: 'POST',
    path: base,
    params: tenantPathParamsSchema,
    body: addVendorSchema,
    response: vendor,
    access: edit,
    tag,
  }),
  /** Every project the supplier took plans for, asked on or bid on; amounts only once unsealed. */
  submissionHistory: defineEndpoint({
    method: 'GET',
    path: `${base}/SubmissionHistory`,
    params: tenantPathParamsSchema,
    query: vendorHistoryQuerySchema,
    response: envelopeSchema('vendorSubmissionHistory', vendorHistoryRowSchema),
    access: view,
    sealed: true,
    tag,
  }),
  /** The counts behind the supplier's activity feed filters. */
  activityAggregates: defineEndpoint({
    method: 'GET',
    path: tenantPath('/AuditEvents/VendorAggregates'),
    params: tenantPathParamsSchema,
    query: vendorIdQuerySchema,
    response: envelopeSchema('activityAggregate', activityAggregatesSchema),
    access: view,
    tag,
    moreTags: ['Activity'],
  }),
  /** The supplier's audit events in this agency, filtered and paged. */
  activitySearch: defineEndpoint({
    method: 'GET',
    path: tenantPath('/AuditEvents/SearchByVendor'),
    params: tenantPathParamsSchema,
    query: activitySearch,
    response: envelopeSchema('auditEvent', activityEventSchema),
    access: view,
    tag,
    moreTags: ['Activity'],
  }),
  /** The supplier's filtered feed as a spreadsheet. */
  activityExport: defineEndpoint({
    method: 'GET',
    path: tenantPath('/AuditEvents/SearchByVendor/Export'),
    params: tenantPathParamsSchema,
    query: activitySearch,
    response: 'file',
    access: view,
    tag,
    moreTags: ['Activity'],
  }),
  /** The internal comments on a supplier, newest first. */
  comments: defineEndpoint({
    method: 'GET',
    path: tenantPath('/VendorComments'),
    params: tenantPathParamsSchema,
    query: vendorCommentsQuerySchema,
    response: comments,
    access: view,
    tag,
  }),
  addComment: defineEndpoint({
    method: 'POST',
    path: tenantPath('/VendorComments'),
    params: tenantPathParamsSchema,
    body: createVendorCommentSchema,
    response: comments,
    access: edit,
    tag,
  }),
  /** Deletes one's own comment; the answer is the supplier's comments left. */
  removeComment: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/VendorComments'),
    params: tenantPathParamsSchema,
    query: vendorCommentIdQuerySchema,
    response: comments,
    access: edit,
    tag,
  }),
};
