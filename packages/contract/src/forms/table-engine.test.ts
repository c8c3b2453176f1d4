import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Decimal, decimalScale, formatDecimal, formatMoney, parseDecimal, toCents } from './decimal.ts';
import {
  canChangeColumnType,
  canDeleteColumn,
  computeTable,
  deletedSortOrder,
  type EngineCell,
  type EngineColumn,
  type EngineRow,
  type EngineTable,
  renumber,
} from './table-engine.ts';

const ONE = 10n ** BigInt(decimalScale);
const CENT = ONE / 100n;
const d = (text: string) => {
  const value = parseDecimal(text);
  if (value === null) throw new Error(`not a decimal: ${text}`);
  return value;
};

const table: EngineTable = {
  isLineNumberIncluded: true,
  startNumber: 1,
  isAutoComputeTax: true,
  allowPlantakerToAddRows: false,
  maximumOptionalRows: 0,
  taxes: [],
  hasPromptPayDiscount: false,
  promptPayDiscountType: 'DollarAmount',
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

/** Description, Quantity, Unit Price and a Total = Quantity x Unit Price in the subtotal. */
const priceColumns: EngineColumn[] = [
  column(1, 'DescriptiveText'),
  column(2, 'Quantity'),
  column(3, 'UnitPrice'),
  column(4, 'Total', {
    isSubtotalIncluded: true,
    tenderTableTotalCalculation: { operator: 'multiply', leftColumnId: 2, rightColumnId: 3 },
  }),
];

const rowsOf = (n: number): EngineRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: 100 + i,
    sortOrder: i,
    isRequired: true,
    isDynamicRow: false,
    deleted: false,
  }));

function priceCells(lines: readonly { quantity: string; price: string }[]): EngineCell[] {
  return lines.flatMap((line, i) => [
    { rowId: 100 + i, columnId: 1, value: `Item ${i + 1}` },
    { rowId: 100 + i, columnId: 2, value: line.quantity },
    { rowId: 100 + i, columnId: 3, value: line.price },
  ]);
}

/** Decimal text with up to `decimals` decimals, from 0 to `max`. */
const decimalText = (max: number, decimals: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 10 ** decimals - 1 }))
    .map(([whole, fraction]) =>
      decimals === 0 ? `${whole}` : `${whole}.${String(fraction).padStart(decimals, '0')}`,
    );

const line = fc.record({ quantity: decimalText(10_000, 3), price: decimalText(1_000_000, 2) });

/** Half away from zero, by hand, for the reference computation. */
const roundCents = (millionths: bigint) => ((millionths + CENT / 2n) / CENT) * CENT;

describe('decimal', () => {
  it('reads what people type and refuses the rest', () => {
    expect(parseDecimal('1,234.50')).toBe(1234_500000n);
    expect(parseDecimal('-0.25')).toBe(-250000n);
    expect(parseDecimal(0.1)).toBe(100000n);
    for (const bad of ['', ' ', '1.2.3', '1e5', 'abc', '1.1234567', '12,34'])
      expect(parseDecimal(bad)).toBeNull();
    expect(formatMoney(d('1234567.005'))).toBe('$1,234,567.01');
    expect(formatMoney(d('-0.005'))).toBe('-$0.01');
  });

  it('round-trips every decimal it formats', () => {
    return fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (value) => {
        expect(parseDecimal(formatDecimal(value))).toBe(value);
      }),
    );
  });

  it('does not drift where binary floating point does: 0.1 + 0.2 is 0.3', () => {
    expect(d('0.1') + d('0.2')).toBe(d('0.3'));
    expect(toCents(d('1.005'))).toBe(d('1.01'));
  });
});

