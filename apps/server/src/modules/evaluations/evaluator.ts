import { type EvaluatorView, isScoreOnScale, type ScoreInput, scoreStep } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { evaluationNotFound } from './changes.ts';
import { presentCriterion } from './presenters.ts';
import {
  criteriaOf,
  type EvaluationWithProject,
  findEvaluationOfNode,
  findEvaluationsOfMember,
  type MemberRow,
  scoresOf,
  sectionsOf,
  teamOf,
} from './queries.ts';
import { evaluatedSuppliers, mayScore } from './scoring-data.ts';
import { updateMember, upsertScore } from './write-queries.ts';

/**
 * The evaluator's side (issue 8 §1): the NDA accepted and a conflict declared before any bid is
 * shown, a declared conflict keeping them out; then a score per criterion of each supplier still
 * evaluated, with comments, saved as they go and submitted once complete. Only the team's own
 * members reach an evaluation here; to anyone else it does not exist.
 */

type Seat = { found: EvaluationWithProject; member: MemberRow };

async function seatOf(tx: Tx, actor: Actor, evaluationId: number, forUpdate = false): Promise<Seat> {
  const found = await findEvaluationOfNode(tx, actor, evaluationId, { forUpdate });
  if (!found) throw evaluationNotFound();
  const team = await teamOf(tx, actor.customerId, evaluationId);
  const member = team.find((t) => t.member.userId === actor.userId)?.member;
  if (!member) throw evaluationNotFound();
  return { found, member };
}

/** Why the bids are not shown yet, in the catalogue's words (null when they are). */
function blockedBy(seat: Seat, submissionsUnsealed: boolean) {
  const { member, found } = seat;
  const declared = member.ndaAcceptedAt !== null && member.hasConflict !== null;
  // A completed evaluation takes no more declarations: it says so rather than asking for them.
  if (!declared && found.evaluation.status === 'Complete') return 'evaluationNotInProgress';
  if (member.ndaAcceptedAt === null) return 'evaluationNdaRequired';
  if (member.hasConflict === null) return 'evaluationConflictRequired';
  if (member.hasConflict) return 'evaluationConflictDeclared';
  if (found.evaluation.status === 'Draft') return 'evaluationNotInProgress';
  if (!submissionsUnsealed) return 'evaluationSubmissionsSealed';
  return null;
}

function summary(seat: Seat) {
  const { found, member } = seat;
  return {
    evaluationId: found.evaluation.id,
    projectId: found.projectId,
    projectName: found.projectName,
    projectNumber: found.projectNumber,
    status: found.evaluation.status,
    ndaAccepted: member.ndaAcceptedAt !== null,
    hasConflict: member.hasConflict,
    submittedAt: member.submittedAt?.toISOString() ?? null,
  };
}

/** The suppliers an evaluator scores: every complete bid not disqualified. */
async function scorable(tx: Tx, ctx: AppContext, seat: Seat) {
  const { suppliers, parts } = await evaluatedSuppliers(tx, ctx, seat.found);
  return { suppliers: suppliers.filter((s) => s.status !== 'Disqualified'), parts };
}

async function view(tx: Tx, ctx: AppContext, seat: Seat): Promise<EvaluatorView> {
  const { evaluation } = seat.found;
  const { suppliers, parts } = await scorable(tx, ctx, seat);
  const blocked = blockedBy(seat, parts.submission);
  const open = blocked === null;
  const criteria = open
    ? (await criteriaOf(tx, evaluation.customerId, evaluation.id)).map(presentCriterion)
    : [];
  const scores = open ? await scoresOf(tx, evaluation.customerId, evaluation.id, [seat.member.id]) : [];
  return {
    ...summary(seat),
    ndaTemplate: evaluation.ndaTemplate,
    conflictTemplate: evaluation.conflictTemplate,
    scoreCardTemplate: evaluation.scoreCardTemplate,
    scoringMethod: evaluation.scoringMethod,
    decimalPlaces: evaluation.decimalPlaces,
    minScore: evaluation.minScore,
    maxScore: evaluation.maxScore,
    sections: open
      ? (await sectionsOf(tx, evaluation.customerId, evaluation.id)).map((s) => ({ id: s.id, name: s.name }))
      : [],
    criteria,
    suppliers: open
      ? suppliers.map((s) => ({ submissionId: s.submissionId, companyName: s.companyName }))
      : [],
    scores: scores.map((s) => ({
      submissionId: s.submissionId,
      criterionId: s.criterionId,
      score: s.score === null ? null : Number(s.score),
      comment: s.comment,
    })),
    blockedBy: blocked,
  };
}

/** GET Evaluator/Evaluations: the evaluations the user is on the team of. */
export async function myEvaluations(ctx: AppContext, actor: Actor) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const rows = await findEvaluationsOfMember(tx, actor.customerId, actor.userId);
    return rows.filter((seat) => seat.found.nodeId === actor.nodeId).map(summary);
  });
}

/** GET Evaluator/Evaluations/{id}: the evaluator's page. */
export async function evaluatorView(ctx: AppContext, actor: Actor, evaluationId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) =>
    view(tx, ctx, await seatOf(tx, actor, evaluationId)),
  );
}

async function setMember(tx: Tx, seat: Seat, values: Partial<MemberRow>) {
  await updateMember(tx, seat.member.customerId, seat.member.id, values);
}

