/**
 * What other features use of award approvals (issue 21 §2: through this file only). Award >
 * Approval is lazy: it loads as its own chunk when the project workspace first shows it.
 */
export { awardApprovalKeys } from './api/award-approvals-queries.ts';
export { AwardApprovalPage } from './pages/lazy-pages.ts';
