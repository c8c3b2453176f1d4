import { deletedSortOrder, renumber, type TableType, type TotalCalculation } from '@procura/contract';
import type { Tx } from '../../platform/tenancy.ts';
import type { ColumnRow, FormParts, TableRow } from './presenters.ts';
import type { FormPlan } from './save-plan.ts';
import {
  type ColumnValues,
  insertColumns,
  insertRows,
  insertTable,
  markCellsDeleted,
  updateColumns,
  updateRows,
  updateTable,
  upsertCells,
} from './write-queries.ts';

/**
 * Writes a planned form (decision 80): new columns and rows get their real ids, which replace the
 * client's negative ids in calculations and cells; columns and rows left out are marked deleted
 * with sort order 9999 and the rest numbered from 0 as planned; cells left out are marked deleted.
 */

/** The sort order each item takes: planned ones from 0 in plan order, the removed ones 9999. */
function sortOrders(plannedIds: readonly number[], removedIds: readonly number[]): Map<number, number> {
  const numbered = renumber([
    ...plannedIds.map((id, index) => ({ id, sortOrder: index, deleted: false })),
    ...removedIds.map((id) => ({ id, sortOrder: deletedSortOrder, deleted: true })),
  ]);
  return new Map(numbered.map((item) => [item.id, item.sortOrder]));
}

/** Real ids of new items, from what an insert returned: each new item has its own sort order. */
function newIds(
  planned: readonly { id: number }[],
  order: ReadonlyMap<number, number>,
  inserted: readonly { id: number; sortOrder: number }[],
): Map<number, number> {
  const bySortOrder = new Map(inserted.map((row) => [row.sortOrder, row.id]));
  const ids = new Map<number, number>();
  for (const item of planned) {
    if (item.id < 0) ids.set(item.id, bySortOrder.get(order.get(item.id) ?? -1) ?? 0);
  }
  return ids;
}

const realId = (ids: ReadonlyMap<number, number>) => (id: number) => (id > 0 ? id : (ids.get(id) ?? 0));

/** A stored column's values, as a plan or an update writes them. */
export function storedColumn(row: ColumnRow): Omit<ColumnValues, 'sortOrder' | 'deleted'> {
  return {
    name: row.name,
    columnTypeName: row.columnTypeName,
    isEditableOnPublic: row.isEditableOnPublic,
    columnWidth: row.columnWidth,
    isRequired: row.isRequired,
    isSubtotalIncluded: row.isSubtotalIncluded,
    isHiddenOnPublic: row.isHiddenOnPublic,
    totalCalculation: row.totalCalculation ?? null,
    options: Array.isArray(row.options) ? (row.options as string[]) : [],
  };
}

async function writeColumns(tx: Tx, customerId: number, tableId: number, parts: FormParts, plan: FormPlan) {
  const kept = new Set(plan.columns.map((c) => c.id));
  const removed = parts.columns.filter((c) => !c.deleted && !kept.has(c.id));
  const order = sortOrders(
    plan.columns.map((c) => c.id),
    removed.map((c) => c.id),
  );
  const sortOrderOf = (id: number) => order.get(id) ?? deletedSortOrder;
  const fresh = plan.columns.filter((c) => c.id < 0);
  const inserted = await insertColumns(
    tx,
    customerId,
    tableId,
    // Calculations may name columns that do not exist yet: they are written once every id is known.
    fresh.map(({ id, ...c }) => ({
      ...c,
      sortOrder: sortOrderOf(id),
      deleted: false,
      totalCalculation: null,
    })),
  );
  const idOf = realId(newIds(fresh, order, inserted));
  const remap = (calc: TotalCalculation | null) =>
    calc && { ...calc, leftColumnId: idOf(calc.leftColumnId), rightColumnId: idOf(calc.rightColumnId) };
  await updateColumns(tx, customerId, [
    ...plan.columns
      .filter((c) => c.id > 0 || c.totalCalculation !== null)
      .map((c) => ({
        ...c,
        id: idOf(c.id),
        sortOrder: sortOrderOf(c.id),
        deleted: false,
        totalCalculation: remap(c.totalCalculation),
      })),
    ...removed.map((c) => ({ ...storedColumn(c), id: c.id, sortOrder: deletedSortOrder, deleted: true })),
  ]);
  return idOf;
}

