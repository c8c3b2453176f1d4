import { describe, expect, it } from 'vitest';
import type { EngineColumn, EngineTable } from './table-engine.ts';
import { columnsBrokenByRemoval, tableStructureProblems } from './table-structure.ts';

const table: EngineTable = {
  isLineNumberIncluded: true,
  startNumber: 1,
  isAutoComputeTax: false,
  allowPlantakerToAddRows: false,
  maximumOptionalRows: 0,
  taxes: [],
  hasPromptPayDiscount: false,
  promptPayDiscountType: 'Percentage',
  promptPayDiscount: null,
};

const column = (
  id: number,
  columnTypeName: EngineColumn['columnTypeName'],
  more: Partial<EngineColumn> = {},
) => ({
  id,
  columnTypeName,
  sortOrder: id,
  isRequired: false,
  isSubtotalIncluded: false,
  deleted: false,
  tenderTableTotalCalculation: null,
  ...more,
});
const total = (id: number, leftColumnId: number, rightColumnId: number, more: Partial<EngineColumn> = {}) =>
  column(id, 'Total', {
    tenderTableTotalCalculation: { operator: 'multiply', leftColumnId, rightColumnId },
    ...more,
  });

const keys = (columns: EngineColumn[], t: Partial<EngineTable> = {}) =>
  tableStructureProblems({ ...table, ...t }, columns).map((p) => [p.key, p.columnId]);

describe('tableStructureProblems', () => {
  it('accepts a total of two number columns, and a total of totals', () => {
    expect(keys([column(1, 'Quantity'), column(2, 'UnitPrice'), total(3, 1, 2), total(4, 3, 3)])).toEqual([]);
  });

  it('refuses totals of text, of missing or deleted columns, of themselves, and loops', () => {
    expect(keys([column(1, 'DescriptiveText'), column(2, 'UnitPrice'), total(3, 1, 2)])).toEqual([
      ['formCalculationInvalid', 3],
    ]);
    expect(keys([column(2, 'UnitPrice'), total(3, 9, 2)])).toEqual([['formCalculationInvalid', 3]]);
    expect(keys([column(1, 'Quantity', { deleted: true }), column(2, 'UnitPrice'), total(3, 1, 2)])).toEqual([
      ['formCalculationInvalid', 3],
    ]);
    expect(keys([column(2, 'UnitPrice'), total(3, 3, 2)])).toEqual([['formCalculationInvalid', 3]]);
    expect(keys([column(1, 'Quantity'), total(3, 4, 1), total(4, 3, 1)])).toEqual([
      ['formCalculationInvalid', 3],
      ['formCalculationInvalid', 4],
    ]);
  });

  it('refuses a calculation on a column that is not a Total', () => {
    expect(
      keys([
        column(1, 'Quantity'),
        column(2, 'UnitPrice', {
          tenderTableTotalCalculation: { operator: 'add', leftColumnId: 1, rightColumnId: 1 },
        }),
      ]),
    ).toEqual([['formCalculationInvalid', 2]]);
  });

  it('needs choices for a dropdown list', () => {
    expect(keys([column(1, 'DropdownList')])).toEqual([['formDropdownOptionsRequired', 1]]);
    expect(keys([column(1, 'DropdownList', { options: ['Red'] })])).toEqual([]);
  });

  it('needs a tax when taxes are computed, each from 0 to 100 percent', () => {
    expect(keys([], { isAutoComputeTax: true })).toEqual([['formTaxRequired', undefined]]);
    expect(keys([], { isAutoComputeTax: true, taxes: [{ taxType: 'HST', percentage: '13' }] })).toEqual([]);
    expect(keys([], { isAutoComputeTax: true, taxes: [{ taxType: 'HST', percentage: '101' }] })).toEqual([
      ['formTaxInvalid', undefined],
    ]);
    expect(keys([], { isAutoComputeTax: true, taxes: [{ taxType: 'HST', percentage: 'x' }] })).toEqual([
      ['formTaxInvalid', undefined],
    ]);
  });

  it('needs the prompt pay discount when it is on: an amount of 0 or more, or a percentage up to 100', () => {
    expect(keys([], { hasPromptPayDiscount: true })).toEqual([['formDiscountRequired', undefined]]);
    expect(keys([], { hasPromptPayDiscount: true, promptPayDiscount: '2.5' })).toEqual([]);
    expect(keys([], { hasPromptPayDiscount: true, promptPayDiscount: '150' })).toEqual([
      ['formDiscountInvalid', undefined],
    ]);
    expect(
      keys([], {
        hasPromptPayDiscount: true,
        promptPayDiscount: '150',
        promptPayDiscountType: 'DollarAmount',
      }),
    ).toEqual([]);
    expect(keys([], { hasPromptPayDiscount: true, promptPayDiscount: '-1' })).toEqual([
      ['formDiscountInvalid', undefined],
    ]);
  });
});

describe('columnsBrokenByRemoval', () => {
  it('names the removed columns a remaining calculation reads', () => {
    const columns = [column(1, 'Quantity'), column(2, 'UnitPrice'), total(3, 1, 2)];
    expect(columnsBrokenByRemoval(new Set([1]), columns)).toEqual([1]);
    expect(columnsBrokenByRemoval(new Set([1, 2, 3]), columns)).toEqual([]);
    expect(columnsBrokenByRemoval(new Set([3]), columns)).toEqual([]);
  });
});
