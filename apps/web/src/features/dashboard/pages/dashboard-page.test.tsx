import type { UserWidget } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  counterData,
  dashboardNode,
  flagsWithoutTasks,
  layoutRoute,
  renderDashboard,
  widgetAt,
  widgetRoute,
} from '../../../test/dashboard-fixtures.ts';
import { envelope } from '../../../test/fetch-mock.ts';

const counts = {
  [`GET ${dashboardNode}/Widget`]: widgetRoute({
    totalProjects: { widgetType: 'totalProjects', count: 14 },
    openProjects: { widgetType: 'openProjects', count: 3 },
    projectCounter: counterData([1, 2, 3, 4, 5, 6, 7]),
  }),
  [`GET ${dashboardNode}/ProjectComments/Dashboard`]: { body: envelope('projectComment', []) },
};

const board: UserWidget[] = [widgetAt('totalProjects', 0, 0), widgetAt('openProjects', 6, 0)];

function postedBodies(server: ReturnType<typeof renderDashboard>['server']): unknown[] {
  return server.callsTo(`POST ${layoutRoute}`).map((call) => call.body);
}

// Whole dashboards (the app's frame, the grid, Mantine's menus and selects) take seconds in jsdom.
describe('dashboard layout', { timeout: 40_000 }, () => {
  it('shows the welcome line and the saved widgets, each in its own card with its handle', async () => {
    renderDashboard(board, counts);
    const welcome = await screen.findByTestId('dashboard-welcome');
    expect(within(welcome).getByText('Welcome, Ada Lovelace')).toBeTruthy();
    expect(within(welcome).getByText('Buyer')).toBeTruthy();
    const total = await screen.findByTestId('widget-totalProjects');
    expect(within(total).getByText('My Total Projects')).toBeTruthy();
    expect(await within(total).findByTestId('totalProjects-count')).toHaveProperty('textContent', '14');
    expect(
      within(screen.getByTestId('widget-openProjects')).getByText('My Open Sourcing Projects'),
    ).toBeTruthy();
    expect(screen.getByTestId('widget-handle-totalProjects')).toBeTruthy();
    // One size only: no toggle; every widget can be removed.
    expect(screen.queryByTestId('widget-size-totalProjects')).toBeNull();
    expect(screen.getByTestId('widget-remove-totalProjects')).toBeTruthy();
    expect(screen.queryByTestId('widget-calendar')).toBeNull();
  });

  it('adds a widget from the menu under the others and saves the whole layout', async () => {
    const { server } = renderDashboard(board, counts);
    const user = userEvent.setup();
    await screen.findByTestId('widget-totalProjects');
    await user.click(screen.getByTestId('add-widget'));
    const menu = await screen.findByRole('menu');
    const offered = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    // The catalogue's order, without the two on the board.
    expect(offered).toEqual([
      'Project Counter',
      'Important Dates',
      'Questions Submitted',
      'Value of My Awarded Projects',
      'Comments',
      'My Tasks',
      'Expired Contract Documents',
      'Overview',
      'Source Projects by Lead',
      'Source Projects by Team Member',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Comments' }));

    expect(await screen.findByTestId('widget-comments')).toBeTruthy();
    await waitFor(() => expect(postedBodies(server)).toHaveLength(1));
    expect(postedBodies(server)[0]).toEqual([
      ...board,
      { widgetId: 'comments', size: 'min', positionX: 0, positionY: 4 },
    ]);
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('removes a widget and saves the layout without it', async () => {
    const { server } = renderDashboard(board, counts);
    const user = userEvent.setup();
    await screen.findByTestId('widget-openProjects');
    await user.click(screen.getByTestId('widget-remove-openProjects'));
    await waitFor(() => expect(screen.queryByTestId('widget-openProjects')).toBeNull());
    await waitFor(() => expect(postedBodies(server)).toEqual([[board[0]]]));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
  });

  it('toggles a widget between min and max, moving it left when the bigger box would leave the grid', async () => {
    const comments = { widgetId: 'comments', size: 'min', positionX: 6, positionY: 0 } as const;
    const { server } = renderDashboard([widgetAt('totalProjects'), comments], counts);
    const user = userEvent.setup();
    const toggle = await screen.findByTestId('widget-size-comments');
    expect(toggle.getAttribute('aria-label')).toBe('Expand');
    await user.click(toggle);
    await waitFor(() => expect(postedBodies(server)).toHaveLength(1));
    // Grown to twelve columns, it moves to the first one, and below the widget it would cover.
    expect(postedBodies(server)[0]).toEqual([
      widgetAt('totalProjects'),
      { widgetId: 'comments', size: 'max', positionX: 0, positionY: 4 },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('widget-size-comments').getAttribute('aria-label')).toBe('Shrink'),
    );
    await user.click(screen.getByTestId('widget-size-comments'));
    await waitFor(() => expect(postedBodies(server)).toHaveLength(2));
    expect(postedBodies(server)[1]).toEqual([
      widgetAt('totalProjects'),
      { widgetId: 'comments', size: 'min', positionX: 0, positionY: 4 },
    ]);
  });

  it('shows the first message of a refused save and puts the last saved layout back', async () => {
    const { server } = renderDashboard(board, {
      ...counts,
      [`POST ${layoutRoute}`]: {
        status: 400,
        body: ['A widget must fit within the 12 columns of the dashboard.', 'Second message'],
        headers: { 'x-message-keys': 'widgetOutsideGrid,invalidParameter' },
      },
    });
    const user = userEvent.setup();
    await screen.findByTestId('widget-openProjects');
    await user.click(screen.getByTestId('widget-remove-openProjects'));
    expect(await screen.findByText('A widget must fit within the 12 columns of the dashboard.')).toBeTruthy();
    expect(screen.queryByText('Second message')).toBeNull();
    expect(await screen.findByTestId('widget-openProjects')).toBeTruthy();
    expect(screen.queryByText('Saved successfully.')).toBeNull();
    expect(server.callsTo(`POST ${layoutRoute}`)).toHaveLength(1);
  });

  it('resets to the default layout after a confirmation, and not on cancel', async () => {
    const defaults = [widgetAt('projectCounter'), widgetAt('overview', 0, 6)];
    const { server } = renderDashboard(board, {
      ...counts,
      [`DELETE ${layoutRoute}`]: { body: envelope('userBuyerWidget', defaults) },
    });
    const user = userEvent.setup();
    await screen.findByTestId('widget-totalProjects');

    await user.click(screen.getByTestId('reset-layout'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reset the dashboard')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`DELETE ${layoutRoute}`)).toHaveLength(0);

    await user.click(screen.getByTestId('reset-layout'));
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(server.callsTo(`DELETE ${layoutRoute}`)).toHaveLength(1));
    expect(await screen.findByTestId('widget-overview')).toBeTruthy();
    expect(screen.getByTestId('widget-projectCounter')).toBeTruthy();
    expect(screen.queryByTestId('widget-totalProjects')).toBeNull();
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
  });

  it('hides My Tasks without BuyerDashboard.MyTasks, on the board and in the menu, and never sends it', async () => {
    const { server } = renderDashboard([...board, widgetAt('tasks', 0, 4)], counts, {
      features: flagsWithoutTasks,
    });
    const user = userEvent.setup();
    await screen.findByTestId('widget-totalProjects');
    expect(screen.queryByTestId('widget-tasks')).toBeNull();
    expect(server.callsTo(`GET ${dashboardNode}/ProjectTask/GetByUser`)).toHaveLength(0);
    await user.click(screen.getByTestId('add-widget'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'My Tasks' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Project Counter' }));
    await waitFor(() => expect(postedBodies(server)).toHaveLength(1));
    expect((postedBodies(server)[0] as UserWidget[]).map((item) => item.widgetId)).toEqual([
      'totalProjects',
      'openProjects',
      'projectCounter',
    ]);
  });

  it('shows the layout failure with a retry, and an empty board with a hint', async () => {
    let fail = true;
    renderDashboard([], {
      [`GET ${layoutRoute}`]: () =>
        fail
          ? { status: 500, body: ['Unable to retrieve data, try later.'] }
          : { body: envelope('userBuyerWidget', []) },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Your dashboard could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your dashboard has no widgets.')).toBeTruthy();
  });

  it('keeps a failing widget to its own card', async () => {
    renderDashboard([widgetAt('totalProjects', 0, 0), widgetAt('openProjects', 6, 0)], {
      [`GET ${dashboardNode}/Widget`]: widgetRoute({
        totalProjects: 500,
        openProjects: { widgetType: 'openProjects', count: 3 },
      }),
    });
    const total = await screen.findByTestId('widget-totalProjects');
    expect(await within(total).findByText('This widget could not be loaded.')).toBeTruthy();
    const open = screen.getByTestId('widget-openProjects');
    expect(await within(open).findByTestId('openProjects-count')).toHaveProperty('textContent', '3');
  });
});
