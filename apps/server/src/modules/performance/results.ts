import {
  type ContractVendorRating,
  isCompleted,
  isOpen,
  isSatisfactoryRating,
  type PerformanceRating,
  performanceResults,
  type RatedEvaluation,
  ratingOf,
  type VendorPerformance,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findContract } from '../contracts/index.ts';
import { requireVendor } from '../vendors/index.ts';
import { presentCurrentStatus } from './presenters-settings.ts';
import {
  countVendorEvaluations,
  findCompletedResults,
  findContractResults,
  findContractSuppliers,
  type ResultRow,
} from './results-queries.ts';
import { readPerformanceSettings } from './settings-queries.ts';
import { findCurrentLog } from './status-log-queries.ts';

/**
 * A supplier's results (issue 23 §5; 000 §3 Performance results): average, best, latest and worst
 * across the agency's completed evaluations, on its profile and beside each supplier of a contract.
 * An evaluation keeps the rating it was given on its own ranges; the average is rated on the
 * node's ranges of today.
 */

type Completed = ResultRow & { percent: number; completedOn: string };

const hasResult = (row: ResultRow): row is Completed =>
  row.percent !== null && row.completedOn !== null && isCompleted(row.status);

/** The rating the evaluation was given, or, for one stored before its rating, the rating of its ranges. */
const storedRating = (row: Completed): PerformanceRating => row.rating ?? ratingOf(row.percent, row.ranges);

const rated = (rows: readonly Completed[]): RatedEvaluation[] =>
  rows.map((row) => ({ id: row.id, percent: row.percent, completedOn: row.completedOn }));

/** GET /VendorPerformances/GetVendorPerformanceSummary?vendorId. */
export async function vendorPerformanceSummary(
  ctx: AppContext,
  actor: Actor,
  vendorId: number,
): Promise<VendorPerformance> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const vendor = await requireVendor(tx, actor.customerId, vendorId);
    const rows = (await findCompletedResults(tx, actor.customerId, vendor.id)).filter(hasResult);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const results = performanceResults(rated(rows));
    const withRating = (result: { id: number; percent: number } | null) => {
      const row = result ? byId.get(result.id) : undefined;
      return result && row ? { ...result, rating: storedRating(row) } : null;
    };
    const { finalRating } = await readPerformanceSettings(tx, actor.customerId, actor.nodeId);
    const satisfactory = rows.filter((row) => isSatisfactoryRating(storedRating(row))).length;
    return {
      vendorId: vendor.id,
      evaluations: await countVendorEvaluations(tx, actor.customerId, vendor.id),
      completed: rows.length,
      average: results.average,
      averageRating: results.average === null ? null : ratingOf(results.average, finalRating.ranges),
      best: withRating(results.best),
      latest: withRating(results.latest),
      worst: withRating(results.worst),
      satisfactory,
      nonSatisfactory: rows.length - satisfactory,
      currentStatus: presentCurrentStatus(await findCurrentLog(tx, actor.customerId, vendor.id)),
    };
  });
}

/**
 * GET /ContractVendorsPerformanceRating?contractId: each supplier on the contract with its
 * evaluations on this contract, their average, the latest rating and the next one due.
 */
export async function contractVendorsRating(
  ctx: AppContext,
  actor: Actor,
  contractId: number,
): Promise<ContractVendorRating[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const contract = await findContract(tx, actor, contractId);
    const suppliers = await findContractSuppliers(tx, actor.customerId, contract.id);
    const evaluations = await findContractResults(tx, actor.customerId, contract.id);
    return suppliers.map((supplier) => {
      const mine = evaluations.filter((e) => e.vendorId === supplier.vendorId);
      const completed = mine.filter(hasResult);
      const results = performanceResults(rated(completed));
      const latest = completed.find((row) => row.id === results.latest?.id);
      const due = mine
        .filter((e) => isOpen(e.status))
        .map((e) => e.evaluationDate)
        .sort();
      return {
        vendorId: supplier.vendorId,
        companyName: supplier.companyName,
        isActive: supplier.isActive,
        evaluations: mine.length,
        completed: completed.length,
        average: results.average,
        latestRating: latest ? storedRating(latest) : null,
        nextEvaluationDate: due[0] ?? null,
      };
    });
  });
}
