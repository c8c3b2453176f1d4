import type { BidPage, BidReceipt } from '@procura/contract';
import { priceFormFixture } from './forms-fixtures.tsx';

/** Fixtures of the supplier's bid on the demo agency's portal. */
export const bidAgency = 'demo';
export const bidBase = `/api/v1/portal/${bidAgency}/Opportunities/42/Bid`;
export const sessionAnswer = {
  data: {
    supplierSessionDTO: {
      values: [
        {
          agency: 'demo',
          vendorId: 5,
          contactId: 6,
          companyName: 'Acme Paving',
          firstName: 'Sam',
          lastName: 'Supplier',
          email: 'sam@acme.test',
        },
      ],
      count: 1,
    },
  },
};

export function bidPageFixture(overrides: Partial<BidPage> = {}): BidPage {
  const serverTime = new Date('2026-03-01T15:00:00.000Z');
  return {
    projectId: 42,
    tenderId: 7,
    projectName: 'Winter road maintenance',
    projectNumber: 'RFT-2026-04',
    timezone: 'America/Toronto',
    dateClosing: new Date(serverTime.getTime() + 26 * 3_600_000).toISOString(),
    serverTime: serverTime.toISOString(),
    sections: [],
    priceForms: [priceFormFixture({ id: 1, name: 'Schedule of prices' })],
    otherForms: [],
    uploadRequirements: [
      { id: 3, tenderId: 7, name: 'Signed form of tender', description: '', isRequired: true, sortOrder: 0 },
    ],
    bonds: [],
    complianceItems: [{ id: 9, name: 'WSIB clearance', description: '', isRequired: true }],
    draft: null,
    submissions: [],
    mayBid: true,
    whyNot: null,
    allowMultipleSubmissions: false,
    showNoBid: true,
    ...overrides,
  };
}

export const receiptFixture: BidReceipt = {
  submissionId: 77,
  projectId: 42,
  projectName: 'Winter road maintenance',
  projectNumber: 'RFT-2026-04',
  companyName: 'Acme Paving',
  status: 'complete',
  receiptNumber: '7-77-ABCDEF01',
  submittedAt: '2026-03-01T15:00:00.123Z',
  timezone: 'America/Toronto',
  contentSha256: 'abcdef0123456789'.repeat(4),
  files: [{ fileName: 'tender.pdf', sizeInByte: 2048, sha256: '0'.repeat(64) }],
};
