import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  dashboardNode,
  documentFixture,
  failing,
  gated,
  renderDashboard,
  widgetAt,
} from '../../../test/dashboard-fixtures.ts';
import { envelope, type MockRequest } from '../../../test/fetch-mock.ts';

const projectsPath = `GET ${dashboardNode}/Dashboard/MyProjects`;
const pendingPath = `GET ${dashboardNode}/Documents/Contract/Pending`;
const expiredPath = `GET ${dashboardNode}/Documents/Contract/Expired`;
const noProjects = { body: envelope('myProject', [], 0) };

/** A document list as the server pages it: `total` documents, `limit` from `start`, in its order. */
function pagedDocuments(total: number) {
  return ({ url }: MockRequest) => {
    const start = Number(url.searchParams.get('start'));
    const limit = Number(url.searchParams.get('limit'));
    const all = Array.from({ length: total }, (_, index) =>
      documentFixture(index + 1, { companyName: `Supplier ${String(index + 1).padStart(2, '0')}` }),
    );
    const ordered = url.searchParams.get('sortDirection') === 'desc' ? all.reverse() : all;
    return { body: envelope('document', ordered.slice(start, start + limit), total) };
  };
}

function lastQuery(server: ReturnType<typeof renderDashboard>['server'], key: string) {
  return Object.fromEntries(server.callsTo(key).at(-1)?.url.searchParams ?? []);
}

function rowsOf(testId: string): string[] {
  return screen.queryAllByTestId(`${testId}-row`).map((row) => row.textContent ?? '');
}

async function openTab(tab: 'pending' | 'expired') {
  const user = userEvent.setup();
  const widget = await screen.findByTestId('widget-overview');
  await user.click(within(widget).getByTestId(`overview-tab-${tab}`));
  return { user, widget };
}

// Whole dashboards (the app's frame, the grid, Mantine's menus) take seconds in jsdom.
describe('overview widget: contract documents', { timeout: 40_000 }, () => {
  it('asks for the first 20 pending documents, longest waiting first, each linking to the contract', async () => {
    const call = gated(pagedDocuments(25));
    const { server } = renderDashboard([widgetAt('overview')], {
      [projectsPath]: noProjects,
      [pendingPath]: call.route,
    });
    const { widget } = await openTab('pending');
    expect(await within(widget).findByTestId('widget-loading')).toBeTruthy();
    call.release();
    const table = await within(widget).findByTestId('overview-pending-table');
    expect(lastQuery(server, pendingPath)).toEqual({
      start: '0',
      limit: '20',
      sortColumn: 'created',
      sortDirection: 'asc',
    });
    expect(rowsOf('overview-pending-table')).toHaveLength(20);
    expect(within(table).getByRole('link', { name: 'C-1 Contract project 1' }).getAttribute('href')).toBe(
      '/projects/31/contract/documents',
    );
    expect(within(table).getAllByText('Insurance').length).toBeGreaterThan(0);
    const uploaded = within(widget).getByTestId('overview-pending-table-sort-created');
    expect(uploaded.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(within(widget).getByTestId('pager-summary').textContent).toBe('Page 1 of 2');
  });

  it('asks the server again for each sort and page, back on the first page after a sort', async () => {
    const { server } = renderDashboard([widgetAt('overview')], {
      [projectsPath]: noProjects,
      [pendingPath]: pagedDocuments(25),
    });
    const { user, widget } = await openTab('pending');
    await within(widget).findByTestId('overview-pending-table');

    await user.click(within(widget).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(server, pendingPath).start).toBe('20'));
    await waitFor(() => expect(rowsOf('overview-pending-table')).toHaveLength(5));
    expect(rowsOf('overview-pending-table')[4]).toContain('Supplier 25');

    const calls = server.callsTo(pendingPath).length;
    await user.click(within(widget).getByTestId('overview-pending-table-sort-companyName'));
    await waitFor(() =>
      expect(lastQuery(server, pendingPath)).toEqual({
        start: '0',
        limit: '20',
        sortColumn: 'companyName',
        sortDirection: 'asc',
      }),
    );
    expect(server.callsTo(pendingPath).length).toBe(calls + 1);
    await user.click(within(widget).getByTestId('overview-pending-table-sort-companyName'));
    await waitFor(() => expect(lastQuery(server, pendingPath).sortDirection).toBe('desc'));
    // The rows are the server's: its first row of the descending order heads the table.
    await waitFor(() => expect(rowsOf('overview-pending-table')[0]).toContain('Supplier 25'));
    expect(
      within(widget)
        .getByTestId('overview-pending-table-sort-companyName')
        .closest('th')
        ?.getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('lists expired documents, latest lapsed first, with the server’s total in the pager', async () => {
    const { server } = renderDashboard([widgetAt('overview')], {
      [projectsPath]: noProjects,
      [expiredPath]: pagedDocuments(1099),
    });
    const { user, widget } = await openTab('expired');
    await within(widget).findByTestId('overview-expired-table');
    expect(lastQuery(server, expiredPath)).toEqual({
      start: '0',
      limit: '20',
      sortColumn: 'expireDate',
      sortDirection: 'desc',
    });
    expect(rowsOf('overview-expired-table')).toHaveLength(20);
    expect(within(widget).getByTestId('pager-summary').textContent).toBe('Page 1 of 55');
    await user.click(within(widget).getByTestId('overview-expired-table-sort-projectName'));
    await waitFor(() => expect(lastQuery(server, expiredPath).sortColumn).toBe('projectName'));
    expect(lastQuery(server, expiredPath).sortDirection).toBe('asc');
  });

  it('says when no document has expired, after a retry', async () => {
    const call = failing({ body: envelope('document', [], 0) });
    renderDashboard([widgetAt('overview')], { [projectsPath]: noProjects, [expiredPath]: call.route });
    const { user, widget } = await openTab('expired');
    expect(await within(widget).findByText('This widget could not be loaded.')).toBeTruthy();
    call.recover();
    await user.click(within(widget).getByRole('button', { name: 'Try again' }));
    expect(await within(widget).findByText('No contract document has expired.')).toBeTruthy();
  });
});
