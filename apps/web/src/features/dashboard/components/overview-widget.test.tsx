import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  agencyDay,
  dashboardNode,
  endingFixture,
  failing,
  gated,
  myProjectFixture,
  renderDashboard,
  widgetAt,
} from '../../../test/dashboard-fixtures.ts';
import { envelope, type MockRequest } from '../../../test/fetch-mock.ts';

const projectsPath = `GET ${dashboardNode}/Dashboard/MyProjects`;
const endingPath = `GET ${dashboardNode}/Dashboard/ProjectsEnding`;

/** My Projects as the server pages it: `total` projects, `limit` from `start`. */
function pagedProjects(total: number) {
  return ({ url }: MockRequest) => {
    const start = Number(url.searchParams.get('start'));
    const limit = Number(url.searchParams.get('limit'));
    const all = Array.from({ length: total }, (_, index) => myProjectFixture(index + 1));
    return { body: envelope('myProject', all.slice(start, start + limit), total) };
  };
}

function lastQuery(server: ReturnType<typeof renderDashboard>['server'], key: string): URLSearchParams {
  return server.callsTo(key).at(-1)?.url.searchParams ?? new URLSearchParams();
}

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function rowsOf(testId: string): string[] {
  return screen.queryAllByTestId(`${testId}-row`).map((row) => row.textContent ?? '');
}

