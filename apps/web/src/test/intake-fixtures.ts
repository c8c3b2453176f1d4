import {
  defaultRoutePermissions,
  type IntakeContext,
  type IntakeGuide,
  type IntakeListRow,
  type IntakeRequest,
  type PermissionId,
  type SessionInfo,
} from '@procura/contract';
import { envelope, type MockRoute } from './fetch-mock.ts';
import { sessionFixture, signedInRoutes } from './fixtures.ts';

/** The fixture session's node (agency 7, tender node 70). */
export const intakeNodePath = '/api/v1/customer/7/node/70';
export const intakeApi = '/api/v1/intake';

/** A buyer who may create Public and Limited projects (the intake route's right), on a node with the widget. */
export function intakeSession(
  permissions: PermissionId[] = [
    'PROJECT_CREATE_PUBLIC',
    'PROJECT_CREATE_LIMITED',
    'BUILD_VIEW',
    'BUILD_EDIT',
  ],
): SessionInfo {
  const session = sessionFixture({ user: { permissions } });
  return { ...session, tenderNode: { ...session.tenderNode, enableIntakeEssentials: true } };
}

export function intakeSignedIn(session: SessionInfo = intakeSession()): Record<string, MockRoute> {
  return signedInRoutes({ session, routePermissions: defaultRoutePermissions });
}

export function intakeRowFixture(id: number, overrides: Partial<IntakeListRow> = {}): IntakeListRow {
  return {
    id,
    dateCreatedUtc: '2030-03-02T15:30:00.000Z',
    dateModifiedUtc: null,
    projectName: `Request ${id}`,
    requester: 'Grace Hopper',
    firstName: 'Grace',
    lastName: 'Hopper',
    procurementLead: null,
    department: 'Public Works',
    bidType: 'RFP',
    classification: 'Goods',
    estimatedPostingDate: '2030-04-01T12:00:00',
    deliveryConstructionStartDate: null,
    projectBudget: 1234.5,
    estimatedTotalProjectValue: null,
    status: 1,
    projectId: null,
    ...overrides,
  };
}

type Detail = IntakeRequest['projectDetail'];

export function intakeRequestFixture(
  overrides: Partial<Omit<IntakeRequest, 'projectDetail'>> = {},
  detail: Partial<Detail> = {},
): IntakeRequest {
  return {
    id: 31,
    nodeId: 70,
    reference: 'IR-000031',
    contactDetails: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@springfield.example',
      departmentId: 5,
      divisionId: null,
      procurementLeadId: 42,
      consultant: null,
      department: { id: 5, name: 'Public Works' },
      division: null,
      procurementLead: { id: 42, name: 'Ada Lovelace' },
    },
    projectDetail: {
      projectName: 'New salt dome',
      classification: 'Construction',
      description: 'A dome for road salt.',
      bidType: 3,
      bidTypeName: 'RFP',
      applyToProject: '',
      categoryIds: [],
      categories: [],
      isSiteVisit: true,
      locations: [
        {
          streetAddress: '1 Main St',
          unit: '',
          city: 'Springfield',
          province: 'ON',
          postalCode: '',
          country: '',
        },
      ],
      estimatedPostingDate: '2030-04-01T12:00:00',
      deliveryConstructionStartDate: '2030-06-01T00:00:00',
      supplierEmails: 'a@supplier.example;b@supplier.example',
      documentIds: [9],
      documents: [
        {
          id: 9,
          fileName: 'plan.pdf',
          size: 2048,
          contentType: 'application/pdf',
          dateCreatedUtc: '2030-03-02T15:30:00Z',
        },
      ],
      status: 1,
      declineReason: null,
      dateCreatedUtc: '2030-03-02T15:30:00.000Z',
      modifiedByUserId: null,
      dateModifiedUtc: null,
      ...detail,
    },
    financialDetails: { projectBudget: 50000, estimatedTotalProjectValue: 150000 },
    projectId: null,
    allowedActions: ['edit', 'approve', 'decline'],
    ...overrides,
  };
}

/** GET api/intake/{id} and who changed it last. */
export function intakeReadRoutes(request: IntakeRequest): Record<string, MockRoute> {
  return {
    [`GET ${intakeApi}/${request.id}`]: { body: envelope('intakeRequest', [request]) },
    [`GET ${intakeApi}/getIntakeModifiedUser/${request.id}`]: {
      body: { userId: 42, fullName: 'Ada Lovelace', dateModifiedUtc: '2030-03-05T15:00:00.000Z' },
    },
  };
}

// The public form's calls (issue 24 §1).
/** The public intake calls of agency 7, node 70, as the form's tests answer them. */
export const intakePage = '/intake-request?cid=7&nid=70';

export function guideFixture(overrides: Partial<IntakeGuide> = {}): IntakeGuide {
  return {
    agencyName: 'City of Springfield',
    guide: '<p>Tell us what you need at least <strong>six weeks</strong> ahead.</p>',
    ...overrides,
  };
}

export function contextFixture(): IntakeContext {
  return {
    agencyName: 'City of Springfield',
    departments: [
      { id: 3, name: 'Parks', divisions: [{ id: 31, name: 'Playgrounds' }] },
      { id: 4, name: 'Roads', divisions: [] },
    ],
    procurementLeads: [{ id: 42, name: 'Ada Lovelace' }],
    bidTypes: [{ id: 5, name: 'Request for Proposal' }],
    categories: [
      { id: 11, name: 'Construction', parentId: null },
      { id: 12, name: 'Landscaping', parentId: 11 },
    ],
  };
}

export function intakeRoutes(overrides: Record<string, MockRoute> = {}): Record<string, MockRoute> {
  return {
    [`GET ${intakeApi}/guide`]: { body: guideFixture() },
    [`GET ${intakeApi}/context`]: { body: contextFixture() },
    [`POST ${intakeApi}`]: { body: { reference: 'IR-000012' } },
    ...overrides,
  };
}

export function uploadAnswer(fileName: string, uploadToken: string) {
  return {
    id: 1,
    fileName,
    size: 8,
    contentType: 'application/pdf',
    dateCreatedUtc: '2026-05-01T12:00:00.000Z',
    uploadToken,
  };
}
