/**
 * English texts of the warning a supplier's current performance status raises wherever it is
 * invited, registered or awarded (issue 23 §3). The statuses' names are the evaluations'.
 */
export const uiPerformanceWarningsEn = {
  perfWarningTooltip: 'Performance status: {status} until {end}',
} as const;
