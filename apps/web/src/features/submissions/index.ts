/**
 * What other features use of the Submissions tab (issue 21 §2: through this file only). Its Source
 * pages are lazy: each loads as its own chunk when the project workspace first shows it.
 */
export { exportUrl } from './api/submissions-queries.ts';
export { ComplianceReviewPage, SubmissionsPage } from './pages/lazy-pages.ts';
