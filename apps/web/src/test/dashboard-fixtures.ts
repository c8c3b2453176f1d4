import {
  addDays,
  type CalendarEvent,
  dashboardWidgets,
  defaultFeatureFlags,
  type FeatureFlag,
  type LeadSummaryRow,
  type MyProjectRow,
  type NodeContractDocument,
  type ProjectComment,
  type ProjectEnding,
  type ProjectTask,
  type TeamMemberRow,
  type UserWidget,
  utcToZonedLocal,
  type WidgetData,
  type WidgetKey,
} from '@procura/contract';
import { envelope, type MockRequest, type MockRoute, mockServer } from './fetch-mock.ts';
import { signedInRoutes } from './fixtures.ts';
import { renderApp } from './render.tsx';

/** The fixture session's node (agency 7, tender node 70, America/Toronto). */
export const dashboardNode = '/api/v1/customer/7/node/70';
export const layoutRoute = `${dashboardNode}/UserBuyerWidget`;

/** The fixture agency's calendar day `days` from today. */
export function agencyDay(days = 0): string {
  return addDays(utcToZonedLocal(new Date(), 'America/Toronto').slice(0, 10), days);
}

/** One widget at its default size, placed where asked. */
export function widgetAt(widgetId: WidgetKey, positionX = 0, positionY = 0): UserWidget {
  return { widgetId, size: dashboardWidgets[widgetId].defaultSize, positionX, positionY };
}

/** Flags with the buyer dashboard's My Tasks module switched off (000 §6 gating). */
export const flagsWithoutTasks: FeatureFlag[] = defaultFeatureFlags.map((flag) =>
  flag.name === 'BuyerDashboard' ? { ...flag, modules: [{ name: 'MyTasks', enabled: false }] } : flag,
);

/** GET Widget?widgetType answered from a table of data per type; other types answer 404. */
export function widgetRoute(data: Partial<Record<WidgetData['widgetType'], WidgetData | number>>): MockRoute {
  return ({ url }: MockRequest) => {
    const type = url.searchParams.get('widgetType') as WidgetData['widgetType'];
    const answer = data[type];
    if (answer === undefined) return { status: 404, body: ['Not Found'] };
    if (typeof answer === 'number') return { status: answer, body: ['Unable to retrieve data, try later.'] };
    return { body: envelope('widget', [answer]) };
  };
}

export function counterData(counts: number[]): WidgetData {
  const [draft, planned, open, closed, awarded, active, warranty] = counts.map((count) => [{ count }]);
  return {
    widgetType: 'projectCounter',
    allDraftProjects: draft ?? [],
    allPlannedProjects: planned ?? [],
    allOpenProjects: open ?? [],
    allClosedProjects: closed ?? [],
    allAwardedProjects: awarded ?? [],
    allActiveProjects: active ?? [],
    allWarrantyProjects: warranty ?? [],
  };
}

export function calendarEvent(
  projectId: number,
  calendarDate: string,
  type: CalendarEvent['type'] = 'closed',
): CalendarEvent {
  return {
    projectId,
    projectNumber: `P-${projectId}`,
    projectName: `Project ${projectId}`,
    procurementLead: projectId % 2 === 0 ? null : 'Ada Lovelace',
    calendarDate,
    type,
    typeName: type,
  };
}

export function commentFixture(id: number, overrides: Partial<ProjectComment> = {}): ProjectComment {
  return {
    id,
    comment: `Comment ${id}`,
    created: '2026-03-02T15:30:00.000Z',
    project: { id: 12, number: 'RS-1', name: 'Road Salt', phase: 'Source' },
    createdBy: {
      id: 42,
      firstName: 'Ada',
      lastName: 'Lovelace',
      avatarUrl: null,
      inActive: false,
      deleted: false,
    },
    ...overrides,
  };
}

export function taskFixture(id: number, overrides: Partial<ProjectTask> = {}): ProjectTask {
  return {
    id,
    projectId: 12,
    subject: `Task ${id}`,
    description: '',
    assignedUserIds: [42],
    assignedUsers: [],
    dueDate: '2099-03-01T17:00:00.000Z',
    reminderDate: null,
    completed: false,
    created: '2026-03-01T12:00:00.000Z',
    createdBy: null,
    project: { id: 12, number: 'RS-1', name: 'Road Salt', phase: 'Contract' },
    ...overrides,
  };
}