describe('computeTable', () => {
  it('computes a price form: lines, line numbers, totals, discount, then taxes', () => {
    const result = computeTable(
      {
        ...table,
        startNumber: 10,
        taxes: [
          { taxType: 'GST', percentage: '5' },
          { taxType: 'PST', percentage: '7' },
        ],
        hasPromptPayDiscount: true,
        promptPayDiscountType: 'Percentage',
        promptPayDiscount: '2',
      },
      priceColumns,
      rowsOf(2),
      priceCells([
        { quantity: '3', price: '19.99' },
        { quantity: '2.5', price: '4.333' },
      ]),
    );
    expect(result.problems).toEqual([]);
    expect(result.lines.map((l) => [l.lineNumber, formatDecimal(l.values[4] ?? 0n, 2)])).toEqual([
      [10, '59.97'],
      [11, '10.83'],
    ]);
    expect(formatDecimal(result.subtotal, 2)).toBe('70.80');
    expect(formatDecimal(result.discount, 2)).toBe('1.42');
    expect(result.taxes.map((t) => [t.taxType, formatDecimal(t.amount, 2)])).toEqual([
      ['GST', '3.47'],
      ['PST', '4.86'],
    ]);
    expect(formatDecimal(result.total, 2)).toBe('77.71');
  });

  it('rounds a tax and a percentage discount to the cent once, from the exact product', () => {
    // 0.999999% of 0.50 is 0.004999995: rounded to millionths first it became 0.005000, then a cent.
    const result = computeTable(
      {
        ...table,
        taxes: [{ taxType: 'HST', percentage: '0.999999' }],
        hasPromptPayDiscount: true,
        promptPayDiscountType: 'Percentage',
        promptPayDiscount: '0.999999',
      },
      priceColumns,
      rowsOf(1),
      priceCells([{ quantity: '1', price: '0.50' }]),
    );
    expect(formatDecimal(result.discount, 2)).toBe('0.00');
    expect(result.taxes.map((t) => formatDecimal(t.amount, 2))).toEqual(['0.00']);
    expect(formatDecimal(result.total, 2)).toBe('0.50');
  });

  it('keeps a dollar discount within the subtotal and refuses a percentage above 100', () => {
    const cells = priceCells([{ quantity: '1', price: '10' }]);
    const amount = computeTable(
      { ...table, hasPromptPayDiscount: true, promptPayDiscount: '25' },
      priceColumns,
      rowsOf(1),
      cells,
    );
    expect(formatDecimal(amount.discount, 2)).toBe('10.00');
    expect(amount.total).toBe(0n);
    const tooMuch = computeTable(
      {
        ...table,
        hasPromptPayDiscount: true,
        promptPayDiscountType: 'Percentage',
        promptPayDiscount: '101',
      },
      priceColumns,
      rowsOf(1),
      cells,
    );
    expect(tooMuch.problems).toEqual([{ key: 'formDiscountInvalid' }]);
  });

  it('never divides by zero, and says where it would have', () => {
    const columns = [
      column(2, 'Quantity'),
      column(3, 'UnitPrice'),
      column(4, 'Total', {
        tenderTableTotalCalculation: { operator: 'divide', leftColumnId: 3, rightColumnId: 2 },
      }),
    ];
    const result = computeTable(table, columns, rowsOf(1), priceCells([{ quantity: '0', price: '10' }]));
    expect(result.lines[0]?.values[4]).toBeNull();
    expect(result.problems).toEqual([{ key: 'formDivisionByZero', rowId: 100, columnId: 4 }]);
  });

  it('checks required cells, numbers and choices, and the optional rows allowed', () => {
    const columns = [
      column(1, 'DescriptiveText', { isRequired: true }),
      column(2, 'Quantity'),
      column(5, 'YesNo'),
      column(6, 'DropdownList', { options: ['Steel', 'Wood'] }),
    ];
    const rows: EngineRow[] = [
      ...rowsOf(1),
      { id: 200, sortOrder: 1, isRequired: false, isDynamicRow: true, deleted: false },
    ];
    const cells: EngineCell[] = [
      { rowId: 100, columnId: 1, value: ' ' },
      { rowId: 100, columnId: 2, value: 'ten' },
      { rowId: 100, columnId: 5, value: 'Maybe' },
      { rowId: 100, columnId: 6, value: 'Glass' },
    ];
    expect(computeTable(table, columns, rows, cells).problems).toEqual([
      { key: 'formTooManyOptionalRows' },
      { key: 'formCellRequired', rowId: 100, columnId: 1 },
      { key: 'formCellNotNumeric', rowId: 100, columnId: 2 },
      { key: 'formCellNotAChoice', rowId: 100, columnId: 5 },
      { key: 'formCellNotAChoice', rowId: 100, columnId: 6 },
    ]);
    const allowed = computeTable(
      { ...table, allowPlantakerToAddRows: true, maximumOptionalRows: 1 },
      columns,
      rows,
      [],
    );
    expect(allowed.problems.map((p) => p.key)).not.toContain('formTooManyOptionalRows');
  });

  it('leaves deleted rows, columns and cells out', () => {
    const rows = rowsOf(2).map((r) => (r.id === 101 ? { ...r, deleted: true } : r));
    const cells = priceCells([
      { quantity: '1', price: '5' },
      { quantity: '1', price: '500' },
    ]);
    const result = computeTable(table, priceColumns, rows, cells);
    expect(result.lines.map((l) => l.rowId)).toEqual([100]);
    expect(formatDecimal(result.subtotal, 2)).toBe('5.00');
  });

  it('property: totals are the sum of their lines, each line rounded to the cent once', () => {
    return fc.assert(
      fc.property(fc.array(line, { minLength: 0, maxLength: 40 }), (lines) => {
        const result = computeTable(table, priceColumns, rowsOf(lines.length), priceCells(lines));
        const expected = lines.reduce((total, l) => {
          const product = (d(l.quantity) * d(l.price)) / ONE; // exact: inputs have at most 5 decimals together
          return total + roundCents(product);
        }, 0n);
        expect(result.columnTotals[4]).toBe(expected);
        expect(result.subtotal).toBe(expected);
        expect(result.total).toBe(expected);
      }),
    );
  });

  it('property: the discount and each tax apply once, and every amount is whole cents', () => {
    return fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        decimalText(30, 3),
        decimalText(100, 2),
        fc.boolean(),
        (lines, taxPercent, discountValue, asPercentage) => {
          const configured: EngineTable = {
            ...table,
            taxes: [{ taxType: 'HST', percentage: taxPercent }],
            hasPromptPayDiscount: true,
            promptPayDiscountType: asPercentage ? 'Percentage' : 'DollarAmount',
            promptPayDiscount: discountValue,
          };
          const result = computeTable(configured, priceColumns, rowsOf(lines.length), priceCells(lines));
          const money: Decimal[] = [
            result.subtotal,
            result.discount,
            result.total,
            ...result.taxes.map((t) => t.amount),
          ];
          for (const amount of money) expect(amount % CENT).toBe(0n);
          expect(result.discount <= result.subtotal).toBe(true);
          const tax = result.taxes[0]?.amount ?? 0n;
          expect(tax).toBe(roundCents(((result.subtotal - result.discount) * d(taxPercent)) / (100n * ONE)));
          expect(result.total).toBe(result.subtotal - result.discount + tax);
        },
      ),
    );
  });

  it('property: recalculating gives the same result, whatever order the cells arrive in', () => {
    return fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.integer(), (lines, seed) => {
        const cells = priceCells(lines);
        const shuffled = [...cells].sort(
          (a, b) => ((a.rowId * 31 + a.columnId + seed) % 7) - ((b.rowId * 31 + b.columnId + seed) % 7),
        );
        const first = computeTable(table, priceColumns, rowsOf(lines.length), cells);
        expect(computeTable(table, priceColumns, rowsOf(lines.length), shuffled)).toEqual(first);
        expect(computeTable(table, priceColumns, rowsOf(lines.length), cells)).toEqual(first);
      }),
    );
  });
});

describe('form editing rules', () => {
  it('keeps a column a calculation reads, and fixes a type once suppliers have submitted', () => {
    expect(canDeleteColumn(2, priceColumns)).toBe(false);
    expect(canDeleteColumn(3, priceColumns)).toBe(false);
    expect(canDeleteColumn(1, priceColumns)).toBe(true);
    expect(canDeleteColumn(4, priceColumns)).toBe(true);
    expect(canChangeColumnType(true)).toBe(false);
    expect(canChangeColumnType(false)).toBe(true);
  });

  it('gives deleted items sort order 9999 and renumbers the rest from 0', () => {
    const items = [
      { id: 'a', sortOrder: 5, deleted: false },
      { id: 'b', sortOrder: 2, deleted: true },
      { id: 'c', sortOrder: 9, deleted: false },
      { id: 'd', sortOrder: 1, deleted: false },
    ];
    expect(renumber(items).map((i) => [i.id, i.sortOrder])).toEqual([
      ['d', 0],
      ['a', 1],
      ['c', 2],
      ['b', deletedSortOrder],
    ]);
  });
});
