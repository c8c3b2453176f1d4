import {
  defaultProjectSearchColumns,
  type ProjectSearch,
  type ProjectSearchColumn,
  type ProjectSortColumn,
  projectSearchColumns,
  projectSearchPageSize,
  projectSortColumns,
  type SearchCriteria,
} from '@procura/contract';
import { loadStoredColumns, storeColumns } from '../../ui/column-chooser.tsx';

/**
 * What the project search page holds: the text, the created-date range, statuses, the five filter
 * groups (000 §9), the sort and the page. Saved searches store all of it but the page.
 */
export type SearchState = {
  searchText: string;
  dateFrom: string;
  dateTo: string;
  status: string[];
  criteria: Required<{ [Group in keyof SearchCriteria]: NonNullable<SearchCriteria[Group]> }>;
  sortColumn: ProjectSortColumn;
  sortDirection: 'asc' | 'desc';
  page: number;
};

export const emptySearch: SearchState = {
  searchText: '',
  dateFrom: '',
  dateTo: '',
  status: [],
  criteria: { project: {}, source: {}, contract: {}, award: {}, intake: {} },
  sortColumn: 'updatedAt',
  sortDirection: 'desc',
  page: 1,
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** One filter group without its empty criteria (001 §5: empty criteria are dropped from requests). */
function compact<T extends object>(group: T): T {
  return Object.fromEntries(Object.entries(group).filter(([, value]) => !isEmpty(value))) as T;
}

/** The POST /Projects/Search body for `state`. */
export function toSearchRequest(state: SearchState): ProjectSearch {
  const { criteria } = state;
  return {
    limit: projectSearchPageSize,
    start: (state.page - 1) * projectSearchPageSize,
    ...(state.searchText.trim() ? { searchText: state.searchText.trim() } : {}),
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { dateTo: state.dateTo } : {}),
    ...(state.status.length > 0 ? { status: state.status as ProjectSearch['status'] } : {}),
    searchCriteria: {
      project: compact(criteria.project),
      source: compact(criteria.source),
      contract: compact(criteria.contract),
      award: compact(criteria.award),
      intake: compact(criteria.intake),
    },
    sortColumn: state.sortColumn,
    sortDirection: state.sortDirection,
  };
}

/** 000 §5: the search start date may not be after its end date. */
export function dateRangeInvalid(state: Pick<SearchState, 'dateFrom' | 'dateTo'>): boolean {
  return state.dateFrom !== '' && state.dateTo !== '' && state.dateFrom > state.dateTo;
}

/** How many criteria of the filter panel are set, for its toggle's badge. */
export function countFilters(state: SearchState): number {
  return Object.values(state.criteria).reduce(
    (sum, group) => sum + Object.values(group).filter((value) => !isEmpty(value)).length,
    0,
  );
}

/** What a saved search keeps: the whole search but its page. */
export function toSavedCriteria(state: SearchState): Record<string, unknown> {
  const { page: _page, ...rest } = state;
  return rest;
}

/** A saved search's criteria read back leniently: whatever is missing or unknown is left at its default. */
export function fromSavedCriteria(saved: Record<string, unknown>): SearchState {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const criteria = (saved.criteria ?? {}) as Partial<SearchState['criteria']>;
  return {
    ...emptySearch,
    searchText: text(saved.searchText),
    dateFrom: text(saved.dateFrom),
    dateTo: text(saved.dateTo),
    status: Array.isArray(saved.status) ? saved.status.filter((s): s is string => typeof s === 'string') : [],
    criteria: { ...emptySearch.criteria, ...criteria },
    sortColumn: projectSortColumns.includes(saved.sortColumn as ProjectSortColumn)
      ? (saved.sortColumn as ProjectSortColumn)
      : emptySearch.sortColumn,
    sortDirection: saved.sortDirection === 'asc' ? 'asc' : 'desc',
  };
}

export function isSortable(column: ProjectSearchColumn): column is ProjectSearchColumn & ProjectSortColumn {
  return (projectSortColumns as readonly string[]).includes(column);
}

const columnsKey = 'procura.projectSearch.columns';

/** The columns this browser last chose, in the contract's order; the defaults when none or broken. */
export function loadColumns(): ProjectSearchColumn[] {
  return loadStoredColumns(columnsKey, projectSearchColumns, defaultProjectSearchColumns);
}

export function saveColumns(columns: readonly ProjectSearchColumn[]): void {
  storeColumns(columnsKey, columns);
}
