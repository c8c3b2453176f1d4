import {
  type PerformanceRating,
  roundTo,
  type VendorSearchColumn,
  type VendorSearchRow,
  type VendorWithPerformance,
  type vendorAdvancedSearchSchema,
  vendorExportRowLimit,
  type vendorQuickSearchQuerySchema,
} from '@procura/contract';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyDay, agencyDayStart, agencyTimeZone } from '../customers/index.ts';
import { presentDirectoryRow } from './presenters.ts';
import { countCompleteBids } from './queries.ts';
import {
  countDirectory,
  type DirectorySearch,
  findCurrentStatusesOf,
  findDirectoryPage,
  findPerformanceOf,
  listVisibleTo,
} from './search-queries.ts';

/**
 * The supplier directory (issue 22 §1; 000 §5 "supplier search needs at least 3 characters"): the
 * quick search for pickers, the advanced search with its criteria, sort and page, and its export.
 * Text is matched literally (LIKE's wildcards escaped) in any of the company's names.
 */

type QuickSearch = z.output<typeof vendorQuickSearchQuerySchema>;
export type AdvancedSearch = z.output<typeof vendorAdvancedSearchSchema>;

/** The advanced search's criteria resolved: the agency's day, the list checked, the account status. */
async function resolve(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  search: AdvancedSearch,
): Promise<DirectorySearch> {
  const { criteria } = search;
  const { today } = await agencyDay(tx, actor.customerId, ctx.clock.now());
  if (
    criteria.listId !== undefined &&
    !(await listVisibleTo(tx, actor.customerId, criteria.listId, actor.userId))
  ) {
    // Another agency's list, or another user's personal list, answers as a missing one.
    throw new AppError(404, 'invalidVendorListId');
  }
  return {
    customerId: actor.customerId,
    text: search.searchText,
    // The directory lists every supplier of the agency unless an account status is asked for.
    includeInactive: true,
    categoryIds: criteria.categoryIds,
    city: criteria.city,
    provinceState: criteria.provinceState,
    country: criteria.country,
    isLocalVendor: criteria.isLocalVendor,
    emergencyVendor: criteria.emergencyVendor,
    certifiedDiverseSupplier: criteria.certifiedDiverseSupplier,
    diversityClassifications: criteria.diversityClassifications,
    isActive: criteria.accountStatus === undefined ? undefined : criteria.accountStatus === 'Active',
    subscriptionStatus: criteria.subscriptionStatus,
    today,
    registeredFrom: criteria.registeredSince
      ? agencyDayStart(criteria.registeredSince, await agencyTimeZone(tx, actor.customerId))
      : undefined,
    hasBid: criteria.hasBid,
    listId: criteria.listId,
    performanceStatus: criteria.performanceStatus,
    hasPerformanceStatus: criteria.hasPerformanceStatus,
  };
}

/**
 * A page of rows with their bid counts, performance results and current statuses: one grouped
 * read each for the page's ids, never per row over the directory.
 */
async function readPage(tx: Tx, search: DirectorySearch, page: Parameters<typeof findDirectoryPage>[2]) {
  const found = await findDirectoryPage(tx, search, page);
  const ids = found.map((row) => row.id);
  const bids = await countCompleteBids(tx, search.customerId, ids);
  const performance = await findPerformanceOf(tx, search.customerId, ids);
  const statuses = await findCurrentStatusesOf(tx, search.customerId, ids);
  const rows = found.map((row) =>
    presentDirectoryRow(row, search.today, {
      bidCount: bids.get(row.id) ?? 0,
      performance: performance.get(row.id),
      performanceStatus: statuses.get(row.id),
    }),
  );
  return { rows, performance };
}

async function rowsOf(
  tx: Tx,
  search: DirectorySearch,
  page: Parameters<typeof findDirectoryPage>[2],
): Promise<VendorSearchRow[]> {
  return (await readPage(tx, search, page)).rows;
}

/** The quick search's page, read in the caller's transaction. */
async function quickPage(tx: Tx, ctx: AppContext, actor: Actor, query: QuickSearch) {
  const { today } = await agencyDay(tx, actor.customerId, ctx.clock.now());
  const search: DirectorySearch = {
    customerId: actor.customerId,
    text: query.searchText,
    includeInactive: query.includeInactive,
    today,
  };
  return readPage(tx, search, {
    start: 0,
    limit: query.limit,
    sortColumn: 'companyName',
    sortDirection: 'asc',
  });
}

