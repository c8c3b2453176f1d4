import {
  type EvaluationType,
  evaluationSortColumns,
  evaluationTypes,
  type PerformanceEvaluationQuery,
  type PerformanceEvaluationStatus,
  type PerformanceSummary,
  performanceEvaluationRules,
  performanceEvaluationStatuses,
} from '@procura/contract';

/**
 * The supplier-performance dashboard's state, kept in the address so that a drill-down survives
 * opening an evaluation and coming back: the filters of the summary (department, evaluation dates,
 * type), and the evaluations list a click opened with its own narrowing, page and order.
 */

export type EvaluationSortColumn = (typeof evaluationSortColumns)[number];
export type DepartmentPerformance = PerformanceSummary['departments'][number];

/** The summary's filters (GET /Summary and /PerformanceEvaluationStatistic), as the page holds them. */
export type DashboardFilters = {
  departmentId?: number;
  dateFrom?: string;
  dateTo?: string;
  type?: EvaluationType;
};

/**
 * What a click narrows the list to, beyond the filters: a department, a status, a type, and only
 * the completed ones (the interim, final and custom counts count only those).
 */
export type Drill = {
  departmentId?: number;
  status?: PerformanceEvaluationStatus;
  type?: EvaluationType;
  completed?: true;
};

export type DrillState = {
  drill: Drill;
  page: number;
  sortColumn: EvaluationSortColumn;
  sortDirection: 'asc' | 'desc';
};

export const drillPageSize = performanceEvaluationRules.pageSize;

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const idOf = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : undefined;
};
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** The summary's filters as the address holds them; anything unreadable is left out. */
export function readFilters(params: URLSearchParams): DashboardFilters {
  const filters: DashboardFilters = {};
  const departmentId = idOf(params.get('department'));
  if (departmentId !== undefined) filters.departmentId = departmentId;
  const dateFrom = params.get('from');
  if (isDay(dateFrom)) filters.dateFrom = dateFrom;
  const dateTo = params.get('to');
  if (isDay(dateTo)) filters.dateTo = dateTo;
  const type = oneOf(evaluationTypes, params.get('type'));
  if (type !== undefined) filters.type = type;
  return filters;
}

/** The list a click opened, or null while none is open. */
export function readDrill(params: URLSearchParams): DrillState | null {
  if (params.get('list') !== '1') return null;
  const drill: Drill = {};
  const departmentId = idOf(params.get('listDepartment'));
  if (departmentId !== undefined) drill.departmentId = departmentId;
  const status = oneOf(performanceEvaluationStatuses, params.get('listStatus'));
  if (status !== undefined) drill.status = status;
  const type = oneOf(evaluationTypes, params.get('listType'));
  if (type !== undefined) drill.type = type;
  if (params.get('listCompleted') === '1') drill.completed = true;
  return {
    drill,
    page: idOf(params.get('page')) ?? 1,
    sortColumn: oneOf(evaluationSortColumns, params.get('sort')) ?? 'evaluationDate',
    sortDirection: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

/** The address of a state: filters first, then the open list (if any). */
export function toParams(filters: DashboardFilters, state: DrillState | null): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('department', filters.departmentId);
  set('from', filters.dateFrom);
  set('to', filters.dateTo);
  set('type', filters.type);
  if (state) {
    params.set('list', '1');
    set('listDepartment', state.drill.departmentId);
    set('listStatus', state.drill.status);
    set('listType', state.drill.type);
    if (state.drill.completed) params.set('listCompleted', '1');
    if (state.page > 1) set('page', state.page);
    if (state.sortColumn !== 'evaluationDate') set('sort', state.sortColumn);
    if (state.sortDirection !== 'desc') set('dir', state.sortDirection);
  }
  return params;
}

/** A list newly opened on a click: its first page, latest evaluation dates first. */
export const openDrill = (drill: Drill): DrillState => ({
  drill,
  page: 1,
  sortColumn: 'evaluationDate',
  sortDirection: 'desc',
});

/**
 * The GET /PerformanceEvaluation query of an open list: the dashboard's filters, narrowed by the
 * click (its department or type over the filter's), one page in the chosen order.
 */
export function drillQuery(filters: DashboardFilters, state: DrillState): PerformanceEvaluationQuery {
  const departmentId = state.drill.departmentId ?? filters.departmentId;
  const type = state.drill.type ?? filters.type;
  return {
    ...(departmentId === undefined ? {} : { departmentId }),
    ...(state.drill.status === undefined ? {} : { status: state.drill.status }),
    ...(type === undefined ? {} : { type }),
    ...(state.drill.completed ? { completed: 'true' as const } : {}),
    ...(filters.dateFrom === undefined ? {} : { dateFrom: filters.dateFrom }),
    ...(filters.dateTo === undefined ? {} : { dateTo: filters.dateTo }),
    start: (state.page - 1) * drillPageSize,
    limit: drillPageSize,
    sortColumn: state.sortColumn,
    sortDirection: state.sortDirection,
  };
}

/** A header clicked: the same column turns its order around; another starts ascending. */
export function nextSort<C extends string>(
  current: { sortColumn: C; sortDirection: 'asc' | 'desc' },
  column: C,
): { sortColumn: C; sortDirection: 'asc' | 'desc' } {
  if (current.sortColumn !== column) return { sortColumn: column, sortDirection: 'asc' };
  return { sortColumn: column, sortDirection: current.sortDirection === 'asc' ? 'desc' : 'asc' };
}

export const departmentColumns = [
  'name',
  'numExpired',
  'numInProgress',
  'numInterim',
  'numFinal',
  'numCustom',
  'pctEvaluated',
] as const;
export type DepartmentColumn = (typeof departmentColumns)[number];

/** The department table in the chosen order; names compare as people read them, ties by name. */
export function sortDepartments(
  rows: readonly DepartmentPerformance[],
  sort: { sortColumn: DepartmentColumn; sortDirection: 'asc' | 'desc' },
): DepartmentPerformance[] {
  const byName = (a: DepartmentPerformance, b: DepartmentPerformance) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
  const sign = sort.sortDirection === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const column = sort.sortColumn;
    const order = column === 'name' ? byName(a, b) : a[column] - b[column];
    return order === 0 ? byName(a, b) : sign * order;
  });
}
