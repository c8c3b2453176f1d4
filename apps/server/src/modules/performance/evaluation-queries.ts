import {
  completedStatuses,
  type performanceEvaluationQuerySchema,
  reviewStatusOf,
  workflowRoles,
} from '@procura/contract';
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  contracts,
  departments,
  performanceEvaluationEvents,
  performanceEvaluations,
  projects,
  users,
  vendorContacts,
  vendors,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of supplier performance evaluations (issue 23 §2): the rows, their lists and their history.
 * Every query names its agency, and the agency's calls their node too: an evaluation of another
 * node is not found.
 */

export type EvaluationRow = typeof performanceEvaluations.$inferSelect;
export type EvaluationValues = typeof performanceEvaluations.$inferInsert;
export type EvaluationSearch = z.output<typeof performanceEvaluationQuerySchema>;

/** What a list row and the detail read beside the evaluation: its supplier, contract and evaluator. */
const contextColumns = {
  companyName: vendors.companyName,
  contractName: contracts.name,
  projectId: contracts.projectId,
  departmentName: departments.name,
  evaluatorFirstName: users.firstName,
  evaluatorLastName: users.lastName,
};

const listColumns = {
  id: performanceEvaluations.id,
  vendorId: performanceEvaluations.vendorId,
  contractId: performanceEvaluations.contractId,
  templateName: performanceEvaluations.templateName,
  type: performanceEvaluations.type,
  periodStart: performanceEvaluations.periodStart,
  periodEnd: performanceEvaluations.periodEnd,
  evaluationDate: performanceEvaluations.evaluationDate,
  status: performanceEvaluations.status,
  evaluatorId: performanceEvaluations.evaluatorId,
  percent: performanceEvaluations.percent,
  rating: performanceEvaluations.rating,
  completedAt: performanceEvaluations.completedAt,
  ...contextColumns,
};

export type EvaluationListRow = Awaited<ReturnType<typeof findEvaluationPage>>[number];
export type EvaluationContext = Pick<EvaluationListRow, keyof typeof contextColumns>;

/** The list columns of evaluations joined to their supplier, contract, project, department and evaluator. */
function withContext(tx: Tx) {
  return tx
    .select(listColumns)
    .from(performanceEvaluations)
    .innerJoin(vendors, tenantJoin(vendors.id, performanceEvaluations.vendorId))
    .leftJoin(contracts, tenantJoin(contracts.id, performanceEvaluations.contractId))
    .leftJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .leftJoin(departments, tenantJoin(departments.id, projects.departmentId))
    .leftJoin(users, tenantJoin(users.id, performanceEvaluations.evaluatorId));
}

