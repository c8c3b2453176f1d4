import { findBuiltInReport, type StoredContractStatus } from '@procura/contract';
import type { ReportRow, ReportValue } from '../src/modules/reports/paging.ts';
import type { ContractSideReportName } from '../src/modules/reports/report-rows.ts';

/**
 * What the contract-side report tests seed, as specs (contracts, documents, suppliers, in this
 * node, another node and another agency), and the rows each report must list, worked out from the
 * specs by the row rules of built-in-contracts.ts (reports.int.test.ts; report-world.ts seeds it).
 */
export const today = '2026-06-15';
export const timeZone = 'America/Toronto';

export type Place = 'here' | 'otherNode' | 'otherAgency';
export type Supplier = 'Acme' | 'Beacon' | 'Cobalt' | 'Distant' | 'Gone' | 'North Co';

export type ContractSpec = {
  number: string;
  place?: Place;
  status: StoredContractStatus;
  /** The status the contract shows today, worked out by hand from its dates. */
  shown: string;
  termEnd: string | null;
  initialTermStart?: string;
  initialTermEnd?: string;
  /** Option terms, each taken or not; counted only with option years. */
  options?: boolean[];
  hasOptionYears?: boolean;
  firmPricingEnd?: string;
  hasFirmPricing?: boolean;
  warrantyEnd?: string;
  hasWarranty?: boolean;
  substantial?: string;
  amount?: string;
  contingency?: string;
  totalProjectValue?: string;
  orders?: { amount: string; contingencyUsed: string }[];
  suppliers?: { name: Supplier; active: boolean }[];
  withTeam?: boolean;
  isTerm?: boolean;
};

export const contractSpecs: ContractSpec[] = [
  {
    number: 'C-01',
    status: 'Active',
    shown: 'Active',
    termEnd: '2026-07-01',
    initialTermStart: '2025-07-02',
    initialTermEnd: '2026-07-01',
    hasOptionYears: true,
    options: [true, false, false],
    hasFirmPricing: true,
    firmPricingEnd: '2026-12-31',
    hasWarranty: true,
    warrantyEnd: '2027-01-01',
    substantial: '2026-05-20',
    amount: '1000.50',
    contingency: '100.00',
    totalProjectValue: '1200.00',
    orders: [
      { amount: '200.25', contingencyUsed: '50.00' },
      { amount: '300.00', contingencyUsed: '0.00' },
    ],
    suppliers: [
      { name: 'Beacon', active: true },
      { name: 'Acme', active: true },
      { name: 'Cobalt', active: false },
    ],
    withTeam: true,
    isTerm: true,
  },
  // Ends today: still Active, 0 days left, in the window.
  { number: 'C-02', status: 'Active', shown: 'Active', termEnd: today, amount: '10.00' },
  // The window's last day (today + 89) and its first day out (today + 90).
  {
    number: 'C-03',
    status: 'Active',
    shown: 'Active',
    termEnd: '2026-09-12',
    hasOptionYears: false,
    options: [false, true],
    hasFirmPricing: false,
    firmPricingEnd: '2026-08-01',
    hasWarranty: false,
    warrantyEnd: '2027-01-01',
  },
  { number: 'C-04', status: 'Active', shown: 'Active', termEnd: '2026-09-13' },
  // No end: Active, after every dated one.
  {
    number: 'C-05',
    status: 'Active',
    shown: 'Active',
    termEnd: null,
    suppliers: [{ name: 'Acme', active: true }],
  },
  // Past its end: Warranty while the warranty lasts, else Expired; in neither Active report.
  {
    number: 'C-06',
    status: 'Active',
    shown: 'Warranty',
    termEnd: '2026-06-14',
    hasWarranty: true,
    warrantyEnd: '2026-12-31',
  },
  { number: 'C-12', status: 'Active', shown: 'Expired', termEnd: '2026-01-31' },
  { number: 'C-07', status: 'In Progress', shown: 'In Progress', termEnd: '2026-07-01' },
  { number: 'C-08', status: 'Closed', shown: 'Closed', termEnd: '2026-07-01' },
  { number: 'C-09', status: 'Closed-Archived', shown: 'Closed-Archived', termEnd: '2026-07-01' },
  { number: 'C-10', status: 'Cancelled', shown: 'Cancelled', termEnd: '2026-07-01' },
  // The same end as C-01: after it by project number.
  {
    number: 'C-11',
    status: 'Active',
    shown: 'Active',
    termEnd: '2026-07-01',
    orders: [{ amount: '5.00', contingencyUsed: '0.00' }],
  },
  { number: 'X-01', place: 'otherNode', status: 'Active', shown: 'Active', termEnd: '2026-07-01' },
  { number: 'N-01', place: 'otherAgency', status: 'Active', shown: 'Active', termEnd: '2026-07-01' },
];

