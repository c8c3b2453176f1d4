import {
  completedStatuses,
  type PerformanceRating,
  type PerformanceStatus,
  type SubscriptionStatus,
  type VendorSortColumn,
} from '@procura/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  performanceEvaluations,
  performanceVendorStatusLogs,
  submissions,
  vendorContacts,
  vendorListMembers,
  vendorLists,
  vendors,
} from '../../db/schema/index.ts';
import { escapeLike, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { isCompleteBid } from '../projects/index.ts';

/**
 * SQL of the supplier directory (issue 22 §1): the quick and the advanced search. One statement
 * reads the page (the primary contact and the last sign-in through indexed subqueries of the
 * page's rows), one counts; bid counts are read for the page's ids in one more.
 */

/** The criteria as the service resolved them: the day bounds in the agency's zone, the list checked. */
export type DirectorySearch = {
  customerId: number;
  text?: string | undefined;
  includeInactive: boolean;
  categoryIds?: readonly number[] | undefined;
  city?: string | undefined;
  provinceState?: string | undefined;
  country?: string | undefined;
  isLocalVendor?: boolean | undefined;
  emergencyVendor?: boolean | undefined;
  certifiedDiverseSupplier?: boolean | undefined;
  diversityClassifications?: readonly string[] | undefined;
  isActive?: boolean | undefined;
  subscriptionStatus?: readonly SubscriptionStatus[] | undefined;
  /** The agency's today (YYYY-MM-DD), what a subscription's status is read against. */
  today: string;
  registeredFrom?: Date | undefined;
  hasBid?: boolean | undefined;
  listId?: number | undefined;
  /** Whose current performance status is this one. */
  performanceStatus?: PerformanceStatus | undefined;
  hasPerformanceStatus?: boolean | undefined;
};

const equalsText = (column: AnyPgColumn, value: string | undefined) =>
  value ? sql`lower(${column}) = ${value.toLowerCase()}` : undefined;

function subscriptionIs(status: SubscriptionStatus, today: string): SQL {
  switch (status) {
    case 'Active':
      return sql`${vendors.subscriptionExpiresOn} >= ${today}::date`;
    case 'Expired':
      return sql`${vendors.subscriptionExpiresOn} < ${today}::date`;
    case 'Not Subscribed':
      return isNull(vendors.subscriptionExpiresOn);
  }
}

/**
 * The outer row's column, named with its table: drizzle leaves columns unqualified in a
 * single-table select, where a subquery would read its own table's column of that name.
 */
const outer = (column: AnyPgColumn) => sql`${sql.identifier('vendors')}.${sql.identifier(column.name)}`;

const hasCompleteBid = (tx: Tx, customerId: number) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(submissions)
      .where(
        and(
          eq(submissions.customerId, customerId),
          eq(submissions.vendorId, outer(vendors.id)),
          isCompleteBid,
        ),
      ),
  );

/** The supplier has a current performance status (the one not complete), this one when named. */
const hasCurrentStatus = (tx: Tx, customerId: number, status?: PerformanceStatus) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(performanceVendorStatusLogs)
      .where(
        and(
          eq(performanceVendorStatusLogs.customerId, customerId),
          eq(performanceVendorStatusLogs.vendorId, outer(vendors.id)),
          eq(performanceVendorStatusLogs.complete, false),
          status === undefined ? undefined : eq(performanceVendorStatusLogs.status, status),
        ),
      ),
  );

