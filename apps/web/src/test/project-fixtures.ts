import {
  blueprintTypes,
  classificationLabels,
  defaultRoutePermissions,
  limitedTypes,
  negotiationTypes,
  type PermissionId,
  type Project,
  type ProjectsProperties,
  procurementMethodLabels,
  projectDetailsDefaults,
  projectPhases,
  projectStatusLabels,
  projectTypes,
  type SessionInfo,
  type Tender,
  tenderDefaults,
} from '@procura/contract';
import { envelope, type MockRoute } from './fetch-mock.ts';
import { sessionFixture, signedInRoutes } from './fixtures.ts';

/** The tenant prefix of the fixture session (agency 7, tender node 70). */
export const nodePath = '/api/v1/customer/7/node/70';

/** A buyer who may view and edit Build and create projects by the given methods. */
export function buyerSession(permissions: PermissionId[] = ['BUILD_VIEW', 'BUILD_EDIT']): SessionInfo {
  return sessionFixture({ user: { permissions } });
}

export function tenderFixture(overrides: Partial<Tender> = {}): Tender {
  return {
    ...tenderDefaults,
    id: 501,
    status: 'In Progress',
    showSubmitted: false,
    unsealManually: 1,
    meetings: [],
    ...overrides,
  };
}

/** A Public project in Design, editable, as GET /Projects answers it. */
export function projectFixture(overrides: Partial<Project> = {}, tender: Partial<Tender> = {}): Project {
  return {
    ...projectDetailsDefaults,
    id: 12,
    name: 'Road salt 2031',
    number: 'RFP-0012',
    type: 'SOURCE',
    phase: 'Build',
    status: 'Design_Mode_Pending',
    procurementMethod: 'Public',
    isPlanned: false,
    blueprint: null,
    createdBy: { id: 42, fullName: 'Ada Lovelace' },
    createdAt: '2030-01-05T15:00:00.000Z',
    updatedAt: '2030-01-05T15:00:00.000Z',
    version: 3,
    locked: false,
    cancelReason: null,
    terminateReason: null,
    intakeRequestId: null,
    convertedFromId: null,
    tenders: [tenderFixture(tender)],
    canEdit: true,
    allowedActions: ['sendForApproval', 'publishNow', 'schedulePublish', 'cancel', 'delete'],
    ...overrides,
  };
}

const labelled = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** GET /Projects/ProjectsProperties as the server answers it: the forms' choices and the agency's people. */
export function projectsPropertiesFixture(overrides: Partial<ProjectsProperties> = {}): ProjectsProperties {
  return {
    statuses: labelled(projectStatusLabels),
    procurementMethods: labelled(procurementMethodLabels),
    classifications: labelled(classificationLabels),
    phases: [...projectPhases],
    types: [...projectTypes],
    blueprints: [...blueprintTypes],
    limitedTypes: [...limitedTypes],
    negotiationTypes: [...negotiationTypes],
    allowInformal: false,
    people: [{ id: 42, fullName: 'Ada Lovelace' }],
    ...overrides,
  };
}

/** The start-up calls with the default route permissions, the project and the lists Build pages read. */
export function projectRoutes(
  project: Project,
  session: SessionInfo = buyerSession(),
): Record<string, MockRoute> {
  const empty = (name: string) => ({ body: envelope(name, []) });
  return {
    ...signedInRoutes({ session, routePermissions: defaultRoutePermissions }),
    [`GET ${nodePath}/Projects`]: { body: envelope('project', [project]) },
    [`GET ${nodePath}/Departments`]: empty('department'),
    [`GET ${nodePath}/Users`]: empty('user'),
    [`GET ${nodePath}/Category`]: empty('category'),
    [`GET ${nodePath}/CommodityCategories`]: empty('commodity'),
    [`GET ${nodePath}/Term`]: empty('term'),
    [`GET ${nodePath}/TradeAgreement`]: empty('tradeAgreement'),
    [`GET ${nodePath}/LeadAgencyName`]: empty('leadAgencyName'),
    [`GET ${nodePath}/IrrevocablePeriods`]: empty('irrevocablePeriod'),
    [`GET ${nodePath}/TenderType`]: empty('tenderType'),
  };
}
