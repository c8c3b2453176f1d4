import type {
  EvaluationType,
  PerformanceEvaluationStatus,
  PerformanceRating,
  PerformanceStatus,
  RatingScale,
  WorkflowAction,
  WorkflowRole,
} from '@procura/contract';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';

/** How the evaluations' codes read and look on screen (000 §3 Ratings, §4 statuses; 001 §9). */

export const ratingLabelKeys = {
  exceptional: 'perfRatingExceptional',
  good: 'perfRatingGood',
  satisfactory: 'perfRatingSatisfactory',
  cautionary: 'perfRatingCautionary',
  notSatisfactory: 'perfRatingNotSatisfactory',
  unacceptable: 'perfRatingUnacceptable',
} as const satisfies Record<PerformanceRating, UiKey>;

export const ratingColors = {
  exceptional: 'teal',
  good: 'green',
  satisfactory: 'lime',
  cautionary: 'yellow',
  notSatisfactory: 'orange',
  unacceptable: 'red',
} as const satisfies Record<PerformanceRating, string>;

export const ratingScaleLabelKeys = {
  lowest: 'perfScaleLowest',
  average: 'perfScaleAverage',
  sum: 'perfScaleSum',
  sectionWeight: 'perfScaleSectionWeight',
} as const satisfies Record<RatingScale, UiKey>;

export const typeLabelKeys = {
  Interim: 'perfTypeInterim',
  Final: 'perfTypeFinal',
  Custom: 'perfTypeCustom',
} as const satisfies Record<EvaluationType, UiKey>;

export const statusLabelKeys = {
  Scheduled: 'perfStatusScheduled',
  'Draft-Unassigned': 'perfStatusDraftUnassigned',
  'In Progress': 'perfStatusInProgress',
  'Pending Supplier/Vendor Review': 'perfStatusPendingSupplier',
  'Pending Procurement Lead Review': 'perfStatusPendingProcurementLead',
  'Pending Project Lead Review': 'perfStatusPendingProjectLead',
  "Pending Project Lead's Manager Review": 'perfStatusPendingProjectLeadManager',
  'Pending Procurement/Purchasing Manager Review': 'perfStatusPendingPurchasingManager',
  'Pending Director Review': 'perfStatusPendingDirector',
  Complete: 'perfStatusComplete',
  Expired: 'perfStatusExpired',
  'Under Appeal': 'perfStatusUnderAppeal',
  'Complete - Appeal Complete': 'perfStatusAppealComplete',
} as const satisfies Record<PerformanceEvaluationStatus, UiKey>;

export function statusColor(status: PerformanceEvaluationStatus): string {
  if (status === 'Complete' || status === 'Complete - Appeal Complete') return 'green';
  if (status === 'Expired') return 'red';
  if (status === 'Under Appeal') return 'orange';
  if (status === 'Scheduled') return 'gray';
  if (status === 'Draft-Unassigned' || status === 'In Progress') return 'blue';
  return 'violet';
}

export const roleLabelKeys = {
  projectLead: 'perfRoleProjectLead',
  projectLeadManager: 'perfRoleProjectLeadManager',
  procurementLead: 'perfRoleProcurementLead',
  purchasingManager: 'perfRolePurchasingManager',
  director: 'perfRoleDirector',
} as const satisfies Record<WorkflowRole, UiKey>;

export const actionLabelKeys = {
  submit: 'perfActionSubmit',
  approve: 'perfActionApprove',
  return: 'perfActionReturn',
  acknowledge: 'perfActionAcknowledge',
  appeal: 'perfActionAppeal',
  completeAppeal: 'perfActionCompleteAppeal',
} as const satisfies Record<WorkflowAction, UiKey>;

/** The history's events: the workflow's actions and the ones the server takes itself. */
export const eventLabelKeys = {
  ...actionLabelKeys,
  created: 'perfEventCreated',
  due: 'perfEventDue',
  expired: 'perfEventExpired',
  autoComplete: 'perfEventAutoComplete',
} as const satisfies Record<WorkflowAction | 'created' | 'due' | 'expired' | 'autoComplete', UiKey>;

export const performanceStatusLabelKeys = {
  'Watch List': 'perfLogStatusWatchList',
  Probation: 'perfLogStatusProbation',
  Suspended: 'perfLogStatusSuspended',
  Debarred: 'perfLogStatusDebarred',
} as const satisfies Record<PerformanceStatus, UiKey>;

const percentFormat = new Intl.NumberFormat('en-CA', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A percent as 000 §9 shows it: en-CA with one decimal ('85.5%'); '—' while there is none. */
export function formatPercent(percent: number | null | undefined): string {
  return percent === null || percent === undefined ? '—' : percentFormat.format(percent / 100);
}
