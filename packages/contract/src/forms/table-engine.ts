/**
 * The form-table engine (issue 5; 000 §3 Form table, 001 §3 tender table, column, row, cell): one
 * pure computation of a price form's lines, column totals, subtotal, prompt pay discount, taxes and
 * total, in exact decimals. The buyer's preview, the supplier's entry and the server's check call
 * this, so the numbers that decide a contract are the same everywhere.
 */
import type { MessageKey } from '../messages/catalogue.ts';
import {
  add,
  type Decimal,
  divide,
  fromInteger,
  multiply,
  parseDecimal,
  percentInCents,
  subtract,
  sum,
  toCents,
} from './decimal.ts';
import type { PromptPayDiscountType } from './tables.ts';

/** Column types of 000 §3, by the names the API carries (`columnTypeName`, default DescriptiveText). */
export const columnTypeNames = [
  'DescriptiveText',
  'Unit',
  'UnitPrice',
  'Quantity',
  'Total',
  'Estimates',
  'Points',
  'DropdownList',
  'ExceedsMeetsDoesNotMeet',
  'TrueFalse',
  'YesNo',
] as const;
export type ColumnTypeName = (typeof columnTypeNames)[number];

/** Types whose cells hold numbers the engine adds up. */
export const numericColumnTypes: readonly ColumnTypeName[] = [
  'UnitPrice',
  'Quantity',
  'Total',
  'Estimates',
  'Points',
];

/** The answers a choice column accepts. */
export const columnChoices: Partial<Record<ColumnTypeName, readonly string[]>> = {
  ExceedsMeetsDoesNotMeet: ['Exceeds', 'Meets', 'Does Not Meet'],
  TrueFalse: ['True', 'False'],
  YesNo: ['Yes', 'No'],
};

export const calculationOperators = ['multiply', 'add', 'subtract', 'divide'] as const;
export type CalculationOperator = (typeof calculationOperators)[number];

/** How a Total column is computed from two other columns of the same row. */
export type TotalCalculation = { operator: CalculationOperator; leftColumnId: number; rightColumnId: number };

export type EngineColumn = {
  id: number;
  columnTypeName: ColumnTypeName;
  sortOrder: number;
  isRequired: boolean;
  isSubtotalIncluded: boolean;
  deleted: boolean;
  tenderTableTotalCalculation: TotalCalculation | null;
  /** The choices of a Dropdown List column. */
  options?: readonly string[];
};

export type EngineRow = {
  id: number;
  sortOrder: number;
  isRequired: boolean;
  isDynamicRow: boolean;
  deleted: boolean;
};

export type EngineCell = { rowId: number; columnId: number; value: string | null; deleted?: boolean };

export type EngineTax = { taxType: string; percentage: string };

export type EngineTable = {
  isLineNumberIncluded: boolean;
  startNumber: number;
  isAutoComputeTax: boolean;
  allowPlantakerToAddRows: boolean;
  maximumOptionalRows: number;
  taxes: readonly EngineTax[];
  hasPromptPayDiscount: boolean;
  promptPayDiscountType: PromptPayDiscountType;
  /** Dollars for DollarAmount, percent for Percentage. */
  promptPayDiscount: string | null;
};

export type ComputeOptions = {
  /**
   * Whether empty required cells are problems: yes for a supplier's entry; no for the buyer's form,
   * whose supplier columns are empty until a supplier fills them.
   */
  checkRequired?: boolean;
};

/** The catalogue's form messages: a problem key that is not in the catalogue does not compile. */
export type FormProblemKey = Extract<MessageKey, `form${string}`>;

export type FormProblem = { key: FormProblemKey; rowId?: number; columnId?: number };

export type ComputedLine = {
  rowId: number;
  /** The line number shown, from the table's start number; null when numbering is off. */
  lineNumber: number | null;
  /** Each numeric cell's value (Total columns computed), by column id; null when empty. */
  values: Record<number, Decimal | null>;
};