/** A declaration, in one transaction: recorded, audited, and the page answered anew. */
function declaring(
  ctx: AppContext,
  actor: Actor,
  evaluationId: number,
  action: string,
  work: (tx: Tx, seat: Seat) => Promise<unknown>,
) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const seat = await seatOf(tx, actor, evaluationId, true);
    if (seat.found.evaluation.status === 'Complete') throw new AppError(409, 'evaluationNotInProgress');
    const after = await work(tx, seat);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: `evaluation.${action}`,
      entityType: 'evaluation',
      entityId: evaluationId,
      projectId: seat.found.projectId,
      after,
    });
    return view(tx, ctx, await seatOf(tx, actor, evaluationId));
  });
}

/** POST Evaluator/Evaluations/{id}/Nda: the evaluator accepts the NDA (once; it stays accepted). */
export function acceptNda(ctx: AppContext, actor: Actor, evaluationId: number) {
  return declaring(ctx, actor, evaluationId, 'ndaAccepted', async (tx, seat) => {
    if (seat.member.ndaAcceptedAt === null) await setMember(tx, seat, { ndaAcceptedAt: ctx.clock.now() });
    return { userId: actor.userId };
  });
}

/** POST Evaluator/Evaluations/{id}/Conflict: the declaration, after the NDA, final once scored. */
export function declareConflict(
  ctx: AppContext,
  actor: Actor,
  evaluationId: number,
  input: { hasConflict: boolean; note: string },
) {
  return declaring(ctx, actor, evaluationId, 'conflictDeclared', async (tx, seat) => {
    if (seat.member.ndaAcceptedAt === null) throw new AppError(409, 'evaluationNdaRequired');
    // A declared conflict stands (it keeps the evaluator out); a declaration of none stands once scored.
    const scored = await scoresOf(tx, actor.customerId, evaluationId, [seat.member.id]);
    if (seat.member.hasConflict === true || scored.length > 0 || seat.member.submittedAt) {
      throw new AppError(409, 'evaluationConflictFinal');
    }
    await setMember(tx, seat, { hasConflict: input.hasConflict, conflictNote: input.note });
    return { userId: actor.userId, ...input };
  });
}

/** The scores may be written: an evaluator who may score, on an evaluation in progress, unsubmitted. */
async function scoringSeat(tx: Tx, ctx: AppContext, actor: Actor, evaluationId: number) {
  const seat = await seatOf(tx, actor, evaluationId, true);
  if (seat.member.ndaAcceptedAt === null) throw new AppError(409, 'evaluationNdaRequired');
  if (seat.member.hasConflict === null) throw new AppError(409, 'evaluationConflictRequired');
  if (!mayScore(seat.member)) throw new AppError(409, 'evaluationConflictDeclared');
  if (seat.found.evaluation.status !== 'In Progress') throw new AppError(409, 'evaluationNotInProgress');
  if (seat.member.submittedAt) throw new AppError(409, 'evaluationAlreadySubmitted');
  const { suppliers, parts } = await scorable(tx, ctx, seat);
  if (!parts.submission) throw new AppError(409, 'evaluationSubmissionsSealed');
  const criteria = (await criteriaOf(tx, actor.customerId, evaluationId)).filter((c) => c.kind === 'scored');
  return { seat, suppliers, criteria };
}

/** PUT Evaluator/Evaluations/{id}/Scores: scores and comments saved as given (null clears one). */
export async function saveScores(ctx: AppContext, actor: Actor, evaluationId: number, input: ScoreInput) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { seat, suppliers, criteria } = await scoringSeat(tx, ctx, actor, evaluationId);
    const { minScore, maxScore, decimalPlaces } = seat.found.evaluation;
    for (const entry of input.scores) {
      if (!suppliers.some((s) => s.submissionId === entry.submissionId)) {
        throw badRequest({ key: 'evaluationSupplierInvalid', params: { field: 'submissionId' } });
      }
      if (!criteria.some((c) => c.id === entry.criterionId)) {
        throw badRequest({ key: 'evaluationCriterionInvalid', params: { field: 'criterionId' } });
      }
      const score = entry.score;
      if (score !== null && !isScoreOnScale(score, { minScore, maxScore, decimalPlaces })) {
        throw badRequest({
          key: 'evaluationScoreOutOfRange',
          params: { min: minScore, max: maxScore, step: scoreStep(decimalPlaces), field: 'score' },
        });
      }
      const values = {
        score: score === null ? null : String(score),
        comment: entry.comment,
        updatedAt: ctx.clock.now(),
      };
      await upsertScore(
        tx,
        {
          customerId: actor.customerId,
          evaluationId,
          memberId: seat.member.id,
          submissionId: entry.submissionId,
          criterionId: entry.criterionId,
        },
        values,
      );
    }
    return view(tx, ctx, await seatOf(tx, actor, evaluationId));
  });
}

/** POST Evaluator/Evaluations/{id}/Submit: every criterion of every supplier scored; then final. */
export async function submitScores(ctx: AppContext, actor: Actor, evaluationId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { seat, suppliers, criteria } = await scoringSeat(tx, ctx, actor, evaluationId);
    const scores = await scoresOf(tx, actor.customerId, evaluationId, [seat.member.id]);
    const complete =
      suppliers.length > 0 &&
      suppliers.every((s) =>
        criteria.every((c) =>
          scores.some((x) => x.submissionId === s.submissionId && x.criterionId === c.id && x.score !== null),
        ),
      );
    if (!complete) throw badRequest('evaluationScoresIncomplete');
    await setMember(tx, seat, { submittedAt: ctx.clock.now() });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'evaluation.scoresSubmitted',
      entityType: 'evaluation',
      entityId: evaluationId,
      projectId: seat.found.projectId,
      after: { userId: actor.userId, scores: scores.length },
    });
    return view(tx, ctx, await seatOf(tx, actor, evaluationId));
  });
}
