/**
 * The questions area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { addendumIssuedMail, addendumWithdrawalMail } from './mails.ts';
export { opportunityUrl } from './portal.ts';
export { findAgencyFacts, markQuestionsPublished, questionsByIds } from './queries.ts';
