/**
 * The projects area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { buildActorOf } from './build-actor.ts';
export { isCompleteBid } from './complete-bids.ts';
export { assertBuildEditable, assertCompleteOrder, type BuildActor, lockEditableTender } from './editable.ts';
export {
  findProject,
  findTender,
  findTenderById,
  type ProjectRow,
  projectNotFound,
  type TenderRow,
} from './lookup.ts';
export { tenderSettingsOf, type Viewer } from './presenters.ts';
export { completedSubmissionCount } from './queries.ts';
export { isUsedByProjects } from './reference-queries.ts';
export { findItemsOfTender, insertItemCopies } from './source-item-queries.ts';
export { type SourceItemKind, sourceItems } from './source-items.ts';
export {
  assertPromptPayMayChange,
  lockChangeableSource,
  lockRequirements,
  requirementsLockOf,
} from './source-lock.ts';
