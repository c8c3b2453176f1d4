import { dueStatus, hasExpired, utcToZonedLocal } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { asSystem, inTenant, type Tx } from '../../platform/tenancy.ts';
import { listCustomers } from '../customers/index.ts';
import { type EvaluationRow, findSweepable } from './evaluation-queries.ts';
import { type Mover, moveEvaluation } from './workflow.ts';

/**
 * The daily sweep of supplier performance (issue 23 §2; decision 354), run for each agency on its
 * own calendar day: a scheduled evaluation falls due on its evaluation date (a draft, In Progress
 * when it has an evaluator, who is mailed); one not submitted within its window expires; a
 * supplier review whose window has passed completes. Each move writes its event. The cron runs it
 * hourly, so every agency's day is swept soon after its midnight; a move done is not done twice.
 */

const system: Mover = { system: true, label: 'system' };

export type SweepCounts = { due: number; expired: number; autoCompleted: number };

/** Moves one evaluation as far as `today` takes it. */
async function sweepOne(tx: Tx, ctx: AppContext, row: EvaluationRow, today: string, counts: SweepCounts) {
  let current = row;
  if (current.status === 'Scheduled' && current.evaluationDate <= today) {
    current = await moveEvaluation(
      tx,
      ctx,
      current,
      { action: 'due', to: dueStatus(current.evaluatorId !== null) },
      system,
      today,
    );
    counts.due += 1;
  }
  if (hasExpired(current.status, current.expiresOn, today)) {
    current = await moveEvaluation(tx, ctx, current, { action: 'expired', to: 'Expired' }, system, today);
    counts.expired += 1;
  }
  if (
    current.status === 'Pending Supplier/Vendor Review' &&
    current.supplierReviewEndsOn !== null &&
    current.supplierReviewEndsOn < today
  ) {
    await moveEvaluation(tx, ctx, current, { action: 'autoComplete', to: 'Complete' }, system, today);
    counts.autoCompleted += 1;
  }
}

/**
 * Sweeps every agency's evaluations at `now` (each on its calendar day there), or on `today` for
 * all when given (tests pass the day they mean).
 */
export async function sweepPerformanceEvaluations(
  ctx: AppContext,
  now: Date,
  today?: string,
): Promise<SweepCounts> {
  const counts: SweepCounts = { due: 0, expired: 0, autoCompleted: 0 };
  const agencies = await asSystem(ctx.db, (tx) => listCustomers(tx));
  for (const agency of agencies) {
    const day = today ?? utcToZonedLocal(now, agency.timezone).slice(0, 10);
    await inTenant(ctx.db, agency.id, async (tx) => {
      for (const row of await findSweepable(tx, agency.id, day)) await sweepOne(tx, ctx, row, day, counts);
    });
  }
  return counts;
}
