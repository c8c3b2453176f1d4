import type { ProjectPerson, ProjectSnapshot } from '@procura/contract';

/** Test data of the snapshot page: project 5 (source 50) as GET Projects/Snapshot answers it. */

export const snapshotPath = '/api/v1/customer/7/node/70/Projects/Snapshot';

export function personFixture(id: number, firstName: string, lastName: string): ProjectPerson {
  return { id, firstName, lastName, avatarUrl: null, inActive: false, deleted: false };
}

/** A project just created: no source activity, no estimate, nobody on the team, no dates. */
export function emptySnapshot(): ProjectSnapshot {
  return {
    overview: {
      id: 5,
      number: 'RFQ-77',
      name: 'Road salt supply',
      type: 'SOURCE',
      phase: 'Build',
      status: 'Design_Mode_Pending',
      statusLabel: 'Design / In Progress',
      sourceStatus: 'In Progress',
      procurementMethod: 'Public',
      isPlanned: false,
      department: null,
      division: null,
      lead: null,
      departmentLead: null,
      classification: null,
      estimatedValue: null,
      estimatedAnnualValue: null,
      createdAt: '2026-03-02T15:00:00.000Z',
      createdBy: null,
      description: '',
    },
    estimatedVsActual: {
      estimatedValue: null,
      estimatedAnnualValue: null,
      awardCount: 0,
      awardedTotal: null,
      actualTotalProjectValue: null,
      actualTotalAnnualValue: null,
      contract: null,
    },
    milestones: [],
    supplierQuestions: { total: 0, answered: 0, unanswered: 0 },
    stats: {
      planTakers: 0,
      downloads: 0,
      submissions: 0,
      noBids: null,
      addenda: 0,
      meetings: 0,
      closingDate: null,
      daysUntilClosing: null,
    },
    source: null,
    suppliers: { total: 0, visible: true, items: [] },
    team: { lead: null, members: [] },
    timeZone: 'America/Toronto',
  };
}

const lead = personFixture(42, 'Ada', 'Lovelace');
const member = { ...personFixture(43, 'Grace', 'Hopper'), email: 'grace@springfield.example' };

/** A closed source with its prices unsealed, awarded, with a contract and orders against it. */
export function fullSnapshot(): ProjectSnapshot {
  const empty = emptySnapshot();
  return {
    overview: {
      ...empty.overview,
      status: 'Unofficial_Results',
      statusLabel: 'Closed / Unofficial',
      sourceStatus: 'Closed',
      phase: 'Source',
      department: 'Public Works',
      division: 'Roads',
      lead,
      classification: 'Goods',
      estimatedValue: '100000.00',
      estimatedAnnualValue: '50000.00',
      createdBy: lead,
      description: 'Rock salt for the winter.\nDelivered to three depots.',
    },
    estimatedVsActual: {
      estimatedValue: '100000.00',
      estimatedAnnualValue: '50000.00',
      awardCount: 2,
      awardedTotal: '112345.67',
      actualTotalProjectValue: null,
      actualTotalAnnualValue: '45000.00',
      contract: {
        id: 80,
        status: 'Active',
        amount: '112345.67',
        contigencyAmount: null,
        purchaseOrderCount: 3,
        purchaseOrderTotal: '3000.35',
      },
    },
    milestones: [
      {
        key: 'created',
        date: '2026-03-02T15:00:00.000Z',
        allDay: false,
        done: true,
        meetingId: null,
        label: '',
      },
      {
        key: 'siteMeeting',
        date: '2026-03-10T14:00:00.000Z',
        allDay: false,
        done: true,
        meetingId: 9,
        label: 'Depot walk',
      },
      {
        key: 'closing',
        date: '2026-04-01T16:00:00.000Z',
        allDay: false,
        done: true,
        meetingId: null,
        label: '',
      },
      { key: 'awarded', date: '2026-04-20', allDay: true, done: false, meetingId: null, label: '' },
      { key: 'contractEnd', date: '2027-04-19', allDay: true, done: false, meetingId: null, label: '' },
    ],
    supplierQuestions: { total: 4, answered: 3, unanswered: 1 },
    stats: {
      planTakers: 12,
      downloads: 30,
      submissions: 3,
      noBids: 1,
      addenda: 2,
      meetings: 1,
      closingDate: '2026-04-01T16:00:00.000Z',
      daysUntilClosing: -3,
    },
    source: {
      tenderId: 50,
      isClosed: true,
      priceUnsealed: true,
      submissionUnsealed: false,
      hasCompliance: true,
      meetings: [{ id: 9, description: 'Depot walk', date: '2026-03-10T14:00:00.000Z' }],
    },
    suppliers: {
      total: 12,
      visible: true,
      items: [
        {
          id: 1,
          companyName: 'Acme Roads',
          contactName: 'Ana',
          registeredAt: '2026-03-03T15:00:00.000Z',
          addedByBuyer: false,
          submitted: true,
        },
        {
          id: 2,
          companyName: 'Hand Delivered Inc.',
          contactName: '',
          registeredAt: '2026-03-04T15:00:00.000Z',
          addedByBuyer: true,
          submitted: false,
        },
      ],
    },
    team: { lead, members: [{ person: member, roles: ['evaluator', 'projectTeamMember'] }] },
    timeZone: 'America/Toronto',
  };
}
