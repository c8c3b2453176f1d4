import {
  type AccountStatus,
  defaultVendorSearchColumns,
  type PerformanceStatus,
  type SubscriptionStatus,
  supplierSearchMinChars,
  type VendorAdvancedSearch,
  type VendorSearchColumn,
  type VendorSearchCriteria,
  type VendorSortColumn,
  vendorSearchColumns,
  vendorSearchPageSize,
  vendorSortColumns,
} from '@procura/contract';
import { loadStoredColumns, storeColumns } from '../../ui/column-chooser.tsx';

/** A yes/no criterion the user may also leave open. */
export type Tristate = 'any' | 'yes' | 'no';

/** The advanced search panel's fields as the form holds them (issue 22 §1). */
export type DirectoryFilters = {
  categoryIds: string[];
  commodityIds: string[];
  city: string;
  provinceState: string;
  country: string;
  isLocalVendor: Tristate;
  emergencyVendor: Tristate;
  certifiedDiverseSupplier: Tristate;
  diversityClassifications: string[];
  accountStatus: AccountStatus | null;
  subscriptionStatus: SubscriptionStatus[];
  registeredSince: string;
  hasBid: Tristate;
  listId: string | null;
  /** The current performance status asked for (issue 23 §3), or any. */
  performanceStatus: PerformanceStatus | null;
  hasPerformanceStatus: Tristate;
};

/** What the directory page holds: the name text, the filters, the sort and the page. */
export type DirectoryState = {
  searchText: string;
  filters: DirectoryFilters;
  sortColumn: VendorSortColumn;
  sortDirection: 'asc' | 'desc';
  page: number;
};

export const noFilters: DirectoryFilters = {
  categoryIds: [],
  commodityIds: [],
  city: '',
  provinceState: '',
  country: '',
  isLocalVendor: 'any',
  emergencyVendor: 'any',
  certifiedDiverseSupplier: 'any',
  diversityClassifications: [],
  accountStatus: null,
  subscriptionStatus: [],
  registeredSince: '',
  hasBid: 'any',
  listId: null,
  performanceStatus: null,
  hasPerformanceStatus: 'any',
};

export const emptyDirectory: DirectoryState = {
  searchText: '',
  filters: noFilters,
  sortColumn: 'companyName',
  sortDirection: 'asc',
  page: 1,
};

/**
 * 000 §5: a name search needs at least three characters. Empty text lists everyone; one or two
 * characters are not sent at all (the page says why instead).
 */
export function searchTextTooShort(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length < supplierSearchMinChars;
}

const tristate = (value: Tristate) => (value === 'any' ? undefined : value === 'yes');
const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
const list = <T>(values: T[]) => (values.length === 0 ? undefined : values);

/** The criteria of the panel, empty ones dropped (001 §5). Categories and commodity codes are one list. */
export function toCriteria(filters: DirectoryFilters): VendorSearchCriteria {
  const criteria: VendorSearchCriteria = {
    categoryIds: list([...filters.categoryIds, ...filters.commodityIds].map(Number)),
    city: text(filters.city),
    provinceState: text(filters.provinceState),
    country: text(filters.country),
    isLocalVendor: tristate(filters.isLocalVendor),
    emergencyVendor: tristate(filters.emergencyVendor),
    certifiedDiverseSupplier: tristate(filters.certifiedDiverseSupplier),
    diversityClassifications: list(filters.diversityClassifications),
    accountStatus: filters.accountStatus ?? undefined,
    subscriptionStatus: list(filters.subscriptionStatus),
    registeredSince: text(filters.registeredSince),
    hasBid: tristate(filters.hasBid),
    listId: filters.listId === null ? undefined : Number(filters.listId),
    performanceStatus: filters.performanceStatus ?? undefined,
    hasPerformanceStatus: tristate(filters.hasPerformanceStatus),
  };
  return Object.fromEntries(
    Object.entries(criteria).filter(([, value]) => value !== undefined),
  ) as VendorSearchCriteria;
}

/** The POST /Vendors/AdvancedSearch body for `state` (its text already debounced by the caller). */
export function toSearchRequest(state: DirectoryState): VendorAdvancedSearch {
  const searchText = state.searchText.trim();
  return {
    limit: vendorSearchPageSize,
    start: (state.page - 1) * vendorSearchPageSize,
    ...(searchText === '' ? {} : { searchText }),
    criteria: toCriteria(state.filters),
    sortColumn: state.sortColumn,
    sortDirection: state.sortDirection,
  };
}

/** How many criteria of the panel are set, for its toggle's badge. */
export function countFilters(filters: DirectoryFilters): number {
  const criteria = toCriteria(filters);
  // Categories and commodity codes travel as one list but are two fields of the panel.
  const both = filters.categoryIds.length > 0 && filters.commodityIds.length > 0 ? 1 : 0;
  return Object.keys(criteria).length + both;
}

/** The header a click sorts by: the same column turns around, another starts ascending. */
export function nextSort(
  state: Pick<DirectoryState, 'sortColumn' | 'sortDirection'>,
  column: VendorSortColumn,
): Pick<DirectoryState, 'sortColumn' | 'sortDirection'> {
  return {
    sortColumn: column,
    sortDirection: state.sortColumn === column && state.sortDirection === 'asc' ? 'desc' : 'asc',
  };
}

export function isSortable(column: VendorSearchColumn): column is VendorSearchColumn & VendorSortColumn {
  return (vendorSortColumns as readonly string[]).includes(column);
}

const columnsKey = 'procura.supplierDirectory.columns';

/** The columns this browser last chose, in the contract's order; the defaults when none or broken. */
export function loadColumns(): VendorSearchColumn[] {
  return loadStoredColumns(columnsKey, vendorSearchColumns, defaultVendorSearchColumns);
}

export function saveColumns(columns: readonly VendorSearchColumn[]): void {
  storeColumns(columnsKey, columns);
}

/** The export's file name: `Suppliers - YYYY-MM-DD.xlsx`, the day in the agency's zone. */
export function exportFileName(now: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `Suppliers - ${day}.xlsx`;
}