export type ComputedTable = {
  lines: ComputedLine[];
  /** Each numeric column's total, in cents. */
  columnTotals: Record<number, Decimal>;
  /** The sum of the columns included in the subtotal, in cents. */
  subtotal: Decimal;
  /** The prompt pay discount taken off the subtotal, in cents (never more than the subtotal). */
  discount: Decimal;
  taxes: { taxType: string; amount: Decimal }[];
  /** Subtotal less discount plus taxes, in cents. */
  total: Decimal;
  problems: FormProblem[];
};

/** The items not deleted, in their sort order. */
const live = <T extends { deleted: boolean; sortOrder: number }>(items: readonly T[]) =>
  items.filter((item) => !item.deleted).sort((a, b) => a.sortOrder - b.sortOrder);

/**
 * Total columns in an order where each comes after the Total columns it reads, so a total of
 * totals is computed from finished values; a cycle leaves the columns in it uncomputed.
 */
function calculationOrder(columns: readonly EngineColumn[]): EngineColumn[] {
  const totals = columns.filter((c) => c.columnTypeName === 'Total' && c.tenderTableTotalCalculation);
  const ordered: EngineColumn[] = [];
  const placed = new Set<number>();
  let progress = true;
  while (progress) {
    progress = false;
    for (const column of totals) {
      if (placed.has(column.id)) continue;
      const calc = column.tenderTableTotalCalculation as TotalCalculation;
      const ready = [calc.leftColumnId, calc.rightColumnId].every(
        (id) => placed.has(id) || !totals.some((t) => t.id === id),
      );
      if (ready) {
        ordered.push(column);
        placed.add(column.id);
        progress = true;
      }
    }
  }
  return ordered;
}

function apply(operator: CalculationOperator, left: Decimal, right: Decimal): Decimal | null {
  if (operator === 'multiply') return multiply(left, right);
  if (operator === 'add') return add(left, right);
  if (operator === 'subtract') return subtract(left, right);
  return divide(left, right);
}

const hundred = fromInteger(100);

