import {
  type CustomProjectReport,
  type CustomProjectReportRow,
  defaultRoutePermissions,
  type PermissionId,
} from '@procura/contract';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { sessionFixture, signedInRoutes } from '../../../test/fixtures.ts';
import { projectsPropertiesFixture } from '../../../test/project-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

/** The report centre's calls for the fixture session (agency 7, tender node 70). */
const nodePath = '/api/v1/customer/7/node/70';
export const reportPaths = {
  list: `${nodePath}/Report/CustomProject`,
  one: (id: number) => `${nodePath}/Report/CustomProject/${id}`,
  pending: `${nodePath}/Report/PendingCustomProject`,
  preview: `${nodePath}/Report/CustomData`,
  refresh: (id: number) => `${nodePath}/Report/RefreshCustomProject/${id}`,
  departments: `${nodePath}/Departments`,
  properties: `${nodePath}/Projects/ProjectsProperties`,
  categories: `${nodePath}/Category`,
};

export function reportRowFixture(
  id: number,
  overrides: Partial<CustomProjectReportRow> = {},
): CustomProjectReportRow {
  return {
    id,
    name: `Report ${id}`,
    uri: `/files/report-${id}.xlsx`,
    isPending: false,
    createdBy: { id: 42, fullName: 'Ada Lovelace' },
    createdAt: '2026-03-02T15:00:00.000Z',
    lastRunBy: { id: 43, fullName: 'Bo Chen' },
    lastRunAt: '2026-03-04T18:30:00.000Z',
    ...overrides,
  };
}

/** A saved report of contracts only: active contracts started this year, two columns. */
export function savedReportFixture(overrides: Partial<CustomProjectReport> = {}): CustomProjectReport {
  return {
    ...reportRowFixture(5, { name: 'Active contracts' }),
    type: 'Projects',
    phase: 'contractOnly',
    statuses: ['Awarded'],
    contractStatuses: ['Active'],
    dateKind: 'contractStarted',
    dateRange: { type: 'Fixed', value: 'thisYear' },
    filters: {
      departmentId: [3],
      projectLeadId: [],
      procurementMethod: [],
      classification: [],
      categoryId: [],
    },
    columns: [24, 23],
    ...overrides,
  };
}

export function listAnswer(rows: CustomProjectReportRow[], total = rows.length, page = 1) {
  return { body: { data: { customReport: rows }, total, page, pageSize: 25 } };
}

/** The wizard's choices: one department, the agency's people, one category. */
function optionRoutes(): Record<string, MockRoute> {
  return {
    [`GET ${reportPaths.departments}`]: { body: envelope('department', [{ id: 3, name: 'Public Works' }]) },
    [`GET ${reportPaths.properties}`]: {
      body: envelope('projectsProperties', [
        projectsPropertiesFixture({
          people: [
            { id: 42, fullName: 'Ada Lovelace' },
            { id: 43, fullName: 'Bo Chen' },
          ],
        }),
      ]),
    },
    [`GET ${reportPaths.categories}`]: {
      body: envelope('category', [{ id: 8, code: 'RD', name: 'Roads', parentId: null, active: true }]),
    },
  };
}

/**
 * Opens /reports/center through the app's own routes, in a signed-in session whose user holds
 * `permissions` under the default route permissions (reports: view REPORTS_VIEW, act REPORTS_EDIT).
 */
export function renderCentre(
  routes: Record<string, MockRoute>,
  permissions: PermissionId[] = ['REPORTS_VIEW', 'REPORTS_EDIT'],
) {
  const session = sessionFixture({ user: { permissions } });
  const server = mockServer({
    ...signedInRoutes({ session, routePermissions: defaultRoutePermissions }),
    ...optionRoutes(),
    ...routes,
  });
  return { server, ...renderApp('/reports/center') };
}
