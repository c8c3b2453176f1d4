import type { ScoringMethod } from '@procura/contract';
import { currentLanguage, i18n } from '../../../platform/i18n/index.ts';

/** A score or points figure with the evaluation's decimals at most, in the language shown. */
export function formatScore(value: number, decimals: number): string {
  return new Intl.NumberFormat(currentLanguage() === 'fr' ? 'fr-CA' : 'en-US', {
    maximumFractionDigits: decimals,
  }).format(value);
}

/** What a criterion is worth: points (points method) or a weight in percent (weights method). */
export function worthLabel(method: ScoringMethod, worth: number): string {
  const value = formatScore(worth, 2);
  return method === 'points'
    ? i18n.t('evaluatorWorthPoints', { worth: value })
    : i18n.t('evaluatorWorthWeight', { worth: value });
}

/** What a score earns of its criterion, as "54 of 60 points" or "54% of 60%". */
export function earnedLabel(method: ScoringMethod, earned: number, worth: number, decimals: number): string {
  const params = { earned: formatScore(earned, decimals), worth: formatScore(worth, 2) };
  return method === 'points'
    ? i18n.t('evaluatorEarnsPoints', params)
    : i18n.t('evaluatorEarnsWeight', params);
}
