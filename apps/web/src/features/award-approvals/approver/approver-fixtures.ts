import type { ApproverView } from '@procura/contract';

/** The approval the tests open: /approval/3/approver/9, a pending award with two documents. */
export const approverApi = '/api/v1/approvals/3/approver/9';
export const approverPage = '/approval/3/approver/9';

type ViewOverrides = Partial<Omit<ApproverView, 'approver'>> & {
  approver?: Partial<ApproverView['approver']>;
};

export function approverViewFixture({ approver, ...overrides }: ViewOverrides = {}): ApproverView {
  return {
    status: 'Pending Approval',
    awardApprovalWorkflows: [
      { fullName: 'Priya Raman', status: 'Approved' },
      { fullName: 'Olu Turner', status: 'Email Sent' },
      { fullName: 'Rae Cole', status: 'Draft' },
    ],
    awardApprovalDocuments: [
      { id: 41, fileName: 'Evaluation.pdf', type: 'application/pdf', sizeInByte: 120_000 },
      {
        id: 42,
        fileName: 'Pricing.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        sizeInByte: 30_000,
      },
    ],
    approver: {
      id: 9,
      fullName: 'Olu Turner',
      role: 'approver',
      status: 'Email Sent',
      comments: '',
      decidedAt: null,
      ...approver,
    },
    agencyName: 'City of Springfield',
    projectName: 'Road resurfacing',
    projectNumber: 'RFP-2026-14',
    reportName: 'Award recommendation',
    reportNumber: 'AR-7',
    companyName: 'Acme Roads',
    ...overrides,
  };
}

export function viewAnswer(view: ApproverView) {
  return { body: { data: { awardApprovalDTO: { values: [view], count: 1 } } } };
}
