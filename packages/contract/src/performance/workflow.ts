/**
 * The life of a supplier performance evaluation (000 §4 evaluation statuses; 001 §9 lifecycle
 * names; issue 23 §2), as one pure state machine the server applies and the web reads to offer
 * only the actions that can succeed:
 *
 *   Scheduled ──due──▶ Draft-Unassigned ──evaluator named──▶ In Progress
 *   In Progress ──submit──▶ each required reviewer's Pending … Review, in workflowRoles order
 *   Pending … Review ──approve──▶ the next reviewer, then Pending Supplier/Vendor Review (when the
 *                                 supplier reviews), then Complete
 *   Pending … Review ──return──▶ In Progress (with the reviewer's comments)
 *   Pending Supplier/Vendor Review ──acknowledge, or its window passes──▶ Complete
 *   Pending Supplier/Vendor Review ──appeal (when allowed)──▶ Under Appeal
 *   Under Appeal ──completeAppeal (with the appeal meeting date)──▶ Complete - Appeal Complete
 *   Scheduled, Draft-Unassigned, In Progress ──the window after the evaluation date passes──▶ Expired
 */
import { type WorkflowRole, workflowRoles } from './settings.ts';

export const performanceEvaluationStatuses = [
  'Scheduled',
  'Draft-Unassigned',
  'In Progress',
  'Pending Supplier/Vendor Review',
  'Pending Procurement Lead Review',
  'Pending Project Lead Review',
  "Pending Project Lead's Manager Review",
  'Pending Procurement/Purchasing Manager Review',
  'Pending Director Review',
  'Complete',
  'Expired',
  'Under Appeal',
  'Complete - Appeal Complete',
] as const;
export type PerformanceEvaluationStatus = (typeof performanceEvaluationStatuses)[number];

/** The lifecycle names of 001 §9, one per status ('In Progress' is an assigned draft). */
export const evaluationLifecycleNames = {
  Scheduled: 'scheduled',
  'Draft-Unassigned': 'draft',
  'In Progress': 'draft',
  'Pending Supplier/Vendor Review': 'pending vendor',
  'Pending Procurement Lead Review': 'pending purchaser',
  'Pending Project Lead Review': 'pending requisitioner',
  "Pending Project Lead's Manager Review": 'pending requisitioner supervisor',
  'Pending Procurement/Purchasing Manager Review': 'pending manager',
  'Pending Director Review': 'pending director',
  Complete: 'complete',
  Expired: 'expired',
  'Under Appeal': 'under appeal',
  'Complete - Appeal Complete': 'complete with appeal complete',
} as const satisfies Record<PerformanceEvaluationStatus, string>;

export const evaluationTypes = ['Interim', 'Final', 'Custom'] as const;
export type EvaluationType = (typeof evaluationTypes)[number];

/** The review status of each workflow role. */
export const reviewStatusOf = {
  projectLead: 'Pending Project Lead Review',
  projectLeadManager: "Pending Project Lead's Manager Review",
  procurementLead: 'Pending Procurement Lead Review',
  purchasingManager: 'Pending Procurement/Purchasing Manager Review',
  director: 'Pending Director Review',
} as const satisfies Record<WorkflowRole, PerformanceEvaluationStatus>;

export const completedStatuses = [
  'Complete',
  'Complete - Appeal Complete',
] as const satisfies PerformanceEvaluationStatus[];
export const isCompleted = (status: PerformanceEvaluationStatus) =>
  (completedStatuses as readonly string[]).includes(status);
/** The statuses an evaluator still works in (and the expiry job watches). */
export const openStatuses = [
  'Scheduled',
  'Draft-Unassigned',
  'In Progress',
] as const satisfies PerformanceEvaluationStatus[];
export const isOpen = (status: PerformanceEvaluationStatus) =>
  (openStatuses as readonly string[]).includes(status);
/** Scores and comments change only while the evaluator works, or during an appeal (its outcome). */
export const isScoreEditable = (status: PerformanceEvaluationStatus) =>
  status === 'Draft-Unassigned' || status === 'In Progress' || status === 'Under Appeal';