export type DocumentSpec = {
  name: string;
  contract: string;
  category: 'insurance' | 'bond' | 'certificate';
  approved: boolean;
  expiryDate: string | null;
  effectiveDate?: string;
  vendor?: Supplier;
  typed?: boolean;
  /** The upload instant in ISO form to the microsecond. */
  created?: string;
  uploadedBy?: 'contact' | 'user';
};

const insurance = (
  name: string,
  contract: string,
  expiryDate: string | null,
  more: Partial<DocumentSpec> = {},
) => ({ name, contract, category: 'insurance', approved: true, expiryDate, ...more }) satisfies DocumentSpec;

export const documentSpecs: DocumentSpec[] = [
  insurance('I1', 'C-01', '2026-06-14', { vendor: 'Acme', typed: true, effectiveDate: '2025-06-14' }),
  insurance('I2', 'C-02', '2026-06-14'),
  insurance('I3', 'C-01', '2026-01-10', { vendor: 'Beacon', typed: true }),
  insurance('I4', 'C-03', today),
  insurance('I5', 'C-05', '2026-07-14'),
  insurance('I6', 'C-05', '2026-07-15'),
  insurance('I7', 'C-01', null),
  insurance('I12', 'C-08', '2026-06-01'),
  insurance('I9', 'C-10', '2026-06-01'),
  insurance('I10', 'C-09', '2026-06-01'),
  insurance('I13', 'X-01', '2026-06-01'),
  insurance('I14', 'N-01', '2026-06-01'),
  { name: 'B1', contract: 'C-01', category: 'bond', approved: true, expiryDate: '2026-06-01' },
  // Waiting for approval: two in the same millisecond, a microsecond order apart.
  insurance('P8', 'C-01', '2026-06-01', { approved: false, created: '2026-06-01T09:00:00.000000Z' }),
  {
    name: 'P1',
    contract: 'C-01',
    category: 'certificate',
    approved: false,
    expiryDate: '2027-01-01',
    effectiveDate: '2026-01-01',
    vendor: 'Acme',
    typed: true,
    created: '2026-05-01T12:00:00.000456Z',
    uploadedBy: 'contact',
  },
  insurance('P2', 'C-02', null, {
    approved: false,
    created: '2026-05-01T12:00:00.000123Z',
    uploadedBy: 'user',
  }),
  insurance('P10', 'C-07', null, { approved: false, created: '2026-05-20T00:00:00.000000Z' }),
  insurance('P3', 'C-10', null, { approved: false, created: '2026-05-02T00:00:00.000000Z' }),
  insurance('P4', 'X-01', null, { approved: false, created: '2026-05-02T00:00:00.000000Z' }),
  insurance('P11', 'N-01', null, { approved: false, created: '2026-05-02T00:00:00.000000Z' }),
];

export type VendorDocumentSpec = {
  name: string;
  vendor: Supplier;
  approved: boolean;
  created: string;
  expiryDate: string | null;
  uploadedBy?: 'contact';
};

export const vendorDocumentSpecs: VendorDocumentSpec[] = [
  // The same instant as P1: a contract's document comes before a supplier's own.
  { name: 'V5', vendor: 'Acme', approved: false, created: '2026-05-01T12:00:00.000456Z', expiryDate: null },
  {
    name: 'V9',
    vendor: 'Beacon',
    approved: false,
    created: '2026-04-01T08:00:00.000000Z',
    expiryDate: '2027-04-01',
    uploadedBy: 'contact',
  },
  { name: 'V8', vendor: 'Acme', approved: true, created: '2026-04-02T08:00:00.000000Z', expiryDate: null },
  { name: 'V6', vendor: 'Gone', approved: false, created: '2026-04-02T08:00:00.000000Z', expiryDate: null },
  {
    name: 'V7',
    vendor: 'Distant',
    approved: false,
    created: '2026-04-02T08:00:00.000000Z',
    expiryDate: null,
  },
  {
    name: 'V10',
    vendor: 'North Co',
    approved: false,
    created: '2026-04-02T08:00:00.000000Z',
    expiryDate: null,
  },
];