function conditions(tx: Tx, search: DirectorySearch): SQL | undefined {
  const text = search.text?.trim();
  return and(
    eq(vendors.customerId, search.customerId),
    eq(vendors.isDeleted, false),
    search.isActive !== undefined
      ? eq(vendors.isActive, search.isActive)
      : search.includeInactive
        ? undefined
        : eq(vendors.isActive, true),
    // ILIKE on the stored column: leakproof (migration 0006), so row-level security keeps the index.
    text ? sql`${vendors.searchNames} ilike ${`%${escapeLike(text.toLowerCase())}%`}` : undefined,
    search.categoryIds?.length
      ? sql`${vendors.categoryIds} && ${`{${search.categoryIds.join(',')}}`}::integer[]`
      : undefined,
    equalsText(vendors.city, search.city),
    equalsText(vendors.provinceState, search.provinceState),
    equalsText(vendors.country, search.country),
    search.isLocalVendor === undefined ? undefined : eq(vendors.isLocalVendor, search.isLocalVendor),
    search.emergencyVendor === undefined ? undefined : eq(vendors.emergencyVendor, search.emergencyVendor),
    search.certifiedDiverseSupplier === undefined
      ? undefined
      : eq(vendors.certifiedDiverseSupplier, search.certifiedDiverseSupplier),
    search.diversityClassifications?.length
      ? inArray(vendors.diversityClassification, [...search.diversityClassifications])
      : undefined,
    search.subscriptionStatus?.length
      ? or(...search.subscriptionStatus.map((status) => subscriptionIs(status, search.today)))
      : undefined,
    search.registeredFrom
      ? sql`${vendors.createdAt} >= ${search.registeredFrom.toISOString()}::timestamptz`
      : undefined,
    search.hasBid === undefined
      ? undefined
      : search.hasBid
        ? hasCompleteBid(tx, search.customerId)
        : sql`not ${hasCompleteBid(tx, search.customerId)}`,
    search.listId === undefined
      ? undefined
      : exists(
          tx
            .select({ one: sql`1` })
            .from(vendorListMembers)
            .where(
              and(
                eq(vendorListMembers.customerId, search.customerId),
                eq(vendorListMembers.listId, search.listId),
                eq(vendorListMembers.vendorId, outer(vendors.id)),
              ),
            ),
        ),
    search.performanceStatus === undefined
      ? undefined
      : hasCurrentStatus(tx, search.customerId, search.performanceStatus),
    search.hasPerformanceStatus === undefined
      ? undefined
      : search.hasPerformanceStatus
        ? hasCurrentStatus(tx, search.customerId)
        : sql`not ${hasCurrentStatus(tx, search.customerId)}`,
  );
}

/** The evaluations a supplier's results count: completed with a result (issue 23 §5). */
const resultCounts = and(
  inArray(performanceEvaluations.status, [...completedStatuses]),
  isNotNull(performanceEvaluations.percent),
  isNotNull(performanceEvaluations.completedOn),
);

/** The row's supplier's average percent as findPerformanceOf reads it (an index read per supplier). */
const averagePercent = sql`(select round(avg(${performanceEvaluations.percent}), 2) from ${performanceEvaluations} where ${performanceEvaluations.customerId} = ${outer(vendors.customerId)} and ${performanceEvaluations.vendorId} = ${outer(vendors.id)} and ${resultCounts})`;

const sortExpressions: Record<VendorSortColumn, SQL> = {
  companyName: sql`lower(${vendors.companyName})`,
  city: sql`lower(${vendors.city})`,
  provinceState: sql`lower(${vendors.provinceState})`,
  country: sql`lower(${vendors.country})`,
  registeredAt: sql`${vendors.createdAt}`,
  performanceAverage: averagePercent,
};

/** The primary contact (the first marked primary) of the row's supplier: one of its columns. */
const primary = (column: 'first_name' | 'last_name' | 'email') =>
  sql<
    string | null
  >`(select c.${sql.identifier(column)} from ${vendorContacts} c where c.customer_id = ${outer(vendors.customerId)} and c.vendor_id = ${outer(vendors.id)} and c.is_primary order by c.id limit 1)`;

const pageColumns = {
  id: vendors.id,
  companyName: vendors.companyName,
  relevantName: vendors.relevantName,
  phone: vendors.phone,
  city: vendors.city,
  provinceState: vendors.provinceState,
  country: vendors.country,
  isActive: vendors.isActive,
  subscriptionExpiresOn: vendors.subscriptionExpiresOn,
  isLocalVendor: vendors.isLocalVendor,
  emergencyVendor: vendors.emergencyVendor,
  certifiedDiverseSupplier: vendors.certifiedDiverseSupplier,
  diversityClassification: vendors.diversityClassification,
  vendorDiversityVerified: vendors.vendorDiversityVerified,
  createdAt: vendors.createdAt,
  contactFirstName: primary('first_name'),
  contactLastName: primary('last_name'),
  contactEmail: primary('email'),
  lastLoginAt: sql<
    string | null
  >`(select max(c.last_login_at) from ${vendorContacts} c where c.customer_id = ${outer(vendors.customerId)} and c.vendor_id = ${outer(vendors.id)})`,
};

