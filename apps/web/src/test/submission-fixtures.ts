import type { OpeningState, SubmissionSummary } from '@procura/contract';

/** Where a source's opening stands: closed, two complete bids, both parts sealed. */
export function openingFixture(overrides: Partial<OpeningState> = {}): OpeningState {
  return {
    tenderId: 50,
    isClosed: true,
    dateClosing: '2026-03-02T19:00:00.000Z',
    closedAt: '2026-03-02T19:00:00.000Z',
    timeZone: 'America/Toronto',
    completeCount: 2,
    priceUnsealedAt: null,
    submissionUnsealedAt: null,
    unsealManually: 1,
    canEnterHardCopy: true,
    canWithdraw: true,
    ...overrides,
  };
}

/** A complete, sealed bid as the Submissions list shows it. */
export function submissionSummaryFixture(
  id: number,
  overrides: Partial<SubmissionSummary> = {},
): SubmissionSummary {
  return {
    id,
    tenderId: 50,
    companyName: `Bidder ${id}`,
    contactName: 'Sam Supplier',
    contactEmail: `bids${id}@supplier.test`,
    status: 'complete',
    submittedAt: '2026-03-02T18:00:00.000Z',
    withdrawnAt: null,
    isHardCopy: false,
    isNoBid: false,
    noBidReason: '',
    priceSealed: true,
    submissionSealed: true,
    privateComments: '',
    receiptNumber: `R-${id}`,
    receiptHash: 'ab'.repeat(32),
    priceTotals: null,
    ...overrides,
  };
}
