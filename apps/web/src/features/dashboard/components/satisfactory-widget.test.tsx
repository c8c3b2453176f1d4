import { defaultRoutePermissions, type PerformanceSummary, type UserWidget } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardNode, layoutServer, widgetAt } from '../../../test/dashboard-fixtures.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { sessionFixture, signedInRoutes } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

const summaryRoute = `GET ${dashboardNode}/Summary`;

function summary(overrides: Partial<PerformanceSummary> = {}): PerformanceSummary {
  return {
    suppliers: 3,
    contracts: { numRegistered: 4, numEvaluated: 2, pctEvaluated: 50 },
    evaluations: { numEvaluated: 7, numInterim: 5, numFinal: 2 },
    departments: [],
    satisfactory: 6,
    nonSatisfactory: 1,
    showSatisfactory: true,
    ...overrides,
  };
}

/** The dashboard of a buyer whose node has (or lacks) the contractor-performance feature. */
function renderBoard(
  layout: UserWidget[],
  options: { contractorPerformance?: boolean; summary?: MockRoute; restricted?: boolean } = {},
) {
  const session = sessionFixture();
  const tenderNode = { ...session.tenderNode, contractorPerformance: options.contractorPerformance ?? true };
  const store = layoutServer(layout);
  const server = mockServer({
    ...signedInRoutes({
      session: { ...session, tenderNode },
      ...(options.restricted ? { routePermissions: defaultRoutePermissions } : {}),
    }),
    ...store.routes,
    [`GET ${dashboardNode}/Widget`]: {
      body: envelope('widget', [{ widgetType: 'totalProjects', count: 2 }]),
    },
    [summaryRoute]: options.summary ?? { body: envelope('performanceSummary', [summary()]) },
  });
  renderApp('/');
  return { server, store };
}

const board = [widgetAt('totalProjects', 0, 0), widgetAt('satisfactorySnapshot', 6, 0)];

// Whole dashboards (the frame, the grid, Mantine's menus) take seconds in jsdom.
describe('the satisfactory snapshot widget (000 §6)', { timeout: 40_000 }, () => {
  it('shows satisfactory against not satisfactory with two decimals, and leads to the supplier dashboard', async () => {
    const user = userEvent.setup();
    renderBoard(board);
    const widget = await screen.findByTestId('widget-satisfactorySnapshot');
    expect(within(widget).getByText('Satisfactory Snapshot')).toBeTruthy();
    const shares = await within(widget).findByTestId('satisfactory-share');
    expect(shares.textContent).toBe('85.71%Satisfactory · 6 evaluations');
    expect(within(widget).getByTestId('not-satisfactory-share').textContent).toBe(
      '14.29%Not satisfactory · 1 evaluation',
    );
    await user.click(within(widget).getByRole('link', { name: 'Supplier dashboard' }));
    await waitFor(() => expect(currentLocation()).toBe('/supplier-dashboard'));
  });

  it('says so when no evaluation is complete yet', async () => {
    renderBoard(board, {
      summary: { body: envelope('performanceSummary', [summary({ satisfactory: 0, nonSatisfactory: 0 })]) },
    });
    const widget = await screen.findByTestId('widget-satisfactorySnapshot');
    expect((await within(widget).findByTestId('satisfactory-none')).textContent).toBe(
      'No evaluation is complete yet.',
    );
  });

  it('is neither drawn nor offered where the rating scale has no snapshot (showSatisfactory false)', async () => {
    const user = userEvent.setup();
    const { server } = renderBoard(board, {
      summary: { body: envelope('performanceSummary', [summary({ showSatisfactory: false })]) },
    });
    await screen.findByTestId('widget-totalProjects');
    await waitFor(() => expect(server.callsTo(summaryRoute)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('widget-satisfactorySnapshot')).toBeNull());
    await user.click(screen.getByTestId('add-widget'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Satisfactory Snapshot' })).toBeNull();
  });

  it('is neither drawn nor asked for where the node lacks contractorPerformance', async () => {
    const user = userEvent.setup();
    const { server } = renderBoard(board, { contractorPerformance: false });
    await screen.findByTestId('widget-totalProjects');
    expect(screen.queryByTestId('widget-satisfactorySnapshot')).toBeNull();
    await user.click(screen.getByTestId('add-widget'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Satisfactory Snapshot' })).toBeNull();
    expect(server.callsTo(summaryRoute)).toHaveLength(0);
  });

  it('is left out for a buyer who may not view the supplier dashboard', async () => {
    const { server } = renderBoard(board, { restricted: true });
    await screen.findByTestId('widget-totalProjects');
    expect(screen.queryByTestId('widget-satisfactorySnapshot')).toBeNull();
    expect(server.callsTo(summaryRoute)).toHaveLength(0);
  });

  it('can be added from the menu where it is allowed', async () => {
    const user = userEvent.setup();
    const { server } = renderBoard([widgetAt('totalProjects', 0, 0)]);
    await screen.findByTestId('widget-totalProjects');
    await waitFor(() => expect(server.callsTo(summaryRoute)).toHaveLength(1));
    await user.click(screen.getByTestId('add-widget'));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Satisfactory Snapshot' }));
    expect(await screen.findByTestId('widget-satisfactorySnapshot')).toBeTruthy();
  });
});
