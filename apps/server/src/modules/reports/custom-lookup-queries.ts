import { type AnyColumn, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  awards,
  categories,
  contractOptionTerms,
  contractPurchaseOrders,
  departments,
  divisions,
  planTakerDownloads,
  planTakers,
  submissions,
  tenderAddenda,
  users,
  vendorQuestions,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { personName } from './contract-queries.ts';

/*
 * What a custom report's columns look up for one page of projects (custom-queries.ts reads the
 * page): names by id, and counts and sums grouped by the page's sources or contracts. Each runs
 * only when a chosen column reads it, and only over the page's ids, so a report's cost grows with
 * its rows, never with the whole table.
 */

/**
 * `column` is one of `ids`, sent as one array parameter: an IN list of a page's thousand ids cost
 * more to build, send and plan than the lookup itself (a third of a 61-column report's time).
 */
export const oneOf = (column: AnyColumn, ids: readonly number[]) =>
  sql`${column} = any(${sql.param([...ids])}::integer[])`;

const byId = <Row extends { id: number }, Value>(rows: Row[], value: (row: Row) => Value) =>
  new Map(rows.map((row) => [row.id, value(row)]));

/** People's names by user id (first and last name; null when both are empty). */
export async function findPeopleNames(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string | null>();
  const rows = await tx
    .select({ id: users.id, name: personName(users.firstName, users.lastName) })
    .from(users)
    .where(and(eq(users.customerId, customerId), oneOf(users.id, ids)));
  return byId(rows, (row) => row.name);
}

export async function findDepartmentNames(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.customerId, customerId), oneOf(departments.id, ids)));
  return byId(rows, (row) => row.name);
}

export async function findDivisionNames(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(and(eq(divisions.customerId, customerId), oneOf(divisions.id, ids)));
  return byId(rows, (row) => row.name);
}

/** Categories and commodity codes by id, with their code and name. */
export async function findCategoryLabels(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { code: string; name: string }>();
  const rows = await tx
    .select({ id: categories.id, code: categories.code, name: categories.name })
    .from(categories)
    .where(and(eq(categories.customerId, customerId), oneOf(categories.id, ids)));
  return byId(rows, (row) => ({ code: row.code, name: row.name }));
}

/** What a report counts or sums over a source's rows, each read by one grouped scan of its table. */
export const sourceFigureNames = [
  'planTakers',
  'downloads',
  'questions',
  'addenda',
  'responses',
  'awards',
] as const;
export type SourceFigure = (typeof sourceFigureNames)[number];

/**
 * A source's figures, as the project snapshot counts them (snapshot/queries.ts findSourceFigures):
 * submissions and no-bids are complete responses; the awarded total is exact numeric text, null
 * when no award has an amount. A figure not asked for reads 0 or null.
 */
export type SourceFigures = {
  planTakers: number;
  downloads: number;
  questions: number;
  unansweredQuestions: number;
  addenda: number;
  submissions: number;
  noBids: number;
  awardedAmount: string | null;
  firstAwardDay: string | null;
};

const counted = (expression: SQL, alias: string) => sql<number>`${expression}`.mapWith(Number).as(alias);
const countAll = (alias: string) => counted(sql`count(*)::int`, alias);

/** The page's source ids, unnested from their array (findSourceFigures). */
const pageSource = sql<number>`page.id`.mapWith(Number);

/** The grouped scans of the sources `ids` (an integer[] parameter), one subquery per figure. */
function figureScans(tx: Tx, customerId: number, ids: readonly number[]) {
  return {
    planTakers: tx
      .select({ tenderId: planTakers.tenderId, planTakers: countAll('plan_takers') })
      .from(planTakers)
      .where(and(eq(planTakers.customerId, customerId), oneOf(planTakers.tenderId, ids)))
      .groupBy(planTakers.tenderId)
      .as('plan_taker_counts'),
    // Every download of each of the source's plan takers.
    downloads: tx
      .select({ tenderId: planTakers.tenderId, downloads: countAll('downloads') })
      .from(planTakers)
      .innerJoin(planTakerDownloads, tenantJoin(planTakers.id, planTakerDownloads.planTakerId))
      .where(and(eq(planTakers.customerId, customerId), oneOf(planTakers.tenderId, ids)))
      .groupBy(planTakers.tenderId)
      .as('download_counts'),
    questions: tx
      .select({
        tenderId: vendorQuestions.tenderId,
        asked: countAll('asked'),
        unanswered: counted(
          sql`(count(*) filter (where ${vendorQuestions.status} = 'Incomplete'))::int`,
          'unanswered',
        ),
      })
      .from(vendorQuestions)
      .where(and(eq(vendorQuestions.customerId, customerId), oneOf(vendorQuestions.tenderId, ids)))
      .groupBy(vendorQuestions.tenderId)
      .as('question_counts'),
    addenda: tx
      .select({ tenderId: tenderAddenda.tenderId, addenda: countAll('addenda') })
      .from(tenderAddenda)
      .where(and(eq(tenderAddenda.customerId, customerId), oneOf(tenderAddenda.tenderId, ids)))
      .groupBy(tenderAddenda.tenderId)
      .as('addendum_counts'),
    responses: tx
      .select({
        tenderId: submissions.tenderId,
        bids: counted(sql`(count(*) filter (where not ${submissions.isNoBid}))::int`, 'bids'),
        noBids: counted(sql`(count(*) filter (where ${submissions.isNoBid}))::int`, 'no_bids'),
      })
      .from(submissions)
      .where(
        and(
          eq(submissions.customerId, customerId),
          oneOf(submissions.tenderId, ids),
          eq(submissions.status, 'complete'),
        ),
      )
      .groupBy(submissions.tenderId)
      .as('response_counts'),
    awards: tx
      .select({
        tenderId: awards.tenderId,
        amount: sql<string | null>`round(sum(${awards.awardAmount}), 2)::text`.as('amount'),
        firstDay: sql<string | null>`to_char(min(${awards.awardDate}), 'YYYY-MM-DD')`.as('first_day'),
      })
      .from(awards)
      .where(and(eq(awards.customerId, customerId), oneOf(awards.tenderId, ids)))
      .groupBy(awards.tenderId)
      .as('award_figures'),
  };
}