async function writeRows(tx: Tx, customerId: number, tableId: number, parts: FormParts, plan: FormPlan) {
  const kept = new Set(plan.rows.map((r) => r.id));
  const live = parts.rows.filter((r) => !r.deleted);
  const removed = live.filter((r) => !kept.has(r.id));
  const order = sortOrders(
    plan.rows.map((r) => r.id),
    removed.map((r) => r.id),
  );
  const sortOrderOf = (id: number) => order.get(id) ?? deletedSortOrder;
  const fresh = plan.rows.filter((r) => r.id < 0);
  const inserted = await insertRows(
    tx,
    customerId,
    tableId,
    fresh.map(({ id, ...r }) => ({ ...r, sortOrder: sortOrderOf(id), deleted: false })),
  );
  const stored = new Map(live.map((r) => [r.id, r]));
  // Only rows that changed are written, so saving one edited cell of a long form stays cheap.
  const changed = plan.rows.filter((r) => {
    const before = stored.get(r.id);
    return (
      before !== undefined &&
      (before.sortOrder !== sortOrderOf(r.id) ||
        before.isRequired !== r.isRequired ||
        before.isDynamicRow !== r.isDynamicRow)
    );
  });
  await updateRows(tx, customerId, [
    ...changed.map((r) => ({ ...r, sortOrder: sortOrderOf(r.id), deleted: false })),
    ...removed.map((r) => ({ ...r, sortOrder: deletedSortOrder, deleted: true })),
  ]);
  return realId(newIds(fresh, order, inserted));
}

async function writeCells(
  tx: Tx,
  customerId: number,
  tableId: number,
  parts: FormParts,
  plan: FormPlan,
  ids: { row: (id: number) => number; column: (id: number) => number },
) {
  const key = (c: { rowId: number; columnId: number }) => `${c.rowId}:${c.columnId}`;
  const stored = new Map(parts.cells.map((c) => [key(c), c]));
  const sent = plan.cells.map((c) => ({
    rowId: ids.row(c.rowId),
    columnId: ids.column(c.columnId),
    value: c.value,
  }));
  const sentKeys = new Set(sent.map(key));
  await upsertCells(
    tx,
    customerId,
    tableId,
    sent.filter((c) => {
      const before = stored.get(key(c));
      return before === undefined || before.deleted || before.value !== c.value;
    }),
  );
  await markCellsDeleted(
    tx,
    customerId,
    parts.cells.filter((c) => !c.deleted && !sentKeys.has(key(c))).map((c) => c.id),
  );
}

async function writeParts(tx: Tx, customerId: number, tableId: number, parts: FormParts, plan: FormPlan) {
  const column = await writeColumns(tx, customerId, tableId, parts, plan);
  const row = await writeRows(tx, customerId, tableId, parts, plan);
  await writeCells(tx, customerId, tableId, parts, plan, { row, column });
}

/** Creates a form from a plan at the end of its source's list. */
export async function writeNewForm(
  tx: Tx,
  customerId: number,
  placement: { tenderId: number; tableType: TableType; sortOrder: number },
  plan: FormPlan,
): Promise<TableRow> {
  const table = await insertTable(tx, { ...plan.header, ...placement, customerId });
  await writeParts(tx, customerId, table.id, { columns: [], rows: [], cells: [] }, plan);
  return table;
}

/** Saves a plan over a stored form (`parts` as read under the project lock); the version moves on. */
export async function writeFormChanges(
  tx: Tx,
  customerId: number,
  table: TableRow,
  parts: FormParts,
  plan: FormPlan,
): Promise<TableRow> {
  const saved = await updateTable(tx, customerId, table.id, plan.header);
  await writeParts(tx, customerId, table.id, parts, plan);
  return saved;
}
