import {
  availableActions,
  isCompleted,
  isOpen,
  isScoreEditable,
  reviewingRole,
  actorOf as stepActorOf,
  type WorkflowAction,
  type WorkflowRole,
  type WorkflowShape,
} from '@procura/contract';
import { AppError } from '../../platform/errors.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { type EvaluationRow, findEvaluation } from './evaluation-queries.ts';

/**
 * Who may do what with an evaluation (decision 355): the route's view right reads it; being its
 * evaluator or the reviewer named for its current review lets a user take their own steps; the
 * act right (Create or Edit supplier performance) does the evaluator's work and the editor's.
 * The detail's `can` and every write ask these same questions.
 */

/** The acting user with the rights the routes read from the session. */
export type EvaluationViewer = Actor & {
  /** The supplier-performance act right (Create or Edit evaluations). */
  canAct: boolean;
  /** The supplier-performance.delete act right. */
  canDelete: boolean;
};

type Row = Pick<
  EvaluationRow,
  'status' | 'evaluatorId' | 'reviewers' | 'supplierReview' | 'allowAppeal' | 'approvedRoles'
>;

/** What the workflow machine reads of an evaluation. */
export const shapeOf = (row: Row): WorkflowShape => ({
  status: row.status,
  workflowRoles: row.reviewers.map((r) => r.role),
  supplierReview: row.supplierReview,
  allowAppeal: row.allowAppeal,
});

/** The user named for a role on the evaluation, if any. */
export const reviewerFor = (row: Row, role: WorkflowRole) =>
  row.reviewers.find((r) => r.role === role)?.userId ?? null;

/** The evaluator's work (scores, comments, attachments, submit): the evaluator or an editor. */
export const mayWork = (viewer: EvaluationViewer, row: Row) =>
  viewer.canAct || (row.evaluatorId !== null && row.evaluatorId === viewer.userId);

/** Whether the viewer may take `action` (its status aside, which nextStatus decides). */
export function mayTake(viewer: EvaluationViewer, row: Row, action: WorkflowAction): boolean {
  switch (stepActorOf[action]) {
    case 'evaluator':
      return mayWork(viewer, row);
    case 'reviewer': {
      const role = reviewingRole(row.status);
      return role !== null && reviewerFor(row, role) === viewer.userId;
    }
    case 'editor':
      return viewer.canAct;
    case 'supplier':
      return false;
  }
}

/** The card, comments and people may change: the evaluator's work, or an editor's set-up while open. */
export const mayEdit = (viewer: EvaluationViewer, row: Row) =>
  (mayWork(viewer, row) && isScoreEditable(row.status)) || (viewer.canAct && isOpen(row.status));

export const mayDelete = (viewer: EvaluationViewer, row: Row) => viewer.canDelete && !isCompleted(row.status);

/** The steps the viewer can take now. */
export const actionsFor = (viewer: EvaluationViewer, row: Row) =>
  availableActions(shapeOf(row)).filter((action) => mayTake(viewer, row, action));

export const evaluationNotFound = () => new AppError(404, 'invalidPerformanceEvaluationId');

/** The node's evaluation `id` (locked with `forUpdate`), or 404 as for a missing one. */
export async function requireEvaluation(tx: Tx, actor: Actor, id: number, forUpdate = false) {
  const row = await findEvaluation(tx, actor, id, forUpdate);
  if (!row) throw evaluationNotFound();
  return row;
}

/** 409 performanceStaleVersion when someone changed the evaluation since the caller read it. */
export function assertVersion(row: { version: number }, version: number) {
  if (row.version !== version) throw new AppError(409, 'performanceStaleVersion');
}
