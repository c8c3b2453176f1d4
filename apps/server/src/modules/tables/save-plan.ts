import {
  canChangeColumnType,
  columnsBrokenByRemoval,
  computeTable,
  type EngineColumn,
  formatDecimal,
  parseDecimal,
  type SaveTenderTableParsed,
  type TableTax,
  tableStructureProblems,
} from '@procura/contract';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { FormParts } from './presenters.ts';
import { assertStorable } from './storable-text.ts';
import type { CellValues, ColumnValues, HeaderValues } from './write-queries.ts';

/**
 * The rules of saving a whole form (000 §5 Forms, decisions 80-83), checked before anything is
 * written: which ids may appear, which columns may go or change type, the structure, the taxes
 * and the buyer's own cells through the engine. The answer is what to write, in the client's ids
 * (negative for new columns and rows).
 */

export type PlannedColumn = Omit<ColumnValues, 'sortOrder' | 'deleted'> & { id: number };
export type PlannedRow = { id: number; isRequired: boolean; isDynamicRow: boolean };
export type FormPlan = {
  header: HeaderValues;
  columns: PlannedColumn[];
  rows: PlannedRow[];
  cells: CellValues[];
};

export type SaveContext = {
  /** The tax types this source's forms may name, by id. */
  allowedTaxes: ReadonlyMap<number, { name: string }>;
  /** Whether suppliers have submitted data to the source: column types are then fixed. */
  hasSubmittedData: boolean;
};

const invalid = (field: string) => badRequest({ key: 'invalidParameter', params: { field } });
const hundred = parseDecimal('100') ?? 0n;

/** Ids of a save: each once; a positive one names a live item of this form, a negative one a new item. */
function assertIds(items: readonly { id: number }[], liveIds: ReadonlySet<number>, field: string): void {
  const seen = new Set<number>();
  for (const { id } of items) {
    if (id === 0 || seen.has(id) || (id > 0 && !liveIds.has(id))) throw invalid(field);
    seen.add(id);
  }
}

function checkTaxes(input: SaveTenderTableParsed, context: SaveContext): TableTax[] {
  const seen = new Set<number>();
  return input.taxes.map((tax) => {
    const type = context.allowedTaxes.get(tax.taxId);
    if (!type || seen.has(tax.taxId)) throw invalid('taxes');
    seen.add(tax.taxId);
    const percent = parseDecimal(tax.percentage);
    if (percent === null || percent < 0n || percent > hundred) throw badRequest('formTaxInvalid');
    // The form keeps the rate chosen; the name is the agency's, so the summary adds like with like.
    return { taxId: tax.taxId, taxType: type.name, percentage: formatDecimal(percent) };
  });
}

function checkCells(input: SaveTenderTableParsed): void {
  const rowIds = new Set(input.rows.map((r) => r.id));
  const columnIds = new Set(input.columns.map((c) => c.id));
  const seen = new Set<string>();
  for (const cell of input.cells) {
    const key = `${cell.rowId}:${cell.columnId}`;
    if (!rowIds.has(cell.rowId) || !columnIds.has(cell.columnId) || seen.has(key)) throw invalid('cells');
    seen.add(key);
  }
}

/** Checks a save against the form as stored (`existing`: none for a new form) and plans it. */
export function planSave(input: SaveTenderTableParsed, existing: FormParts, context: SaveContext): FormPlan {
  assertStorable('name', [input.name]);
  assertStorable('headingText', [input.headingText, input.footerText]);
  assertStorable(
    'columns',
    input.columns.flatMap((c) => [c.name, ...c.options]),
  );
  assertStorable(
    'cells',
    input.cells.map((c) => c.value),
  );
  const liveColumns = existing.columns.filter((c) => !c.deleted);
  assertIds(input.columns, new Set(liveColumns.map((c) => c.id)), 'columns');
  assertIds(input.rows, new Set(existing.rows.filter((r) => !r.deleted).map((r) => r.id)), 'rows');

  const columns: EngineColumn[] = input.columns.map((c, index) => ({
    id: c.id,
    columnTypeName: c.columnTypeName,
    sortOrder: index,
    isRequired: c.isRequired,
    isSubtotalIncluded: c.isSubtotalIncluded,
    deleted: false,
    tenderTableTotalCalculation: c.tenderTableTotalCalculation,
    options: c.options,
  }));
  const kept = new Set(input.columns.map((c) => c.id));
  const removed = new Set(liveColumns.filter((c) => !kept.has(c.id)).map((c) => c.id));
  if (columnsBrokenByRemoval(removed, columns).length > 0) throw badRequest('formColumnInCalculation');

  const typeChanged = input.columns.some((c) => {
    const before = liveColumns.find((l) => l.id === c.id);
    return before !== undefined && before.columnTypeName !== c.columnTypeName;
  });
  if (typeChanged && !canChangeColumnType(context.hasSubmittedData)) {
    throw new AppError(409, 'formColumnTypeLocked');
  }

  checkCells(input);
  const taxes = checkTaxes(input, context);
  const maximumOptionalRows = input.allowPlantakerToAddRows ? input.maximumOptionalRows : 0;
  const table = { ...input, maximumOptionalRows, taxes };
  const [structural] = tableStructureProblems(table, columns);
  if (structural) throw badRequest(structural.key);

  const rows = input.rows.map((r, index) => ({ ...r, sortOrder: index, deleted: false }));
  const [problem] = computeTable(table, columns, rows, input.cells, { checkRequired: false }).problems;
  if (problem) throw badRequest(problem.key);

  const discount = input.hasPromptPayDiscount ? parseDecimal(input.promptPayDiscount) : null;
  return {
    header: {
      name: input.name,
      isLineNumberIncluded: input.isLineNumberIncluded,
      startNumber: input.startNumber,
      isIncludedForSummary: input.isIncludedForSummary,
      isAutoComputeTax: input.isAutoComputeTax,
      isRequired: input.isRequired,
      headingText: input.headingText,
      footerText: input.footerText,
      allowPlantakerToAddRows: input.allowPlantakerToAddRows,
      maximumOptionalRows,
      taxes,
      hasPromptPayDiscount: input.hasPromptPayDiscount,
      promptPayDiscountType: input.promptPayDiscountType,
      promptPayDiscount: discount === null ? null : formatDecimal(discount),
    },
    columns: input.columns.map((c) => ({
      id: c.id,
      name: c.name,
      columnTypeName: c.columnTypeName,
      isEditableOnPublic: c.isEditableonPublic,
      columnWidth: c.columnWidth,
      isRequired: c.isRequired,
      isSubtotalIncluded: c.isSubtotalIncluded,
      isHiddenOnPublic: c.isHiddenOnPublic,
      totalCalculation: c.tenderTableTotalCalculation,
      options: c.options,
    })),
    rows: input.rows.map((r) => ({ id: r.id, isRequired: r.isRequired, isDynamicRow: r.isDynamicRow })),
    cells: input.cells,
  };
}
