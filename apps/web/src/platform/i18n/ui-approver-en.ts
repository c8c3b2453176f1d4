/** English texts of the public award approval page (issue 8 §4; 000 §2); merged into uiEn. */
export const uiApproverEn = {
  approverPageHeader: 'AWARD APPROVAL',
  approverPageTitle: 'Award approval',
  approverPageFailed: 'The award approval could not be loaded.',
  approverPageGreeting: 'Hello {name},',
  approverPageIntro: '{agency} asks for your decision on the award below.',
  approverPageReviewIntro: '{agency} shares the award below with you for review.',
  approverPageReviewerNote: 'You are a reviewer of this award: no decision is asked of you.',
  approverPageProject: 'Project',
  approverPageReport: 'Award report',
  approverPageCompany: 'Proposed supplier',
  approverPageApprove: 'Approve Award',
  approverPageDecline: 'Decline Award',
  // Documents
  approverPageDocuments: 'Documents',
  approverPageNoDocuments: 'No documents for this award',
  approverPageReviewDocument: 'Review Document',
  approverPageReviewDocumentOf: 'Review {name}',
  approverPageDownload: 'Download',
  approverPageDownloadOf: 'Download {name}',
  approverPageDownloadAll: 'Download Documents',
  // Preview
  approverPagePreviewCount: 'Document {index}/{total}',
  approverPagePrevious: 'Previous',
  approverPageNext: 'Next',
  approverPageNoPreview: 'Only PDF files of 5 MB or less can be previewed. Download {name} to open it.',
  approverPageNoFile: 'No file to preview',
  // People
  approverPageWorkflow: 'Approval workflow',
  approverPageStatusDraft: 'Not sent yet',
  approverPageStatusEmailSent: 'Waiting',
  approverPageStatusApproved: 'Approved',
  approverPageStatusDeclined: 'Declined',
  // Decisions
  approverPageApproveTitle: 'Approve award',
  approverPageApproveConfirm: 'Approve the award of {project} to {company}?',
  approverPageDeclineTitle: 'Decline award',
  approverPageDeclineHint: 'Tell the agency why you decline the award.',
  approverPageComments: 'Comments',
  approverPageDecisionFailed: 'Your decision could not be saved.',
  // Summary
  approverPageSummaryTitle: 'Thank you: your decision is recorded',
  approverPageYourDecision: 'Your decision',
  approverPageDecidedAt: 'Decided on',
  approverPageYourComments: 'Your comments',
  approverPageNoComments: 'No comments',
  // Unavailable
  approverPageUnavailableTitle: 'This award is not available right now',
} as const;

export type UiApproverKey = keyof typeof uiApproverEn;
