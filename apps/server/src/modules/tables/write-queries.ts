import type { TableType, TotalCalculation } from '@procura/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  tenderTableCells,
  tenderTableColumns,
  tenderTableRows,
  tenderTables,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { ColumnRow, LineRow, TableRow } from './presenters.ts';

/**
 * The statements that write forms. A 500-row form is written in a handful of multi-row
 * statements (inserts, updates from a list of values, one cell upsert), never a round trip per
 * row or cell.
 */

export type HeaderValues = Omit<
  typeof tenderTables.$inferInsert,
  'customerId' | 'id' | 'tenderId' | 'tableType' | 'sortOrder' | 'deleted' | 'version'
>;

export type ColumnValues = {
  name: string;
  columnTypeName: string;
  sortOrder: number;
  isEditableOnPublic: boolean;
  columnWidth: number;
  isRequired: boolean;
  isSubtotalIncluded: boolean;
  isHiddenOnPublic: boolean;
  deleted: boolean;
  totalCalculation: TotalCalculation | null;
  options: string[];
};

export type RowValues = { isRequired: boolean; sortOrder: number; isDynamicRow: boolean; deleted: boolean };

export type CellValues = { rowId: number; columnId: number; value: string | null };

export async function insertTable(
  tx: Tx,
  values: HeaderValues & { customerId: number; tenderId: number; tableType: TableType; sortOrder: number },
): Promise<TableRow> {
  const [row] = await tx.insert(tenderTables).values(values).returning();
  if (!row) throw new Error('form insert returned nothing');
  return row;
}

/** Writes a form's header and moves its version on. */
export async function updateTable(
  tx: Tx,
  customerId: number,
  id: number,
  values: HeaderValues,
): Promise<TableRow> {
  const [row] = await tx
    .update(tenderTables)
    .set({ ...values, version: sql`${tenderTables.version} + 1` })
    .where(tenantRow(tenderTables.id, customerId, id))
    .returning();
  if (!row) throw new Error('form update returned nothing');
  return row;
}

/** Sets the sort order (and the deleted mark) of forms, in one statement. */
export async function setTableOrder(
  tx: Tx,
  customerId: number,
  orders: readonly { id: number; sortOrder: number; deleted: boolean }[],
): Promise<void> {
  if (orders.length === 0) return;
  const values = sql.join(
    orders.map((o) => sql`(${o.id}::int, ${o.sortOrder}::int, ${o.deleted}::boolean)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${tenderTables} as t
    set sort_order = v.sort_order, deleted = v.deleted
    from (values ${values}) as v(id, sort_order, deleted)
    where t.customer_id = ${customerId} and t.id = v.id`);
}

export async function insertColumns(
  tx: Tx,
  customerId: number,
  tenderTableId: number,
  columns: readonly ColumnValues[],
): Promise<ColumnRow[]> {
  if (columns.length === 0) return [];
  return tx
    .insert(tenderTableColumns)
    .values(columns.map((c) => ({ ...c, customerId, tenderTableId })))
    .returning();
}

const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

export async function updateColumns(
  tx: Tx,
  customerId: number,
  columns: readonly (ColumnValues & { id: number })[],
): Promise<void> {
  if (columns.length === 0) return;
  const values = sql.join(
    columns.map(
      (c) =>
        sql`(${c.id}::int, ${c.name}::text, ${c.columnTypeName}::text, ${c.sortOrder}::int,
          ${c.isEditableOnPublic}::boolean, ${c.columnWidth}::int, ${c.isRequired}::boolean,
          ${c.isSubtotalIncluded}::boolean, ${c.isHiddenOnPublic}::boolean, ${c.deleted}::boolean,
          ${c.totalCalculation === null ? sql`null::jsonb` : json(c.totalCalculation)}, ${json(c.options)})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${tenderTableColumns} as c
    set name = v.name, column_type_name = v.column_type_name, sort_order = v.sort_order,
      is_editable_on_public = v.is_editable_on_public, column_width = v.column_width,
      is_required = v.is_required, is_subtotal_included = v.is_subtotal_included,
      is_hidden_on_public = v.is_hidden_on_public, deleted = v.deleted,
      total_calculation = v.total_calculation, options = v.options
    from (values ${values}) as v(id, name, column_type_name, sort_order, is_editable_on_public,
      column_width, is_required, is_subtotal_included, is_hidden_on_public, deleted,
      total_calculation, options)
    where c.customer_id = ${customerId} and c.id = v.id`);
}

export async function insertRows(
  tx: Tx,
  customerId: number,
  tenderTableId: number,
  rows: readonly RowValues[],
): Promise<LineRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(tenderTableRows)
    .values(rows.map((r) => ({ ...r, customerId, tenderTableId })))
    .returning();
}

export async function updateRows(
  tx: Tx,
  customerId: number,
  rows: readonly (RowValues & { id: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::int, ${r.isRequired}::boolean, ${r.sortOrder}::int, ${r.isDynamicRow}::boolean, ${r.deleted}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${tenderTableRows} as r
    set is_required = v.is_required, sort_order = v.sort_order, is_dynamic_row = v.is_dynamic_row,
      deleted = v.deleted
    from (values ${values}) as v(id, is_required, sort_order, is_dynamic_row, deleted)
    where r.customer_id = ${customerId} and r.id = v.id`);
}

/**
 * Writes cells by their row and column: a new one is inserted, a known one (deleted or not) takes
 * the value. The values travel as three arrays, so a whole form is one statement of five parameters.
 */
export async function upsertCells(
  tx: Tx,
  customerId: number,
  tenderTableId: number,
  cells: readonly CellValues[],
): Promise<void> {
  if (cells.length === 0) return;
  await tx.execute(sql`
    insert into ${tenderTableCells} (customer_id, tender_table_id, row_id, column_id, value, deleted)
    select ${customerId}::int, ${tenderTableId}::int, u.row_id, u.column_id, u.value, false
    from unnest(${sql.param(cells.map((c) => c.rowId))}::int[], ${sql.param(cells.map((c) => c.columnId))}::int[],
      ${sql.param(cells.map((c) => c.value))}::text[]) as u(row_id, column_id, value)
    on conflict (customer_id, tender_table_id, row_id, column_id)
    do update set value = excluded.value, deleted = false`);
}

export async function markCellsDeleted(tx: Tx, customerId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ${tenderTableCells} set deleted = true
    where customer_id = ${customerId} and id = any(${sql.param([...ids])}::int[])`);
}
