import type { ScoringMethod } from '@procura/contract';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';

/**
 * How the settings name the contract's lists (the labels of 000 §3 and 001 §9): the area's labels
 * and percent (evaluations/presenters.ts), and the scoring methods only the settings name.
 */
export {
  formatPercent,
  ratingLabelKeys as ratingLabels,
  ratingScaleLabelKeys as ratingScaleLabels,
  roleLabelKeys as workflowRoleLabels,
} from '../evaluations/presenters.ts';

export const scoringMethodLabels: Record<ScoringMethod, UiKey> = {
  points: 'perfSetMethodPoints',
  weights: 'perfSetMethodWeights',
};

/** Points and weights as typed, up to the four decimal places a card may have. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-CA', { maximumFractionDigits: 4 }).format(value);
}
