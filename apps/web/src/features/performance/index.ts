/**
 * What other features use of supplier performance (issue 21 §2: through this file only): the
 * supplier's Performance tab and the contract's, lazy, each its own chunk; the evaluation wizard's
 * entry for the directory; the warning badge of a supplier's current performance status, and the
 * warnings of the suppliers of a list (invited, registered, awarded); the area's labels of ratings
 * and statuses and its percents, for the directory's columns and the dashboard's widget.
 */

export { formatSatisfactoryPercent } from './dashboard/format.ts';
export { ContractPerformancePage, VendorPerformancePage } from './evaluations/lazy-pages.ts';
export { EvaluateSupplierButton } from './evaluations/new-evaluation-button.tsx';
export {
  formatPercent as formatPerformancePercent,
  performanceStatusLabelKeys,
  ratingLabelKeys as performanceRatingLabelKeys,
} from './evaluations/presenters.ts';
export { PerformanceStatusWarning } from './status-warnings/performance-status-warning.tsx';
export {
  type CurrentStatuses,
  useCurrentStatuses,
} from './status-warnings/use-current-statuses.ts';
export { PerformanceStatusBadge } from './vendor-tab/status-badge.tsx';
