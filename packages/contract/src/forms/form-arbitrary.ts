/**
 * Random price forms for property tests (fast-check, a development dependency: only tests import
 * this module). The forms use every numeric column type, every operator including division by a
 * column that may be zero, a total of totals, choice columns, deleted rows, empty and mistyped
 * cells, several taxes and either kind of prompt pay discount.
 */
import fc from 'fast-check';
import type { EngineCell, EngineColumn, EngineRow, EngineTable } from './table-engine.ts';
import { calculationOperators } from './table-engine.ts';

export type RandomForm = {
  table: EngineTable;
  columns: EngineColumn[];
  rows: EngineRow[];
  cells: EngineCell[];
};

const decimal = fc
  .tuple(
    fc.boolean(),
    fc.integer({ min: 0, max: 2_000_000 }),
    fc.integer({ min: 0, max: 999_999 }),
    fc.integer({ min: 0, max: 6 }),
  )
  .map(([negative, whole, fraction, decimals]) => {
    const digits = String(fraction).padStart(6, '0').slice(0, decimals);
    return `${negative && whole % 5 === 0 ? '-' : ''}${whole}${decimals > 0 ? `.${digits}` : ''}`;
  });

/** What a person may type in a number cell: mostly numbers, some zeros, blanks and mistakes. */
const numberCell = fc.oneof(
  { weight: 8, arbitrary: decimal },
  { weight: 1, arbitrary: fc.constant('0') },
  { weight: 1, arbitrary: fc.constantFrom('', '  ', null) },
  { weight: 1, arbitrary: fc.constantFrom('1,234.5', 'abc', '1e3', '--2', '3.1415926') },
);

const percentage = fc
  .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 999 }))
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(3, '0')}`);

const column = (
  id: number,
  columnTypeName: EngineColumn['columnTypeName'],
  more: Partial<EngineColumn> = {},
): EngineColumn => ({
  id,
  columnTypeName,
  sortOrder: id,
  isRequired: false,
  isSubtotalIncluded: false,
  deleted: false,
  tenderTableTotalCalculation: null,
  ...more,
});

export const randomForm: fc.Arbitrary<RandomForm> = fc
  .record({
    firstOperator: fc.constantFrom(...calculationOperators),
    secondOperator: fc.constantFrom(...calculationOperators),
    inSubtotal: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    lines: fc.array(
      fc.record({
        quantity: numberCell,
        price: numberCell,
        estimate: numberCell,
        answer: fc.constantFrom('Yes', 'No', '', 'Maybe'),
        deleted: fc.boolean(),
        required: fc.boolean(),
      }),
      { maxLength: 25 },
    ),
    taxes: fc.array(percentage, { maxLength: 3 }),
    isAutoComputeTax: fc.boolean(),
    discount: fc.option(fc.oneof(decimal, percentage), { nil: null }),
    discountType: fc.constantFrom('DollarAmount' as const, 'Percentage' as const),
    startNumber: fc.integer({ min: 0, max: 1000 }),
    isLineNumberIncluded: fc.boolean(),
  })
  .map((r) => {
    const [quantityIn, priceIn, totalIn, grandIn] = r.inSubtotal;
    const columns = [
      column(1, 'DescriptiveText'),
      column(2, 'Quantity', { isSubtotalIncluded: quantityIn === true }),
      column(3, 'UnitPrice', { isSubtotalIncluded: priceIn === true, isRequired: true }),
      column(4, 'Total', {
        isSubtotalIncluded: totalIn === true,
        tenderTableTotalCalculation: { operator: r.firstOperator, leftColumnId: 2, rightColumnId: 3 },
      }),
      column(5, 'Estimates'),
      column(6, 'Total', {
        isSubtotalIncluded: grandIn === true,
        tenderTableTotalCalculation: { operator: r.secondOperator, leftColumnId: 4, rightColumnId: 5 },
      }),
      column(7, 'YesNo'),
    ];
    const rows = r.lines.map((line, i) => ({
      id: 100 + i,
      sortOrder: i,
      isRequired: line.required,
      isDynamicRow: false,
      deleted: line.deleted,
    }));
    const cells = r.lines.flatMap((line, i) => [
      { rowId: 100 + i, columnId: 1, value: `Item ${i + 1}` },
      { rowId: 100 + i, columnId: 2, value: line.quantity },
      { rowId: 100 + i, columnId: 3, value: line.price },
      { rowId: 100 + i, columnId: 5, value: line.estimate },
      { rowId: 100 + i, columnId: 7, value: line.answer },
    ]);
    const table: EngineTable = {
      isLineNumberIncluded: r.isLineNumberIncluded,
      startNumber: r.startNumber,
      isAutoComputeTax: r.isAutoComputeTax,
      allowPlantakerToAddRows: false,
      maximumOptionalRows: 0,
      taxes: r.taxes.map((percentage, i) => ({ taxType: `Tax ${i + 1}`, percentage })),
      hasPromptPayDiscount: r.discount !== null,
      promptPayDiscountType: r.discountType,
      promptPayDiscount: r.discount,
    };
    return { table, columns, rows, cells };
  });

/** A computed form as comparable text: bigints become `<digits>n`, everything else JSON. */
export function serialiseComputed(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `${v}n` : v));
}
