import { describe, expect, it } from 'vitest';
import { summaryFixture } from './dashboard-fixtures.ts';
import {
  drillQuery,
  openDrill,
  readDrill,
  readFilters,
  sortDepartments,
  toParams,
} from './dashboard-model.ts';

describe('the supplier dashboard’s address', () => {
  it('reads back what it wrote, filters and open list alike', () => {
    const filters = { departmentId: 4, dateFrom: '2026-01-01', dateTo: '2026-06-30', type: 'Final' as const };
    const state = { ...openDrill({ status: 'Expired' as const }), page: 3, sortColumn: 'percent' as const };
    const params = toParams(filters, state);
    expect(readFilters(params)).toEqual(filters);
    expect(readDrill(params)).toEqual(state);
    expect(readDrill(toParams(filters, null))).toBeNull();
  });

  it('leaves out what it cannot read: unknown types and statuses, bad days and ids', () => {
    const params = new URLSearchParams(
      'department=abc&from=2026-13-45&to=yesterday&type=Annual&list=1&listStatus=Lost&page=-2&sort=x&dir=up',
    );
    expect(readFilters(params)).toEqual({});
    expect(readDrill(params)).toEqual(openDrill({}));
  });

  it('asks for the click’s department and type over the filter’s, one page in the chosen order', () => {
    const filters = { departmentId: 4, dateFrom: '2026-01-01', type: 'Final' as const };
    expect(drillQuery(filters, { ...openDrill({ departmentId: 3, type: 'Interim' }), page: 2 })).toEqual({
      departmentId: 3,
      type: 'Interim',
      dateFrom: '2026-01-01',
      start: 20,
      limit: 20,
      sortColumn: 'evaluationDate',
      sortDirection: 'desc',
    });
    const completed = openDrill({ type: 'Interim', completed: true });
    expect(readDrill(toParams(filters, completed))).toEqual(completed);
    expect(drillQuery(filters, completed)).toMatchObject({ type: 'Interim', completed: 'true' });
    expect(drillQuery(filters, openDrill({ status: 'Complete' }))).toMatchObject({
      departmentId: 4,
      type: 'Final',
      status: 'Complete',
      start: 0,
    });
  });

  it('sorts departments by a count, ties by name, and by name as people read it', () => {
    const rows = summaryFixture().departments;
    const names = (column: Parameters<typeof sortDepartments>[1]['sortColumn'], dir: 'asc' | 'desc') =>
      sortDepartments(rows, { sortColumn: column, sortDirection: dir }).map((row) => row.name);
    expect(names('name', 'asc')).toEqual(['No department', 'Parks', 'Roads']);
    expect(names('numExpired', 'desc')).toEqual(['No department', 'Roads', 'Parks']);
    expect(names('numCustom', 'asc')).toEqual(['No department', 'Roads', 'Parks']);
    expect(names('pctEvaluated', 'desc')).toEqual(['Roads', 'Parks', 'No department']);
  });
});
