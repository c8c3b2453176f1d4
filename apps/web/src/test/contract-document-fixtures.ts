import type { ContractDocument, SupplierContract } from '@procura/contract';
import { utcToZonedLocal } from '@procura/contract';
import { nodePath } from './control-panel-fixtures.ts';
import { envelope } from './fetch-mock.ts';

/** Contract 80's documents (issue 9 §2) and the supplier's view of it on the portal. */
export const contractDocumentsPath = `${nodePath}/Contract/80/Documents`;

/** The fixture agency's calendar day `days` from now (its zone is America/Toronto). */
export function dayFromToday(days: number): string {
  const today = utcToZonedLocal(new Date(), 'America/Toronto').slice(0, 10);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An approved insurance certificate of Acme Roads, active for a year. */
export function contractDocumentFixture(
  id: number,
  overrides: Partial<ContractDocument> = {},
): ContractDocument {
  return {
    id,
    contractId: 80,
    category: 'insurance',
    vendorId: 301,
    companyName: 'Acme Roads',
    typeId: 61,
    typeName: 'General liability',
    displayName: `Document ${id}`,
    effectiveDate: dayFromToday(-30),
    expiryDate: dayFromToday(335),
    securityAmount: null,
    visibleToSuppliers: false,
    approved: true,
    status: 'active',
    fileName: `document-${id}.pdf`,
    contentType: 'application/pdf',
    sizeInByte: 2048,
    uploadedBy: 'Ada Lovelace',
    uploadedBySupplier: false,
    created: '2026-01-05T15:00:00.000Z',
    expiryNoticeSentAt: null,
    ...overrides,
  };
}

/** A supplier's upload waiting for approval. */
export function pendingDocumentFixture(
  id: number,
  overrides: Partial<ContractDocument> = {},
): ContractDocument {
  return contractDocumentFixture(id, {
    approved: false,
    status: 'pending approval',
    uploadedBy: 'Sam Supplier',
    uploadedBySupplier: true,
    ...overrides,
  });
}

export const documentsAnswer = (documents: ContractDocument[]) => ({
  body: envelope('contractDocument', documents),
});

/** The agency's insurance types, as GET /InsuranceTypes answers them. */
export const insuranceTypesRoute = {
  [`GET ${nodePath}/InsuranceTypes`]: {
    body: envelope('insuranceType', [
      { id: 61, name: 'General liability', value: null, code: '', active: true, sortOrder: 1 },
    ]),
  },
};

/** Contract 80 as its supplier sees it on the portal, open to its uploads. */
export function supplierContractFixture(overrides: Partial<SupplierContract> = {}): SupplierContract {
  return {
    id: 80,
    name: 'Road salt supply',
    number: 'C-14',
    projectName: 'Winter maintenance',
    status: 'Active',
    initialTerm: { start: '2026-01-01', end: '2026-12-31' },
    termEnd: '2026-12-31',
    canUpload: true,
    documents: [],
    documentTypes: { insuranceType: [], contractBondsDocumentType: [], contractVendorDocumentType: [] },
    ...overrides,
  };
}
