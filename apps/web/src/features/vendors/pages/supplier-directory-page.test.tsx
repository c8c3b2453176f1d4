import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../test/fetch-mock.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import {
  searchRowFixture,
  supplierEditorSession,
  supplierRoutes,
} from '../../../test/vendor-lists-fixtures.ts';
import { directoryRoutes, exportKey, pagedVendors, searchKey } from '../../../test/vendors-fixtures.ts';

type Server = ReturnType<typeof mockServer>;
const lastSearch = (server: Server) => server.callsTo(searchKey).at(-1)?.body as Record<string, unknown>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('supplier directory', { timeout: 20_000 }, () => {
  it('is in the main navigation for those who may view suppliers, and only for them', async () => {
    mockServer(directoryRoutes(3));
    const view = renderApp('/suppliers');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const link = within(nav).getByRole('link', { name: 'Suppliers' });
    expect(link.getAttribute('href')).toBe('/suppliers');
    expect(link.getAttribute('aria-current')).toBe('page');
    view.unmount();

    mockServer(supplierRoutes(supplierEditorSession([])));
    renderApp('/projects/new/newproject');
    const otherNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(otherNav).queryByRole('link', { name: 'Suppliers' })).toBeNull();
  });

  it('lists everyone at first, does not search on two characters and searches on three', async () => {
    const server = mockServer(directoryRoutes(3));
    const user = userEvent.setup();
    renderApp('/suppliers');
    expect(await screen.findByTestId('supplier-row-1')).toBeTruthy();
    expect(screen.getByTestId('suppliers-count').textContent).toBe('3 suppliers');
    expect(lastSearch(server)).toEqual({
      limit: 20,
      start: 0,
      criteria: {},
      sortColumn: 'companyName',
      sortDirection: 'asc',
    });
    const calls = server.callsTo(searchKey).length;

    await user.type(screen.getByTestId('suppliers-search'), 'ab');
    expect(screen.getByTestId('suppliers-search-hint').textContent).toBe(
      'Type at least 3 characters to search suppliers.',
    );
    // Past the debounce: still no call for two characters.
    await pause(450);
    expect(server.callsTo(searchKey)).toHaveLength(calls);

    await user.type(screen.getByTestId('suppliers-search'), 'c');
    await waitFor(() => expect(lastSearch(server)).toMatchObject({ searchText: 'abc', start: 0 }));
    expect(server.callsTo(searchKey)).toHaveLength(calls + 1);
    expect(screen.queryByTestId('suppliers-search-hint')).toBeNull();
  });

  it('cancels a search typed over without showing an error, and logs it for debugging only', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const routes = directoryRoutes(3);
    const answer = pagedVendors(3);
    const server = mockServer({
      ...routes,
      [searchKey]: async (request) => {
        if ((request.body as { searchText?: string }).searchText === 'salt') await pause(3_000);
        return answer(request);
      },
    });
    // The fake server answers when it likes; the browser's fetch gives up on an aborted call at once.
    const answered = server.fetch;
    vi.stubGlobal(
      'fetch',
      (input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          answered(input, init).then(resolve, reject);
        }),
    );
    const user = userEvent.setup();
    renderApp('/suppliers');
    await screen.findByTestId('supplier-row-1');

    await user.type(screen.getByTestId('suppliers-search'), 'salt');
    await waitFor(() => expect(lastSearch(server)).toMatchObject({ searchText: 'salt' }));
    await user.type(screen.getByTestId('suppliers-search'), 'y');
    await waitFor(() => expect(lastSearch(server)).toMatchObject({ searchText: 'salty' }));
    await waitFor(() => expect(debug).toHaveBeenCalledWith('Request canceled by user'));
    expect(screen.queryByTestId('error-state')).toBeNull();
    expect(await screen.findByTestId('supplier-row-1')).toBeTruthy();
    debug.mockRestore();
  });

  it('sends the advanced search criteria in the body', async () => {
    const server = mockServer(directoryRoutes(3));
    const user = userEvent.setup();
    renderApp('/suppliers');
    await screen.findByTestId('supplier-row-1');

    await user.click(screen.getByTestId('suppliers-filters-toggle'));
    await user.click(await screen.findByTestId('supplier-filter-categories'));
    await user.click(await screen.findByRole('option', { name: '72 Construction' }));
    await user.type(screen.getByTestId('supplier-filter-city'), 'Hamilton');
    await user.click(within(screen.getByTestId('supplier-filter-local')).getByText('Yes'));
    await user.click(within(screen.getByTestId('supplier-filter-has-bid')).getByText('No'));

    await waitFor(() =>
      expect(lastSearch(server)).toMatchObject({
        start: 0,
        criteria: { categoryIds: [11], city: 'Hamilton', isLocalVendor: true, hasBid: false },
      }),
    );
    const criteria = lastSearch(server).criteria as Record<string, unknown>;
    expect(Object.keys(criteria).sort()).toEqual(['categoryIds', 'city', 'hasBid', 'isLocalVendor']);
    expect(screen.getByTestId('suppliers-filters-toggle').textContent).toContain('4');
  });

  it('sends the performance status criteria in the body (issue 23 §3)', async () => {
    const server = mockServer(directoryRoutes(3));
    const user = userEvent.setup();
    renderApp('/suppliers');
    await screen.findByTestId('supplier-row-1');

    await user.click(screen.getByTestId('suppliers-filters-toggle'));
    await user.click(await screen.findByTestId('supplier-filter-performance-status'));
    await user.click(await screen.findByRole('option', { name: 'Probation' }));
    await user.click(within(screen.getByTestId('supplier-filter-has-performance-status')).getByText('Yes'));
    await waitFor(() =>
      expect(lastSearch(server)).toMatchObject({
        start: 0,
        criteria: { performanceStatus: 'Probation', hasPerformanceStatus: true },
      }),
    );
    expect(Object.keys(lastSearch(server).criteria as object).sort()).toEqual([
      'hasPerformanceStatus',
      'performanceStatus',
    ]);
    expect(screen.getByTestId('suppliers-filters-toggle').textContent).toContain('2');

    // "Any" drops the criterion (that search was answered already, so only the count tells).
    await user.click(within(screen.getByTestId('supplier-filter-has-performance-status')).getByText('Any'));
    await waitFor(() => expect(screen.getByTestId('suppliers-filters-toggle').textContent).toContain('1'));
  });

  it('shows the performance columns when chosen and sorts by the average (issue 23 §5)', async () => {
    const rated = (id: number) =>
      searchRowFixture(
        id,
        id === 1
          ? {
              performanceAverage: 85.88,
              performanceLatestRating: 'notSatisfactory',
              performanceStatus: 'Watch List',
            }
          : {},
      );
    const server = mockServer(directoryRoutes(3, { [searchKey]: pagedVendors(3, rated) }));
    const user = userEvent.setup();
    renderApp('/suppliers');
    await screen.findByTestId('supplier-row-1');
    const results = () => screen.getByTestId('supplier-results');
    // Not among the defaults.
    expect(within(results()).queryByText('Performance average')).toBeNull();

    await user.click(screen.getByTestId('column-chooser'));
    await user.click(await screen.findByTestId('column-option-performanceAverage'));
    await user.click(await screen.findByTestId('column-option-performanceLatestRating'));
    await user.click(await screen.findByTestId('column-option-performanceStatus'));
    expect(within(results()).getByText('Performance average')).toBeTruthy();
    expect(within(results()).getByText('Latest performance rating')).toBeTruthy();
    expect(within(results()).getByText('Performance status')).toBeTruthy();

    const first = within(screen.getByTestId('supplier-row-1'));
    expect(first.getByText('85.9%')).toBeTruthy();
    expect(first.getByText('Not Satisfactory')).toBeTruthy();
    expect(first.getByText('Watch List')).toBeTruthy();
    // None yet: a dash for the average and the rating, no badge.
    const second = screen.getByTestId('supplier-row-2');
    expect(within(second).getAllByText('—')).toHaveLength(2);
    expect(within(second).queryByText('Watch List')).toBeNull();

    await user.click(screen.getByTestId('sort-performanceAverage'));
    await waitFor(() =>
      expect(lastSearch(server)).toMatchObject({ sortColumn: 'performanceAverage', sortDirection: 'asc' }),
    );
  });

  it('sorts on a header click, pages by 20 and opens a profile from its row', async () => {
    const server = mockServer(directoryRoutes(45));
    const user = userEvent.setup();
    renderApp('/suppliers');
    await screen.findByTestId('supplier-row-1');
    expect(screen.getByTestId('pager-summary').textContent).toBe('Page 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByTestId('supplier-row-21')).toBeTruthy();
    expect(lastSearch(server)).toMatchObject({ start: 20, limit: 20 });

    await user.click(screen.getByTestId('sort-companyName'));
    await waitFor(() =>
      expect(lastSearch(server)).toMatchObject({
        start: 0,
        sortColumn: 'companyName',
        sortDirection: 'desc',
      }),
    );
    await user.click(await screen.findByTestId('sort-city'));
    await waitFor(() =>
      expect(lastSearch(server)).toMatchObject({ sortColumn: 'city', sortDirection: 'asc' }),
    );
    await user.click(await screen.findByTestId('sort-city'));
    await waitFor(() =>
      expect(lastSearch(server)).toMatchObject({ sortColumn: 'city', sortDirection: 'desc' }),
    );

    await user.click(await screen.findByTestId('supplier-row-2'));
    await waitFor(() => expect(currentLocation()).toBe('/suppliers/2'));
  });

  it('remembers the chosen columns and exports the whole search with them', async () => {
    const server = mockServer({ ...directoryRoutes(3), [exportKey]: { body: 'xlsx' } });
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:export'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/suppliers');
    await screen.findByTestId('supplier-row-1');

    await user.click(screen.getByTestId('column-chooser'));
    await user.click(await screen.findByTestId('column-option-phone'));
    expect(JSON.parse(localStorage.getItem('procura.supplierDirectory.columns') ?? '[]')).toContain('phone');
    expect(within(screen.getByTestId('supplier-results')).getByText('Phone')).toBeTruthy();

    await user.click(screen.getByTestId('suppliers-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(saved[0]).toMatch(/^Suppliers - \d{4}-\d{2}-\d{2}\.xlsx$/);
    const body = server.callsTo(exportKey)[0]?.body as { search: Record<string, unknown>; columns: string[] };
    expect(body.columns).toEqual([
      'companyName',
      'primaryContact',
      'email',
      'phone',
      'city',
      'accountStatus',
      'registeredAt',
    ]);
    expect(body.search).toEqual({ criteria: {}, sortColumn: 'companyName', sortDirection: 'asc' });
    click.mockRestore();
  });
});
