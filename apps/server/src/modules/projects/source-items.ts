import type { MessageKey, SortOrder } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { assertCompleteOrder, type BuildActor } from './editable.ts';
import { findTenderById, type ProjectRow } from './lookup.ts';
import {
  type Changes,
  deleteItem,
  findItem,
  findItemsOfTender,
  type Insert,
  type ItemTable,
  insertItem,
  type RowOf,
  updateItem,
} from './source-item-queries.ts';

/**
 * One kind of ordered list of a source (compliance items, upload requirements, bonds): what the
 * kinds differ in. The rules they share live once in sourceItems below.
 */
export interface SourceItemKind<T extends ItemTable, Item, Fields extends { name: string }> {
  table: T;
  /** The audit entity type, and the prefix of its actions (`bond.created` ...). */
  entity: string;
  /** At most `max` a source; more is a 400 with the catalogue's `key`. */
  limit: { max: number; key: MessageKey };
  /** Names unique in the source ignoring case (400 nameAlreadyExists). */
  uniqueNames: boolean;
  /** Locks the source's project row for the transaction when the list may change now, or refuses. */
  lock(tx: Tx, actor: BuildActor, tenderId: number): Promise<{ project: ProjectRow }>;
  /** The columns a create or an update writes. */
  fieldsOf(input: Fields): Changes<T>;
  /** What the audit records of an item. */
  described(row: RowOf<T>): Record<string, unknown>;
  present(row: RowOf<T>): Item;
}

export interface SourceItems<Item, Fields> {
  list(ctx: AppContext, actor: Actor, tenderId: number): Promise<Item[]>;
  /** Adds an item at the end of the list. */
  create(ctx: AppContext, actor: BuildActor, input: Fields & { tenderId: number }): Promise<Item>;
  update(ctx: AppContext, actor: BuildActor, input: Fields & { id: number }): Promise<Item>;
  remove(ctx: AppContext, actor: BuildActor, id: number): Promise<Item>;
  /** Puts the source's items in the given order, numbered from 0; every item named once (400 sortOrderMismatch). */
  reorder(ctx: AppContext, actor: BuildActor, order: SortOrder): Promise<Item[]>;
}

/**
 * The ordered lists of a source. Every change takes the kind's lock first, which also locks the
 * project row, so the count and the name check hold until commit. An item is found only through
 * its source's project in the actor's agency and node: an id of another agency, of another node or
 * of nothing answers the same 404.
 */
export function sourceItems<T extends ItemTable, Item, Fields extends { name: string }>(
  kind: SourceItemKind<T, Item, Fields>,
): SourceItems<Item, Fields> {
  const { table, entity } = kind;

  const requireItem = async (tx: Tx, actor: Actor, id: number): Promise<RowOf<T>> => {
    const row = await findItem(tx, table, actor, id);
    if (!row) throw notFound();
    return row;
  };

  const assertNameFree = (items: readonly RowOf<T>[], name: string, exceptId?: number) => {
    if (!kind.uniqueNames) return;
    const wanted = name.toLowerCase();
    if (items.some((item) => item.id !== exceptId && item.name.toLowerCase() === wanted)) {
      throw badRequest('nameAlreadyExists');
    }
  };

  const itemsOf = (tx: Tx, customerId: number, tenderId: number) =>
    findItemsOfTender(tx, table, customerId, tenderId);

  return {
    list: (ctx, actor, tenderId) =>
      inTenant(ctx.db, actor.customerId, async (tx) => {
        await findTenderById(tx, actor, tenderId);
        return (await itemsOf(tx, actor.customerId, tenderId)).map(kind.present);
      }),

    create: (ctx, actor, input) =>
      inTenant(ctx.db, actor.customerId, async (tx) => {
        const { project } = await kind.lock(tx, actor, input.tenderId);
        const items = await itemsOf(tx, actor.customerId, input.tenderId);
        const { max, key } = kind.limit;
        if (items.length >= max) throw badRequest({ key, params: { max } });
        assertNameFree(items, input.name);
        const row = await insertItem(tx, table, {
          ...kind.fieldsOf(input),
          customerId: actor.customerId,
          tenderId: input.tenderId,
          sortOrder: Math.max(-1, ...items.map((item) => item.sortOrder)) + 1,
        } as Insert<T>);
        await recordAudit(tx, ctx.clock, {
          ...byActor(actor),
          action: `${entity}.created`,
          entityType: entity,
          entityId: row.id,
          after: { ...kind.described(row), tenderId: row.tenderId },
          projectId: project.id,
        });
        return kind.present(row);
      }),

    update: (ctx, actor, input) =>
      inTenant(ctx.db, actor.customerId, async (tx) => {
        const before = await requireItem(tx, actor, input.id);
        const { project } = await kind.lock(tx, actor, before.tenderId);
        assertNameFree(await itemsOf(tx, actor.customerId, before.tenderId), input.name, before.id);
        const row = await updateItem(tx, table, actor.customerId, before.id, kind.fieldsOf(input));
        await recordAudit(tx, ctx.clock, {
          ...byActor(actor),
          action: `${entity}.updated`,
          entityType: entity,
          entityId: row.id,
          before: kind.described(before),
          after: kind.described(row),
          projectId: project.id,
        });
        return kind.present(row);
      }),

    remove: (ctx, actor, id) =>
      inTenant(ctx.db, actor.customerId, async (tx) => {
        const row = await requireItem(tx, actor, id);
        const { project } = await kind.lock(tx, actor, row.tenderId);
        await deleteItem(tx, table, actor.customerId, row.id);
        await recordAudit(tx, ctx.clock, {
          ...byActor(actor),
          action: `${entity}.deleted`,
          entityType: entity,
          entityId: row.id,
          before: { ...kind.described(row), tenderId: row.tenderId },
          projectId: project.id,
        });
        return kind.present(row);
      }),

    reorder: (ctx, actor, order) =>
      inTenant(ctx.db, actor.customerId, async (tx) => {
        const { project } = await kind.lock(tx, actor, order.tenderId);
        const items = await itemsOf(tx, actor.customerId, order.tenderId);
        const before = items.map((item) => item.id);
        assertCompleteOrder(before, order.ids);
        for (const [index, id] of order.ids.entries()) {
          await updateItem(tx, table, actor.customerId, id, { sortOrder: index } as Changes<T>);
        }
        await recordAudit(tx, ctx.clock, {
          ...byActor(actor),
          action: `${entity}.reordered`,
          entityType: 'tender',
          entityId: order.tenderId,
          before: { ids: before },
          after: { ids: order.ids },
          projectId: project.id,
        });
        return (await itemsOf(tx, actor.customerId, order.tenderId)).map(kind.present);
      }),
  };
}
