/** What other features use of award approvals (issue 21 §2: through this file only). */
export { awardApprovalKeys } from './api/award-approvals-queries.ts';
