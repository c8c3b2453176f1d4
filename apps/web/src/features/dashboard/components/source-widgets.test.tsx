import { teamMemberExportName } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  agencyDay,
  dashboardNode,
  failing,
  gated,
  leadRow,
  renderDashboard,
  teamMemberRow,
  widgetAt,
} from '../../../test/dashboard-fixtures.ts';
import { envelope, type MockRequest } from '../../../test/fetch-mock.ts';
import { memberFixture } from '../../../test/fixtures.ts';
import { isFiltered } from './team-member-export.ts';

const leadsPath = `GET ${dashboardNode}/SourceProjectByLeadWidget`;
const teamPath = `GET ${dashboardNode}/SourceProjectsByTeamMembers`;
const usersPath = `GET ${dashboardNode}/Users`;

type Server = ReturnType<typeof renderDashboard>['server'];

function lastQuery(server: Server, key: string): URLSearchParams {
  return server.callsTo(key).at(-1)?.url.searchParams ?? new URLSearchParams();
}

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The team-member call as the server pages it. */
function pagedRows(total: number) {
  return ({ url }: MockRequest) => {
    const start = Number(url.searchParams.get('start'));
    const limit = Number(url.searchParams.get('limit'));
    const all = Array.from({ length: total }, (_, index) => teamMemberRow(index + 1));
    return { body: envelope('teamMemberProject', all.slice(start, start + limit), total) };
  };
}

// Whole dashboards (the app's frame, the grid, Mantine's menus and selects) take seconds in jsdom.
describe('source projects by lead', { timeout: 40_000 }, () => {
  it('counts each lead’s projects by status closing within 7 days, with Not sure for no lead', async () => {
    const call = gated({
      body: envelope('leadSummary', [leadRow(42, 'Ada Lovelace', 3), leadRow(null, '', 2)]),
    });
    const { server } = renderDashboard([widgetAt('projectBuyers')], { [leadsPath]: call.route });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-projectBuyers');
    expect(await within(widget).findByTestId('widget-loading')).toBeTruthy();
    call.release();
    const table = await within(widget).findByTestId('project-buyers-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Procurement lead',
      'In Progress',
      'Scheduled',
      'Planned',
      'Published',
      'Closed',
      'Awarded',
      'Total',
    ]);
    const rows = within(table).getAllByTestId('project-buyers-row');
    expect(rows.map((row) => row.textContent)).toEqual(['Ada Lovelace3000003', 'Not sure2000002']);
    expect(lastQuery(server, leadsPath).get('closingWithin')).toBe('7');

    await chooseOption(user, 'Bids closing within', 'Any time');
    await waitFor(() => expect(lastQuery(server, leadsPath).get('closingWithin')).toBe('any'));
    await chooseOption(user, 'Bids closing within', '90 days');
    await waitFor(() => expect(lastQuery(server, leadsPath).get('closingWithin')).toBe('90'));
  });

  it('shows the widget error with a retry, then the empty state', async () => {
    const call = failing({ body: envelope('leadSummary', []) });
    renderDashboard([widgetAt('projectBuyers')], { [leadsPath]: call.route });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-projectBuyers');
    expect(await within(widget).findByText('This widget could not be loaded.')).toBeTruthy();
    call.recover();
    await user.click(within(widget).getByRole('button', { name: 'Try again' }));
    expect(await within(widget).findByText('No source project closes within this range.')).toBeTruthy();
  });
});

