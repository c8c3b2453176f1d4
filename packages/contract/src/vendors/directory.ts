/**
 * The agency's supplier directory (000 §2 /suppliers, §3 Supplier, §5 "supplier search needs at
 * least 3 characters"; 001 §3 Vendor, §7 Vendors): the quick search, the advanced search with its
 * criteria, the result row and its columns, and what the agency may change of a supplier.
 */
import { z } from 'zod';
import { performanceRatings } from '../performance/scoring.ts';
import { performanceStatuses } from '../performance/status-logs.ts';
import { vendorSchema } from '../portal/accounts.ts';
import { isValidEmail } from '../validation/email.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { accountStatuses, subscriptionStatuses } from './status.ts';

/** 000 §5 and §9: a supplier name search needs at least this many characters. */
export const supplierSearchMinChars = 3;
/** The directory pages by 20, as the project list does (001 §9 initial list limit). */
export const vendorSearchPageSize = 20;
/** The quick search (pickers, autocomplete) answers at most this many. */
export const vendorQuickSearchLimit = 20;
/** An export writes at most this many rows (000 §9's download cap). */
export const vendorExportRowLimit = 10_000;

/** The literal name text of a search: trimmed, at least three characters (000 §5). */
const searchText = z
  .string()
  .trim()
  .min(supplierSearchMinChars, 'supplierSearchTooShort')
  .max(200, 'invalidParameter');

/** GET /Vendors/Search and /Vendors/SearchWithPerformaceEvaluation: companies by name. */
export const vendorQuickSearchQuerySchema = z.object({
  searchText,
  limit: z.coerce.number().int().min(1).max(vendorQuickSearchLimit).default(vendorQuickSearchLimit),
  /** Inactive companies are left out unless asked for (pickers invite only active ones). */
  includeInactive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
});

/** The advanced search's criteria (issue 22 §1); every one is optional and they combine with AND. */
export const vendorSearchCriteriaSchema = z.object({
  /** Categories or commodity codes: a supplier matches when it holds any of them. */
  categoryIds: z.array(idSchema()).max(100).optional(),
  city: z.string().trim().max(100).optional(),
  provinceState: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  isLocalVendor: z.boolean().optional(),
  emergencyVendor: z.boolean().optional(),
  certifiedDiverseSupplier: z.boolean().optional(),
  diversityClassifications: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
  accountStatus: z.enum(accountStatuses).optional(),
  subscriptionStatus: z.array(z.enum(subscriptionStatuses)).max(3).optional(),
  /** Registered on or after this day (the agency's calendar). */
  registeredSince: z.iso.date().optional(),
  /** Has sent this agency at least one complete bid (true), or never has (false). */
  hasBid: z.boolean().optional(),
  /** A member of this supplier list. */
  listId: idSchema('invalidVendorListId').optional(),
  /** Whose current performance status (the one not complete) is this one (issue 23 §3). */
  performanceStatus: z.enum(performanceStatuses, { error: 'performanceStatusInvalid' }).optional(),
  /** Has a current performance status (true), or has none (false). */
  hasPerformanceStatus: z.boolean().optional(),
});
export type VendorSearchCriteria = z.input<typeof vendorSearchCriteriaSchema>;

/** Suppliers without a performance average sort after the rest in either direction. */
export const vendorSortColumns = [
  'companyName',
  'city',
  'provinceState',
  'country',
  'registeredAt',
  'performanceAverage',
] as const;
export type VendorSortColumn = (typeof vendorSortColumns)[number];

