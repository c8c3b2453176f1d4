import {
  type ColumnTypeName,
  type ComputedTable,
  computeTable,
  formatDecimal,
  parseDecimal,
  type TableTax,
  type TenderTable,
  type TenderTableCell,
  type TenderTableColumn,
  type TenderTableForm,
  type TenderTableRow,
} from '@procura/contract';
import type {
  tenderTableCells,
  tenderTableColumns,
  tenderTableRows,
  tenderTables,
} from '../../db/schema/index.ts';

/**
 * Database rows of forms as the API and the engine read them. Numeric columns come back from the
 * driver as text with the column's scale ('10.000000'); they are read exactly and shown without
 * trailing zeros, never through a binary float.
 */

export type TableRow = typeof tenderTables.$inferSelect;
export type ColumnRow = typeof tenderTableColumns.$inferSelect;
export type LineRow = typeof tenderTableRows.$inferSelect;
export type CellRow = typeof tenderTableCells.$inferSelect;

/** A form's columns, rows and buyer cells as stored, deleted ones included. */
export type FormParts = { columns: ColumnRow[]; rows: LineRow[]; cells: CellRow[] };

export const noParts = (): FormParts => ({ columns: [], rows: [], cells: [] });

/** Decimal text from the database, exactly, without trailing zeros ('10.000000' → '10'). */
export function decimalText(value: string): string {
  const parsed = parseDecimal(value);
  return parsed === null ? value : formatDecimal(parsed);
}

export function taxesOf(row: Pick<TableRow, 'taxes'>): TableTax[] {
  return row.taxes;
}

/**
 * Live items first in their sort order, then deleted ones: editors read the first, and answers a
 * submission gave to a since-deleted row or column stay readable through the rest.
 */
export function liveFirst<T extends { id: number; sortOrder: number; deleted: boolean }>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) => Number(a.deleted) - Number(b.deleted) || a.sortOrder - b.sortOrder || a.id - b.id,
  );
}

export function presentColumn(row: ColumnRow): TenderTableColumn {
  return {
    id: row.id,
    tenderTableId: row.tenderTableId,
    name: row.name,
    columnTypeName: row.columnTypeName as ColumnTypeName,
    sortOrder: row.sortOrder,
    isEditableonPublic: row.isEditableOnPublic,
    columnWidth: row.columnWidth,
    isRequired: row.isRequired,
    isSubtotalIncluded: row.isSubtotalIncluded,
    isHiddenOnPublic: row.isHiddenOnPublic,
    deleted: row.deleted,
    tenderTableTotalCalculation: row.totalCalculation ?? null,
    options: Array.isArray(row.options) ? (row.options as string[]) : [],
  };
}

export function presentRow(row: LineRow): TenderTableRow {
  return {
    id: row.id,
    tenderTableId: row.tenderTableId,
    isRequired: row.isRequired,
    sortOrder: row.sortOrder,
    isDynamicRow: row.isDynamicRow,
    deleted: row.deleted,
  };
}

export function presentCell(row: CellRow): TenderTableCell {
  return { id: row.id, rowId: row.rowId, columnId: row.columnId, value: row.value, deleted: row.deleted };
}

/** The engine's view of a form header. */
export function engineTableOf(row: TableRow) {
  return {
    isLineNumberIncluded: row.isLineNumberIncluded,
    startNumber: row.startNumber,
    isAutoComputeTax: row.isAutoComputeTax,
    allowPlantakerToAddRows: row.allowPlantakerToAddRows,
    maximumOptionalRows: row.maximumOptionalRows,
    taxes: taxesOf(row),
    hasPromptPayDiscount: row.hasPromptPayDiscount,
    promptPayDiscountType: row.promptPayDiscountType,
    promptPayDiscount: row.promptPayDiscount === null ? null : decimalText(row.promptPayDiscount),
  };
}

/** The engine over the buyer's own cells: what the form totals before any supplier answers. */
export function computeForm(table: TableRow, parts: FormParts): ComputedTable {
  return computeTable(
    engineTableOf(table),
    parts.columns.map(presentColumn),
    parts.rows.map(presentRow),
    parts.cells.map(presentCell),
    { checkRequired: false },
  );
}

/** Amounts as decimal text with two decimals, as the API carries money. */
export const money = (value: bigint) => formatDecimal(value, 2);

export function presentTable(row: TableRow, parts: FormParts): TenderTable {
  const header = engineTableOf(row);
  return {
    id: row.id,
    tenderId: row.tenderId,
    tableType: row.tableType,
    name: row.name,
    isLineNumberIncluded: row.isLineNumberIncluded,
    startNumber: row.startNumber,
    numberofRows: parts.rows.filter((r) => !r.deleted).length,
    isIncludedForSummary: row.isIncludedForSummary,
    isAutoComputeTax: row.isAutoComputeTax,
    sortOrder: row.sortOrder,
    isRequired: row.isRequired,
    headingText: row.headingText,
    footerText: row.footerText,
    total: money(computeForm(row, parts).total),
    allowPlantakerToAddRows: row.allowPlantakerToAddRows,
    maximumOptionalRows: row.maximumOptionalRows,
    deleted: row.deleted,
    taxes: header.taxes,
    hasPromptPayDiscount: row.hasPromptPayDiscount,
    promptPayDiscountType: header.promptPayDiscountType,
    promptPayDiscount: header.promptPayDiscount,
    version: row.version,
  };
}

/** A form whole, as the editor loads it after a save or a copy: its live columns, rows and cells. */
export function presentForm(row: TableRow, parts: FormParts): TenderTableForm {
  return {
    table: presentTable(row, parts),
    columns: liveFirst(parts.columns.filter((c) => !c.deleted)).map(presentColumn),
    rows: liveFirst(parts.rows.filter((r) => !r.deleted)).map(presentRow),
    cells: parts.cells.filter((c) => !c.deleted).map(presentCell),
  };
}

/** What the audit trail keeps of a form: its header and how big it is, not every cell. */
export function auditedForm(row: TableRow, parts: FormParts) {
  return {
    name: row.name,
    tableType: row.tableType,
    tenderId: row.tenderId,
    isLineNumberIncluded: row.isLineNumberIncluded,
    startNumber: row.startNumber,
    isIncludedForSummary: row.isIncludedForSummary,
    isAutoComputeTax: row.isAutoComputeTax,
    isRequired: row.isRequired,
    headingTextLength: row.headingText.length,
    footerTextLength: row.footerText.length,
    allowPlantakerToAddRows: row.allowPlantakerToAddRows,
    maximumOptionalRows: row.maximumOptionalRows,
    taxes: taxesOf(row),
    hasPromptPayDiscount: row.hasPromptPayDiscount,
    promptPayDiscountType: row.promptPayDiscountType,
    promptPayDiscount: row.promptPayDiscount === null ? null : decimalText(row.promptPayDiscount),
    version: row.version,
    columns: parts.columns.filter((c) => !c.deleted).length,
    rows: parts.rows.filter((r) => !r.deleted).length,
    cells: parts.cells.filter((c) => !c.deleted).length,
  };
}
