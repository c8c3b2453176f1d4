import type { Evaluation } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { presentEvaluation } from './presenters.ts';
import { type EvaluationWithProject, findEvaluationOfNode } from './queries.ts';
import { touchEvaluation } from './write-queries.ts';

/**
 * How every change to an evaluation is made: loaded and locked in the actor's node, changed,
 * stamped, audited and answered anew in one transaction.
 */

export const evaluationNotFound = () => new AppError(404, 'invalidEvaluationId');

export async function evaluationForWrite(tx: Tx, actor: Actor, evaluationId: number, draftOnly = false) {
  const found = await findEvaluationOfNode(tx, actor, evaluationId, { forUpdate: true });
  if (!found) throw evaluationNotFound();
  if (draftOnly && found.evaluation.status !== 'Draft') throw new AppError(409, 'evaluationNotDraft');
  return found;
}

export async function answer(tx: Tx, actor: Actor, evaluationId: number): Promise<Evaluation> {
  const found = await findEvaluationOfNode(tx, actor, evaluationId);
  if (!found) throw evaluationNotFound();
  return presentEvaluation(tx, found);
}

export async function audit(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  found: EvaluationWithProject,
  action: string,
  after: unknown,
) {
  await recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    action: `evaluation.${action}`,
    entityType: 'evaluation',
    entityId: found.evaluation.id,
    projectId: found.projectId,
    after,
  });
}

/** A change to the evaluation, in one transaction: load it (locked), work, audit, answer it anew. */
export function changing(
  ctx: AppContext,
  actor: Actor,
  evaluationId: number,
  options: { draftOnly?: boolean; action: string },
  work: (tx: Tx, found: EvaluationWithProject) => Promise<unknown>,
): Promise<Evaluation> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const found = await evaluationForWrite(tx, actor, evaluationId, options.draftOnly);
    const after = await work(tx, found);
    await touchEvaluation(tx, found.evaluation.customerId, found.evaluation.id, ctx.clock.now());
    await audit(tx, ctx, actor, found, options.action, after);
    return answer(tx, actor, evaluationId);
  });
}
