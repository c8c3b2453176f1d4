import { and, asc, eq } from 'drizzle-orm';
import {
  projects,
  type tenderBonds,
  type tenderComplianceItems,
  tenders,
  type tenderUploadRequirements,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

/**
 * The ordered lists of a source: compliance items (Build > compliance), upload requirements
 * (Documents) and bonds (Security). The same reads and writes over any of the three tables.
 */
export type ItemTable = typeof tenderComplianceItems | typeof tenderUploadRequirements | typeof tenderBonds;
export type RowOf<T extends ItemTable> = T['$inferSelect'];
export type Insert<T extends ItemTable> = T['$inferInsert'];
/** The columns a change may write: never the keys. */
export type Changes<T extends ItemTable> = Partial<Omit<Insert<T>, 'customerId' | 'id' | 'tenderId'>>;

export async function findItemsOfTender<T extends ItemTable>(
  tx: Tx,
  table: T,
  customerId: number,
  tenderId: number,
): Promise<RowOf<T>[]> {
  const rows = await tx
    .select()
    .from(table as ItemTable)
    .where(and(eq(table.customerId, customerId), eq(table.tenderId, tenderId)))
    .orderBy(asc(table.sortOrder), asc(table.id));
  return rows as RowOf<T>[];
}

/** The item `id` when its source's project is in the actor's agency and node. */
export async function findItem<T extends ItemTable>(
  tx: Tx,
  table: T,
  actor: Actor,
  id: number,
): Promise<RowOf<T> | undefined> {
  const [row] = await tx
    .select({ item: table as ItemTable })
    .from(table as ItemTable)
    .innerJoin(tenders, tenantJoin(tenders.id, table.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(and(eq(table.customerId, actor.customerId), eq(table.id, id), eq(projects.nodeId, actor.nodeId)));
  return row?.item as RowOf<T> | undefined;
}

export async function insertItem<T extends ItemTable>(
  tx: Tx,
  table: T,
  values: Insert<T>,
): Promise<RowOf<T>> {
  const [row] = await tx
    .insert(table as ItemTable)
    .values(values as Insert<ItemTable>)
    .returning();
  if (!row) throw new Error('source item insert returned nothing');
  return row as RowOf<T>;
}

/** Copies of `rows` for the source `tenderId`: the same items in the same order. */
export async function insertItemCopies<T extends ItemTable>(
  tx: Tx,
  table: T,
  rows: readonly RowOf<T>[],
  tenderId: number,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(table as ItemTable).values(rows.map(({ id: _id, ...row }) => ({ ...row, tenderId })));
}

export async function updateItem<T extends ItemTable>(
  tx: Tx,
  table: T,
  customerId: number,
  id: number,
  changes: Changes<T>,
): Promise<RowOf<T>> {
  const [row] = await tx
    .update(table as ItemTable)
    .set(changes)
    .where(and(eq(table.customerId, customerId), eq(table.id, id)))
    .returning();
  if (!row) throw new Error('source item update returned nothing');
  return row as RowOf<T>;
}

export async function deleteItem(tx: Tx, table: ItemTable, customerId: number, id: number): Promise<void> {
  await tx.delete(table).where(and(eq(table.customerId, customerId), eq(table.id, id)));
}