/** The evaluation `id` of the node (locked with `forUpdate`), or undefined. */
export async function findEvaluation(
  tx: Tx,
  place: { customerId: number; nodeId: number },
  id: number,
  forUpdate = false,
): Promise<EvaluationRow | undefined> {
  const query = tx
    .select()
    .from(performanceEvaluations)
    .where(
      and(
        tenantRow(performanceEvaluations.id, place.customerId, id),
        eq(performanceEvaluations.nodeId, place.nodeId),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The supplier, contract, department and evaluator names of an evaluation. */
export async function findEvaluationContext(
  tx: Tx,
  customerId: number,
  id: number,
): Promise<EvaluationContext | undefined> {
  const [row] = await withContext(tx).where(tenantRow(performanceEvaluations.id, customerId, id));
  return row;
}

/** Evaluations waiting on `userId`: their draft as evaluator, or the review they are named for. */
function waitingOn(userId: number): SQL {
  const evaluator = and(
    eq(performanceEvaluations.evaluatorId, userId),
    inArray(performanceEvaluations.status, ['Draft-Unassigned', 'In Progress']),
  );
  const reviews = workflowRoles.map((role) =>
    and(
      eq(performanceEvaluations.status, reviewStatusOf[role]),
      sql`${performanceEvaluations.reviewers} @> ${JSON.stringify([{ role, userId }])}::jsonb`,
    ),
  );
  return or(evaluator, ...reviews) as SQL;
}

function conditions(place: { customerId: number; nodeId: number; userId: number }, search: EvaluationSearch) {
  const e = performanceEvaluations;
  return and(
    eq(e.customerId, place.customerId),
    eq(e.nodeId, place.nodeId),
    search.vendorId === undefined ? undefined : eq(e.vendorId, search.vendorId),
    search.contractId === undefined ? undefined : eq(e.contractId, search.contractId),
    search.departmentId === undefined ? undefined : eq(projects.departmentId, search.departmentId),
    search.status === undefined ? undefined : eq(e.status, search.status),
    search.type === undefined ? undefined : eq(e.type, search.type),
    search.rating === undefined ? undefined : eq(e.rating, search.rating),
    search.dateFrom === undefined ? undefined : gte(e.evaluationDate, search.dateFrom),
    search.dateTo === undefined ? undefined : lte(e.evaluationDate, search.dateTo),
    search.completed ? inArray(e.status, [...completedStatuses]) : undefined,
    search.mine ? waitingOn(place.userId) : undefined,
  );
}

const sortExpressions = {
  evaluationDate: performanceEvaluations.evaluationDate,
  companyName: sql`lower(${vendors.companyName})`,
  status: performanceEvaluations.status,
  percent: performanceEvaluations.percent,
  completedAt: performanceEvaluations.completedAt,
} as const;

/** A page of the node's evaluations in the chosen order, the id breaking ties. */
export async function findEvaluationPage(
  tx: Tx,
  place: { customerId: number; nodeId: number; userId: number },
  search: EvaluationSearch,
) {
  const direction = search.sortDirection === 'asc' ? asc : desc;
  return withContext(tx)
    .where(conditions(place, search))
    .orderBy(direction(sortExpressions[search.sortColumn]), direction(performanceEvaluations.id))
    .offset(search.start)
    .limit(search.limit);
}

/** How many of the node's evaluations match. */
export async function countEvaluations(
  tx: Tx,
  place: { customerId: number; nodeId: number; userId: number },
  search: EvaluationSearch,
): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(performanceEvaluations)
    .leftJoin(contracts, tenantJoin(contracts.id, performanceEvaluations.contractId))
    .leftJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .where(conditions(place, search));
  return row?.value ?? 0;
}

/** The list rows of these evaluations, in the given order. */
export async function findEvaluationRows(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await withContext(tx).where(
    and(eq(performanceEvaluations.customerId, customerId), inArray(performanceEvaluations.id, [...ids])),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A contract's evaluations, by evaluation date. */
export async function findContractEvaluationRows(tx: Tx, customerId: number, contractId: number) {
  return withContext(tx)
    .where(
      and(
        eq(performanceEvaluations.customerId, customerId),
        eq(performanceEvaluations.contractId, contractId),
      ),
    )
    .orderBy(asc(performanceEvaluations.evaluationDate), asc(performanceEvaluations.id));
}

export async function insertEvaluation(tx: Tx, values: EvaluationValues): Promise<EvaluationRow> {
  const [row] = await tx.insert(performanceEvaluations).values(values).returning();
  if (!row) throw new Error('performance evaluation not saved');
  return row;
}

/** Changes the evaluation; answers it as saved. */
export async function updateEvaluation(
  tx: Tx,
  customerId: number,
  id: number,
  values: Partial<EvaluationValues>,
): Promise<EvaluationRow> {
  const [row] = await tx
    .update(performanceEvaluations)
    .set(values)
    .where(tenantRow(performanceEvaluations.id, customerId, id))
    .returning();
  if (!row) throw new Error('performance evaluation not saved');
  return row;
}

/** Deletes the evaluation; its events and documents' rows go with it (cascade). */
export async function deleteEvaluation(tx: Tx, customerId: number, id: number) {
  await tx.delete(performanceEvaluations).where(tenantRow(performanceEvaluations.id, customerId, id));
}

export type EventValues = typeof performanceEvaluationEvents.$inferInsert;

export async function insertEvent(tx: Tx, values: EventValues) {
  await tx.insert(performanceEvaluationEvents).values(values);
}

/** The evaluation's history, oldest first, with who acted (a user, a supplier contact, or none). */
export async function findEvents(tx: Tx, customerId: number, evaluationId: number) {
  return tx
    .select({
      event: performanceEvaluationEvents,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      contactFirstName: vendorContacts.firstName,
      contactLastName: vendorContacts.lastName,
    })
    .from(performanceEvaluationEvents)
    .leftJoin(users, tenantJoin(users.id, performanceEvaluationEvents.userId))
    .leftJoin(vendorContacts, tenantJoin(vendorContacts.id, performanceEvaluationEvents.contactId))
    .where(
      and(
        eq(performanceEvaluationEvents.customerId, customerId),
        eq(performanceEvaluationEvents.evaluationId, evaluationId),
      ),
    )
    .orderBy(asc(performanceEvaluationEvents.id));
}

export type EventRow = Awaited<ReturnType<typeof findEvents>>[number];

/**
 * The agency's evaluations the daily sweep moves on `today`: scheduled ones that fall due, open
 * ones whose window has passed, and supplier reviews whose window has passed (locked, skipping
 * rows another sweep holds).
 */
export async function findSweepable(tx: Tx, customerId: number, today: string) {
  const e = performanceEvaluations;
  return tx
    .select()
    .from(e)
    .where(
      and(
        eq(e.customerId, customerId),
        or(
          and(eq(e.status, 'Scheduled'), lte(e.evaluationDate, today)),
          and(
            inArray(e.status, ['Scheduled', 'Draft-Unassigned', 'In Progress']),
            sql`${e.expiresOn} < ${today}`,
          ),
          and(eq(e.status, 'Pending Supplier/Vendor Review'), sql`${e.supplierReviewEndsOn} < ${today}`),
        ),
      ),
    )
    .orderBy(asc(e.id))
    .for('update', { skipLocked: true });
}
