import type { PerformanceRating, RatingScale, ScoringMethod, WorkflowRole } from '@procura/contract';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';

/** How the settings name the contract's lists (the labels of 000 §3 and 001 §9). */

export const ratingLabels: Record<PerformanceRating, UiKey> = {
  exceptional: 'perfSetRatingExceptional',
  good: 'perfSetRatingGood',
  satisfactory: 'perfSetRatingSatisfactory',
  cautionary: 'perfSetRatingCautionary',
  notSatisfactory: 'perfSetRatingNotSatisfactory',
  unacceptable: 'perfSetRatingUnacceptable',
};

export const ratingScaleLabels: Record<RatingScale, UiKey> = {
  lowest: 'perfSetScaleLowest',
  average: 'perfSetScaleAverage',
  sum: 'perfSetScaleSum',
  sectionWeight: 'perfSetScaleSectionWeight',
};

export const scoringMethodLabels: Record<ScoringMethod, UiKey> = {
  points: 'perfSetMethodPoints',
  weights: 'perfSetMethodWeights',
};

export const workflowRoleLabels: Record<WorkflowRole, UiKey> = {
  projectLead: 'perfSetRoleProjectLead',
  projectLeadManager: 'perfSetRoleProjectLeadManager',
  procurementLead: 'perfSetRoleProcurementLead',
  purchasingManager: 'perfSetRolePurchasingManager',
  director: 'perfSetRoleDirector',
};

/** A percent as 000 §9 writes it: one decimal (en-CA), then the sign. */
export function formatPercent(value: number): string {
  const number = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${number.format(value)}%`;
}

/** Points and weights as typed, up to the four decimal places a card may have. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-CA', { maximumFractionDigits: 4 }).format(value);
}