/** GET /Vendors/Search: active companies (all with includeInactive) whose names hold the text, by name. */
export async function quickSearch(
  ctx: AppContext,
  actor: Actor,
  query: QuickSearch,
): Promise<VendorSearchRow[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => (await quickPage(tx, ctx, actor, query)).rows);
}

/**
 * GET /Vendors/SearchWithPerformaceEvaluation: the quick search with each company's performance
 * across the agency's completed evaluations (issue 23 §5); a company never rated answers none.
 */
export async function quickSearchWithPerformance(
  ctx: AppContext,
  actor: Actor,
  query: QuickSearch,
): Promise<VendorWithPerformance[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { rows, performance } = await quickPage(tx, ctx, actor, query);
    return rows.map((row) => ({
      ...row,
      performance: performance.get(row.id) ?? { evaluations: 0, averageScore: null, latestRating: null },
    }));
  });
}

/** POST /Vendors/AdvancedSearch: a page of the directory and the exact total. */
export async function advancedSearch(ctx: AppContext, actor: Actor, search: AdvancedSearch) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const resolved = await resolve(tx, ctx, actor, search);
    const total = await countDirectory(tx, resolved);
    const rows = total > search.start ? await rowsOf(tx, resolved, search) : [];
    return { rows, total };
  });
}

const columnTitles: Record<VendorSearchColumn, string> = {
  companyName: 'Company name',
  primaryContact: 'Primary contact',
  email: 'Email',
  phone: 'Phone',
  city: 'City',
  provinceState: 'Province/State',
  country: 'Country',
  accountStatus: 'Account status',
  subscriptionStatus: 'Subscription status',
  isLocalVendor: 'Local supplier',
  emergencyVendor: 'Emergency supplier',
  certifiedDiverseSupplier: 'Certified diverse',
  diversityClassification: 'Diversity classification',
  registeredAt: 'Registered',
  lastLoginAt: 'Last login',
  bidCount: 'Bids',
  performanceAverage: 'Performance average',
  performanceLatestRating: 'Latest performance rating',
  performanceStatus: 'Performance status',
};

/** The ratings as the app shows them in English (000 §3 Ratings), as the export's other labels are. */
const ratingTitles: Record<PerformanceRating, string> = {
  exceptional: 'Exceptional',
  good: 'Good',
  satisfactory: 'Satisfactory',
  cautionary: 'Cautionary',
  notSatisfactory: 'Not Satisfactory',
  unacceptable: 'Unacceptable',
};

/** A cell of the export: yes/no for flags, dates as dates, the percent with one decimal, ratings by label. */
function exportCell(row: VendorSearchRow, key: VendorSearchColumn): unknown {
  const value = row[key];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if ((key === 'registeredAt' || key === 'lastLoginAt') && typeof value === 'string') return new Date(value);
  if (key === 'performanceAverage')
    return row.performanceAverage === null ? null : roundTo(row.performanceAverage, 1);
  if (key === 'performanceLatestRating')
    return row.performanceLatestRating === null ? null : ratingTitles[row.performanceLatestRating];
  // A performance status's own name is its English label (Watch List, Probation...).
  return value;
}

const widths: Partial<Record<VendorSearchColumn, number>> = {
  companyName: 40,
  primaryContact: 28,
  email: 32,
  diversityClassification: 28,
};

/** POST /Vendors/AdvancedSearchResultExport: the whole search (up to the export cap), the chosen columns. */
export async function exportAdvancedSearch(
  ctx: AppContext,
  actor: Actor,
  search: AdvancedSearch,
  columns: VendorSearchColumn[],
): Promise<Buffer> {
  const rows = await inTenant(ctx.db, actor.customerId, async (tx) =>
    rowsOf(tx, await resolve(tx, ctx, actor, search), {
      start: 0,
      limit: vendorExportRowLimit,
      sortColumn: search.sortColumn,
      sortDirection: search.sortDirection,
    }),
  );
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Procura';
  const sheet = workbook.addWorksheet('Suppliers');
  sheet.columns = columns.map((key) => ({ header: columnTitles[key], key, width: widths[key] ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((key) => [key, exportCell(row, key)])));
  }
  if (columns.includes('performanceAverage')) sheet.getColumn('performanceAverage').numFmt = '0.0"%"';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
