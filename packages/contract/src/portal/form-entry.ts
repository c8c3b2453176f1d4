/**
 * A supplier's entry in a form, as the engine reads it: which columns the supplier fills, and the
 * rows and cells the engine computes over (the buyer's values in the buyer's columns, the
 * supplier's in theirs, every column of a row the supplier added). The bid page's check, the
 * buyer's detail, the opening sheet and the bid analysis all compute through this one function,
 * so the figures a buyer sees are the ones the supplier saw when submitting.
 */
import { type ComputedTable, computeTable, type EngineCell, type EngineRow } from '../forms/table-engine.ts';
import type { TenderTableColumn, TenderTableForm } from '../forms/tables.ts';
import type { FormEntry } from './submission-content.ts';

/** A Total column computed from two others: nobody types in it. */
export const isComputedColumn = (
  column: Pick<TenderTableColumn, 'columnTypeName' | 'tenderTableTotalCalculation'>,
) => column.columnTypeName === 'Total' && column.tenderTableTotalCalculation !== null;

/** Columns a supplier fills in the form's own rows: editable by suppliers, shown to them, not computed. */
export function isSupplierColumn(column: TenderTableColumn): boolean {
  return (
    column.isEditableonPublic && !column.isHiddenOnPublic && !isComputedColumn(column) && !column.deleted
  );
}

/** The engine's rows and cells of a supplier's entry: the form's own live rows, then the added ones. */
export function entryEngineInput(
  form: TenderTableForm,
  entry: FormEntry,
): { rows: EngineRow[]; cells: EngineCell[] } {
  const live = <T extends { deleted: boolean; sortOrder: number }>(items: readonly T[]) =>
    items.filter((item) => !item.deleted).sort((a, b) => a.sortOrder - b.sortOrder);
  const supplierColumns = new Set(
    live(form.columns)
      .filter(isSupplierColumn)
      .map((c) => c.id),
  );
  const formRows = live(form.rows).filter((row) => !row.isDynamicRow);
  const after = formRows.reduce((highest, row) => Math.max(highest, row.sortOrder), -1) + 1;
  const added = new Set(entry.addedRowIds);
  const rows: EngineRow[] = [
    ...formRows,
    ...entry.addedRowIds.map((rowId, index) => ({
      id: rowId,
      sortOrder: after + index,
      isRequired: false,
      isDynamicRow: true,
      deleted: false,
    })),
  ];
  const buyerCells = form.cells.filter((cell) => !cell.deleted && !supplierColumns.has(cell.columnId));
  const supplierCells = entry.cells.filter(
    (cell) => supplierColumns.has(cell.columnId) || added.has(cell.rowId),
  );
  return { rows, cells: [...buyerCells, ...supplierCells] };
}

/** The engine over a supplier's entry; `checkRequired` for a submission's completeness. */
export function computeEntry(
  form: TenderTableForm,
  entry: FormEntry,
  { checkRequired = false }: { checkRequired?: boolean } = {},
): ComputedTable {
  const { rows, cells } = entryEngineInput(form, entry);
  return computeTable(form.table, form.columns, rows, cells, { checkRequired });
}
