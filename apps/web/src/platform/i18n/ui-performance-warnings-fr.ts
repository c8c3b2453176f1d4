import type { uiPerformanceWarningsEn } from './ui-performance-warnings-en.ts';

/** French texts of the warning of a supplier's current performance status. */
export const uiPerformanceWarningsFr: Record<keyof typeof uiPerformanceWarningsEn, string> = {
  perfWarningTooltip: 'Statut de rendement : {status} jusqu’au {end}',
};
