import type { RoutePermissionEntry } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { signedInRoutes } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import {
  evaluationRowFixture,
  performanceNode,
  performanceSession,
  summaryFixture,
} from './dashboard-fixtures.ts';

const summaryRoute = `GET ${performanceNode}/Summary`;
const statisticRoute = `GET ${performanceNode}/PerformanceEvaluationStatistic`;
const listRoute = `GET ${performanceNode}/PerformanceEvaluation`;

const statistic = envelope('performanceEvaluationStatistic', [
  { status: 'In Progress', count: 4 },
  { status: 'Complete', count: 10 },
  { status: 'Expired', count: 3 },
]);

function serve(
  routes: Record<string, MockRoute> = {},
  options: { routePermissions?: RoutePermissionEntry[] } = {},
) {
  return mockServer({
    ...signedInRoutes({ session: performanceSession(), ...options }),
    [summaryRoute]: { body: envelope('performanceSummary', [summaryFixture()]) },
    [statisticRoute]: { body: statistic },
    [`GET ${performanceNode}/Departments/All`]: {
      body: envelope('department', [
        { id: 3, name: 'Roads' },
        { id: 4, name: 'Parks' },
      ]),
    },
    ...routes,
  });
}

const queryOf = (server: ReturnType<typeof mockServer>, route: string) =>
  server.callsTo(route).map((call) => Object.fromEntries(call.url.searchParams));

