import {
  defaultPerformanceWorkflow,
  defaultRatingRanges,
  defaultRoutePermissions,
  type PerformanceEvaluation,
  type PerformanceEvaluationRow,
  type PerformanceStatusLog,
  type PerformanceTemplate,
  type PermissionId,
  type SessionInfo,
  utcToZonedLocal,
} from '@procura/contract';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute } from '../../../test/fetch-mock.ts';
import { memberFixture, sessionFixture, signedInRoutes } from '../../../test/fixtures.ts';

/** The calls of supplier performance for the fixture session (agency 7, node 70). */
export const perfPaths = {
  evaluations: `${nodePath}/PerformanceEvaluation`,
  evaluation: (id: number) => `${nodePath}/PerformanceEvaluation/${id}`,
  step: (id: number) => `${nodePath}/PerformanceWorkflow/${id}`,
  workflow: `${nodePath}/PerformanceWorkflow`,
  templates: `${nodePath}/PerformanceTemplate`,
  contractEvaluations: `${nodePath}/Contracts/PerformanceEvaluation`,
  contractRatings: `${nodePath}/ContractVendorsPerformanceRating`,
  vendorSummary: `${nodePath}/VendorPerformances/GetVendorPerformanceSummary`,
  statusLogs: `${nodePath}/PerformanceVendorStatusLogs`,
  currentStatus: `${nodePath}/PerformanceVendorStatusLogs/Current`,
  statusHistory: `${nodePath}/PerformanceVendorStatusLogs/History`,
  statuses: `${nodePath}/PerformanceStatuses/All`,
  users: `${nodePath}/Users`,
  submissionHistory: `${nodePath}/Vendors/SubmissionHistory`,
  contracts: `${nodePath}/Contracts`,
};

/** The agency's calendar day in the fixture session's zone, and days around it. */
export function agencyDay(offsetDays = 0): string {
  const today = utcToZonedLocal(new Date(), 'America/Toronto').slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00Z`) + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A buyer who may view suppliers and, by default, view and create or edit supplier performance. */
export function performanceSession(
  permissions: PermissionId[] = [
    'SUPPLIER_PERFORMANCE_VIEW',
    'SUPPLIER_PERFORMANCE_CREATE',
    'SUPPLIER_PERFORMANCE_EDIT',
  ],
): SessionInfo {
  return sessionFixture({
    user: {
      permissions: [
        'SUPPLIER_VIEW',
        'SUPPLIER_EDIT',
        'TEAM_MEMBERS_VIEW',
        'CONTRACT_VIEW',
        'BUILD_VIEW',
        ...permissions,
      ],
    },
  });
}

/** The start-up calls with the default route permissions, and the agency's people. */
export function performanceRoutes(session: SessionInfo = performanceSession()): Record<string, MockRoute> {
  return {
    ...signedInRoutes({ session, routePermissions: defaultRoutePermissions }),
    [`GET ${perfPaths.users}`]: {
      body: envelope('user', [
        memberFixture(42, { firstName: 'Ada', lastName: 'Lovelace' }),
        memberFixture(43, { firstName: 'Grace', lastName: 'Hopper' }),
      ]),
    },
  };
}

/** A template of two sections (quality 60 points, delivery 40) on a 0-10 scale with one decimal. */
export function templateFixture(overrides: Partial<PerformanceTemplate> = {}): PerformanceTemplate {
  return {
    id: 3,
    name: 'Construction services',
    description: '',
    guide: 'Score what was delivered, not what was promised.',
    assessmentGroupId: null,
    assessmentGroupName: null,
    isActive: true,
    card: {
      scoringMethod: 'points',
      decimalPlaces: 1,
      minScore: 0,
      maxScore: 10,
      sections: [
        {
          key: 'quality',
          name: 'Quality',
          description: '',
          weight: 60,
          criteria: [
            { key: 'workmanship', name: 'Workmanship', description: 'Finish and durability', worth: 40 },
            { key: 'safety', name: 'Safety', description: '', worth: 20 },
          ],
        },
        {
          key: 'delivery',
          name: 'Delivery',
          description: '',
          weight: 40,
          criteria: [{ key: 'schedule', name: 'Schedule', description: '', worth: 40 }],
        },
      ],
    },
    evaluationCount: 0,
    updatedAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}

export function rowFixture(
  id: number,
  overrides: Partial<PerformanceEvaluationRow> = {},
): PerformanceEvaluationRow {
  return {
    id,
    vendorId: 500,
    companyName: 'Acme Paving Ltd.',
    contractId: 80,
    contractName: 'Road salt supply',
    projectId: 5,
    departmentName: null,
    templateName: 'Construction services',
    type: 'Interim',
    periodStart: '2026-01-01',
    periodEnd: '2026-06-30',
    evaluationDate: '2026-07-01',
    status: 'In Progress',
    evaluator: { id: 42, name: 'Ada Lovelace' },
    percent: null,
    rating: null,
    completedAt: null,
    ...overrides,
  };
}

/** Evaluation 9 of Acme Paving, in progress, Ada its evaluator, scored on the sum scale. */
export function evaluationFixture(overrides: Partial<PerformanceEvaluation> = {}): PerformanceEvaluation {
  const template = templateFixture();
  return {
    ...rowFixture(9),
    templateId: template.id,
    guide: template.guide,
    card: template.card,
    scores: {},
    comments: {},
    generalComments: '',
    sections: [],
    ratingScale: 'sum',
    ranges: defaultRatingRanges,
    reviewers: [
      { role: 'projectLead', user: { id: 43, name: 'Grace Hopper' }, state: 'waiting' },
      { role: 'director', user: null, state: 'waiting' },
    ],
    supplierReview: true,
    allowAppeal: true,
    commentsVisibleToSupplier: true,
    attachmentsVisibleToSupplier: false,
    expiresOn: '2026-07-31',
    supplierReviewEndsOn: null,
    supplierComment: '',
    appeal: null,
    documents: [],
    history: [
      {
        id: 1,
        action: 'created',
        fromStatus: null,
        toStatus: 'In Progress',
        actor: 'Ada Lovelace',
        comment: '',
        at: '2026-06-01T15:00:00.000Z',
      },
    ],
    ndaTemplate: '',
    conflictOfInterestTemplate: '',
    ndaAcceptedAt: null,
    noConflictDeclaredAt: null,
    can: { edit: true, delete: true, actions: ['submit'] },
    version: 3,
    ...overrides,
  };
}

export const evaluationAnswer = (evaluation: PerformanceEvaluation) => ({
  body: envelope('performanceEvaluation', [evaluation]),
});

export const workflowAnswer = (overrides: Partial<typeof defaultPerformanceWorkflow> = {}) => ({
  body: envelope('performanceWorkflow', [{ ...defaultPerformanceWorkflow, ...overrides }]),
});

export function statusLogFixture(
  id: number,
  overrides: Partial<PerformanceStatusLog> = {},
): PerformanceStatusLog {
  return {
    id,
    vendorId: 500,
    status: 'Probation',
    comments: 'Late on two deliveries.',
    startDate: '2026-03-01',
    endDate: '2026-09-01',
    complete: false,
    createdBy: 'Ada Lovelace',
    createdAt: '2026-03-01T15:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}
