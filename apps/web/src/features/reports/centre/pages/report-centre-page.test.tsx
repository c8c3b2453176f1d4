import type { CustomProjectReportRow } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fetch-mock.ts';
import { listAnswer, renderCentre, reportPaths, reportRowFixture } from '../centre-fixtures.ts';

const row = (id: number) => screen.getByTestId(`custom-report-${id}`);

describe('the Report Centre (issue 26 §3)', { timeout: 30_000 }, () => {
  it("lists the node's reports with the agency's dates and the last file to download, 25 a page", async () => {
    const { server } = renderCentre({
      [`GET ${reportPaths.list}`]: (request) =>
        request.url.searchParams.get('page') === '2'
          ? listAnswer([reportRowFixture(30, { name: 'Late evaluations' })], 26, 2)
          : listAnswer(
              [
                reportRowFixture(5, { name: 'Open sources' }),
                reportRowFixture(6, { name: 'Never run', uri: null, lastRunAt: null, lastRunBy: null }),
              ],
              26,
            ),
    });
    const user = userEvent.setup();

    const table = await screen.findByTestId('custom-reports-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'Created By',
      'Create Date',
      'Last Run By',
      'Last Run On',
      'Download',
      'Edit',
      'Refresh',
      'Delete',
    ]);
    const cells = within(row(5))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 18:30 UTC on 4 March 2026 is 1:30 PM in Toronto, still on standard time.
    expect(cells.slice(0, 4)).toEqual(['Open sources', 'Ada Lovelace', 'March 02, 2026', 'Bo Chen']);
    expect(cells[4]).toBe('Wed, Mar 4, 2026 1:30 PM EST');
    expect(within(row(5)).getByRole('link', { name: 'Download Open sources' }).getAttribute('href')).toBe(
      `${reportPaths.list.replace('CustomProject', 'DownloadCustomProject')}/5`,
    );
    expect(within(row(6)).queryByRole('link')).toBeNull();
    expect(within(row(6)).getByText('Not run yet')).toBeTruthy();
    expect(server.callsTo(`GET ${reportPaths.list}`)[0]?.url.searchParams.get('pageSize')).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Late evaluations')).toBeTruthy();
  });

  it('says when there is no report yet, with New report, and retries a list that failed', async () => {
    let fail = true;
    renderCentre({
      [`GET ${reportPaths.list}`]: () => (fail ? { status: 500, body: ['Server error'] } : listAnswer([])),
    });
    const user = userEvent.setup();

    expect(await screen.findByText('The custom reports could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('No custom reports yet')).toBeTruthy();
    await user.click(within(empty).getByRole('button', { name: 'New report' }));
    expect(await screen.findByTestId('report-wizard')).toBeTruthy();
  });

  it('shows a user without the reports edit right no New, Edit, Refresh or Delete', async () => {
    renderCentre({ [`GET ${reportPaths.list}`]: listAnswer([reportRowFixture(5)]) }, ['REPORTS_VIEW']);
    await screen.findByTestId('custom-report-5');
    expect(screen.queryByRole('button', { name: 'New report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Report 5' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh Report 5' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Report 5' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download Report 5' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(6);
  });

  it('shows Refreshing… while the report is written, then its new run once it is no longer pending', async () => {
    let current: CustomProjectReportRow = reportRowFixture(5);
    let pending: number[] = [];
    const { server } = renderCentre({
      [`GET ${reportPaths.list}`]: () => listAnswer([current]),
      [`GET ${reportPaths.refresh(5)}`]: () => {
        current = { ...current, isPending: true };
        pending = [5];
        return { body: { data: { customReport: current } } };
      },
      [`GET ${reportPaths.pending}`]: () => ({
        body: envelope(
          'customReport',
          pending.map((id) => reportRowFixture(id, { isPending: true })),
        ),
      }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Refresh Report 5' }));
    expect(await within(row(5)).findByText('Refreshing…')).toBeTruthy();
    expect(within(row(5)).queryByRole('link')).toBeNull();
    expect(server.callsTo(`GET ${reportPaths.refresh(5)}`)).toHaveLength(1);

    // The job writes the file: the next look at the pending reports finds it done.
    current = {
      ...current,
      isPending: false,
      lastRunBy: { id: 42, fullName: 'Ada Lovelace' },
      lastRunAt: '2026-03-05T14:00:00.000Z',
    };
    pending = [];
    await waitFor(() =>
      expect(within(row(5)).getAllByRole('cell')[4]?.textContent).toBe('Thu, Mar 5, 2026 9:00 AM EST'),
    );
    expect(within(row(5)).queryByText('Refreshing…')).toBeNull();
    expect(within(row(5)).getAllByRole('cell')[3]?.textContent).toBe('Ada Lovelace');
    expect(within(row(5)).getByRole('link', { name: 'Download Report 5' })).toBeTruthy();
    expect(server.callsTo(`GET ${reportPaths.pending}`).length).toBeGreaterThan(0);
  });

  it('deletes a report once confirmed and reads the list again', async () => {
    let rows = [reportRowFixture(5), reportRowFixture(6)];
    const { server } = renderCentre({
      [`GET ${reportPaths.list}`]: () => listAnswer(rows),
      [`DELETE ${reportPaths.one(6)}`]: () => {
        rows = rows.filter((r) => r.id !== 6);
        return { body: { deleted: true } };
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Report 6' }));
    expect(
      await screen.findByText('Delete the report “Report 6”? Its last file is deleted with it.'),
    ).toBeTruthy();
    await user.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(screen.queryByTestId('custom-report-6')).toBeNull());
    expect(server.callsTo(`DELETE ${reportPaths.one(6)}`)).toHaveLength(1);
    expect(screen.getByTestId('custom-report-5')).toBeTruthy();
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });
});
