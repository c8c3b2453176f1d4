/**
 * What other features use of the Awards tab (issue 21 §2: through this file only). The Award pages
 * are lazy: each loads as its own chunk when the project workspace first shows it.
 */
export { awardKeys, useAwardPhase, useCompleteSubmissions } from './api/awards-queries.ts';
export { AwardSummaryPage, AwardsPage } from './pages/lazy-pages.ts';
