import {
  addDays,
  isCompleted,
  nextStatus,
  type PerformanceEvaluation,
  type PerformanceEvaluationStatus,
  reviewingRole,
  scoreCardProblems,
  actorOf as stepActorOf,
  type WorkflowAction,
  type workflowActionSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyToday } from '../customers/index.ts';
import { cardResult, describeEvaluation } from './evaluation-presenters.ts';
import {
  type EvaluationRow,
  type EvaluationValues,
  insertEvent,
  updateEvaluation,
} from './evaluation-queries.ts';
import {
  assertVersion,
  type EvaluationViewer,
  mayTake,
  requireEvaluation,
  shapeOf,
} from './evaluation-rights.ts';
import { notifyWaiting } from './mail.ts';

/**
 * The evaluation's workflow on the server (issue 23 §2; decision 354): the pure machine of
 * contract decides where an action leads, this file who may take it and what each move records.
 * Every move (the agency's steps here, the supplier's on the portal, the daily sweep's) goes
 * through moveEvaluation: the status and version change, an event row, the audit, and a mail to
 * whoever it now waits on.
 */

/** Who moved it: an agency user, a supplier contact on the portal, or the daily sweep. */
export type Mover =
  | { userId: number; label: string }
  | { contactId: number; vendorId: number; label: string }
  | { system: true; label: 'system' };

type Move = {
  action: WorkflowAction | 'due' | 'expired' | 'autoComplete';
  to: PerformanceEvaluationStatus;
  comment?: string;
  /** Further columns the step sets (an appeal's reason, a submission's time...). */
  values?: Partial<EvaluationValues>;
};

/**
 * Applies a move: the columns entering a status sets (the supplier's window, completion), the
 * version, the event and the audit; then mails whoever the evaluation waits on.
 */
export async function moveEvaluation(
  tx: Tx,
  ctx: AppContext,
  row: EvaluationRow,
  move: Move,
  by: Mover,
  today: string,
): Promise<EvaluationRow> {
  const now = ctx.clock.now();
  const entering: Partial<EvaluationValues> = {};
  if (move.to === 'Pending Supplier/Vendor Review' && row.status !== move.to) {
    entering.supplierReviewEndsOn = addDays(today, row.supplierReviewDays);
  }
  if (isCompleted(move.to)) {
    entering.completedAt = now;
    entering.completedOn = today;
  }
  const saved = await updateEvaluation(tx, row.customerId, row.id, {
    ...move.values,
    ...entering,
    status: move.to,
    version: row.version + 1,
    updatedAt: now,
  });
  await insertEvent(tx, {
    customerId: row.customerId,
    evaluationId: row.id,
    action: move.action,
    fromStatus: row.status,
    toStatus: move.to,
    userId: 'userId' in by ? by.userId : null,
    contactId: 'contactId' in by ? by.contactId : null,
    comment: move.comment ?? '',
    createdAt: now,
  });
  await recordAudit(tx, ctx.clock, {
    customerId: row.customerId,
    actorUserId: 'userId' in by ? by.userId : null,
    actorLabel: by.label,
    action: `performanceEvaluation.${move.action}`,
    entityType: 'performanceEvaluation',
    entityId: row.id,
    vendorId: row.vendorId,
    before: { status: row.status },
    after: { status: move.to, ...(move.comment ? { comment: move.comment } : {}) },
  });
  if (move.action !== 'expired' && move.action !== 'autoComplete') {
    await notifyWaiting(tx, ctx, saved, {
      reason: move.action === 'due' ? 'due' : move.action,
      comment: move.comment ?? '',
    });
  }
  return saved;
}

/** What the step sets beside the status: the round's approvals, the submission, the appeal's end. */
function stepValues(
  row: EvaluationRow,
  input: z.output<typeof workflowActionSchema>,
  now: Date,
): Partial<EvaluationValues> {
  switch (input.action) {
    case 'submit':
      return { submittedAt: now, approvedRoles: [] };
    case 'approve': {
      const role = reviewingRole(row.status);
      return role === null ? {} : { approvedRoles: [...row.approvedRoles, role] };
    }
    case 'return':
      return { approvedRoles: [] };
    case 'completeAppeal':
      return {
        appealMeetingDate: input.appealMeetingDate,
        appealOutcome: input.comment,
        appealCompletedAt: now,
      };
    default:
      return {};
  }
}

/** 403 unless the viewer is the one this step waits on (or may act for them). */
function assertMayTake(viewer: EvaluationViewer, row: EvaluationRow, action: WorkflowAction) {
  if (mayTake(viewer, row, action)) return;
  throw stepActorOf[action] === 'editor' ? forbidden() : forbidden('performanceNotYourStep');
}

/**
 * POST /PerformanceWorkflow/{id}: submit, approve, return, complete an appeal. The supplier's
 * steps belong to the portal (performanceActionNotAllowed here); submitting needs every criterion
 * scored.
 */
export async function takeWorkflowStep(
  ctx: AppContext,
  viewer: EvaluationViewer,
  id: number,
  input: z.output<typeof workflowActionSchema>,
): Promise<PerformanceEvaluation> {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await requireEvaluation(tx, viewer, id, true);
    assertVersion(row, input.version);
    const to = nextStatus(shapeOf(row), input.action);
    if (to === null || stepActorOf[input.action] === 'supplier') {
      throw badRequest('performanceActionNotAllowed');
    }
    assertMayTake(viewer, row, input.action);
    if (input.action === 'submit') {
      // An editor may have reset the card's worths (a change of method): it must add up again first.
      const [problem] = scoreCardProblems(row.card, row.ratingScale);
      if (problem) throw badRequest({ key: problem.key, params: { field: problem.field } });
      const result = cardResult(row);
      if (result.scored < result.criteria) throw badRequest('performanceScoresIncomplete');
    }
    const today = await agencyToday(tx, viewer.customerId, ctx.clock.now());
    const saved = await moveEvaluation(
      tx,
      ctx,
      row,
      {
        action: input.action,
        to,
        comment: input.comment,
        values: stepValues(row, input, ctx.clock.now()),
      },
      { userId: viewer.userId, label: `user:${viewer.userId}` },
      today,
    );
    return describeEvaluation(tx, viewer, saved);
  });
}
