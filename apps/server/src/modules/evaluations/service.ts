import {
  type EvaluationSettings,
  type EvaluationStatus,
  isSourceClosed,
  missingToStart,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findProject, findTender } from '../projects/index.ts';
import { answer, audit, changing, evaluationForWrite } from './changes.ts';
import { presentEvaluation } from './presenters.ts';
import { criteriaOf, findEvaluationOfTender, scoresOf, suppliersOf, teamOf } from './queries.ts';
import { defaultConflictTemplate, defaultNdaTemplate } from './templates.ts';
import {
  deleteMeetingRow,
  insertEvaluation,
  insertMeeting,
  insertSection,
  resetCriteriaWorth,
  updateEvaluation,
  updateMeetingRow,
  upsertSupplierStanding,
} from './write-queries.ts';

/**
 * The evaluation of a source, the buyer's side (issue 8 §1: build-evaluation, evaluation-team,
 * review-meetings, supplier-status): creating it, its settings and status, the review meetings
 * and the suppliers' standing; sections, criteria and the team are in builder.ts.
 */

/** GET /Evaluations?projectId: the project's evaluation, or none yet. */
export async function evaluationOfProject(ctx: AppContext, actor: Actor, projectId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findProject(tx, actor, projectId);
    const tender = await findTender(tx, actor, projectId);
    const found = await findEvaluationOfTender(tx, actor.customerId, tender.id);
    return found ? [await presentEvaluation(tx, found)] : [];
  });
}

/** POST /Evaluations: the project's evaluation, with a first section and the default templates. */
export async function createEvaluation(ctx: AppContext, actor: Actor, projectId: number) {
  try {
    return await inTenant(ctx.db, actor.customerId, async (tx) => {
      await findProject(tx, actor, projectId, { forUpdate: true });
      const tender = await findTender(tx, actor, projectId);
      if (await findEvaluationOfTender(tx, actor.customerId, tender.id))
        throw new AppError(409, 'evaluationExists');
      const row = await insertEvaluation(tx, {
        customerId: actor.customerId,
        tenderId: tender.id,
        ndaTemplate: defaultNdaTemplate,
        conflictTemplate: defaultConflictTemplate,
      });
      if (!row) throw new Error('evaluation not saved');
      await insertSection(tx, {
        customerId: actor.customerId,
        evaluationId: row.id,
        name: 'General',
        sortOrder: 1,
      });
      const found = await evaluationForWrite(tx, actor, row.id);
      await audit(tx, ctx, actor, found, 'created', { projectId });
      return answer(tx, actor, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'evaluationExists');
    throw error;
  }
}

/** PUT /Evaluations/{id}: the settings; another scoring method resets every criterion's worth (000 §4). */
export function updateSettings(
  ctx: AppContext,
  actor: Actor,
  evaluationId: number,
  input: EvaluationSettings,
) {
  return changing(
    ctx,
    actor,
    evaluationId,
    { draftOnly: true, action: 'settingsChanged' },
    async (tx, found) => {
      const reset = input.scoringMethod !== found.evaluation.scoringMethod;
      if (reset) await resetCriteriaWorth(tx, actor.customerId, evaluationId);
      await updateEvaluation(tx, actor.customerId, evaluationId, input);
      return { ...input, worthsReset: reset };
    },
  );
}

// ---- Review meetings ----

type MeetingInput = { startsAt: string; location: string; notes: string };
const meetingValues = (input: MeetingInput) => ({
  startsAt: new Date(input.startsAt),
  location: input.location,
  notes: input.notes,
});

export function addMeeting(ctx: AppContext, actor: Actor, evaluationId: number, input: MeetingInput) {
  return changing(ctx, actor, evaluationId, { action: 'meetingAdded' }, async (tx) => {
    await insertMeeting(tx, actor.customerId, evaluationId, meetingValues(input));
    return input;
  });
}

export function updateMeeting(
  ctx: AppContext,
  actor: Actor,
  evaluationId: number,
  itemId: number,
  input: MeetingInput,
) {
  return changing(ctx, actor, evaluationId, { action: 'meetingChanged' }, async (tx) => {
    const updated = await updateMeetingRow(tx, actor.customerId, evaluationId, itemId, meetingValues(input));
    if (updated.length === 0) throw new AppError(404, 'evaluationMeetingInvalid');
    return { meetingId: itemId, ...input };
  });
}

export function deleteMeeting(ctx: AppContext, actor: Actor, evaluationId: number, itemId: number) {
  return changing(ctx, actor, evaluationId, { action: 'meetingDeleted' }, async (tx) => {
    const deleted = await deleteMeetingRow(tx, actor.customerId, evaluationId, itemId);
    if (deleted.length === 0) throw new AppError(404, 'evaluationMeetingInvalid');
    return { meetingId: itemId };
  });
}

// ---- Status ----

const moves: Record<EvaluationStatus, EvaluationStatus[]> = {
  Draft: ['In Progress'],
  'In Progress': ['Complete', 'Draft'],
  Complete: ['In Progress'],
};

/**
 * PUT /Evaluations/{id}/Status?status: evaluators start once the source has closed and nothing is
 * missing; back to Draft only before anyone scored (the criteria would change under the scores);
 * Complete closes scoring and may be reopened.
 */
export function changeStatus(ctx: AppContext, actor: Actor, evaluationId: number, status: EvaluationStatus) {
  return changing(ctx, actor, evaluationId, { action: 'statusChanged' }, async (tx, found) => {
    const from = found.evaluation.status;
    if (!moves[from].includes(status)) throw new AppError(409, 'evaluationStatusChangeInvalid');
    if (status === 'In Progress' && from === 'Draft') {
      if (!isSourceClosed(found.projectStatus)) throw new AppError(409, 'evaluationSourceNotClosed');
      const criteria = await criteriaOf(tx, actor.customerId, evaluationId);
      const team = await teamOf(tx, actor.customerId, evaluationId);
      const missing = missingToStart({
        method: found.evaluation.scoringMethod as 'points',
        criteria: criteria.map((c) => ({ kind: c.kind, worth: Number(c.worth) })),
        team: team.length,
      });
      if (missing.length > 0)
        throw badRequest(...missing.map((key) => ({ key: key as 'evaluationNeedsCriteria' })));
    }
    if (status === 'Draft' && (await scoresOf(tx, actor.customerId, evaluationId)).length > 0) {
      throw new AppError(409, 'evaluationStatusChangeInvalid');
    }
    await updateEvaluation(tx, actor.customerId, evaluationId, { status });
    return { from, status };
  });
}

// ---- Supplier status ----

/** PUT /Evaluations/{id}/Suppliers/{submissionId}: Evaluating, or Disqualified with the reason. */
export async function setSupplierStatus(
  ctx: AppContext,
  actor: Actor,
  evaluationId: number,
  submissionId: number,
  input: { status: 'Evaluating' | 'Disqualified'; reason: string },
) {
  if (input.status === 'Disqualified' && !input.reason) {
    throw badRequest({ key: 'evaluationReasonRequired', params: { field: 'reason' } });
  }
  return changing(ctx, actor, evaluationId, { action: 'supplierStatusChanged' }, async (tx, found) => {
    const suppliers = await suppliersOf(tx, actor.customerId, found.evaluation);
    if (!suppliers.some((s) => s.submission.id === submissionId)) {
      throw new AppError(404, 'evaluationSupplierInvalid');
    }
    await upsertSupplierStanding(tx, { customerId: actor.customerId, evaluationId, submissionId }, input);
    return { submissionId, ...input };
  });
}
