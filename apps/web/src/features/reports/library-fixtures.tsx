import {
  type BuiltInReportName,
  defaultFeatureFlags,
  defaultRoutePermissions,
  type ReportCategoryCount,
  type ReportNameEntry,
  type ReportRun,
  type ScheduledReport,
} from '@procura/contract';
import { Route, Routes } from 'react-router';
import { SessionContext, type SessionState } from '../../platform/session/session-context.tsx';
import { envelope, type MockRoute, mockServer } from '../../test/fetch-mock.ts';
import { memberFixture, sessionFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { ReportLibraryPage } from './pages/report-library-page.tsx';

/** The library's test world: agency 7, node 70, Ada (user 42) with the reports rights asked for. */
export const nodePath = '/api/v1/customer/7/node/70';
export const reportPath = `${nodePath}/Report`;

export const entry = (
  name: BuiltInReportName,
  category: ReportNameEntry['category'],
  isFavorite = false,
): ReportNameEntry => ({ name, category, isFavorite });

/** Three contract reports, one supplier report and one source report; Active Contracts a favourite. */
export const offered: ReportNameEntry[] = [
  entry('ActiveContracts', 'Contract', true),
  entry('ContractsClosingIn90Days', 'Contract'),
  entry('ExpiredInsurance', 'Contract'),
  entry('SupplierDocumentsPendingApproval', 'Suppliers'),
  entry('SupplierQuestions', 'Source'),
];

export const offeredCategories: ReportCategoryCount[] = [
  { category: 'Contract', count: 3 },
  { category: 'Favourites', count: 1 },
  { category: 'Source', count: 1 },
  { category: 'Suppliers', count: 1 },
];

export function runFixture(overrides: Partial<ReportRun> = {}): ReportRun {
  return {
    name: 'ContractsClosingIn90Days',
    format: 'xlsx',
    state: 'queued',
    rows: 0,
    capped: false,
    message: null,
    fileName: 'Contracts Closing in 90 Days.xlsx',
    requestedAt: '2026-03-03T12:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export const runAnswer = (run: ReportRun) => ({ body: { data: { reportRun: run } } });

export function subscriptionFixture(id: number, overrides: Partial<ScheduledReport> = {}): ScheduledReport {
  return {
    id,
    reportName: 'ContractsClosingIn90Days',
    start: '2026-03-02',
    sendAt: '08:00',
    frequency: 'Weekly',
    recipientDTOs: [
      { id: id * 10 + 1, userId: 42, email: 'ada@springfield.example', fullName: 'Ada Lovelace' },
    ],
    createdBy: { id: 42, fullName: 'Ada Lovelace' },
    nextSendAt: '2026-03-09T13:00:00.000Z',
    ...overrides,
  };
}

/** The library's reads: the offered reports, their categories, no subscription, two team members. */
export function libraryRoutes(
  overrides: { forUser?: ScheduledReport[]; byUser?: ScheduledReport[] } = {},
): Record<string, MockRoute> {
  return {
    [`GET ${reportPath}/Names`]: { body: envelope('reportName', offered) },
    [`GET ${reportPath}/Categories`]: { body: envelope('reportCategory', offeredCategories) },
    [`GET ${reportPath}/ScheduledForUser`]: { body: envelope('scheduledReport', overrides.forUser ?? []) },
    [`GET ${reportPath}/ScheduledByUser`]: { body: envelope('scheduledReport', overrides.byUser ?? []) },
    [`GET ${nodePath}/Users`]: {
      body: envelope('user', [
        memberFixture(42, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@springfield.example' }),
        memberFixture(43, { firstName: 'Grace', lastName: 'Hopper' }),
      ]),
    },
  };
}

/**
 * Renders the library at `path` for a user holding `permissions` under the default route
 * permissions, the fake server answering `routes`. The session is given as the frame would hold
 * it once loaded (a feature may not import the frame, app/).
 */
export function renderLibrary(
  routes: Record<string, MockRoute>,
  { path = '/reports/library', permissions = ['REPORTS_VIEW', 'REPORTS_EDIT', 'TEAM_MEMBERS_VIEW'] } = {},
) {
  const session: SessionState = {
    info: sessionFixture({ user: { permissions } }),
    features: defaultFeatureFlags,
    routePermissions: defaultRoutePermissions,
    subject: { held: permissions, isSiteAdmin: false },
    reloadRoutePermissions: () => undefined,
  };
  const server = mockServer(routes);
  const rendered = renderApp(
    path,
    <SessionContext.Provider value={session}>
      <Routes>
        <Route path="/reports/library" element={<ReportLibraryPage />} />
      </Routes>
    </SessionContext.Provider>,
  );
  return { server, ...rendered };
}
