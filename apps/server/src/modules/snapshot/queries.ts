import { and, asc, eq, sql } from 'drizzle-orm';
import {
  awards,
  contractPurchaseOrders,
  contracts,
  departments,
  divisions,
  planTakerDownloads,
  planTakers,
  projects,
  projectUsers,
  submissions,
  tenderAddenda,
  tenderComplianceItems,
  tenderMeetings,
  tenders,
  users,
  vendorQuestions,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { personColumns } from '../project-team/index.ts';
import { projectNotFound } from '../projects/index.ts';

/**
 * The snapshot's reads: a handful of statements, each on an index led by the agency and the project
 * or its source, so one project's snapshot costs the same at any number of projects. Counts are
 * subqueries of one row; sums stay numeric in the database and leave it as text (two decimals).
 * Correlated subqueries name the outer table in full: drizzle writes a one-table select's columns
 * unqualified, which inside a subquery would bind to the inner table.
 */

/** Money summed exactly, as text with two decimals; null when no row has a value. */
const sumText = (column: unknown) => sql<string | null>`round(sum(${column}), 2)::text`;
const moneyText = (column: unknown) => sql<string | null>`round(${column}, 2)::text`;

/** The project of the actor's agency and node with its department and division names, or 404. */
export async function findProjectHead(tx: Tx, actor: Actor, projectId: number) {
  const [row] = await tx
    .select({
      project: projects,
      estimatedValue: moneyText(projects.estimatedValue),
      estimatedAnnualValue: moneyText(projects.estimatedAnnualValue),
      department: departments.name,
      division: divisions.name,
    })
    .from(projects)
    .leftJoin(departments, tenantJoin(departments.id, projects.departmentId))
    .leftJoin(divisions, tenantJoin(divisions.id, projects.divisionId))
    .where(
      and(
        eq(projects.customerId, actor.customerId),
        eq(projects.nodeId, actor.nodeId),
        eq(projects.id, projectId),
      ),
    );
  if (!row) throw projectNotFound();
  return row;
}

/**
 * The project's source with its counts in one row. Bids count as the Submissions tab counts them
 * before closing (complete, not a no-bid: submissions/complete.ts); downloads are reached through
 * the plan takers, whose index leads to them.
 */
export async function findSourceFigures(tx: Tx, customerId: number, projectId: number) {
  const [row] = await tx
    .select({
      tender: tenders,
      planTakers: sql<number>`(select count(*)::int from ${planTakers} p
        where p.customer_id = tenders.customer_id and p.tender_id = tenders.id)`,
      downloads: sql<number>`(select count(*)::int from ${planTakers} p
        join ${planTakerDownloads} d on d.customer_id = p.customer_id and d.plan_taker_id = p.id
        where p.customer_id = tenders.customer_id and p.tender_id = tenders.id)`,
      questions: sql<number>`(select count(*)::int from ${vendorQuestions} q
        where q.customer_id = tenders.customer_id and q.tender_id = tenders.id)`,
      answered: sql<number>`(select count(*)::int from ${vendorQuestions} q
        where q.customer_id = tenders.customer_id and q.tender_id = tenders.id and q.status = 'Complete')`,
      addenda: sql<number>`(select count(*)::int from ${tenderAddenda} a
        where a.customer_id = tenders.customer_id and a.tender_id = tenders.id)`,
      bids: sql<number>`(select count(*)::int from ${submissions} s
        where s.customer_id = tenders.customer_id and s.tender_id = tenders.id
        and s.status = 'complete' and not s.is_no_bid)`,
      noBids: sql<number>`(select count(*)::int from ${submissions} s
        where s.customer_id = tenders.customer_id and s.tender_id = tenders.id
        and s.status = 'complete' and s.is_no_bid)`,
      complianceItems: sql<number>`(select count(*)::int from ${tenderComplianceItems} c
        where c.customer_id = tenders.customer_id and c.tender_id = tenders.id)`,
    })
    .from(tenders)
    .where(and(eq(tenders.customerId, customerId), eq(tenders.projectId, projectId)))
    .orderBy(asc(tenders.id))
    .limit(1);
  return row ?? null;
}

export type SourceFigures = NonNullable<Awaited<ReturnType<typeof findSourceFigures>>>;

/** The source's meetings in the order the Build dates page lists them. */
export function findMeetings(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select({ id: tenderMeetings.id, description: tenderMeetings.description, date: tenderMeetings.date })
    .from(tenderMeetings)
    .where(and(eq(tenderMeetings.customerId, customerId), eq(tenderMeetings.tenderId, tenderId)))
    .orderBy(asc(tenderMeetings.sortOrder), asc(tenderMeetings.id));
}

/** What a project without a source or awards has. */
export const noAwardFigures = {
  count: 0,
  awardedTotal: null,
  actualTotalProjectValue: null,
  actualTotalAnnualValue: null,
  awardDate: null,
};

/** The awards of the source: how many, their sums, and the latest award date. */
export async function findAwardFigures(tx: Tx, customerId: number, tenderId: number) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      awardedTotal: sumText(awards.awardAmount),
      actualTotalProjectValue: sumText(awards.actualTotalProjectValue),
      actualTotalAnnualValue: sumText(awards.actualTotalAnnualValue),
      awardDate: sql<string | null>`max(${awards.awardDate})::text`,
    })
    .from(awards)
    .where(and(eq(awards.customerId, customerId), eq(awards.tenderId, tenderId)));
  return row ?? noAwardFigures;
}

