/**
 * The requirements area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { copyRequirements } from './copy.ts';
export { requirementFactsOf } from './facts.ts';
export { findCompletedSubmissions } from './queries.ts';
export { requirementsAnswer } from './service.ts';
