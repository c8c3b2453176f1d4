import type { MeetingAttendance, Opportunity, OpportunitySummary, PlanTaker } from '@procura/contract';
import type { MockRoute } from './fetch-mock.ts';

/** Fixtures of the public portal and the buyer's plan-taker and meeting tabs. */
export const portalApi = '/api/v1/portal/demo';

export const agencyAnswer = {
  name: 'City of Demo',
  domain: 'demo',
  timezone: 'America/Toronto',
  serverTime: '2026-05-04T14:00:00.000Z',
};

/** An anonymous visitor of the demo portal (the session call answers 401). */
export function portalRoutes(extra: Record<string, MockRoute> = {}): Record<string, MockRoute> {
  return {
    [`GET ${portalApi}`]: { body: agencyAnswer },
    [`GET ${portalApi}/Session`]: { status: 401, body: ['Your session has expired.'] },
    [`GET ${portalApi}/Categories`]: {
      body: { data: { categoryDTO: { values: [{ id: 7, code: 'W', name: 'Works' }], count: 1 } } },
    },
    ...extra,
  };
}

export function summaryFixture(id: number, overrides: Partial<OpportunitySummary> = {}): OpportunitySummary {
  return {
    id,
    number: `T-${id}`,
    name: `Opportunity ${id}`,
    status: 'open',
    procurementMethod: 'Public',
    categories: ['Works'],
    dateAvailable: '2026-05-01T13:00:00.000Z',
    dateClosing: '2026-05-20T18:00:00.000Z',
    datePlannedNotice: null,
    plannedIssueDate: null,
    isRegistered: false,
    ...overrides,
  };
}

export function opportunityFixture(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    ...summaryFixture(12, { name: 'Main Street paving' }),
    description: 'Resurfacing of Main Street',
    scope: '',
    classification: null,
    submission: 1,
    submissionAddress: '',
    publicOpening: false,
    publicOpeningAddress: '',
    questionDeadline: null,
    registrationDeadline: null,
    timezone: 'America/Toronto',
    serverTime: '2026-05-04T14:00:00.000Z',
    planTakers: ['Acme Roads'],
    meetings: [
      {
        id: 3,
        description: 'Site walkthrough',
        location: '1 Main Street',
        date: '2026-05-08T14:00:00.000Z',
        endDate: null,
        isMandatory: true,
      },
    ],
    documents: [{ id: 21, fileName: 'Specifications.pdf', sizeInByte: 1000, pageCount: 12 }],
    addenda: [
      {
        id: 31,
        number: 1,
        title: 'Addendum 1',
        fileName: 'a1.pdf',
        createdAt: '2026-05-03T14:00:00.000Z',
        pageCount: 2,
      },
    ],
    purchasingReps: [{ fullName: 'Lee Lead', role: 'Procurement Lead', email: 'lee@demo.test' }],
    teamMembers: null,
    bidders: null,
    awardedTo: null,
    registration: { open: true, reason: null },
    canSubmit: false,
    ...overrides,
  };
}

export function planTakerFixture(id: number, overrides: Partial<PlanTaker> = {}): PlanTaker {
  return {
    id,
    tenderId: 50,
    vendorId: 4,
    companyName: `Company ${id}`,
    contactName: 'Sam Supplier',
    email: `c${id}@supplier.test`,
    phone: '',
    registeredAt: '2026-05-02T14:00:00.000Z',
    addedByBuyer: false,
    downloadsCount: 2,
    lastDownloadAt: '2026-05-03T14:00:00.000Z',
    meetingsAttended: 0,
    hasSubmission: false,
    ...overrides,
  };
}

export function attendanceFixture(overrides: Partial<MeetingAttendance> = {}): MeetingAttendance {
  return {
    tenderId: 50,
    isAttendanceTrackingOn: true,
    hasSiteMeetings: true,
    meetings: [
      {
        id: 3,
        description: 'Site walkthrough',
        location: '1 Main Street',
        date: '2026-05-08T14:00:00.000Z',
        endDate: null,
        isMandatory: true,
        showToPublic: true,
      },
    ],
    planTakers: [{ id: 9, companyName: 'Acme Roads', contactName: 'Sam' }],
    attendance: [],
    ...overrides,
  };
}
