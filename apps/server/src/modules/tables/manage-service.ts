import { renumber, type SortOrder, type TenderTable } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { assertCompleteOrder, type BuildActor, lockRequirements } from '../projects/index.ts';
import { noParts, presentTable, type TableRow } from './presenters.ts';
import { findLiveTablesOfTender, findParts, findTablesByIds, tableNotFound } from './queries.ts';
import { setTableOrder } from './write-queries.ts';

/**
 * Deleting and reordering a source's forms. A deleted form stays, with sort order 9999, because
 * submissions may hold answers to it; the live ones are numbered from 0 again.
 */

async function presentTables(
  tx: Tx,
  customerId: number,
  tables: readonly TableRow[],
): Promise<TenderTable[]> {
  const parts = await findParts(
    tx,
    customerId,
    tables.map((t) => t.id),
  );
  return tables.map((t) => presentTable(t, parts.get(t.id) ?? noParts()));
}

/**
 * DELETE /TenderTables?tenderTableId=1,2,3: soft-deletes each form. Every id must name a live form
 * the actor sees, else 404 and nothing is deleted; each source's requirements must be open.
 */
export async function deleteTenderTables(
  ctx: AppContext,
  actor: BuildActor,
  ids: readonly number[],
): Promise<TenderTable[]> {
  const wanted = [...new Set(ids)];
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const found = await findTablesByIds(tx, actor, wanted);
    if (found.length !== wanted.length || found.some((t) => t.deleted)) throw tableNotFound();
    // Sources in id order, so two deletes across the same sources lock their projects alike.
    const tenderIds = [...new Set(found.map((t) => t.tenderId))].sort((a, b) => a - b);
    const removed = new Set(wanted);
    for (const tenderId of tenderIds) {
      const { project } = await lockRequirements(tx, actor, tenderId);
      const siblings = await findLiveTablesOfTender(tx, actor.customerId, tenderId);
      await setTableOrder(
        tx,
        actor.customerId,
        renumber(siblings.map((t) => ({ id: t.id, sortOrder: t.sortOrder, deleted: removed.has(t.id) }))),
      );
      for (const table of siblings.filter((t) => removed.has(t.id))) {
        await recordAudit(tx, ctx.clock, {
          ...byActor(actor),
          action: 'tenderTable.deleted',
          entityType: 'tenderTable',
          entityId: table.id,
          before: { name: table.name, tableType: table.tableType, tenderId: table.tenderId },
          projectId: project.id,
        });
      }
    }
    const deleted = await findTablesByIds(tx, actor, wanted);
    return presentTables(
      tx,
      actor.customerId,
      wanted.map((id) => deleted.find((t) => t.id === id)).filter((t) => t !== undefined),
    );
  });
}

/** PUT /TenderTables/SortOrder: the source's live forms in the order given, numbered from 0. */
export async function reorderTenderTables(
  ctx: AppContext,
  actor: BuildActor,
  order: SortOrder,
): Promise<TenderTable[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await lockRequirements(tx, actor, order.tenderId);
    const siblings = await findLiveTablesOfTender(tx, actor.customerId, order.tenderId);
    assertCompleteOrder(
      siblings.map((t) => t.id),
      order.ids,
    );
    await setTableOrder(
      tx,
      actor.customerId,
      order.ids.map((id, index) => ({ id, sortOrder: index, deleted: false })),
    );
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'tenderTable.reordered',
      entityType: 'tender',
      entityId: order.tenderId,
      before: { tenderTableIds: siblings.map((t) => t.id) },
      after: { tenderTableIds: order.ids },
      projectId: project.id,
    });
    return presentTables(
      tx,
      actor.customerId,
      await findLiveTablesOfTender(tx, actor.customerId, order.tenderId),
    );
  });
}
