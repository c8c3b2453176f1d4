import type { VendorQuestion } from '@procura/contract';

/** A vendor question as the buyer reads it, complete (answers are checked against the contract). */
export function questionFixture(id: number, overrides: Partial<VendorQuestion> = {}): VendorQuestion {
  return {
    id,
    tenderId: 50,
    vendorId: 9,
    companyName: `Company ${id}`,
    fullName: 'Sam Supplier',
    displayName: '',
    email: `bids${id}@supplier.test`,
    question: `Question ${id}?`,
    answer: '',
    status: 'Incomplete',
    sendResponseToSupplier: false,
    enteredByBuyer: false,
    isLate: false,
    addendumId: null,
    addendumNumber: null,
    askedAt: '2026-03-02T15:00:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}