/** The role whose review a status waits for, if any. */
export function reviewingRole(status: PerformanceEvaluationStatus): WorkflowRole | null {
  return workflowRoles.find((role) => reviewStatusOf[role] === status) ?? null;
}
/** In progress on the dashboard: everything between Draft and Complete, appeals included. */
export const isInProgress = (status: PerformanceEvaluationStatus) =>
  status === 'Draft-Unassigned' ||
  status === 'In Progress' ||
  status === 'Under Appeal' ||
  status === 'Pending Supplier/Vendor Review' ||
  reviewingRole(status) !== null;

export const workflowActions = [
  'submit',
  'approve',
  'return',
  'acknowledge',
  'appeal',
  'completeAppeal',
] as const;
export type WorkflowAction = (typeof workflowActions)[number];

/** What an evaluation carries that decides its path. */
export type WorkflowShape = {
  status: PerformanceEvaluationStatus;
  /** The reviewers it passes through (any order given; workflowRoles order applies). */
  workflowRoles: readonly WorkflowRole[];
  supplierReview: boolean;
  allowAppeal: boolean;
};

/** The required reviewers in the order they review. */
export const reviewOrder = (roles: readonly WorkflowRole[]) =>
  workflowRoles.filter((role) => roles.includes(role));

/** Where an evaluation goes after the reviewer `after` approves (null: after submission). */
function afterReview(shape: WorkflowShape, after: WorkflowRole | null): PerformanceEvaluationStatus {
  // The next required reviewer after `after` in workflowRoles order, found by position rather
  // than in the evaluation's own list: its reviewers may change while `after` reviews, and an
  // evaluation whose current reviewer is no longer required must still move forward.
  const rank = after === null ? -1 : workflowRoles.indexOf(after);
  const next = reviewOrder(shape.workflowRoles).find((role) => workflowRoles.indexOf(role) > rank);
  if (next !== undefined) return reviewStatusOf[next];
  return shape.supplierReview ? 'Pending Supplier/Vendor Review' : 'Complete';
}

/**
 * The status an action leads to, or null when the action does not apply in this status (the
 * server answers performanceActionNotAllowed). Who may take it is the caller's to check.
 */
export function nextStatus(shape: WorkflowShape, action: WorkflowAction): PerformanceEvaluationStatus | null {
  const role = reviewingRole(shape.status);
  switch (action) {
    case 'submit':
      return shape.status === 'In Progress' ? afterReview(shape, null) : null;
    case 'approve':
      return role !== null ? afterReview(shape, role) : null;
    case 'return':
      return role !== null ? 'In Progress' : null;
    case 'acknowledge':
      return shape.status === 'Pending Supplier/Vendor Review' ? 'Complete' : null;
    case 'appeal':
      return shape.status === 'Pending Supplier/Vendor Review' && shape.allowAppeal ? 'Under Appeal' : null;
    case 'completeAppeal':
      return shape.status === 'Under Appeal' ? 'Complete - Appeal Complete' : null;
  }
}

/** The actions that apply in the evaluation's status (before asking who may take them). */
export const availableActions = (shape: WorkflowShape): WorkflowAction[] =>
  workflowActions.filter((action) => nextStatus(shape, action) !== null);

/** Who takes an action: the evaluator (or an editor), the reviewer named for the role, the supplier, an editor. */
export const actorOf = {
  submit: 'evaluator',
  approve: 'reviewer',
  return: 'reviewer',
  acknowledge: 'supplier',
  appeal: 'supplier',
  completeAppeal: 'editor',
} as const satisfies Record<WorkflowAction, 'evaluator' | 'reviewer' | 'supplier' | 'editor'>;

/** The status a scheduled evaluation takes on its day: In Progress when it has an evaluator. */
export const dueStatus = (hasEvaluator: boolean): PerformanceEvaluationStatus =>
  hasEvaluator ? 'In Progress' : 'Draft-Unassigned';

/** Whether an open evaluation has expired: its window after the evaluation date has passed. */
export function hasExpired(status: PerformanceEvaluationStatus, expiresOn: string, today: string): boolean {
  return isOpen(status) && expiresOn < today;
}
