import {
  completedStatuses,
  type EvaluationType,
  type PerformanceEvaluationStatus,
  type PerformanceRating,
} from '@procura/contract';
import { and, count, countDistinct, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { contracts, departments, nodes, performanceEvaluations, projects } from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of the supplier-performance dashboard (001 §3 Performance summary; decision 360): a node's
 * evaluations counted by department, status, type and rating, and its registered contracts (contract
 * performance on) with how many have a completed evaluation. Departments are the contract's
 * project's; an evaluation without a contract has none. Grouped in the database: the answers are a
 * few dozen rows whatever the number of evaluations.
 */

/** The dashboard's filters as the service resolved them. */
export type SummaryFilter = {
  customerId: number;
  nodeId: number;
  departmentId?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  type?: EvaluationType | undefined;
};

/** Whether the node has supplier performance on (its contractorPerformance flag). */
export async function nodeHasPerformance(tx: Tx, customerId: number, nodeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ on: nodes.contractorPerformance })
    .from(nodes)
    .where(and(eq(nodes.customerId, customerId), eq(nodes.id, nodeId)));
  return row?.on ?? false;
}

/** The evaluations the filters keep (the caller joins contracts and projects for the department). */
function evaluationConditions(filter: SummaryFilter): SQL | undefined {
  return and(
    eq(performanceEvaluations.customerId, filter.customerId),
    eq(performanceEvaluations.nodeId, filter.nodeId),
    filter.dateFrom ? sql`${performanceEvaluations.evaluationDate} >= ${filter.dateFrom}::date` : undefined,
    filter.dateTo ? sql`${performanceEvaluations.evaluationDate} <= ${filter.dateTo}::date` : undefined,
    filter.type ? eq(performanceEvaluations.type, filter.type) : undefined,
    filter.departmentId === undefined ? undefined : eq(projects.departmentId, filter.departmentId),
  );
}

const isCompleted = inArray(performanceEvaluations.status, [...completedStatuses]);

export type EvaluationGroup = {
  departmentId: number | null;
  departmentName: string | null;
  status: PerformanceEvaluationStatus;
  type: EvaluationType;
  rating: PerformanceRating | null;
  value: number;
};

/** The filtered evaluations counted by department, status, type and rating. */
export async function countEvaluations(tx: Tx, filter: SummaryFilter): Promise<EvaluationGroup[]> {
  return tx
    .select({
      departmentId: projects.departmentId,
      departmentName: departments.name,
      status: performanceEvaluations.status,
      type: performanceEvaluations.type,
      rating: performanceEvaluations.rating,
      value: count(),
    })
    .from(performanceEvaluations)
    .leftJoin(contracts, tenantJoin(contracts.id, performanceEvaluations.contractId))
    .leftJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .leftJoin(departments, tenantJoin(departments.id, projects.departmentId))
    .where(evaluationConditions(filter))
    .groupBy(
      projects.departmentId,
      departments.name,
      performanceEvaluations.status,
      performanceEvaluations.type,
      performanceEvaluations.rating,
    );
}

/** Suppliers with at least one completed evaluation among the filtered ones. */
export async function countEvaluatedSuppliers(tx: Tx, filter: SummaryFilter): Promise<number> {
  const [row] = await tx
    .select({ value: countDistinct(performanceEvaluations.vendorId) })
    .from(performanceEvaluations)
    .leftJoin(contracts, tenantJoin(contracts.id, performanceEvaluations.contractId))
    .leftJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .where(and(evaluationConditions(filter), isCompleted));
  return row?.value ?? 0;
}

export type ContractGroup = {
  departmentId: number | null;
  departmentName: string | null;
  registered: number;
  evaluated: number;
};

/**
 * The outer contract's column, named with its table: drizzle leaves the columns of a single-table
 * subquery unqualified, where `id` would read the evaluation's own.
 */
const outerContract = (column: 'customer_id' | 'id') =>
  sql`${sql.identifier('contracts')}.${sql.identifier(column)}`;

/**
 * The node's registered contracts (contract performance on) by department, and how many of them
 * have a completed evaluation among the filtered ones.
 */
export async function countContracts(tx: Tx, filter: SummaryFilter): Promise<ContractGroup[]> {
  const evaluatedOne = exists(
    tx
      .select({ one: sql`1` })
      .from(performanceEvaluations)
      .where(
        and(
          eq(performanceEvaluations.customerId, outerContract('customer_id')),
          eq(performanceEvaluations.contractId, outerContract('id')),
          evaluationConditions({ ...filter, departmentId: undefined }),
          isCompleted,
        ),
      ),
  );
  return tx
    .select({
      departmentId: projects.departmentId,
      departmentName: departments.name,
      registered: count(),
      evaluated: sql<number>`(count(*) filter (where ${evaluatedOne}))::int`,
    })
    .from(contracts)
    .innerJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .leftJoin(departments, tenantJoin(departments.id, projects.departmentId))
    .where(
      and(
        eq(contracts.customerId, filter.customerId),
        eq(projects.nodeId, filter.nodeId),
        eq(contracts.hasContractPerformance, true),
        filter.departmentId === undefined ? undefined : eq(projects.departmentId, filter.departmentId),
      ),
    )
    .groupBy(projects.departmentId, departments.name);
}
