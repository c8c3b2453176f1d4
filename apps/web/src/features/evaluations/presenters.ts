import type { ScoringMethod } from '@procura/contract';
import { useTranslation } from 'react-i18next';

/** The worth's label: points, or a weight in percent, as the scoring method reads it. */
export function useWorthLabel(method: ScoringMethod): string {
  const { t } = useTranslation();
  return t(method === 'points' ? 'evaluationWorthPoints' : 'evaluationWorthWeight');
}

/** A worth as the method writes it: '25 points' or '25%'. */
export function useFormatWorth(method: ScoringMethod): (worth: number) => string {
  const { t } = useTranslation();
  return (worth) =>
    t(method === 'points' ? 'evaluationPointsValue' : 'evaluationWeightValue', { value: worth });
}
