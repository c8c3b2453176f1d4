/**
 * The contracts area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { countNodeDocuments, isDocumentTypeUsed } from './document-queries.ts';
export { findContract, isPoTypeUsed, registerContractPerformance } from './queries.ts';
export { assertEditable, createContractOfNewProject, lockContract } from './service.ts';
export { acceptContractInvitations } from './vendors.ts';