// Whole dashboards (the app's frame, the grid, Mantine's menus and selects) take seconds in jsdom.
describe('overview widget: projects', { timeout: 40_000 }, () => {
  it('loads my projects closing within 7 days, sorted by name, 20 a page, with links and dates', async () => {
    const call = gated(pagedProjects(3));
    const { server } = renderDashboard([widgetAt('overview')], { [projectsPath]: call.route });
    const widget = await screen.findByTestId('widget-overview');
    expect(await within(widget).findByTestId('widget-loading')).toBeTruthy();
    call.release();
    const table = await within(widget).findByTestId('overview-projects-table');
    const query = lastQuery(server, projectsPath);
    expect(Object.fromEntries(query)).toEqual({
      start: '0',
      limit: '20',
      sortcolumn: 'projectName',
      sortdirection: 'asc',
      dateFrom: agencyDay(0),
      dateTo: agencyDay(6),
    });
    expect(within(table).getByRole('link', { name: 'Project 1' }).getAttribute('href')).toBe(
      '/projects/1/source/companies',
    );
    expect(within(table).getAllByText('March 01, 2026')).toHaveLength(3);
    expect(within(table).getByText('$3,000.00')).toBeTruthy();
    expect(within(table).getAllByText('Published')).toHaveLength(3);
  });

  it('sends each bid-closing range as its days, both ends included, and none for any', async () => {
    const { server } = renderDashboard([widgetAt('overview')], { [projectsPath]: pagedProjects(1) });
    const user = userEvent.setup();
    await screen.findByTestId('overview-projects-table');
    expect(lastQuery(server, projectsPath).get('dateTo')).toBe(agencyDay(6));
    for (const [label, last] of [
      ['30 days', 29],
      ['90 days', 89],
    ] as const) {
      await chooseOption(user, 'Bids closing within', label);
      await waitFor(() => expect(lastQuery(server, projectsPath).get('dateTo')).toBe(agencyDay(last)));
      expect(lastQuery(server, projectsPath).get('dateFrom')).toBe(agencyDay(0));
    }
    await chooseOption(user, 'Bids closing within', 'Any time');
    await waitFor(() => expect(lastQuery(server, projectsPath).has('dateTo')).toBe(false));
    expect(lastQuery(server, projectsPath).has('dateFrom')).toBe(false);
  });

  it('pages, sorts by a clicked column each way, searches and hides columns', async () => {
    const { server } = renderDashboard([widgetAt('overview')], { [projectsPath]: pagedProjects(45) });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-overview');
    await within(widget).findByTestId('overview-projects-table');
    expect(within(widget).getByTestId('pager-summary').textContent).toBe('Page 1 of 3');
    await user.click(within(widget).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(server, projectsPath).get('start')).toBe('20'));
    expect(await within(widget).findByRole('link', { name: 'Project 21' })).toBeTruthy();

    const sortButton = within(widget).getByTestId('overview-projects-table-sort-bidCloseDate');
    await user.click(sortButton);
    await waitFor(() => expect(lastQuery(server, projectsPath).get('sortcolumn')).toBe('bidCloseDate'));
    expect(lastQuery(server, projectsPath).get('sortdirection')).toBe('asc');
    // A new sort starts again on the first page.
    expect(lastQuery(server, projectsPath).get('start')).toBe('0');
    expect(sortButton.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(widget).getByTestId('overview-projects-table-sort-bidCloseDate'));
    await waitFor(() => expect(lastQuery(server, projectsPath).get('sortdirection')).toBe('desc'));

    await user.type(within(widget).getByTestId('overview-projects-search'), 'salt');
    await waitFor(() => expect(lastQuery(server, projectsPath).get('searchText')).toBe('salt'));

    const headers = () =>
      within(within(widget).getByTestId('overview-projects-table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    expect(headers()).toContain('Estimated value');
    await user.click(within(widget).getByTestId('overview-projects-columns'));
    await user.click(await screen.findByRole('checkbox', { name: 'Estimated value' }));
    await waitFor(() => expect(headers()).not.toContain('Estimated value'));
    expect(headers()).toEqual(['Project name', 'Project number', 'Status', 'Bid opening', 'Bid closing ▼']);
  });

  it('shows the widget error with a retry, then the empty state', async () => {
    const call = failing({ body: envelope('myProject', [], 0) });
    renderDashboard([widgetAt('overview')], { [projectsPath]: call.route });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-overview');
    expect(await within(widget).findByText('This widget could not be loaded.')).toBeTruthy();
    call.recover();
    await user.click(within(widget).getByRole('button', { name: 'Try again' }));
    expect(await within(widget).findByText('None of your projects matches.')).toBeTruthy();
  });
});

// The documents tabs: overview-documents.test.tsx.
describe('overview widget: contracts ending', { timeout: 40_000 }, () => {
  it('narrows contracts ending by the contract range at its boundaries: 0 <= days left < N, 0 for ended', async () => {
    const projects = [-1, 0, 6, 7, 29, 30, null].map((days, index) => endingFixture(index + 1, days));
    const { server } = renderDashboard([widgetAt('overview')], {
      [projectsPath]: pagedProjects(0),
      [endingPath]: { body: envelope('projectEnding', projects) },
    });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-overview');
    await user.click(within(widget).getByTestId('overview-tab-ending'));
    await within(widget).findByTestId('overview-ending-table');
    const shown = () => rowsOf('overview-ending-table').map((row) => /E-(\d)/.exec(row)?.[1]);
    // 7 days at first: today and six days on (E-2, E-3), not the seventh (E-4) nor yesterday (E-1).
    expect(shown()).toEqual(['2', '3']);
    const query = lastQuery(server, endingPath);
    expect(query.get('limit')).toBe('1000');
    expect(query.get('daysUntilExpired')).toBe('90');
    expect(within(widget).getByRole('link', { name: 'E-2 Ending 2' }).getAttribute('href')).toBe(
      '/projects/2/contract',
    );
    expect(within(widget).getByText('Not sure')).toBeTruthy();

    await chooseOption(user, 'Contracts ending within', 'Already expired');
    await waitFor(() => expect(shown()).toEqual(['1']));
    await chooseOption(user, 'Contracts ending within', '30 days');
    await waitFor(() => expect(shown()).toEqual(['2', '3', '4', '5']));
    await chooseOption(user, 'Contracts ending within', '90 days');
    await waitFor(() => expect(shown()).toEqual(['2', '3', '4', '5', '6']));
  });
});
