/**
 * The tables area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { copyAllTables } from './copy-service.ts';
export { computeForm, money, presentForm } from './presenters.ts';
export { findLiveTablesOfTender, findParts } from './queries.ts';
