/**
 * The reports area's front door (issue 26): what other areas may use of it. Other areas import
 * this file, never the area's internals (import-graph.test.ts).
 */

export { builtInReportRows } from './built-in-rows.ts';
export { type ReportCell, reportCell, reportCsvField, reportCsvLine } from './cells.ts';
export { countCustomReportRows, customReportRows } from './custom-rows.ts';
export {
  collectRows,
  type ReportRow,
  type ReportRowOptions,
  type ReportScope,
  type ReportValue,
  reportPageSize,
} from './paging.ts';
export {
  type PerformanceReportName,
  performanceReportNames,
  performanceReportRows,
} from './performance-rows.ts';
export { type ReportFileColumn, type ReportFileResult, writeReportFile } from './report-file.ts';
export {
  type ContractSideReportName,
  contractSideReportNames,
  contractSideReportRows,
  type ReportRowSource,
} from './report-rows.ts';
export { builtInFileColumns, type ReportSetting, reportSettingAt } from './scope.ts';
export { type SourceReportName, sourceReportNames, sourceReportRows } from './source-rows.ts';