const zero = sql<number>`0`.mapWith(Number);
const none = sql<string | null>`null::text`;

/**
 * The `wanted` figures of each of the sources `tenderIds`, every source present. One statement
 * per page: its grouped scans replaced a scalar subquery per figure and row, and a statement each.
 */
export async function findSourceFigures(
  tx: Tx,
  customerId: number,
  tenderIds: readonly number[],
  wanted: ReadonlySet<SourceFigure>,
): Promise<Map<number, SourceFigures>> {
  if (tenderIds.length === 0 || wanted.size === 0) return new Map();
  const scans = figureScans(tx, customerId, tenderIds);
  const { planTakers: p, downloads: d, questions: q, addenda: a, responses: r, awards: w } = scans;
  const read = (figure: SourceFigure, value: SQL.Aliased<number> | SQL<number>) =>
    wanted.has(figure) ? sql<number>`coalesce(${value}, 0)`.mapWith(Number) : zero;
  const text = (value: SQL.Aliased<string | null>) =>
    wanted.has('awards') ? sql<string | null>`${value}` : none;
  let query = tx
    .select({
      id: pageSource,
      planTakers: read('planTakers', p.planTakers),
      downloads: read('downloads', d.downloads),
      questions: read('questions', q.asked),
      unansweredQuestions: read('questions', q.unanswered),
      addenda: read('addenda', a.addenda),
      submissions: read('responses', r.bids),
      noBids: read('responses', r.noBids),
      awardedAmount: text(w.amount),
      firstAwardDay: text(w.firstDay),
    })
    .from(sql`unnest(${sql.param([...tenderIds])}::integer[]) as page(id)`)
    .$dynamic();
  for (const figure of sourceFigureNames) {
    if (wanted.has(figure)) query = query.leftJoin(scans[figure], eq(scans[figure].tenderId, pageSource));
  }
  const rows = await query;
  return new Map(rows.map(({ id, ...figures }) => [id, figures]));
}

/** The companies each source is awarded to, by name. */
export async function findAwardedCompanies(tx: Tx, customerId: number, tenderIds: readonly number[]) {
  if (tenderIds.length === 0) return new Map<number, string[]>();
  const rows = await tx
    .select({ id: awards.tenderId, company: submissions.companyName })
    .from(awards)
    .innerJoin(submissions, tenantJoin(submissions.id, awards.submissionId))
    .where(and(eq(awards.customerId, customerId), oneOf(awards.tenderId, tenderIds)))
    .orderBy(asc(submissions.companyName), asc(awards.id));
  const companies = new Map<number, string[]>();
  for (const row of rows) companies.set(row.id, [...(companies.get(row.id) ?? []), row.company]);
  return companies;
}

/** Option terms taken on each contract; a contract without any is absent. */
export async function countOptionTermsTaken(tx: Tx, customerId: number, contractIds: readonly number[]) {
  if (contractIds.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ id: contractOptionTerms.contractId, value: sql<number>`count(*)::int`.mapWith(Number) })
    .from(contractOptionTerms)
    .where(
      and(
        eq(contractOptionTerms.customerId, customerId),
        oneOf(contractOptionTerms.contractId, contractIds),
        eq(contractOptionTerms.isTaken, true),
      ),
    )
    .groupBy(contractOptionTerms.contractId);
  return byId(rows, (row) => row.value);
}

/** Each contract's purchase orders summed, as exact numeric text; a contract without any is absent. */
export async function sumPurchaseOrders(tx: Tx, customerId: number, contractIds: readonly number[]) {
  if (contractIds.length === 0) return new Map<number, string>();
  const total: SQL<string> = sql<string>`sum(${contractPurchaseOrders.amount})::text`;
  const rows = await tx
    .select({ id: contractPurchaseOrders.contractId, total })
    .from(contractPurchaseOrders)
    .where(
      and(
        eq(contractPurchaseOrders.customerId, customerId),
        oneOf(contractPurchaseOrders.contractId, contractIds),
      ),
    )
    .groupBy(contractPurchaseOrders.contractId);
  return byId(rows, (row) => row.total);
}
