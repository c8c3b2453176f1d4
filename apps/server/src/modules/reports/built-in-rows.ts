import type { BuiltInReportName } from '@procura/contract';
import { performanceReportRows } from './performance-rows.ts';
import { contractSideReportRows, type ReportRowSource } from './report-rows.ts';
import { sourceReportRows } from './source-rows.ts';

/** Every built-in report's rows by its name: the one table a run, a thumbnail and a subscription read. */
export const builtInReportRows: Record<BuiltInReportName, ReportRowSource> = {
  ...contractSideReportRows,
  ...performanceReportRows,
  ...sourceReportRows,
};
