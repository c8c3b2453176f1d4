/** English texts of the Source exports (NoBid, SupplierActivity, ProjectSummary, CompletedSubmission(s)); merged into uiEn. */
export const uiExportsEn = {
  exportsTitle: 'Exports',
  exportsNoBid: 'No-bid responses',
  exportsSupplierActivity: 'Supplier activity',
  exportsProjectSummary: 'Project summary',
  exportsCompletedSubmission: 'Completed submission',
  exportsCompletedSubmissionSealed: 'Available once both parts are unsealed.',
  exportsAllCompleted: 'All completed submissions',
  exportsAllPreparing: 'Preparing all completed submissions: {percent}%',
  exportsAllReady: 'All completed submissions are ready.',
  exportsAllFailed: 'The export could not be made.',
  exportsDownload: 'Download',
  exportsReadyTitle: 'Export ready',
  exportsReadyMessage: '{fileName} is ready. Click to download it.',
} as const;

export type UiExportsKey = keyof typeof uiExportsEn;