export type DirectoryRow = {
  [K in keyof typeof pageColumns]: (typeof pageColumns)[K] extends SQL<infer T>
    ? T
    : (typeof vendors.$inferSelect)[K & keyof typeof vendors.$inferSelect];
};

/** A page of the directory in the chosen order, the id breaking ties. */
export async function findDirectoryPage(
  tx: Tx,
  search: DirectorySearch,
  page: { start: number; limit: number; sortColumn: VendorSortColumn; sortDirection: 'asc' | 'desc' },
): Promise<DirectoryRow[]> {
  const direction = page.sortDirection === 'asc' ? asc : desc;
  // Only the performance average may be missing: those without one come last either way.
  const order = page.sortDirection === 'asc' ? sql`asc` : sql`desc`;
  const sorted = sql`${sortExpressions[page.sortColumn]} ${order} nulls last`;
  const rows = await tx
    .select(pageColumns)
    .from(vendors)
    .where(conditions(tx, search))
    .orderBy(sorted, direction(vendors.id))
    .offset(page.start)
    .limit(page.limit);
  return rows as DirectoryRow[];
}

/** How many suppliers match: exact. */
export async function countDirectory(tx: Tx, search: DirectorySearch): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(vendors).where(conditions(tx, search));
  return row?.value ?? 0;
}

/**
 * Whether the user may search by this list: one of the agency's Shared lists or the user's own
 * Personal one (another's Personal list is not found).
 */
export async function listVisibleTo(tx: Tx, customerId: number, listId: number, userId: number) {
  const [row] = await tx
    .select({ id: vendorLists.id })
    .from(vendorLists)
    .where(
      and(
        tenantRow(vendorLists.id, customerId, listId),
        or(eq(vendorLists.visibility, 'Shared'), eq(vendorLists.ownerId, userId)),
      ),
    );
  return row !== undefined;
}

export type PerformanceOfVendor = {
  evaluations: number;
  averageScore: number | null;
  latestRating: PerformanceRating | null;
};

/**
 * The completed evaluations (with a result) of each of these suppliers: how many, their average
 * percent (2 places) and the latest one's rating (by the day it completed, then the newest). Read
 * here rather than through the performance area, which sits above this one (issue 23 §5).
 */
export async function findPerformanceOf(
  tx: Tx,
  customerId: number,
  vendorIds: readonly number[],
): Promise<Map<number, PerformanceOfVendor>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await tx
    .select({
      vendorId: performanceEvaluations.vendorId,
      evaluations: count(),
      average: sql<string | null>`round(avg(${performanceEvaluations.percent}), 2)`,
      latestRating: sql<PerformanceRating | null>`(array_agg(${performanceEvaluations.rating}
        order by ${performanceEvaluations.completedOn} desc, ${performanceEvaluations.id} desc))[1]`,
    })
    .from(performanceEvaluations)
    .where(
      and(
        eq(performanceEvaluations.customerId, customerId),
        inArray(performanceEvaluations.vendorId, [...vendorIds]),
        resultCounts,
      ),
    )
    .groupBy(performanceEvaluations.vendorId);
  return new Map(
    rows.map((row) => [
      row.vendorId,
      {
        evaluations: row.evaluations,
        averageScore: row.average === null ? null : Number(row.average),
        latestRating: row.latestRating,
      },
    ]),
  );
}

/** The current performance status (the log not complete; one at most) of each of these suppliers. */
export async function findCurrentStatusesOf(
  tx: Tx,
  customerId: number,
  vendorIds: readonly number[],
): Promise<Map<number, PerformanceStatus>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await tx
    .select({ vendorId: performanceVendorStatusLogs.vendorId, status: performanceVendorStatusLogs.status })
    .from(performanceVendorStatusLogs)
    .where(
      and(
        eq(performanceVendorStatusLogs.customerId, customerId),
        inArray(performanceVendorStatusLogs.vendorId, [...vendorIds]),
        eq(performanceVendorStatusLogs.complete, false),
      ),
    );
  return new Map(rows.map((row) => [row.vendorId, row.status]));
}
