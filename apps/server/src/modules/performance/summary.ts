import {
  isCompleted,
  isInProgress,
  isSatisfactoryRating,
  type PerformanceEvaluationStatus,
  type PerformanceSummary,
  percentOfWhole,
  performanceEvaluationStatuses,
  type performanceSummaryQuerySchema,
  showsSatisfactoryWidget,
} from '@procura/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { readPerformanceSettings } from './settings-queries.ts';
import {
  type ContractGroup,
  countContracts,
  countEvaluatedSuppliers,
  countEvaluations,
  type EvaluationGroup,
  nodeHasPerformance,
  type SummaryFilter,
} from './summary-queries.ts';

/**
 * The supplier-performance dashboard (issue 23 §4; 001 §3 Performance summary; decisions 355,
 * 360): the node's summary by department and its evaluations by status, under the filters on the
 * evaluation date, type and department. Only where the node has supplier performance on.
 */

type SummaryQuery = z.output<typeof performanceSummaryQuerySchema>;

/** The name of the bucket of evaluations and contracts whose project has no department. */
export const noDepartment = 'No department';

/** The filter, after refusing a node without supplier performance (403) and a range that ends before it starts. */
async function filterOf(tx: Tx, actor: Actor, query: SummaryQuery): Promise<SummaryFilter> {
  if (!(await nodeHasPerformance(tx, actor.customerId, actor.nodeId))) throw forbidden('performanceOff');
  if (query.dateFrom && query.dateTo && query.dateTo < query.dateFrom) {
    throw badRequest({ key: 'invalidParameter', params: { field: 'dateTo' } });
  }
  return { customerId: actor.customerId, nodeId: actor.nodeId, ...query };
}

const sum = (groups: readonly EvaluationGroup[], keep: (g: EvaluationGroup) => boolean) =>
  groups.reduce((total, g) => (keep(g) ? total + g.value : total), 0);

const completedOfType = (type: EvaluationGroup['type']) => (g: EvaluationGroup) =>
  isCompleted(g.status) && g.type === type;

function departmentsOf(evaluations: EvaluationGroup[], contracts: ContractGroup[]) {
  const keys = new Map<number | null, string>();
  for (const row of [...evaluations, ...contracts]) {
    keys.set(row.departmentId, row.departmentId === null ? noDepartment : (row.departmentName ?? ''));
  }
  return [...keys]
    .map(([departmentId, name]) => {
      const mine = evaluations.filter((g) => g.departmentId === departmentId);
      const registered = contracts.find((c) => c.departmentId === departmentId);
      return {
        departmentId,
        name,
        numExpired: sum(mine, (g) => g.status === 'Expired'),
        numInProgress: sum(mine, (g) => isInProgress(g.status)),
        numInterim: sum(mine, completedOfType('Interim')),
        numFinal: sum(mine, completedOfType('Final')),
        numCustom: sum(mine, completedOfType('Custom')),
        pctEvaluated: percentOfWhole(registered?.evaluated ?? 0, registered?.registered ?? 0),
      };
    })
    .sort((a, b) =>
      a.departmentId === null
        ? 1
        : b.departmentId === null
          ? -1
          : a.name.localeCompare(b.name) || a.departmentId - b.departmentId,
    );
}

/** GET /Summary: the Performance summary of 001 §3. */
export async function performanceSummary(
  ctx: AppContext,
  actor: Actor,
  query: SummaryQuery,
): Promise<PerformanceSummary> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const filter = await filterOf(tx, actor, query);
    const evaluations = await countEvaluations(tx, filter);
    const contracts = await countContracts(tx, filter);
    const suppliers = await countEvaluatedSuppliers(tx, filter);
    const { finalRating } = await readPerformanceSettings(tx, actor.customerId, actor.nodeId);
    const registered = contracts.reduce((total, c) => total + c.registered, 0);
    const evaluated = contracts.reduce((total, c) => total + c.evaluated, 0);
    const rated = (satisfactory: boolean) => (g: EvaluationGroup) =>
      isCompleted(g.status) && g.rating !== null && isSatisfactoryRating(g.rating) === satisfactory;
    return {
      suppliers,
      contracts: {
        numRegistered: registered,
        numEvaluated: evaluated,
        pctEvaluated: percentOfWhole(evaluated, registered),
      },
      evaluations: {
        numEvaluated: sum(evaluations, (g) => isCompleted(g.status)),
        numInterim: sum(evaluations, completedOfType('Interim')),
        numFinal: sum(evaluations, completedOfType('Final')),
      },
      departments: departmentsOf(evaluations, contracts),
      satisfactory: sum(evaluations, rated(true)),
      nonSatisfactory: sum(evaluations, rated(false)),
      showSatisfactory: showsSatisfactoryWidget(finalRating.ratingScale),
    };
  });
}

/** GET /PerformanceEvaluationStatistic: every status with its count under the filters, in status order. */
export async function evaluationStatistic(
  ctx: AppContext,
  actor: Actor,
  query: SummaryQuery,
): Promise<{ status: PerformanceEvaluationStatus; count: number }[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const groups = await countEvaluations(tx, await filterOf(tx, actor, query));
    return performanceEvaluationStatuses.map((status) => ({
      status,
      count: sum(groups, (g) => g.status === status),
    }));
  });
}