// The whole app (frame, guard, Mantine's tables and selects) takes seconds in jsdom.
describe('the supplier dashboard', { timeout: 40_000 }, () => {
  it('shows the Performance summary: suppliers, contracts, evaluations, satisfactory and departments', async () => {
    serve();
    renderApp('/supplier-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier Dashboard' })).toBeTruthy();
    expect((await screen.findByTestId('perf-dash-suppliers')).textContent).toBe('7');
    expect(screen.getByTestId('perf-dash-contracts-registered').textContent).toBe('12');
    expect(screen.getByTestId('perf-dash-contracts-evaluated').textContent).toBe('8');
    expect(screen.getByTestId('perf-dash-contracts-pct').textContent).toBe('66.7%');
    expect(screen.getByTestId('perf-dash-evaluations-completed').textContent).toBe('14');
    expect(screen.getByTestId('perf-dash-evaluations-interim').textContent).toBe('9');
    expect(screen.getByTestId('perf-dash-evaluations-final').textContent).toBe('5');
    // Satisfactory percents with two decimals (000 §9).
    expect(screen.getByTestId('perf-dash-satisfactory').textContent).toBe('12 (85.71%)');
    expect(screen.getByTestId('perf-dash-not-satisfactory').textContent).toBe('2 (14.29%)');

    const roads = screen.getByTestId('perf-dash-department-3');
    expect(
      within(roads)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Roads', '1', '2', '6', '3', '0', '75.0%']);
    // The bucket without a department has no list to open.
    const none = screen.getByTestId('perf-dash-department-none');
    expect(within(none).queryByRole('button')).toBeNull();

    const statuses = await screen.findByTestId('perf-dash-statuses');
    expect(
      within(statuses)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['In Progress', 'Complete', 'Expired']);
  });

  it('hides the satisfactory figures where the rating scale has none (showSatisfactory false)', async () => {
    serve({
      [summaryRoute]: { body: envelope('performanceSummary', [summaryFixture({ showSatisfactory: false })]) },
    });
    renderApp('/supplier-dashboard');
    expect(await screen.findByTestId('perf-dash-suppliers')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ratings of completed evaluations' })).toBeNull();
    expect(screen.queryByTestId('perf-dash-satisfactory')).toBeNull();
  });

  it('sorts the departments by a column, both ways', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/supplier-dashboard');
    const table = await screen.findByTestId('perf-dash-departments');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent);
    expect(names()).toEqual(['No department', 'Parks', 'Roads']);
    await user.click(within(table).getByTestId('sort-numInProgress'));
    expect(names()).toEqual(['No department', 'Roads', 'Parks']);
    await user.click(within(table).getByTestId('sort-numInProgress'));
    expect(names()).toEqual(['Parks', 'Roads', 'No department']);
  });

  it('sends the filters with the summary and the statistic', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/supplier-dashboard');
    await screen.findByTestId('perf-dash-suppliers');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Final' }));
    await waitFor(() => expect(queryOf(server, summaryRoute).at(-1)).toEqual({ type: 'Final' }));
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Parks' }));
    await waitFor(() =>
      expect(queryOf(server, statisticRoute).at(-1)).toEqual({ type: 'Final', departmentId: '4' }),
    );
    await user.click(screen.getByTestId('perf-dash-clear'));
    await waitFor(() => expect(currentLocation()).toBe('/supplier-dashboard'));
  });

  it('opens the evaluations of a department, pages and sorts them, each leading to its evaluation', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => evaluationRowFixture(i + 1));
    const server = serve({
      [listRoute]: { body: envelope('performanceEvaluation', rows, 45) },
    });
    const user = userEvent.setup();
    renderApp('/supplier-dashboard?from=2026-01-01');
    expect(screen.queryByTestId('perf-dash-evaluations')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Show the evaluations of Roads' }));

    const list = await screen.findByTestId('perf-dash-evaluations');
    expect(queryOf(server, listRoute).at(-1)).toEqual({
      departmentId: '3',
      dateFrom: '2026-01-01',
      start: '0',
      limit: '20',
      sortColumn: 'evaluationDate',
      sortDirection: 'desc',
    });
    expect(within(screen.getByTestId('perf-dash-drill')).getByText('Department: Roads')).toBeTruthy();
    expect(screen.getByTestId('perf-dash-drill-count').textContent).toBe('45 evaluations');
    const first = within(list).getByTestId('perf-dash-evaluation-1');
    expect(within(first).getByText('Complete')).toBeTruthy();
    expect(within(first).getByText('82.5%')).toBeTruthy();
    expect(within(first).getByText('Good')).toBeTruthy();
    expect(within(first).getByText('April 01, 2026')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Supplier 1' }).getAttribute('href')).toBe(
      '/performance/evaluations/1',
    );

    await user.click(within(list).getByTestId('sort-companyName'));
    await waitFor(() =>
      expect(queryOf(server, listRoute).at(-1)).toMatchObject({
        sortColumn: 'companyName',
        sortDirection: 'asc',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queryOf(server, listRoute).at(-1)).toMatchObject({ start: '20' }));
    expect(currentLocation()).toContain('listDepartment=3');

    await user.click(screen.getByTestId('perf-dash-drill-close'));
    expect(screen.queryByTestId('perf-dash-drill')).toBeNull();
  });

  it('opens the evaluations of a status, or of a count of a department', async () => {
    const server = serve({
      [listRoute]: {
        body: envelope('performanceEvaluation', [evaluationRowFixture(9, { status: 'Expired' })]),
      },
    });
    const user = userEvent.setup();
    renderApp('/supplier-dashboard');
    const statuses = await screen.findByTestId('perf-dash-statuses');
    await user.click(within(statuses).getByRole('button', { name: 'Expired' }));
    await screen.findByTestId('perf-dash-evaluations');
    expect(queryOf(server, listRoute).at(-1)).toMatchObject({ status: 'Expired' });
    expect(within(screen.getByTestId('perf-dash-drill')).getByText('Status: Expired')).toBeTruthy();

    await user.click(screen.getByTestId('perf-dash-numInterim-3'));
    await waitFor(() =>
      expect(queryOf(server, listRoute).at(-1)).toMatchObject({ departmentId: '3', type: 'Interim' }),
    );
    expect(queryOf(server, listRoute).at(-1)).not.toHaveProperty('status');
    // The count is of completed interims: the list shows those, not the scheduled or open ones.
    expect(queryOf(server, listRoute).at(-1)).toMatchObject({ completed: 'true' });
    expect(within(screen.getByTestId('perf-dash-drill')).getByText('Completed')).toBeTruthy();
  });

  it('says so when nothing matches, and when the summary fails, with a retry', async () => {
    let fail = true;
    serve({
      [summaryRoute]: () =>
        fail
          ? { status: 500, body: ['Unable to retrieve data, try later.'] }
          : { body: envelope('performanceSummary', [summaryFixture({ departments: [] })]) },
      [statisticRoute]: { body: envelope('performanceEvaluationStatistic', []) },
      [listRoute]: { body: envelope('performanceEvaluation', []) },
    });
    const user = userEvent.setup();
    renderApp('/supplier-dashboard?list=1');
    expect(await screen.findByText('The performance summary could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('No evaluation matches.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No department has evaluations under these filters.')).toBeTruthy();
    expect(await screen.findByText('No evaluation under these filters.')).toBeTruthy();
  });

  it('leads back to the dashboard where the node lacks contractorPerformance, asking nothing', async () => {
    const server = mockServer({
      ...signedInRoutes({ session: performanceSession(false) }),
      [summaryRoute]: { body: envelope('performanceSummary', [summaryFixture()]) },
    });
    renderApp('/supplier-dashboard');
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(server.callsTo(summaryRoute)).toHaveLength(0);
  });
});
