import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  commentFixture,
  dashboardNode,
  failing,
  gated,
  renderDashboard,
  taskFixture,
  widgetAt,
} from '../../../test/dashboard-fixtures.ts';
import { envelope } from '../../../test/fetch-mock.ts';

const commentsPath = `GET ${dashboardNode}/ProjectComments/Dashboard`;
const tasksPath = `GET ${dashboardNode}/ProjectTask/GetByUser`;

// Whole dashboards (the app's frame, the grid, Mantine's menus and selects) take seconds in jsdom.
describe('comments widget', { timeout: 40_000 }, () => {
  it('shows the latest ten comments with author, text, time and a link to the project', async () => {
    const call = gated({
      body: envelope('projectComment', [
        commentFixture(1),
        commentFixture(2, {
          createdBy: null,
          project: { id: 14, number: 'CT-9', name: 'Bridge', phase: 'Contract' },
        }),
      ]),
    });
    const { server } = renderDashboard([widgetAt('comments')], { [commentsPath]: call.route });
    const widget = await screen.findByTestId('widget-comments');
    expect(await within(widget).findByTestId('widget-loading')).toBeTruthy();
    call.release();

    const first = await within(widget).findByTestId('dashboard-comment-1');
    expect(within(first).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(first).getByText('Comment 1')).toBeTruthy();
    // 15:30 UTC is 10:30 in Toronto (EST) on March 2.
    expect(within(first).getByText('Mon, Mar 2, 2026 10:30 AM EST')).toBeTruthy();
    // A source project opens on its companies (000 §2).
    expect(within(first).getByRole('link', { name: 'RS-1 Road Salt' }).getAttribute('href')).toBe(
      '/projects/12/source/companies',
    );
    const second = within(widget).getByTestId('dashboard-comment-2');
    expect(within(second).getByText('Former team member')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'CT-9 Bridge' }).getAttribute('href')).toBe(
      '/projects/14/contract/dates',
    );
    expect(server.callsTo(commentsPath)[0]?.url.searchParams.get('limit')).toBe('10');
  });

  it('shows the widget error with a retry, then the empty state', async () => {
    const call = failing({ body: envelope('projectComment', []) });
    renderDashboard([widgetAt('comments')], { [commentsPath]: call.route });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-comments');
    expect(await within(widget).findByText('This widget could not be loaded.')).toBeTruthy();
    call.recover();
    await user.click(within(widget).getByRole('button', { name: 'Try again' }));
    expect(await within(widget).findByText('No comments yet.')).toBeTruthy();
  });
});

describe('tasks widget', { timeout: 40_000 }, () => {
  it("lists the user's tasks due within 15 days with the description cut at 50 characters", async () => {
    const long = 'A description that is much longer than fifty characters, to be cut.';
    const call = gated({
      body: envelope('projectTask', [taskFixture(1, { description: long }), taskFixture(2)]),
    });
    const { server } = renderDashboard([widgetAt('tasks')], { [tasksPath]: call.route });
    const widget = await screen.findByTestId('widget-tasks');
    expect(await within(widget).findByTestId('widget-loading')).toBeTruthy();
    call.release();

    const first = await within(widget).findByTestId('dashboard-task-1');
    expect(within(first).getByText('Task 1')).toBeTruthy();
    expect(within(first).getByTestId('task-description').textContent).toBe(`${long.slice(0, 50)}..`);
    expect(within(first).getByText('Due Sun, Mar 1, 2099 12:00 PM EST')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'RS-1 Road Salt' }).getAttribute('href')).toBe(
      '/projects/12/contract/dates',
    );
    expect(
      within(widget).getByTestId('dashboard-task-2').querySelector('[data-testid="task-description"]'),
    ).toBeNull();
    const url = server.callsTo(tasksPath)[0]?.url;
    expect(url?.searchParams.get('userId')).toBe('42');
    expect(url?.searchParams.get('dueDays')).toBe('15');
  });

  it('shows the widget error with a retry, then the empty state', async () => {
    const call = failing({ body: envelope('projectTask', []) });
    renderDashboard([widgetAt('tasks')], { [tasksPath]: call.route });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-tasks');
    expect(await within(widget).findByText('This widget could not be loaded.')).toBeTruthy();
    call.recover();
    await user.click(within(widget).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(widget).getByText('No tasks due in the next 15 days.')).toBeTruthy());
  });
});