/** Computes a form from its table, columns, rows and cells; deleted rows, columns and cells take no part. */
export function computeTable(
  table: EngineTable,
  columns: readonly EngineColumn[],
  rows: readonly EngineRow[],
  cells: readonly EngineCell[],
  { checkRequired = true }: ComputeOptions = {},
): ComputedTable {
  const problems: FormProblem[] = [];
  const liveColumns = live(columns);
  const liveRows = live(rows);
  const numeric = liveColumns.filter((c) => numericColumnTypes.includes(c.columnTypeName));
  const cellOf = new Map<string, string | null>();
  for (const cell of cells) if (!cell.deleted) cellOf.set(`${cell.rowId}:${cell.columnId}`, cell.value);

  const dynamicRows = liveRows.filter((r) => r.isDynamicRow).length;
  if (table.allowPlantakerToAddRows ? dynamicRows > table.maximumOptionalRows : dynamicRows > 0) {
    problems.push({ key: 'formTooManyOptionalRows' });
  }

  const ordered = calculationOrder(liveColumns);
  const lines: ComputedLine[] = liveRows.map((row, index) => {
    const values: Record<number, Decimal | null> = {};
    for (const column of liveColumns) {
      const raw = cellOf.get(`${row.id}:${column.id}`) ?? null;
      const empty = raw === null || raw.trim() === '';
      if (column.columnTypeName === 'Total' && column.tenderTableTotalCalculation) continue;
      if (empty) {
        if (checkRequired && column.isRequired && row.isRequired)
          problems.push({ key: 'formCellRequired', rowId: row.id, columnId: column.id });
        if (numericColumnTypes.includes(column.columnTypeName)) values[column.id] = null;
        continue;
      }
      if (numericColumnTypes.includes(column.columnTypeName)) {
        const parsed = parseDecimal(raw);
        if (parsed === null) problems.push({ key: 'formCellNotNumeric', rowId: row.id, columnId: column.id });
        values[column.id] = parsed;
        continue;
      }
      const choices =
        column.columnTypeName === 'DropdownList' ? column.options : columnChoices[column.columnTypeName];
      if (choices && !choices.includes(raw.trim())) {
        problems.push({ key: 'formCellNotAChoice', rowId: row.id, columnId: column.id });
      }
    }
    for (const column of ordered) {
      const calc = column.tenderTableTotalCalculation as TotalCalculation;
      const left = values[calc.leftColumnId] ?? null;
      const right = values[calc.rightColumnId] ?? null;
      if (left === null || right === null) {
        values[column.id] = null;
        continue;
      }
      const result = apply(calc.operator, left, right);
      if (result === null) problems.push({ key: 'formDivisionByZero', rowId: row.id, columnId: column.id });
      // A computed total is an amount: rounded to the cent on its line, so the column adds up to what is shown.
      values[column.id] = result === null ? null : toCents(result);
    }
    return {
      rowId: row.id,
      lineNumber: table.isLineNumberIncluded ? table.startNumber + index : null,
      values,
    };
  });

  const columnTotals: Record<number, Decimal> = {};
  for (const column of numeric) {
    columnTotals[column.id] = toCents(sum(lines.map((line) => line.values[column.id] ?? 0n)));
  }
  const subtotal = sum(numeric.filter((c) => c.isSubtotalIncluded).map((c) => columnTotals[c.id] ?? 0n));

  let discount = 0n;
  if (table.hasPromptPayDiscount) {
    const value = parseDecimal(table.promptPayDiscount);
    const percentage = table.promptPayDiscountType === 'Percentage';
    if (value === null || value < 0n || (percentage && value > hundred)) {
      problems.push({ key: 'formDiscountInvalid' });
    } else {
      const raw = percentage ? percentInCents(subtotal, value) : toCents(value);
      // biome-ignore lint/complexity/useMathMinMax: bigint amounts; Math.min takes numbers only.
      discount = raw > subtotal ? subtotal : raw;
    }
  }

  const taxed = subtotal - discount;
  const taxes = table.isAutoComputeTax
    ? table.taxes.map((tax) => {
        const percent = parseDecimal(tax.percentage);
        if (percent === null || percent < 0n) {
          problems.push({ key: 'formTaxInvalid' });
          return { taxType: tax.taxType, amount: 0n };
        }
        return { taxType: tax.taxType, amount: percentInCents(taxed, percent) };
      })
    : [];
  const total = taxed + sum(taxes.map((t) => t.amount));
  return { lines, columnTotals, subtotal, discount, taxes, total, problems };
}

/** Whether a column may be deleted: not while another column's calculation reads it. */
export function canDeleteColumn(columnId: number, columns: readonly EngineColumn[]): boolean {
  return !columns.some(
    (c) =>
      !c.deleted &&
      c.tenderTableTotalCalculation !== null &&
      (c.tenderTableTotalCalculation.leftColumnId === columnId ||
        c.tenderTableTotalCalculation.rightColumnId === columnId),
  );
}

/** A column's type is fixed once suppliers have submitted data in it. */
export function canChangeColumnType(hasSubmittedData: boolean): boolean {
  return !hasSubmittedData;
}

/** Sort order for deleted rows and columns (001 §3). */
export const deletedSortOrder = 9999;

/** Deleted items get sort order 9999; the rest are renumbered from 0 in their current order. */
export function renumber<T extends { sortOrder: number; deleted: boolean }>(items: readonly T[]): T[] {
  let next = 0;
  return [...items]
    .sort((a, b) => Number(a.deleted) - Number(b.deleted) || a.sortOrder - b.sortOrder)
    .map((item) => ({ ...item, sortOrder: item.deleted ? deletedSortOrder : next++ }));
}
