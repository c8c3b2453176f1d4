import type {
  Classification,
  ProcurementMethod,
  ProjectPhase,
  ProjectStatus,
  ProjectType,
  StoredContractStatus,
} from '@procura/contract';
import type { Place } from './report-world.ts';

/**
 * What custom-report-world.ts seeds for custom-rows.int.test.ts, as specs: projects of every type
 * and several statuses, with their team, categories, sources (counts, bids, awards) and contracts
 * (orders, option terms, suppliers, administrators), one of each kind of date inside and outside
 * the test's ranges; projects of another node and another agency, and a template, that no report
 * may list. The test works out every expected value from these specs alone. Instants are UTC ISO
 * text; the agency's zone is America/Toronto (UTC-4 in June), so 03:30Z on June 1 is still May 31
 * there.
 */

export type Person = 'Lena Lead' | 'Dora Deptlead' | 'Carl Creator' | 'Ada Admin' | 'Ben Admin';
export const people: Person[] = ['Lena Lead', 'Dora Deptlead', 'Carl Creator', 'Ada Admin', 'Ben Admin'];
export type Category = 'Asphalt' | 'Bridges';
export type Commodity = '72-100' | '72-200';
export const commodityNames: Record<Commodity, string> = {
  '72-100': 'Paving works',
  '72-200': 'Bridge works',
};

/** A source date: an instant, or the 9999-12-31 "no date" sentinel the reports read as none. */
export type When = string | 'sentinel';

export type SourceSpec = {
  submission?: 0 | 1;
  published?: When;
  closing?: When;
  deadline?: When;
  plannedNotice?: When;
  sentToPurchasing?: When;
  estimatedAward?: When;
  planTakers?: number;
  questions?: number;
  addenda?: number;
  bids?: { company: string; status: 'complete' | 'incomplete'; noBid: boolean }[];
  awards?: { company: string; amount: string | null; day: string | null }[];
};

export type ContractSpec = {
  status: StoredContractStatus;
  /** The status it shows on `today`, worked out by hand. */
  shown: string;
  termEnd?: string;
  hasWarranty?: boolean;
  warrantyStart?: string;
  warrantyEnd?: string;
  initialTermStart?: string;
  initialTermEnd?: string;
  firmFrom?: string;
  firmTo?: string;
  substantial?: string;
  startedAt?: string;
  closedAt?: string;
  amount?: string;
  contingency?: string;
  totalProjectValue?: string;
  isTerm?: boolean;
  options?: boolean[];
  orders?: string[];
  suppliers?: { name: string; active: boolean }[];
  admins?: Person[];
};

export type ProjectSpec = {
  number: string;
  place?: Place;
  type: ProjectType;
  status: ProjectStatus;
  phase?: ProjectPhase;
  method?: ProcurementMethod;
  classification?: Classification;
  department?: 'Roads' | 'Parks';
  division?: 'Paving';
  lead?: Person;
  departmentLead?: Person;
  createdBy?: Person;
  categories?: Category[];
  commodities?: Commodity[];
  description?: string;
  estimatedValue?: string;
  estimatedAnnualValue?: string;
  internalReference?: string;
  cooperative?: boolean;
  planned?: boolean;
  fromIntake?: boolean;
  createdAt?: string;
  updatedAt?: string;
  source?: SourceSpec;
  /** A later tender of the same project, which no column reads: a project's source is its first. */
  laterTender?: boolean;
  contract?: ContractSpec;
};

export const defaultCreatedAt = '2026-05-01T12:00:00.000Z';
export const defaultUpdatedAt = '2026-05-02T12:00:00.000Z';

