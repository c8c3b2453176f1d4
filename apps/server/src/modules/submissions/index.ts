/**
 * The submissions area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { unsealedBidTotal } from './bid-total.ts';
export { type ComplianceGrid, complianceGridOf } from './compliance.ts';
export { openSubmissionFile } from './files.ts';
export {
  formsOfSource,
  priceForms,
  priceTotalsOf,
  readableParts,
  readPrice,
  type Source,
  sourceIsClosed,
  unsealedParts,
  unsealsAtClosing,
} from './opening.ts';
export { findCompleteSubmissions, type SubmissionRow } from './queries.ts';
export { getSubmission, openSource, requireVisibleSubmission } from './service.ts';
export { unsealAtClosing } from './unseal.ts';
