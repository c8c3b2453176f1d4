import {
  completedStatuses,
  openStatuses,
  type PerformanceEvaluationStatus,
  reviewStatusOf,
} from '@procura/contract';
import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  contracts,
  performanceEvaluations,
  projects,
  users,
  vendorContacts,
  vendors,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { personName } from './contract-queries.ts';
import type { ReportScope } from './paging.ts';

/*
 * The SQL of the Supplier Performance reports (built-in-performance.ts in contract holds each row
 * rule). One page query serves the seven: they differ in which statuses they keep and in their order.
 */

/** Which evaluations a Supplier Performance report keeps, each by its stored status. */
export type PerformanceSelection =
  | 'all'
  | 'appealed'
  | 'completed'
  | 'expired'
  | 'incomplete'
  | 'procurementReview'
  | 'supplierResponse';

/**
 * Where the previous page ended: the leading sort key as text (a day, or an instant in ISO form to
 * the microsecond, or ±infinity for a missing one), the evaluation date (a second key for one
 * report) and the evaluation id.
 */
export type PerformanceCursor = { lead: string; evaluationDate: string; evaluationId: number };

const e = performanceEvaluations;

const keptStatuses: Record<PerformanceSelection, readonly PerformanceEvaluationStatus[] | null> = {
  all: null,
  appealed: ['Under Appeal', 'Complete - Appeal Complete'],
  completed: completedStatuses,
  expired: ['Expired'],
  incomplete: openStatuses,
  procurementReview: [reviewStatusOf.procurementLead, reviewStatusOf.purchasingManager],
  supplierResponse: ['Pending Supplier/Vendor Review'],
};

/** A report's leading sort key: a day or an instant (timestamptz), and its direction. */
type Lead = { column: AnyColumn; instant: boolean; descending: boolean };

/** Each report's leading sort key; the evaluation id breaks ties in the same direction. */
const leadOf: Record<PerformanceSelection, Lead> = {
  all: { column: e.evaluationDate, instant: false, descending: true },
  appealed: { column: e.appealRequestedAt, instant: true, descending: true },
  completed: { column: e.completedOn, instant: false, descending: true },
  expired: { column: e.expiresOn, instant: false, descending: true },
  incomplete: { column: e.expiresOn, instant: false, descending: false },
  procurementReview: { column: e.submittedAt, instant: true, descending: false },
  supplierResponse: { column: e.supplierReviewEndsOn, instant: false, descending: false },
};

/**
 * The leading key as the order reads it and as cursor text. A missing key (a stored status whose
 * date was never set) is given the infinity that sorts it last in either direction, so the keyset
 * comparison never meets a null.
 */
function leadKey({ column, instant, descending }: Lead) {
  const type = sql.raw(instant ? 'timestamptz' : 'date');
  const missing = descending ? '-infinity' : 'infinity';
  const key = sql`coalesce(${column}, ${missing}::${type})`;
  // A Date keeps milliseconds only; a cursor cut to them would read rows of the same millisecond again.
  const text = instant
    ? sql<string>`coalesce(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), ${missing})`
    : sql<string>`${key}::text`;
  return { key, text, type };
}

/** The keyset condition and the order; the incomplete report orders by evaluation date before the id. */
function pageOrder(selection: PerformanceSelection, after: PerformanceCursor | null) {
  const lead = leadOf[selection];
  const { key, type } = leadKey(lead);
  const direction = lead.descending ? desc : asc;
  const beyond = sql.raw(lead.descending ? '<' : '>');
  if (selection === 'incomplete') {
    return {
      past: after
        ? sql`(${key}, ${e.evaluationDate}, ${e.id}) ${beyond} (${after.lead}::${type}, ${after.evaluationDate}::date, ${after.evaluationId}::int)`
        : undefined,
      order: [direction(key), direction(e.evaluationDate), direction(e.id)],
    };
  }
  return {
    past: after
      ? sql`(${key}, ${e.id}) ${beyond} (${after.lead}::${type}, ${after.evaluationId}::int)`
      : undefined,
    order: [direction(key), direction(e.id)],
  };
}

function selectionWhere(selection: PerformanceSelection): SQL | undefined {
  const statuses = keptStatuses[selection];
  return statuses ? inArray(e.status, [...statuses]) : undefined;
}

/** The supplier's primary contact's email; the first made when several are marked primary. */
const primaryEmail = sql<string | null>`(select ${vendorContacts.email} from ${vendorContacts}
  where ${vendorContacts.customerId} = ${e.customerId} and ${vendorContacts.vendorId} = ${e.vendorId}
    and ${vendorContacts.isPrimary}
  order by ${vendorContacts.id} limit 1)`;

/**
 * One page of the node's evaluations a Supplier Performance report keeps, past `after`, with what
 * the seven reports' columns read: the supplier and its primary contact's email, the contract's
 * project and name (null without a contract), the evaluator's name, the dates, score and appeal,
 * and the reviewers (whose names the caller reads for the report that shows them).
 */
export async function findPerformanceReportPage(
  tx: Tx,
  scope: ReportScope,
  selection: PerformanceSelection,
  after: PerformanceCursor | null,
  limit: number,
) {
  const { past, order } = pageOrder(selection, after);
  return tx
    .select({
      evaluationId: e.id,
      lead: leadKey(leadOf[selection]).text,
      supplier: vendors.companyName,
      supplierEmail: primaryEmail,
      projectNumber: projects.number,
      contractName: contracts.name,
      template: e.templateName,
      type: e.type,
      periodStart: e.periodStart,
      periodEnd: e.periodEnd,
      evaluationDate: e.evaluationDate,
      expiresOn: e.expiresOn,
      status: e.status,
      evaluator: personName(users.firstName, users.lastName),
      reviewers: e.reviewers,
      percent: e.percent,
      rating: e.rating,
      submittedAt: e.submittedAt,
      completedOn: e.completedOn,
      supplierReviewEndsOn: e.supplierReviewEndsOn,
      allowAppeal: e.allowAppeal,
      appealRequestedAt: e.appealRequestedAt,
      appealReason: e.appealReason,
      appealMeetingDate: e.appealMeetingDate,
      appealOutcome: e.appealOutcome,
      appealCompletedAt: e.appealCompletedAt,
    })
    .from(e)
    .innerJoin(vendors, tenantJoin(vendors.id, e.vendorId))
    .leftJoin(contracts, tenantJoin(contracts.id, e.contractId))
    .leftJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .leftJoin(users, tenantJoin(users.id, e.evaluatorId))
    .where(
      and(eq(e.customerId, scope.customerId), eq(e.nodeId, scope.nodeId), selectionWhere(selection), past),
    )
    .orderBy(...order)
    .limit(limit);
}

export type PerformanceReportRow = Awaited<ReturnType<typeof findPerformanceReportPage>>[number];

/** The names of the agency's users `userIds`, by id (null when a user has no name). */
export async function findUserNames(
  tx: Tx,
  customerId: number,
  userIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: personName(users.firstName, users.lastName) })
    .from(users)
    .where(and(eq(users.customerId, customerId), inArray(users.id, [...userIds])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