export function myProjectFixture(id: number, overrides: Partial<MyProjectRow> = {}): MyProjectRow {
  return {
    projectId: id,
    projectName: `Project ${id}`,
    projectNumber: `P-${id}`,
    phase: 'Source',
    bidStatus: 'Open',
    bidOpenDate: '2026-03-01',
    bidCloseDate: agencyDay(3),
    estimatedValue: 1000 * id,
    ...overrides,
  };
}

export function documentFixture(
  id: number,
  overrides: Partial<NodeContractDocument> = {},
): NodeContractDocument {
  return {
    documentId: id,
    contractId: 80,
    category: 'insurance',
    type: 'General liability',
    companyName: 'Acme Roads',
    vendorId: null,
    projectId: 30 + id,
    projectName: `Contract project ${id}`,
    projectNumber: `C-${id}`,
    procurementLeadId: 42,
    expireDate: agencyDay(-id),
    approved: false,
    created: '2026-03-02T15:30:00.000Z',
    fileName: `document-${id}.pdf`,
    ...overrides,
  };
}

/** A project whose one contract ends `days` from today (negative: already ended). */
export function endingFixture(id: number, days: number | null): ProjectEnding {
  return {
    id,
    name: `Ending ${id}`,
    number: `E-${id}`,
    projectLead: id % 2 === 0 ? null : 'Ada Lovelace',
    contracts: [
      {
        id: 100 + id,
        isTerm: true,
        contractCategories: ['Goods'],
        vendors: ['Acme Roads'],
        requisitioners: ['Roads'],
        dateClosing: days === null ? '9999-12-31' : agencyDay(days),
        status: 'Active',
      },
    ],
  };
}

export function leadRow(userId: number | null, name: string, total: number): LeadSummaryRow {
  return { userId, name, design: total, scheduled: 0, planned: 0, open: 0, closed: 0, awarded: 0, total };
}

export function teamMemberRow(projectId: number, overrides: Partial<TeamMemberRow> = {}): TeamMemberRow {
  return {
    userId: 42,
    userName: 'Ada Lovelace',
    userRoles: ['procurementLead'],
    projectId,
    projectNumber: `T-${projectId}`,
    projectName: `Team project ${projectId}`,
    phase: 'Build',
    typeId: 'RFP',
    status: 'Design_Mode_Pending',
    publishDate: null,
    closingDate: '9999-12-31T23:59:59',
    numberOfRegisteredSuppliers: 2,
    numberOfAddenda: 1,
    estimatedValue: 2500.5,
    ...overrides,
  };
}

/** A call that answers only once released, so a test can look at the loading state first. */
export function gated(answer: MockRoute) {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const route: MockRoute = async (request) => {
    await opened;
    return typeof answer === 'function' ? answer(request) : answer;
  };
  return { route, release: () => release() };
}

/** A call that fails with a 500 until `recover()`, then answers `answer`. */
export function failing(answer: MockRoute) {
  let broken = true;
  const route: MockRoute = (request) => {
    if (broken) return { status: 500, body: ['Unable to retrieve data, try later.'] };
    return typeof answer === 'function' ? answer(request) : answer;
  };
  return {
    route,
    recover: () => {
      broken = false;
    },
  };
}

/** A server that keeps the saved layout, as UserBuyerWidget does: GET, POST stores, DELETE resets. */
export function layoutServer(initial: UserWidget[], defaults: UserWidget[] = initial) {
  let saved = initial;
  return {
    saved: () => saved,
    routes: {
      [`GET ${layoutRoute}`]: () => ({ body: envelope('userBuyerWidget', saved) }),
      [`POST ${layoutRoute}`]: ({ body }: MockRequest) => {
        saved = body as UserWidget[];
        return { body: envelope('userBuyerWidget', saved) };
      },
      [`DELETE ${layoutRoute}`]: () => {
        saved = defaults;
        return { body: envelope('userBuyerWidget', saved) };
      },
    } satisfies Record<string, MockRoute>,
  };
}

/** Signs in, serves `layout` and the given calls, and opens the dashboard. */
export function renderDashboard(
  layout: UserWidget[],
  routes: Record<string, MockRoute> = {},
  options: { features?: FeatureFlag[] } = {},
) {
  const store = layoutServer(layout);
  const signedIn = signedInRoutes();
  if (options.features) signedIn['GET /api/v1/features'] = { body: envelope('feature', options.features) };
  const server = mockServer({ ...signedIn, ...store.routes, ...routes });
  const rendered = renderApp('/');
  return { server, store, ...rendered };
}
