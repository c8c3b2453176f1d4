import {
  LocalTimeError,
  type VendorSearchColumn,
  type VendorSearchRow,
  type VendorWithPerformance,
  type vendorAdvancedSearchSchema,
  vendorExportRowLimit,
  type vendorQuickSearchQuerySchema,
  zonedLocalToUtc,
} from '@procura/contract';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyDay, agencyTimeZone } from '../customers/index.ts';
import { presentDirectoryRow } from './presenters.ts';
import { countCompleteBids } from './queries.ts';
import {
  countDirectory,
  type DirectorySearch,
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

/** The start of a day in the agency's zone. */
function dayStart(day: string, timeZone: string): Date {
  try {
    return zonedLocalToUtc(`${day}T00:00`, timeZone);
  } catch (error) {
    if (error instanceof LocalTimeError) throw badRequest(error.key);
    throw error;
  }
}

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
      ? dayStart(criteria.registeredSince, await agencyTimeZone(tx, actor.customerId))
      : undefined,
    hasBid: criteria.hasBid,
    listId: criteria.listId,
    performanceStatus: criteria.performanceStatus,
    hasPerformanceStatus: criteria.hasPerformanceStatus,
  };
}

/** A page of rows with their bid counts (one grouped read for the page's ids). */
async function rowsOf(
  tx: Tx,
  search: DirectorySearch,
  page: Parameters<typeof findDirectoryPage>[2],
): Promise<VendorSearchRow[]> {
  const rows = await findDirectoryPage(tx, search, page);
  const bids = await countCompleteBids(
    tx,
    search.customerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentDirectoryRow(row, search.today, bids.get(row.id) ?? 0));
}

/** The quick search's rows, read in the caller's transaction. */
async function quickRows(tx: Tx, ctx: AppContext, actor: Actor, query: QuickSearch) {
  const { today } = await agencyDay(tx, actor.customerId, ctx.clock.now());
  const search: DirectorySearch = {
    customerId: actor.customerId,
    text: query.searchText,
    includeInactive: query.includeInactive,
    today,
  };
  return rowsOf(tx, search, {
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
  return inTenant(ctx.db, actor.customerId, (tx) => quickRows(tx, ctx, actor, query));
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
    const rows = await quickRows(tx, ctx, actor, query);
    const performance = await findPerformanceOf(
      tx,
      actor.customerId,
      rows.map((row) => row.id),
    );
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
};

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
    sheet.addRow(
      Object.fromEntries(
        columns.map((key) => {
          const value = row[key];
          if (typeof value === 'boolean') return [key, value ? 'Yes' : 'No'];
          if ((key === 'registeredAt' || key === 'lastLoginAt') && typeof value === 'string')
            return [key, new Date(value)];
          return [key, value];
        }),
      ),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
