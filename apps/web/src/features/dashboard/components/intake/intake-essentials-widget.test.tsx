import { intakeExportFileName } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { agencyDay, layoutServer, widgetAt } from '../../../../test/dashboard-fixtures.ts';
import { envelope, type MockRequest, type MockRoute, mockServer } from '../../../../test/fetch-mock.ts';
import { memberFixture, sessionFixture } from '../../../../test/fixtures.ts';
import {
  intakeApi,
  intakeNodePath,
  intakeRowFixture,
  intakeSignedIn,
} from '../../../../test/intake-fixtures.ts';
import { renderApp } from '../../../../test/render.tsx';

const searchPath = `POST ${intakeApi}/search`;

/** The search as the server pages it: `total` rows, or none. */
function searchRoute(total: number): MockRoute {
  return ({ body }: MockRequest) => {
    const { page = 1, pageSize = 20 } = body as { page?: number; pageSize?: number };
    const all = Array.from({ length: total }, (_, index) => intakeRowFixture(index + 1));
    return { body: { rows: all.slice((page - 1) * pageSize, page * pageSize), total, page, pageSize } };
  };
}

function renderWidget(total: number, routes: Record<string, MockRoute> = {}) {
  const store = layoutServer([widgetAt('intakeEssentials')]);
  const server = mockServer({
    ...intakeSignedIn(),
    ...store.routes,
    [searchPath]: searchRoute(total),
    [`GET ${intakeApi}/requesters`]: {
      body: envelope('requester', [
        { email: 'grace@springfield.example', firstName: 'Grace', lastName: 'Hopper' },
      ]),
    },
    [`GET ${intakeNodePath}/Departments`]: {
      body: envelope('department', [{ id: 5, name: 'Public Works' }]),
    },
    [`GET ${intakeNodePath}/Users`]: {
      body: envelope('user', [
        memberFixture(42, { firstName: 'Ada', lastName: 'Lovelace', purchaser: true }),
      ]),
    },
    ...routes,
  });
  renderApp('/');
  return server;
}

type Server = ReturnType<typeof renderWidget>;
const lastBody = (server: Server) => server.callsTo(searchPath).at(-1)?.body as Record<string, unknown>;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const widget = screen.getByTestId('widget-intakeEssentials');
  await user.click(within(widget).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Whole dashboards (the frame, the grid, Mantine's selects) take seconds in jsdom.
describe('Intake: pending requests widget', { timeout: 40_000 }, () => {
  it('shows the pending rows of the first page, In Progress at first, each opening its request', async () => {
    const server = renderWidget(25);
    const widget = await screen.findByTestId('widget-intakeEssentials');
    expect(within(widget).getByText('Intake: pending requests')).toBeTruthy();
    const table = await within(widget).findByTestId('intake-table');
    expect(lastBody(server)).toMatchObject({
      status: 1,
      searchText: '',
      closingRange: 'any',
      page: 1,
      pageSize: 20,
      sortColumn: 'dateCreatedUtc',
      sortDirection: 'desc',
    });
    expect(server.callsTo(searchPath)[0]?.url.searchParams.get('nodeId')).toBe('70');
    const rows = within(table).getAllByTestId('intake-table-row');
    expect(rows).toHaveLength(20);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Request 1' }).getAttribute('href')).toBe(
      '/projects/1/intake',
    );
    expect(within(first).getByText('Not sure')).toBeTruthy();
    expect(within(first).getByText('April 01, 2030')).toBeTruthy();
    expect(within(first).getByText('$1,234.50')).toBeTruthy();
    expect(within(first).getByText('Pending')).toBeTruthy();
    // No start date, no modification: N/A.
    expect(within(first).getAllByText('N/A')).toHaveLength(2);

    await userEvent.setup().click(within(widget).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastBody(server).page).toBe(2));
  });

  it('sends each filter in the search body and goes back to the first page', async () => {
    const server = renderWidget(25);
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-intakeEssentials');
    await within(widget).findByTestId('intake-table');

    await choose(user, 'Status', 'All');
    await waitFor(() => expect(lastBody(server).status).toBeNull());
    await choose(user, 'Procurement lead', 'Not sure');
    await waitFor(() => expect(lastBody(server).procurementLeadId).toBe(0));
    await choose(user, 'Department', 'Public Works');
    await waitFor(() => expect(lastBody(server).departmentId).toBe(5));
    await choose(user, 'Requester', 'Grace Hopper');
    await waitFor(() => expect(lastBody(server).requester).toBe('grace@springfield.example'));
    await choose(user, 'Posting within', '7 days');
    await waitFor(() => expect(lastBody(server).closingRange).toBe(7));
    await user.type(within(widget).getByTestId('intake-search'), 'salt');
    await waitFor(() => expect(lastBody(server).searchText).toBe('salt'));
    expect(lastBody(server)).toMatchObject({ page: 1, status: null, procurementLeadId: 0 });

    await user.click(within(widget).getByTestId('intake-table-sort-projectName'));
    await waitFor(() =>
      expect(lastBody(server)).toMatchObject({ sortColumn: 'projectName', sortDirection: 'asc' }),
    );
  });

  it('says there are no intake requests', async () => {
    renderWidget(0);
    const widget = await screen.findByTestId('widget-intakeEssentials');
    expect(await within(widget).findByText('There are no intake requests.')).toBeTruthy();
    expect((within(widget).getByTestId('intake-export') as HTMLButtonElement).disabled).toBe(true);
  });

  it('exports every matching row, named All Data, then Filtered once a filter changes', async () => {
    const server = renderWidget(25);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    // jsdom has no object URLs; the export only needs one to hand to the download link.
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    const widget = await screen.findByTestId('widget-intakeEssentials');
    await within(widget).findByTestId('intake-table');
    const today = agencyDay();

    await user.click(within(widget).getByTestId('intake-export'));
    await waitFor(() => expect(names).toEqual([`${intakeExportFileName(false, today)}.xlsx`]));
    const [year, month, day] = today.split('-');
    expect(names[0]).toBe(`Intake_ Pending Requests - All Data - ${month}.${day}.${year}.xlsx`);
    expect(
      server.callsTo(searchPath).some((call) => (call.body as { pageSize: number }).pageSize === 100),
    ).toBe(true);

    await choose(user, 'Status', 'Approved');
    await waitFor(() => expect(lastBody(server).status).toBe(2));
    await user.click(within(widget).getByTestId('intake-export'));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(names[1]).toBe(`${intakeExportFileName(true, today)}.xlsx`);
  });

  it('is offered in the add-widget menu only on a node with enableIntakeEssentials', async () => {
    const store = layoutServer([]);
    mockServer({ ...intakeSignedIn(), ...store.routes });
    const user = userEvent.setup();
    const { unmount } = renderApp('/');
    await user.click(await screen.findByTestId('add-widget'));
    expect(await screen.findByTestId('add-widget-intakeEssentials')).toBeTruthy();
    unmount();

    mockServer({ ...intakeSignedIn(sessionFixture()), ...layoutServer([]).routes });
    renderApp('/');
    await user.click(await screen.findByTestId('add-widget'));
    await screen.findByTestId('add-widget-comments');
    expect(screen.queryByTestId('add-widget-intakeEssentials')).toBeNull();
  });
});
