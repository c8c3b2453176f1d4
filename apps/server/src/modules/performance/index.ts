/**
 * The performance area's front door (issue 23): what other areas may use of supplier performance.
 * Other areas import this file, never the area's internals (import-graph.test.ts). The vendors
 * area reads its directory's performance columns in its own queries instead: it sits below this
 * area (performance finds suppliers through vendors), and areas form no loop.
 */
export { type PerformanceSettings, readPerformanceSettings } from './settings-queries.ts';
export { currentPerformanceStatuses } from './status-logs.ts';