describe('source projects by team member', { timeout: 40_000 }, () => {
  it('starts on In Progress for everyone, pages, and filters by member, status and closing range', async () => {
    const call = gated(pagedRows(25));
    const { server } = renderDashboard([widgetAt('projectTeamMembers')], {
      [teamPath]: call.route,
      [usersPath]: {
        body: envelope('user', [memberFixture(42, { firstName: 'Ada', lastName: 'Lovelace' })]),
      },
    });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-projectTeamMembers');
    expect(await within(widget).findByTestId('widget-loading')).toBeTruthy();
    call.release();
    const table = await within(widget).findByTestId('team-members-table');
    expect(Object.fromEntries(lastQuery(server, teamPath))).toEqual({
      status: 'In Progress',
      closingWithin: 'any',
      start: '0',
      limit: '20',
    });
    const first = within(table).getAllByTestId('team-members-table-row')[0] as HTMLElement;
    expect(within(first).getByText('Procurement Lead')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Team project 1' }).getAttribute('href')).toBe(
      '/projects/1/build/settings',
    );
    // No publish date, and the 9999-12-31 sentinel for the closing date: both N/A.
    expect(within(first).getAllByText('N/A')).toHaveLength(2);
    expect(within(first).getByText('Design / In Progress')).toBeTruthy();
    expect(within(first).getByText('$2,500.50')).toBeTruthy();

    await user.click(within(widget).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(server, teamPath).get('start')).toBe('20'));

    await chooseOption(user, 'Team member', 'Ada Lovelace');
    await waitFor(() => expect(lastQuery(server, teamPath).get('userId')).toBe('42'));
    expect(lastQuery(server, teamPath).get('start')).toBe('0');
    await chooseOption(user, 'Status', 'Published');
    await waitFor(() => expect(lastQuery(server, teamPath).get('status')).toBe('Published'));
    await chooseOption(user, 'Closing within', '180 days');
    await waitFor(() => expect(lastQuery(server, teamPath).get('closingWithin')).toBe('180'));
  });

  it('shows the widget error with a retry, then the empty state', async () => {
    const call = failing({ body: envelope('teamMemberProject', [], 0) });
    renderDashboard([widgetAt('projectTeamMembers')], {
      [teamPath]: call.route,
      [usersPath]: { body: envelope('user', []) },
    });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-projectTeamMembers');
    expect(await within(widget).findByText('This widget could not be loaded.')).toBeTruthy();
    call.recover();
    await user.click(within(widget).getByRole('button', { name: 'Try again' }));
    expect(await within(widget).findByText('No source project matches these filters.')).toBeTruthy();
    expect((within(widget).getByTestId('team-members-export') as HTMLButtonElement).disabled).toBe(true);
  });

  it('exports every matching row to a spreadsheet named All Data, then Filtered once a filter changes', async () => {
    const { server } = renderDashboard([widgetAt('projectTeamMembers')], {
      [teamPath]: pagedRows(25),
      [usersPath]: { body: envelope('user', []) },
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    // jsdom has no object URLs; the export only needs one to hand to the download link.
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-projectTeamMembers');
    await within(widget).findByTestId('team-members-table');

    await user.click(within(widget).getByTestId('team-members-export'));
    const today = agencyDay();
    const [year, month, day] = today.split('-');
    await waitFor(() =>
      expect(names).toEqual([`Source Projects by Team Member - All Data - ${month}.${day}.${year}.xlsx`]),
    );
    // The whole list, not the page on screen: one call of up to 1000 rows.
    const exportCall = server.callsTo(teamPath).find((call) => call.url.searchParams.get('limit') === '1000');
    expect(exportCall?.url.searchParams.get('start')).toBe('0');
    expect(createObjectURL.mock.calls[0]?.[0].size).toBeGreaterThan(1000);

    await chooseOption(user, 'Closing within', '7 days');
    await waitFor(() => expect(lastQuery(server, teamPath).get('closingWithin')).toBe('7'));
    await user.click(within(widget).getByTestId('team-members-export'));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(names[1]).toBe(teamMemberExportName(true, today));
  });

  it('calls the export Filtered as soon as one filter differs from its default', () => {
    const defaults = { userId: null, status: 'In Progress', closingWithin: 'any' } as const;
    expect(isFiltered(defaults)).toBe(false);
    expect(isFiltered({ ...defaults, userId: 42 })).toBe(true);
    expect(isFiltered({ ...defaults, status: null })).toBe(true);
    expect(isFiltered({ ...defaults, status: 'Planned' })).toBe(true);
    expect(isFiltered({ ...defaults, closingWithin: 1 })).toBe(true);
  });
});
