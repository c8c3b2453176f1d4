export { projectSummaryUrl, tenderExportUrl } from './api/exports-queries.ts';
export { CompletedSubmissionButton } from './components/completed-submission-button.tsx';
export { notifyExportReady } from './components/export-ready.tsx';
export { canExportCompleted, SourceExports } from './components/source-exports.tsx';