/** The project's contract (one at most) with its purchase orders' count and total. */
export async function findContractFigures(tx: Tx, customerId: number, projectId: number) {
  const [row] = await tx
    .select({
      contract: contracts,
      amount: moneyText(contracts.amount),
      contigencyAmount: moneyText(contracts.contigencyAmount),
      orders: sql<number>`(select count(*)::int from ${contractPurchaseOrders} o
        where o.customer_id = contracts.customer_id and o.contract_id = contracts.id)`,
      ordered: sql<string>`(select coalesce(round(sum(o.amount), 2), 0.00)::text from ${contractPurchaseOrders} o
        where o.customer_id = contracts.customer_id and o.contract_id = contracts.id)`,
    })
    .from(contracts)
    .where(and(eq(contracts.customerId, customerId), eq(contracts.projectId, projectId)));
  return row ?? null;
}

/**
 * The first plan takers by registration, and whether each has a complete bid when `withBids` (the
 * source has closed): the same match as the Registered Suppliers tab, its row or its company.
 */
export function findFirstPlanTakers(
  tx: Tx,
  customerId: number,
  tenderId: number,
  limit: number,
  withBids: boolean,
) {
  const submitted = withBids
    ? sql<boolean>`exists (select 1 from ${submissions} s
        where s.customer_id = plan_takers.customer_id and s.tender_id = plan_takers.tender_id
        and s.status = 'complete' and not s.is_no_bid
        and (s.plan_taker_id = plan_takers.id
          or (plan_takers.vendor_id is not null and s.vendor_id = plan_takers.vendor_id)))`
    : sql<boolean | null>`null`;
  return tx
    .select({
      id: planTakers.id,
      companyName: planTakers.companyName,
      contactName: planTakers.contactName,
      vendorId: planTakers.vendorId,
      registeredAt: planTakers.registeredAt,
      submitted,
    })
    .from(planTakers)
    .where(and(eq(planTakers.customerId, customerId), eq(planTakers.tenderId, tenderId)))
    .orderBy(asc(planTakers.registeredAt), asc(planTakers.id))
    .limit(limit);
}

/** The project's team: each membership with its person, oldest first (deleted people leave lists). */
export function findTeam(tx: Tx, customerId: number, projectId: number) {
  return tx
    .select({ roleId: projectUsers.roleId, person: { ...personColumns, email: users.email } })
    .from(projectUsers)
    .innerJoin(users, tenantJoin(users.id, projectUsers.userId))
    .where(
      and(
        eq(projectUsers.customerId, customerId),
        eq(projectUsers.projectId, projectId),
        eq(users.deleted, false),
      ),
    )
    .orderBy(asc(projectUsers.addedAt), asc(projectUsers.id));
}