export const projectSpecs: ProjectSpec[] = [
  {
    number: 'S-OPEN',
    type: 'SOURCE',
    status: 'Open',
    phase: 'Source',
    classification: 'Goods',
    department: 'Roads',
    division: 'Paving',
    lead: 'Lena Lead',
    categories: ['Asphalt'],
    createdAt: '2026-06-01T04:30:00.000Z',
    source: {
      published: '2026-06-02T14:00:00.000Z',
      closing: '2026-06-14T04:00:00.000Z',
      deadline: '2026-06-10T15:00:00.000Z',
      planTakers: 2,
      questions: 1,
      addenda: 2,
      bids: [
        { company: 'Open Bidder', status: 'complete', noBid: false },
        { company: 'Early Decline', status: 'complete', noBid: true },
        { company: 'Half Done', status: 'incomplete', noBid: false },
      ],
    },
  },
  {
    number: 'S-EARLY',
    type: 'SOURCE',
    status: 'Design_Mode_Pending',
    method: 'Private',
    classification: 'Services',
    department: 'Parks',
    lead: 'Dora Deptlead',
    categories: ['Bridges'],
    createdAt: '2026-06-01T03:30:00.000Z',
    source: { published: 'sentinel', closing: '2026-06-14T03:59:59.000Z', estimatedAward: 'sentinel' },
  },
  {
    number: 'S-AWARD',
    type: 'SOURCE',
    status: 'Awarded',
    method: 'Limited',
    classification: 'Construction',
    department: 'Roads',
    lead: 'Lena Lead',
    categories: ['Asphalt', 'Bridges'],
    source: {
      submission: 0,
      closing: '2026-06-15T03:59:00.000Z',
      bids: [
        { company: 'Zeta Works', status: 'complete', noBid: false },
        { company: 'Alpha Paving', status: 'complete', noBid: false },
        { company: 'Late Decline', status: 'complete', noBid: true },
      ],
      awards: [
        { company: 'Zeta Works', amount: '1000.50', day: '2026-06-05' },
        { company: 'Alpha Paving', amount: '250.25', day: '2026-06-03' },
      ],
    },
  },
  {
    number: 'S-ARCH',
    type: 'SOURCE',
    status: 'Archived',
    createdAt: '2026-03-01T12:00:00.000Z',
    source: {
      closing: '2026-03-20T16:00:00.000Z',
      bids: [{ company: 'Only One', status: 'complete', noBid: false }],
      awards: [{ company: 'Only One', amount: null, day: '2026-06-11' }],
    },
  },
  {
    number: 'C-ACTIVE',
    type: 'CONTRACT',
    status: 'Awarded',
    phase: 'Contract',
    method: 'Informal',
    classification: 'Goods',
    department: 'Roads',
    lead: 'Dora Deptlead',
    commodities: ['72-200'],
    createdAt: '2026-06-11T04:00:00.000Z',
    // The tender row a contract-only project still carries is no source: none of it shows.
    source: { closing: '2026-06-14T12:00:00.000Z', planTakers: 1 },
    contract: {
      status: 'Active',
      shown: 'Active',
      termEnd: '2026-12-31',
      hasWarranty: true,
      warrantyEnd: '2026-06-30',
      firmTo: '2026-06-30',
      amount: '500.00',
      suppliers: [{ name: 'Beacon', active: true }],
    },
  },
  {
    number: 'C-EXPIRED',
    type: 'CONTRACT',
    status: 'Awarded',
    phase: 'Contract',
    department: 'Parks',
    contract: {
      status: 'Active',
      shown: 'Expired',
      termEnd: '2026-01-01',
      // Without a warranty period its warranty end does not keep it under Warranty.
      hasWarranty: false,
      warrantyEnd: '2026-07-01',
      firmFrom: '2026-06-01',
    },
  },
  {
    number: 'C-PROGRESS',
    type: 'CONTRACT',
    status: 'Design_Mode_Pending',
    contract: { status: 'In Progress', shown: 'In Progress', warrantyEnd: '2026-05-31' },
  },
  {
    number: 'B-FULL',
    type: 'SOURCE_CONTRACT',
    status: 'Awarded',
    phase: 'Contract',
    method: 'Prequalification',
    classification: 'ServicesRelatedToGoods',
    department: 'Roads',
    division: 'Paving',
    lead: 'Lena Lead',
    departmentLead: 'Dora Deptlead',
    createdBy: 'Carl Creator',
    categories: ['Bridges', 'Asphalt'],
    commodities: ['72-100', '72-200'],
    description: 'Everything filled in',
    estimatedValue: '90000.00',
    estimatedAnnualValue: '30000.10',
    internalReference: 'INT-7',
    cooperative: true,
    planned: true,
    fromIntake: true,
    createdAt: '2026-06-10T12:00:00.000Z',
    updatedAt: '2026-06-12T09:15:00.000Z',
    laterTender: true,
    source: {
      published: '2026-04-01T13:00:00.000Z',
      closing: '2026-04-30T19:00:00.000Z',
      deadline: '2026-04-20T19:00:00.000Z',
      plannedNotice: '2026-03-15T13:00:00.000Z',
      sentToPurchasing: '2026-03-01T13:00:00.000Z',
      estimatedAward: '2026-05-15T13:00:00.000Z',
      planTakers: 3,
      questions: 2,
      addenda: 1,
      bids: [
        { company: 'Gamma Build', status: 'complete', noBid: false },
        { company: 'No Thanks', status: 'complete', noBid: true },
        { company: 'Pulled Out', status: 'incomplete', noBid: true },
      ],
      awards: [{ company: 'Gamma Build', amount: '88000.99', day: '2026-05-20' }],
    },
    contract: {
      status: 'Active',
      shown: 'Warranty',
      termEnd: '2026-06-01',
      hasWarranty: true,
      warrantyStart: '2026-06-02',
      warrantyEnd: '2026-06-30',
      initialTermStart: '2025-06-02',
      initialTermEnd: '2026-06-01',
      firmFrom: '2025-06-02',
      firmTo: '2025-12-31',
      substantial: '2026-05-25',
      startedAt: '2025-06-02T13:00:00.000Z',
      amount: '88000.99',
      contingency: '1000.00',
      totalProjectValue: '89000.99',
      isTerm: true,
      options: [true, true, false],
      orders: ['100.10', '200.20'],
      suppliers: [
        { name: 'Gamma Build', active: true },
        { name: 'Beacon', active: true },
        { name: 'Dropped', active: false },
      ],
      admins: ['Ben Admin', 'Ada Admin'],
    },
  },
  {
    number: 'B-CLOSED',
    type: 'SOURCE_CONTRACT',
    status: 'Archived',
    method: 'Public',
    source: { closing: '2026-02-01T17:00:00.000Z' },
    contract: { status: 'Closed', shown: 'Closed', closedAt: '2026-06-05T03:00:00.000Z', orders: [] },
  },
  {
    number: 'T-TEMPLATE',
    type: 'TEMPLATE',
    status: 'Template',
    department: 'Roads',
    categories: ['Asphalt'],
  },
  {
    number: 'O-NODE',
    place: 'otherNode',
    type: 'SOURCE_CONTRACT',
    status: 'Open',
    department: 'Roads',
    categories: ['Asphalt'],
    createdAt: '2026-06-05T12:00:00.000Z',
    source: { closing: '2026-06-14T12:00:00.000Z' },
    contract: { status: 'Active', shown: 'Active', termEnd: '2026-12-31', warrantyEnd: '2026-06-30' },
  },
  {
    number: 'X-AGENCY',
    place: 'otherAgency',
    type: 'SOURCE_CONTRACT',
    status: 'Open',
    createdAt: '2026-06-05T12:00:00.000Z',
    source: { closing: '2026-06-14T12:00:00.000Z' },
    contract: { status: 'Active', shown: 'Active', termEnd: '2026-12-31', warrantyEnd: '2026-06-30' },
  },
];

/** What never shows: the template, and the other node's and agency's projects. */
export const neverListed = ['T-TEMPLATE', 'O-NODE', 'X-AGENCY'];

export const projectName = (number: string) => `Project ${number}`;
