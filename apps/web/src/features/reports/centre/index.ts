/**
 * What the app uses of the report centre: its query keys, so the real-time bridge reads the
 * centre's reports again on customReportsUpdating and customReportsUpdated.
 */
export { customReportKeys } from './api/custom-report-queries.ts';