export const supplierPlaces: Record<Supplier, Place> = {
  Acme: 'here',
  Beacon: 'here',
  Cobalt: 'here',
  Gone: 'here',
  Distant: 'otherNode',
  'North Co': 'otherAgency',
};

// The demo agency's people the rows name (seed/demo.ts).
const leadName = 'Priya Raman';
const administrators = ['Jordan Lee', 'Sam Tremblay'];
const uploaderUser = 'Sam Tremblay';
const contactName = 'Casey Contact';

const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const money = (text: string | undefined) => (text === undefined ? null : Number(text));
const centsOf = (text: string | undefined) => Math.round(Number(text ?? '0') * 100);
export const projectName = (number: string) => `Project ${number}`;
const isHere = (spec: { place?: Place }) => (spec.place ?? 'here') === 'here';
export const contractOf = (number: string) => contractSpecs.find((c) => c.number === number) as ContractSpec;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every column of the Contract reports for one contract, worked out from its spec. */
function contractExpected(spec: ContractSpec): Record<string, ReportValue> {
  const options = spec.hasOptionYears ? (spec.options ?? []) : [];
  const ordered = (spec.orders ?? []).reduce((sum, o) => sum + centsOf(o.amount), 0);
  return {
    projectNumber: spec.number,
    projectName: projectName(spec.number),
    contractNumber: `K-${spec.number}`,
    internalNumber: `IN-${spec.number}`,
    contractName: `Contract ${spec.number}`,
    contractStatus: spec.shown,
    suppliers: (spec.suppliers ?? [])
      .filter((s) => s.active)
      .map((s) => s.name)
      .sort(byText),
    department: spec.withTeam ? 'Roads' : null,
    procurementLead: spec.withTeam ? leadName : null,
    contractAdministrators: spec.withTeam ? administrators : [],
    initialTermStart: spec.initialTermStart ?? null,
    initialTermEnd: spec.initialTermEnd ?? null,
    optionTerms: options.length,
    optionTermsTaken: options.filter(Boolean).length,
    optionTermsRemaining: options.filter((taken) => !taken).length,
    termEnd: spec.termEnd,
    daysRemaining: spec.termEnd === null ? null : spanDays(today, spec.termEnd),
    firmPricingEnd: spec.hasFirmPricing ? (spec.firmPricingEnd ?? null) : null,
    warrantyEnd: spec.hasWarranty ? (spec.warrantyEnd ?? null) : null,
    substantialCompletion: spec.substantial ?? null,
    contractAmount: money(spec.amount),
    contingencyAmount: money(spec.contingency),
    totalProjectValue: money(spec.totalProjectValue),
    purchaseOrdersTotal: ordered / 100,
    contingencyUsed: (spec.orders ?? []).reduce((sum, o) => sum + centsOf(o.contingencyUsed), 0) / 100,
    remaining: (centsOf(spec.amount) + centsOf(spec.contingency) - ordered) / 100,
    isTerm: spec.isTerm ?? false,
  };
}

export function columnsOf(name: ContractSideReportName) {
  const report = findBuiltInReport(name);
  if (!report) throw new Error(`no report ${name}`);
  return report.columns.map((c) => c.key);
}

function pick(name: ContractSideReportName, values: Record<string, ReportValue>): ReportRow {
  return Object.fromEntries(
    columnsOf(name).map((key) => {
      const value = values[key];
      if (value === undefined) throw new Error(`the test gives ${name} no ${key}`);
      return [key, value];
    }),
  );
}

/** Term end ascending with no end last, then project number. */
const byTermEnd = (a: ContractSpec, b: ContractSpec) =>
  byText(a.termEnd ?? '9999-99-99', b.termEnd ?? '9999-99-99') || byText(a.number, b.number);

