/**
 * The email area's front door (issue 25): what other areas may use of buyers' mail. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { noticeMail } from './notices.ts';
export { rejectDocumentMail } from './templates.ts';
