import { isSourceClosed, projectStatuses } from '@procura/contract';
import { type AnyColumn, and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  departments,
  projects,
  submissions,
  tenders,
  users,
  vendorContacts,
  vendorQuestions,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { personName } from './contract-queries.ts';
import { type NumberedKeys, numberedRange } from './numbered-queries.ts';
import type { ReportScope } from './paging.ts';

/*
 * The SQL of the Source and Projects reports (built-in-sources.ts in contract holds each row rule).
 * "The node's sources" are the tenders of projects whose node is the caller's node. No index gives
 * these reports' orders, so each is numbered once and read by range (numbered-pages.ts).
 */

/**
 * Stored instants from here on are the "no date" sentinel (9999-12-31T23:59:59 in whatever zone it
 * was written), as the dashboard reads source dates (dashboard/list-queries.ts).
 */
const sentinelFrom = sql.raw(`'9999-12-30T00:00:00Z'::timestamptz`);

/** A source date column, null when empty or the sentinel, decoded as the column decodes. */
export const sourceDate = (column: AnyColumn) =>
  sql`(case when ${column} < ${sentinelFrom} then ${column} end)`.mapWith(column) as SQL<Date | null>;

/** A sort key on a source date with no date as `none` ('infinity' last ascending, '-infinity' last descending). */
const dateKey = (column: AnyColumn, none: 'infinity' | '-infinity') =>
  sql`coalesce(case when ${column} < ${sentinelFrom} then ${column} end, ${sql.raw(`'${none}'::timestamptz`)})`;

const tenderProject = tenantJoin(projects.id, tenders.projectId);
const nodeProjects = (scope: ReportScope) =>
  and(eq(projects.customerId, scope.customerId), eq(projects.nodeId, scope.nodeId));

/** Which questions a question report keeps, and what leads its order. */
export type QuestionSelection = 'all' | 'incomplete';

const questionDeadlineKey = dateKey(tenders.questionDeadline, 'infinity');

/**
 * The node's supplier questions numbered in the report's order: every question by project number
 * (`all`), or the Incomplete ones of projects neither Cancelled, Terminated nor Archived by question
 * deadline (none last); then as asked.
 */
export function questionNumbering(tx: Tx, scope: ReportScope, selection: QuestionSelection) {
  const lead = selection === 'all' ? sql`${projects.number}` : questionDeadlineKey;
  return tx
    .select({
      n: sql`row_number() over (order by ${lead}, ${vendorQuestions.askedAt}, ${vendorQuestions.id})`.as('n'),
      id: sql`${vendorQuestions.id}`.as('id'),
    })
    .from(vendorQuestions)
    .innerJoin(tenders, tenantJoin(tenders.id, vendorQuestions.tenderId))
    .innerJoin(projects, tenderProject)
    .where(
      and(
        eq(vendorQuestions.customerId, scope.customerId),
        nodeProjects(scope),
        selection === 'incomplete'
          ? and(
              eq(vendorQuestions.status, 'Incomplete'),
              notInArray(projects.status, ['Cancelled', 'Terminated', 'Archived']),
            )
          : undefined,
      ),
    );
}

/** The numbered questions past `after`, at most `limit`, in the report's order. */
export async function findQuestionReportPage(
  tx: Tx,
  scope: ReportScope,
  keys: NumberedKeys,
  after: number,
  limit: number,
) {
  return tx
    .select({
      projectNumber: projects.number,
      projectName: projects.name,
      company: vendorQuestions.companyName,
      contactName: vendorQuestions.fullName,
      email: vendorQuestions.email,
      question: vendorQuestions.question,
      askedAt: vendorQuestions.askedAt,
      status: vendorQuestions.status,
      answer: vendorQuestions.answer,
      answeredAt: vendorQuestions.answeredAt,
      questionDeadline: sourceDate(tenders.questionDeadline),
      procurementLead: personName(users.firstName, users.lastName),
    })
    .from(keys)
    .innerJoin(
      vendorQuestions,
      and(eq(vendorQuestions.customerId, scope.customerId), eq(vendorQuestions.id, keys.id)),
    )
    .innerJoin(tenders, tenantJoin(tenders.id, vendorQuestions.tenderId))
    .innerJoin(projects, tenderProject)
    .leftJoin(users, tenantJoin(users.id, projects.projectLeadId))
    .where(numberedRange(keys, after, limit))
    .orderBy(asc(keys.n));
}

export type QuestionReportRow = Awaited<ReturnType<typeof findQuestionReportPage>>[number];

/** The project statuses whose source shows Closed or Awarded. */
const closedSourceStatuses = projectStatuses.filter(isSourceClosed);

const closingDescKey = dateKey(tenders.dateClosing, '-infinity');
const submittedKey = sql`coalesce(${submissions.submittedAt}, 'infinity'::timestamptz)`;

/**
 * The complete no-bid responses on the node's closed sources numbered in the report's order: the
 * latest closing first (no closing last), then by project number, submitted_at (none last) and id.
 */
export function noBidNumbering(tx: Tx, scope: ReportScope) {
  return tx
    .select({
      n: sql`row_number() over (order by ${closingDescKey} desc, ${projects.number}, ${submittedKey}, ${submissions.id})`.as(
        'n',
      ),
      id: sql`${submissions.id}`.as('id'),
    })
    .from(submissions)
    .innerJoin(tenders, tenantJoin(tenders.id, submissions.tenderId))
    .innerJoin(projects, tenderProject)
    .where(
      and(
        eq(submissions.customerId, scope.customerId),
        nodeProjects(scope),
        inArray(projects.status, closedSourceStatuses),
        eq(submissions.status, 'complete'),
        eq(submissions.isNoBid, true),
      ),
    );
}

/**
 * The numbered no-bids past `after`, at most `limit`, in the report's order. It reads the
 * submission's plain columns only: nothing sealed is selected.
 */
export async function findNoBidReportPage(
  tx: Tx,
  scope: ReportScope,
  keys: NumberedKeys,
  after: number,
  limit: number,
) {
  return tx
    .select({
      projectNumber: projects.number,
      projectName: projects.name,
      closingDate: sourceDate(tenders.dateClosing),
      company: submissions.companyName,
      contactName: personName(vendorContacts.firstName, vendorContacts.lastName),
      email: submissions.contactEmail,
      respondedAt: sql<Date>`coalesce(${submissions.submittedAt}, ${submissions.createdAt})`.mapWith(
        submissions.createdAt,
      ),
      reason: submissions.noBidReason,
    })
    .from(keys)
    .innerJoin(submissions, and(eq(submissions.customerId, scope.customerId), eq(submissions.id, keys.id)))
    .innerJoin(tenders, tenantJoin(tenders.id, submissions.tenderId))
    .innerJoin(projects, tenderProject)
    .leftJoin(vendorContacts, tenantJoin(vendorContacts.id, submissions.contactId))
    .where(numberedRange(keys, after, limit))
    .orderBy(asc(keys.n));
}

export type NoBidReportRow = Awaited<ReturnType<typeof findNoBidReportPage>>[number];

/** A project's source is its first tender, as the snapshot reads it. */
const firstTender = sql`${tenders.id} = (select min(f.id) from ${tenders} f
  where f.customer_id = ${projects.customerId} and f.project_id = ${projects.id})`;

/**
 * The node's projects with a source numbered in the report's order: the latest closing first (no
 * closing last), then by project number and id. Each is numbered by its source's id, the first
 * tender found here once, so a page reads the source by its key and the project through it.
 */
export function summaryNumbering(tx: Tx, scope: ReportScope) {
  return tx
    .select({
      n: sql`row_number() over (order by ${closingDescKey} desc, ${projects.number}, ${projects.id})`.as('n'),
      id: sql`${tenders.id}`.as('id'),
    })
    .from(projects)
    .innerJoin(tenders, tenderProject)
    .where(and(nodeProjects(scope), inArray(projects.type, ['SOURCE', 'SOURCE_CONTRACT']), firstTender));
}

/**
 * The numbered sources past `after`, at most `limit`, with their project and dates. The source's
 * counts are read for the whole page at once (source-rows.ts): a scalar subquery per count and row
 * made a page of a thousand cost eight thousand index probes and most of the report's time.
 */
export async function findSummaryReportPage(
  tx: Tx,
  scope: ReportScope,
  keys: NumberedKeys,
  after: number,
  limit: number,
) {
  return tx
    .select({
      tenderId: tenders.id,
      projectNumber: projects.number,
      projectName: projects.name,
      procurementMethod: projects.procurementMethod,
      status: projects.status,
      department: departments.name,
      procurementLead: personName(users.firstName, users.lastName),
      publishedAt: sourceDate(tenders.dateAvailable),
      closingDate: sourceDate(tenders.dateClosing),
    })
    .from(keys)
    .innerJoin(tenders, and(eq(tenders.customerId, scope.customerId), eq(tenders.id, keys.id)))
    .innerJoin(projects, tenderProject)
    .leftJoin(departments, tenantJoin(departments.id, projects.departmentId))
    .leftJoin(users, tenantJoin(users.id, projects.projectLeadId))
    .where(numberedRange(keys, after, limit))
    .orderBy(asc(keys.n));
}

export type SummaryReportRow = Awaited<ReturnType<typeof findSummaryReportPage>>[number];
