import {
  sum,
  type TableSearchHit,
  type TableSummary,
  type TableType,
  type TenderTable,
  type TenderTableCell,
  type TenderTableColumn,
  type TenderTableRow,
  tableRules,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findTenderById } from '../projects/index.ts';
import {
  computeForm,
  liveFirst,
  money,
  noParts,
  presentCell,
  presentColumn,
  presentRow,
  presentTable,
} from './presenters.ts';
import { findLiveTablesOfTender, findParts, findPartsOf, requireTable, searchTables } from './queries.ts';
import { assertStorable } from './storable-text.ts';

/** The forms of a source as the Build pages read them: headers with totals, parts, the summary, search. */

/** GET /TenderTables?tenderId[&tableType]: the source's live forms in order, each with its total. */
export async function listTenderTables(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
  tableType?: TableType,
): Promise<TenderTable[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findTenderById(tx, actor, tenderId);
    const tables = await findLiveTablesOfTender(tx, actor.customerId, tenderId, tableType);
    const parts = await findParts(
      tx,
      actor.customerId,
      tables.map((t) => t.id),
    );
    return tables.map((t) => presentTable(t, parts.get(t.id) ?? noParts()));
  });
}

/** GET /TenderTables?tenderTableId: one form's header, a deleted one too (it says so). */
export async function getTenderTable(ctx: AppContext, actor: Actor, id: number): Promise<TenderTable> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const table = await requireTable(tx, actor, id);
    return presentTable(table, await findPartsOf(tx, actor.customerId, table.id));
  });
}

async function partsOfTable(ctx: AppContext, actor: Actor, id: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const table = await requireTable(tx, actor, id);
    return findPartsOf(tx, actor.customerId, table.id);
  });
}

/** GET /TenderTableColumns/{id}: live columns in order, then deleted ones. */
export async function listColumns(ctx: AppContext, actor: Actor, id: number): Promise<TenderTableColumn[]> {
  return liveFirst((await partsOfTable(ctx, actor, id)).columns).map(presentColumn);
}

/** GET /TenderTableRows/{id}: live rows in order, then deleted ones. */
export async function listRows(ctx: AppContext, actor: Actor, id: number): Promise<TenderTableRow[]> {
  return liveFirst((await partsOfTable(ctx, actor, id)).rows).map(presentRow);
}

/** GET /TenderTableRowColumns/{id}: the buyer's cells, live ones first. */
export async function listCells(ctx: AppContext, actor: Actor, id: number): Promise<TenderTableCell[]> {
  const cells = (await partsOfTable(ctx, actor, id)).cells;
  return [...cells].sort((a, b) => Number(a.deleted) - Number(b.deleted) || a.id - b.id).map(presentCell);
}

/** Adds tax amounts by tax type, in the order the types first appear. */
function taxesByType(taxes: readonly { taxType: string; amount: bigint }[]) {
  const totals = new Map<string, bigint>();
  for (const tax of taxes) totals.set(tax.taxType, (totals.get(tax.taxType) ?? 0n) + tax.amount);
  return [...totals].map(([taxType, amount]) => ({ taxType, amount: money(amount) }));
}

/**
 * GET /TenderTables/Summary?tenderId: each live form included in the summary with the engine's
 * figures over the buyer's cells, and their sums (taxes added per tax type).
 */
export async function tableSummary(ctx: AppContext, actor: Actor, tenderId: number): Promise<TableSummary> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findTenderById(tx, actor, tenderId);
    const tables = (await findLiveTablesOfTender(tx, actor.customerId, tenderId)).filter(
      (t) => t.isIncludedForSummary,
    );
    const parts = await findParts(
      tx,
      actor.customerId,
      tables.map((t) => t.id),
    );
    const computed = tables.map((table) => ({
      table,
      figures: computeForm(table, parts.get(table.id) ?? noParts()),
    }));
    return {
      tenderId,
      tables: computed.map(({ table, figures }) => ({
        tenderTableId: table.id,
        name: table.name,
        tableType: table.tableType,
        subtotal: money(figures.subtotal),
        discount: money(figures.discount),
        taxes: taxesByType(figures.taxes),
        total: money(figures.total),
      })),
      subtotal: money(sum(computed.map((c) => c.figures.subtotal))),
      discount: money(sum(computed.map((c) => c.figures.discount))),
      taxes: taxesByType(computed.flatMap((c) => c.figures.taxes)),
      total: money(sum(computed.map((c) => c.figures.total))),
    };
  });
}

/** GET /TenderTables/Search?keywords&type[&tenderId]: forms of the node to copy from. */
export async function searchTenderTables(
  ctx: AppContext,
  actor: Actor,
  query: { keywords: string; type?: TableType; tenderId?: number },
): Promise<TableSearchHit[]> {
  assertStorable('keywords', [query.keywords]);
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const hits = await searchTables(tx, actor, {
      keywords: query.keywords,
      type: query.type,
      excludeTenderId: query.tenderId,
      limit: tableRules.searchLimit,
    });
    return hits.map((hit) => ({ ...hit, tableType: hit.tableType }));
  });
}
