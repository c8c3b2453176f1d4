import type { ProjectSearchRow } from '@procura/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, type MockRequest, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { nodePath, projectFixture, projectRoutes } from '../../../test/project-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

// The first render loads the session, the project and its lists: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const searchKey = `POST ${nodePath}/Projects/Search`;

function row(id: number): ProjectSearchRow {
  return {
    id,
    name: `Project ${id}`,
    number: `RFP-${String(id).padStart(4, '0')}`,
    type: 'SOURCE',
    phase: 'Build',
    status: 'Design_Mode_Pending',
    procurementMethod: 'Public',
    isPlanned: false,
    department: null,
    projectLead: null,
    dateAvailable: null,
    dateClosing: null,
    estimatedValue: null,
    createdAt: '2030-01-05T15:00:00.000Z',
    updatedAt: '2030-01-05T15:00:00.000Z',
  };
}

/** A server holding `total` projects, answering pages like the real one. */
function pagedSearch(total: number) {
  return ({ body }: MockRequest) => {
    const { start, limit } = body as { start: number; limit: number };
    const all = Array.from({ length: total }, (_, index) => row(index + 1));
    return { body: envelope('project', all.slice(start, start + limit), total) };
  };
}

function searchRoutes(total: number, saved: unknown[] = []) {
  return {
    ...projectRoutes(projectFixture({ id: 21 })),
    [searchKey]: pagedSearch(total),
    [`GET ${nodePath}/SavedSearchCriteria`]: { body: envelope('savedSearch', saved) },
  };
}

const lastSearch = (server: ReturnType<typeof mockServer>) =>
  server.callsTo(searchKey).at(-1)?.body as Record<string, unknown>;

describe('project search', { timeout: 20_000 }, () => {
  it('says "1,000+" when the search matches more than the server counts', async () => {
    mockServer(searchRoutes(1001));
    renderApp('/projects');
    expect(await screen.findByTestId('project-row-1')).toBeTruthy();
    expect(screen.getByTestId('projects-count').textContent).toBe('1,000+ projects');
  });

  it('pages by 20, sorts on a header click and opens a project from its row', async () => {
    const server = mockServer(searchRoutes(45));
    const user = userEvent.setup();
    renderApp('/projects');

    expect(await screen.findByTestId('project-row-1')).toBeTruthy();
    expect(screen.getByTestId('projects-count').textContent).toBe('45 projects');
    expect(screen.getByTestId('pager-summary').textContent).toBe('Page 1 of 3');
    expect(lastSearch(server)).toMatchObject({
      start: 0,
      limit: 20,
      sortColumn: 'updatedAt',
      sortDirection: 'desc',
    });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByTestId('project-row-21')).toBeTruthy();
    expect(lastSearch(server)).toMatchObject({ start: 20, limit: 20 });

    await user.click(screen.getByTestId('sort-name'));
    await waitFor(() =>
      expect(lastSearch(server)).toMatchObject({ start: 0, sortColumn: 'name', sortDirection: 'asc' }),
    );
    await user.click(await screen.findByTestId('sort-name'));
    await waitFor(() =>
      expect(lastSearch(server)).toMatchObject({ sortColumn: 'name', sortDirection: 'desc' }),
    );

    await user.click(await screen.findByTestId('project-row-1'));
    await waitFor(() => expect(currentLocation()).toBe('/projects/1/build/settings'));
  });

  it('refuses a created-date range that ends before it starts, without asking the server', async () => {
    const server = mockServer(searchRoutes(3));
    renderApp('/projects');
    await screen.findByTestId('project-row-1');
    const calls = server.callsTo(searchKey).length;
    fireEvent.change(screen.getByTestId('projects-date-from'), { target: { value: '2030-05-01' } });
    fireEvent.change(screen.getByTestId('projects-date-to'), { target: { value: '2030-04-01' } });
    expect(await screen.findByText('The start date may not be after the end date.')).toBeTruthy();
    expect(server.callsTo(searchKey)).toHaveLength(calls + 1);
    expect(lastSearch(server)).toMatchObject({ dateFrom: '2030-05-01' });
    expect(lastSearch(server)).not.toHaveProperty('dateTo');
  });

  it('saves the current search and shows a duplicate name under the name field', async () => {
    const server = mockServer({
      ...searchRoutes(3),
      [`POST ${nodePath}/SavedSearchCriteria`]: refusal(
        400,
        ['savedSearchExists'],
        ['Saved search "Salt" already exists'],
      ),
    });
    const user = userEvent.setup();
    renderApp('/projects');
    await screen.findByTestId('project-row-1');
    await user.type(screen.getByTestId('projects-search'), 'salt');

    await user.click(screen.getByTestId('saved-search-save'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('saved-search-name'), 'Salt');
    await user.click(within(dialog).getByTestId('saved-search-share-new'));
    await user.click(within(dialog).getByTestId('saved-search-confirm'));

    expect(await within(dialog).findByText('Saved search "Salt" already exists')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    const saved = server.callsTo(`POST ${nodePath}/SavedSearchCriteria`)[0]?.body as Record<string, unknown>;
    expect(saved).toMatchObject({
      name: 'Salt',
      type: 'Project',
      shared: true,
      criteria: { searchText: 'salt' },
    });
  });

  it('applies a saved search', async () => {
    const server = mockServer(
      searchRoutes(3, [
        {
          id: 5,
          name: 'Open salt',
          type: 'Project',
          shared: true,
          ownerId: 9,
          mine: false,
          criteria: { searchText: 'salt', status: ['Open'], sortColumn: 'name', sortDirection: 'asc' },
        },
      ]),
    );
    const user = userEvent.setup();
    renderApp('/projects');
    await screen.findByTestId('project-row-1');
    await user.click(screen.getByTestId('saved-search-select'));
    await user.click(await screen.findByRole('option', { name: 'Open salt (Shared)' }));
    await waitFor(() =>
      expect(lastSearch(server)).toMatchObject({
        searchText: 'salt',
        status: ['Open'],
        sortColumn: 'name',
        sortDirection: 'asc',
      }),
    );
    // Someone else's search is applied but not offered for renaming or deleting.
    expect(screen.queryByTestId('saved-search-rename')).toBeNull();
  });

  it('remembers the chosen columns and exports the search with them', async () => {
    const server = mockServer({
      ...searchRoutes(3),
      [`POST ${nodePath}/Projects/Search/Export`]: { body: 'xlsx' },
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    // jsdom has no object URLs; the page only needs one to hand to the download link.
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/projects');
    await screen.findByTestId('project-row-1');

    await user.click(screen.getByTestId('column-chooser'));
    await user.click(await screen.findByTestId('column-option-department'));
    expect(JSON.parse(localStorage.getItem('procura.projectSearch.columns') ?? '[]')).toContain('department');
    expect(within(screen.getByTestId('project-results')).getByText('Department')).toBeTruthy();

    await user.click(screen.getByTestId('projects-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const body = server.callsTo(`POST ${nodePath}/Projects/Search/Export`)[0]?.body as { columns: string[] };
    expect(body.columns).toEqual([
      'number',
      'name',
      'status',
      'procurementMethod',
      'dateClosing',
      'department',
    ]);
    expect(createObjectURL).toHaveBeenCalled();
  });
});
