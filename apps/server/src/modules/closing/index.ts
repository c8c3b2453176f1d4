/**
 * The closing area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { scheduleClosing } from './schedule.ts';
export { closeDueSources, scheduleClosingOnOpen } from './service.ts';
