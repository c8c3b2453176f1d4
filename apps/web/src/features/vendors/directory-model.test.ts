import { describe, expect, it } from 'vitest';
import {
  countFilters,
  exportFileName,
  nextSort,
  noFilters,
  searchTextTooShort,
  toCriteria,
} from './directory-model.ts';

describe('the directory model', () => {
  it('sends a name of three characters or none, never one or two (000 §5)', () => {
    expect(searchTextTooShort('')).toBe(false);
    expect(searchTextTooShort('   ')).toBe(false);
    expect(searchTextTooShort('ab')).toBe(true);
    expect(searchTextTooShort(' ab ')).toBe(true);
    expect(searchTextTooShort('abc')).toBe(false);
  });

  it('drops empty criteria and joins categories and commodity codes into one list', () => {
    expect(toCriteria(noFilters)).toEqual({});
    const criteria = toCriteria({
      ...noFilters,
      categoryIds: ['11'],
      commodityIds: ['21'],
      city: ' Hamilton ',
      emergencyVendor: 'no',
      subscriptionStatus: ['Expired'],
      listId: '4',
    });
    expect(criteria).toEqual({
      categoryIds: [11, 21],
      city: 'Hamilton',
      emergencyVendor: false,
      subscriptionStatus: ['Expired'],
      listId: 4,
    });
    expect(countFilters({ ...noFilters, categoryIds: ['11'], commodityIds: ['21'], city: 'x' })).toBe(3);
  });

  it('sends the performance status criteria only when set (issue 23 §3)', () => {
    expect(toCriteria({ ...noFilters, performanceStatus: 'Probation', hasPerformanceStatus: 'no' })).toEqual({
      performanceStatus: 'Probation',
      hasPerformanceStatus: false,
    });
    expect(toCriteria({ ...noFilters, hasPerformanceStatus: 'yes' })).toEqual({ hasPerformanceStatus: true });
    expect(countFilters({ ...noFilters, performanceStatus: 'Debarred' })).toBe(1);
  });

  it('turns the sorted column around and starts another ascending', () => {
    const byName = { sortColumn: 'companyName', sortDirection: 'asc' } as const;
    expect(nextSort(byName, 'companyName')).toEqual({ sortColumn: 'companyName', sortDirection: 'desc' });
    expect(nextSort({ ...byName, sortDirection: 'desc' }, 'companyName').sortDirection).toBe('asc');
    expect(nextSort(byName, 'city')).toEqual({ sortColumn: 'city', sortDirection: 'asc' });
  });

  it("names the export by the agency's day", () => {
    const lateEvening = new Date('2026-03-02T03:30:00Z');
    expect(exportFileName(lateEvening, 'America/Toronto')).toBe('Suppliers - 2026-03-01.xlsx');
    expect(exportFileName(lateEvening, 'UTC')).toBe('Suppliers - 2026-03-02.xlsx');
  });
});
