import type { SortOrder } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { assertCompleteOrder, type BuildActor } from '../projects/index.ts';
import { findItem, findItemsOfTender, type ItemTable, updateItem } from './item-queries.ts';
import { lockRequirements } from './lock.ts';

/** What upload requirements and bonds share as ordered lists of a source. */

/**
 * The item `id` of the actor's agency and node, or 404: an id of another agency, of another node
 * or of nothing answers the same.
 */
export async function requireItem<T extends ItemTable>(
  tx: Tx,
  table: T,
  actor: Actor,
  id: number,
): Promise<T['$inferSelect']> {
  const row = await findItem(tx, table, actor, id);
  if (!row) throw notFound();
  return row;
}

/** The sort order that puts a new item last. */
export function nextSortOrder(items: readonly { sortOrder: number }[]): number {
  return Math.max(-1, ...items.map((item) => item.sortOrder)) + 1;
}

/**
 * Puts a source's items of `table` in the given order, numbered from 0; every item must be named
 * once (400 sortOrderMismatch). Audited as `action` on the source, with the ids before and after.
 */
export async function reorderItems<T extends ItemTable>(
  ctx: AppContext,
  tx: Tx,
  actor: BuildActor,
  table: T,
  order: SortOrder,
  action: string,
): Promise<T['$inferSelect'][]> {
  const { project } = await lockRequirements(tx, actor, order.tenderId);
  const items = await findItemsOfTender(tx, table, actor.customerId, order.tenderId);
  assertCompleteOrder(
    items.map((item) => item.id),
    order.ids,
  );
  for (const [index, id] of order.ids.entries()) {
    await updateItem(tx, table as ItemTable, actor.customerId, id, { sortOrder: index });
  }
  await recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    action,
    entityType: 'tender',
    entityId: order.tenderId,
    before: { ids: items.map((item) => item.id) },
    after: { ids: order.ids },
    projectId: project.id,
  });
  return findItemsOfTender(tx, table, actor.customerId, order.tenderId);
}
