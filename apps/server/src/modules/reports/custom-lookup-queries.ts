import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  awards,
  categories,
  contractOptionTerms,
  contractPurchaseOrders,
  departments,
  divisions,
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

const byId = <Row extends { id: number }, Value>(rows: Row[], value: (row: Row) => Value) =>
  new Map(rows.map((row) => [row.id, value(row)]));

/** People's names by user id (first and last name; null when both are empty). */
export async function findPeopleNames(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string | null>();
  const rows = await tx
    .select({ id: users.id, name: personName(users.firstName, users.lastName) })
    .from(users)
    .where(and(eq(users.customerId, customerId), inArray(users.id, [...ids])));
  return byId(rows, (row) => row.name);
}

export async function findDepartmentNames(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.customerId, customerId), inArray(departments.id, [...ids])));
  return byId(rows, (row) => row.name);
}

export async function findDivisionNames(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(and(eq(divisions.customerId, customerId), inArray(divisions.id, [...ids])));
  return byId(rows, (row) => row.name);
}

/** Categories and commodity codes by id, with their code and name. */
export async function findCategoryLabels(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { code: string; name: string }>();
  const rows = await tx
    .select({ id: categories.id, code: categories.code, name: categories.name })
    .from(categories)
    .where(and(eq(categories.customerId, customerId), inArray(categories.id, [...ids])));
  return byId(rows, (row) => ({ code: row.code, name: row.name }));
}

/** Rows of a source's child table, counted by source: plan takers, supplier questions or addenda. */
const countedTables = {
  planTakers: { table: planTakers, tenderId: planTakers.tenderId, customerId: planTakers.customerId },
  questions: {
    table: vendorQuestions,
    tenderId: vendorQuestions.tenderId,
    customerId: vendorQuestions.customerId,
  },
  addenda: { table: tenderAddenda, tenderId: tenderAddenda.tenderId, customerId: tenderAddenda.customerId },
};
export type CountedTable = keyof typeof countedTables;

/** How many rows of `of` each source has; a source without any is absent. */
export async function countBySource(
  tx: Tx,
  customerId: number,
  of: CountedTable,
  tenderIds: readonly number[],
): Promise<Map<number, number>> {
  if (tenderIds.length === 0) return new Map();
  const { table, tenderId, customerId: tenant } = countedTables[of];
  const rows = await tx
    .select({ id: tenderId, value: sql<number>`count(*)::int`.mapWith(Number) })
    .from(table)
    .where(and(eq(tenant, customerId), inArray(tenderId, [...tenderIds])))
    .groupBy(tenderId);
  return byId(rows, (row) => row.value);
}

/** Complete submissions of each source, bids and no-bids apart (the Summary report's counts). */
export async function countResponses(tx: Tx, customerId: number, tenderIds: readonly number[]) {
  if (tenderIds.length === 0) return new Map<number, { bids: number; noBids: number }>();
  const rows = await tx
    .select({
      id: submissions.tenderId,
      bids: sql<number>`(count(*) filter (where not ${submissions.isNoBid}))::int`.mapWith(Number),
      noBids: sql<number>`(count(*) filter (where ${submissions.isNoBid}))::int`.mapWith(Number),
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.customerId, customerId),
        inArray(submissions.tenderId, [...tenderIds]),
        eq(submissions.status, 'complete'),
      ),
    )
    .groupBy(submissions.tenderId);
  return byId(rows, (row) => ({ bids: row.bids, noBids: row.noBids }));
}

/** Each awarded source's total (exact numeric text, null when no award has an amount) and first award day. */
export async function findAwardFigures(tx: Tx, customerId: number, tenderIds: readonly number[]) {
  if (tenderIds.length === 0) return new Map<number, { amount: string | null; firstDay: string | null }>();
  const rows = await tx
    .select({
      id: awards.tenderId,
      amount: sql<string | null>`round(sum(${awards.awardAmount}), 2)::text`,
      firstDay: sql<string | null>`to_char(min(${awards.awardDate}), 'YYYY-MM-DD')`,
    })
    .from(awards)
    .where(and(eq(awards.customerId, customerId), inArray(awards.tenderId, [...tenderIds])))
    .groupBy(awards.tenderId);
  return byId(rows, (row) => ({ amount: row.amount, firstDay: row.firstDay }));
}

/** The companies each source is awarded to, by name. */
export async function findAwardedCompanies(tx: Tx, customerId: number, tenderIds: readonly number[]) {
  if (tenderIds.length === 0) return new Map<number, string[]>();
  const rows = await tx
    .select({ id: awards.tenderId, company: submissions.companyName })
    .from(awards)
    .innerJoin(submissions, tenantJoin(submissions.id, awards.submissionId))
    .where(and(eq(awards.customerId, customerId), inArray(awards.tenderId, [...tenderIds])))
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
        inArray(contractOptionTerms.contractId, [...contractIds]),
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
        inArray(contractPurchaseOrders.contractId, [...contractIds]),
      ),
    )
    .groupBy(contractPurchaseOrders.contractId);
  return byId(rows, (row) => row.total);
}