export function expectedRows(name: ContractSideReportName): ReportRow[] {
  const here = contractSpecs.filter(isHere);
  switch (name) {
    case 'ActiveContracts':
      return here
        .filter((c) => c.status === 'Active' && (c.termEnd === null || c.termEnd >= today))
        .sort(byTermEnd)
        .map((c) => pick(name, contractExpected(c)));
    case 'ContractsClosingIn90Days':
      return here
        .filter((c) => c.status === 'Active' && c.termEnd !== null && c.termEnd >= today)
        .filter((c) => c.termEnd !== null && spanDays(today, c.termEnd) < 90)
        .sort(byTermEnd)
        .map((c) => pick(name, contractExpected(c)));
    case 'ContractManagement':
      return here
        .filter((c) => c.status !== 'Closed-Archived')
        .sort((a, b) => byText(a.number, b.number))
        .map((c) => pick(name, contractExpected(c)));
    case 'ExpiredInsurance':
      return documentSpecs
        .filter((d) => d.category === 'insurance' && d.approved && d.expiryDate !== null)
        .filter((d) => isHere(contractOf(d.contract)))
        .filter((d) => !['Cancelled', 'Closed-Archived'].includes(contractOf(d.contract).status))
        .filter((d) => d.expiryDate !== null && spanDays(today, d.expiryDate) < 30)
        .sort(
          (a, b) =>
            byText(a.expiryDate ?? '', b.expiryDate ?? '') ||
            byText(a.contract, b.contract) ||
            documentSpecs.indexOf(a) - documentSpecs.indexOf(b),
        )
        .map((d) => {
          const days = spanDays(today, d.expiryDate ?? today);
          const team = contractOf(d.contract).withTeam;
          return pick(name, {
            projectNumber: d.contract,
            projectName: projectName(d.contract),
            contractNumber: `K-${d.contract}`,
            company: d.vendor ?? null,
            insuranceType: d.typed ? 'Liability' : null,
            displayName: d.name,
            effectiveDate: d.effectiveDate ?? null,
            expiryDate: d.expiryDate,
            daysUntilExpiry: days,
            documentStatus: days < 0 ? 'expired' : 'active',
            procurementLead: team ? leadName : null,
            contractAdministrators: team ? administrators : [],
          });
        });
    case 'SupplierDocumentsPendingApproval': {
      const fromContracts = documentSpecs
        .filter((d) => !d.approved && isHere(contractOf(d.contract)))
        .filter((d) => !['Cancelled', 'Closed-Archived'].includes(contractOf(d.contract).status))
        .map((d) => ({
          created: d.created ?? '',
          source: 0,
          order: documentSpecs.indexOf(d),
          row: pick(name, {
            company: d.vendor ?? null,
            category: d.category,
            documentType: d.typed ? 'Liability' : null,
            displayName: d.name,
            fileName: `${d.name}.pdf`,
            projectNumber: d.contract,
            projectName: projectName(d.contract),
            contractNumber: `K-${d.contract}`,
            effectiveDate: d.effectiveDate ?? null,
            expiryDate: d.expiryDate,
            uploadedAt: new Date(d.created ?? ''),
            uploadedBy:
              d.uploadedBy === 'contact' ? contactName : d.uploadedBy === 'user' ? uploaderUser : null,
          }),
        }));
      const fromSuppliers = vendorDocumentSpecs
        .filter((d) => !d.approved && supplierPlaces[d.vendor] === 'here' && d.vendor !== 'Gone')
        .map((d) => ({
          created: d.created,
          source: 1,
          order: vendorDocumentSpecs.indexOf(d),
          row: pick(name, {
            company: d.vendor,
            category: 'vendordocument',
            documentType: null,
            displayName: d.name,
            fileName: `${d.name}.pdf`,
            projectNumber: null,
            projectName: null,
            contractNumber: null,
            effectiveDate: '2026-01-01',
            expiryDate: d.expiryDate,
            uploadedAt: new Date(d.created),
            uploadedBy: d.uploadedBy === 'contact' ? contactName : null,
          }),
        }));
      return [...fromContracts, ...fromSuppliers]
        .sort((a, b) => byText(a.created, b.created) || a.source - b.source || a.order - b.order)
        .map((d) => d.row);
    }
  }
}