/** POST /Vendors/AdvancedSearch: text (any length, literal), criteria, sort and page. */
export const vendorAdvancedSearchSchema = z.object({
  limit: z.number().int().min(1).max(200).default(vendorSearchPageSize),
  start: z.number().int().min(0).max(10_000_000).default(0),
  /** Empty lists everyone; otherwise at least three characters, matched literally in any name. */
  searchText: z.union([z.literal(''), searchText]).optional(),
  criteria: vendorSearchCriteriaSchema.default({}),
  sortColumn: z.enum(vendorSortColumns).default('companyName'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type VendorAdvancedSearch = z.input<typeof vendorAdvancedSearchSchema>;

/** One row of the directory; the column chooser picks among these. */
export const vendorSearchRowSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  relevantName: z.string(),
  primaryContact: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  provinceState: z.string(),
  country: z.string(),
  accountStatus: z.enum(accountStatuses),
  subscriptionStatus: z.enum(subscriptionStatuses),
  isLocalVendor: z.boolean(),
  emergencyVendor: z.boolean(),
  certifiedDiverseSupplier: z.boolean(),
  diversityClassification: z.string(),
  vendorDiversityVerified: z.boolean(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Complete bids the company sent this agency. */
  bidCount: z.number().int(),
  /** The average percent (2 places) of the agency's completed evaluations; none before the first. */
  performanceAverage: z.number().nullable(),
  /** The rating of the latest completed evaluation (issue 23 §5). */
  performanceLatestRating: z.enum(performanceRatings).nullable(),
  /** The current performance status (the log not complete), if any (issue 23 §3). */
  performanceStatus: z.enum(performanceStatuses).nullable(),
});
export type VendorSearchRow = z.infer<typeof vendorSearchRowSchema>;

/** The columns a user may show, in their default order (companyName always shows). */
export const vendorSearchColumns = [
  'companyName',
  'primaryContact',
  'email',
  'phone',
  'city',
  'provinceState',
  'country',
  'accountStatus',
  'subscriptionStatus',
  'isLocalVendor',
  'emergencyVendor',
  'certifiedDiverseSupplier',
  'diversityClassification',
  'registeredAt',
  'lastLoginAt',
  'bidCount',
  'performanceAverage',
  'performanceLatestRating',
  'performanceStatus',
] as const satisfies readonly (keyof VendorSearchRow)[];
export type VendorSearchColumn = (typeof vendorSearchColumns)[number];
export const defaultVendorSearchColumns: VendorSearchColumn[] = [
  'companyName',
  'primaryContact',
  'email',
  'city',
  'accountStatus',
  'registeredAt',
];

/** POST /Vendors/AdvancedSearchResultExport: the search and the columns to write. */
export const vendorSearchExportSchema = z.object({
  search: vendorAdvancedSearchSchema,
  columns: z.array(z.enum(vendorSearchColumns)).min(1, 'invalidParameter').max(vendorSearchColumns.length),
});

/**
 * A supplier's performance beside the quick search (GET /Vendors/SearchWithPerformaceEvaluation):
 * completed evaluations, their average score in percent and the latest rating; none until the
 * agency rates the company.
 */
export const vendorPerformanceSummarySchema = z.object({
  evaluations: z.number().int(),
  averageScore: z.number().nullable(),
  latestRating: z.string().nullable(),
});
export const vendorWithPerformanceSchema = vendorSearchRowSchema.extend({
  performance: vendorPerformanceSummarySchema,
});
export type VendorWithPerformance = z.infer<typeof vendorWithPerformanceSchema>;

/** GET /Vendors/DiversityClassificationType/All: the classifications a supplier may declare. */
export const diversityClassificationTypeSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * The agency's view of a supplier (GET /Vendors?vendorId, PUT /Vendors/): the company as the
 * supplier keeps it plus what only the agency holds (internal notes, never shown to the supplier).
 */
export const agencyVendorSchema = vendorSchema.extend({
  internalNotes: z.string(),
  accountStatus: z.enum(accountStatuses),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The primary contact's address was verified. */
  emailVerified: z.boolean(),
  bidCount: z.number().int(),
});
export type AgencyVendor = z.infer<typeof agencyVendorSchema>;

/** PUT /Vendors/: what the agency may change of a supplier (issue 22 §1). */
export const vendorAgencyUpdateSchema = z.object({
  id: idSchema('vendorInvalidId'),
  internalNotes: z.string().trim().max(5000, 'invalidParameter'),
  isLocalVendor: z.boolean(),
  emergencyVendor: z.boolean(),
  vendorDiversityVerified: z.boolean(),
  isActive: z.boolean(),
});
export type VendorAgencyUpdate = z.infer<typeof vendorAgencyUpdateSchema>;

export const vendorIdQuerySchema = z.object({ vendorId: idParamSchema('vendorInvalidId') });

const optionalText = (max: number) => z.string().trim().max(max, 'supplierFieldTooLong').default('');

/**
 * POST /Vendors: a company the agency adds to its directory (issue 22 §5), with its primary
 * contact. Inviting by email needs only the address and the company's name; with
 * `sendInvitation` the contact is mailed a link to claim the account on the portal.
 */
export const addVendorSchema = z.object({
  companyName: z.string().trim().min(1, 'requiredField').max(200, 'supplierFieldTooLong'),
  city: optionalText(100),
  provinceState: optionalText(100),
  country: optionalText(100),
  phone: optionalText(40),
  website: optionalText(300),
  categories: z.array(idSchema()).max(200).default([]),
  contact: z.object({
    firstName: optionalText(100),
    lastName: optionalText(100),
    email: z
      .string()
      .trim()
      .min(1, 'requiredField')
      .max(254, 'supplierFieldTooLong')
      .refine(isValidEmail, 'errorInvalidEmail'),
  }),
  sendInvitation: z.boolean().default(true),
});
export type AddVendor = z.input<typeof addVendorSchema>;
