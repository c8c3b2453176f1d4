import type { TableType } from '@procura/contract';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  projects,
  submissions,
  tenders,
  tenderTableCells,
  tenderTableColumns,
  tenderTableRows,
  tenderTables,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { escapeLike, tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { type FormParts, noParts, type TableRow } from './presenters.ts';

/** 404 with the catalogue's tender-table message: no form of this agency and node has the id. */
export const tableNotFound = () => new AppError(404, 'invalidTenderTableId');

const visibleTo = (actor: Actor) =>
  and(eq(tenderTables.customerId, actor.customerId), eq(projects.nodeId, actor.nodeId));

/**
 * The forms `ids` whose source's project is in the actor's agency and node, deleted ones
 * included: a form of another node or agency is simply not found.
 */
export async function findTablesByIds(tx: Tx, actor: Actor, ids: readonly number[]): Promise<TableRow[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ table: tenderTables })
    .from(tenderTables)
    .innerJoin(tenders, tenantJoin(tenders.id, tenderTables.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(and(visibleTo(actor), inArray(tenderTables.id, [...ids])));
  return found.map((row) => row.table);
}

/** The form `id` of the actor's agency and node, or 404; `live` refuses a deleted form the same way. */
export async function requireTable(
  tx: Tx,
  actor: Actor,
  id: number,
  { live = false }: { live?: boolean } = {},
): Promise<TableRow> {
  const [row] = await findTablesByIds(tx, actor, [id]);
  if (!row || (live && row.deleted)) throw tableNotFound();
  return row;
}

/** A source's live forms in their order, optionally of one section. */
export async function findLiveTablesOfTender(
  tx: Tx,
  customerId: number,
  tenderId: number,
  tableType?: TableType,
): Promise<TableRow[]> {
  return tx
    .select()
    .from(tenderTables)
    .where(
      and(
        eq(tenderTables.customerId, customerId),
        eq(tenderTables.tenderId, tenderId),
        eq(tenderTables.deleted, false),
        tableType ? eq(tenderTables.tableType, tableType) : undefined,
      ),
    )
    .orderBy(asc(tenderTables.sortOrder), asc(tenderTables.id));
}

/** The columns, rows and cells of each form, deleted ones included, in three statements. */
export async function findParts(
  tx: Tx,
  customerId: number,
  tableIds: readonly number[],
): Promise<Map<number, FormParts>> {
  const parts = new Map<number, FormParts>(tableIds.map((id) => [id, noParts()]));
  if (tableIds.length === 0) return parts;
  const ids = [...tableIds];
  const columns = await tx
    .select()
    .from(tenderTableColumns)
    .where(and(eq(tenderTableColumns.customerId, customerId), inArray(tenderTableColumns.tenderTableId, ids)))
    .orderBy(asc(tenderTableColumns.sortOrder), asc(tenderTableColumns.id));
  const rows = await tx
    .select()
    .from(tenderTableRows)
    .where(and(eq(tenderTableRows.customerId, customerId), inArray(tenderTableRows.tenderTableId, ids)))
    .orderBy(asc(tenderTableRows.sortOrder), asc(tenderTableRows.id));
  const cells = await tx
    .select()
    .from(tenderTableCells)
    .where(and(eq(tenderTableCells.customerId, customerId), inArray(tenderTableCells.tenderTableId, ids)))
    .orderBy(asc(tenderTableCells.id));
  for (const column of columns) parts.get(column.tenderTableId)?.columns.push(column);
  for (const row of rows) parts.get(row.tenderTableId)?.rows.push(row);
  for (const cell of cells) parts.get(cell.tenderTableId)?.cells.push(cell);
  return parts;
}

export async function findPartsOf(tx: Tx, customerId: number, tableId: number): Promise<FormParts> {
  return (await findParts(tx, customerId, [tableId])).get(tableId) ?? noParts();
}

export type TableSearch = { keywords: string; type?: TableType; excludeTenderId?: number; limit: number };

/**
 * Live forms of the actor's node whose name holds the keywords (the trigram index serves the
 * substring match), newest first, with the project each belongs to.
 */
export async function searchTables(tx: Tx, actor: Actor, search: TableSearch) {
  return tx
    .select({
      id: tenderTables.id,
      name: tenderTables.name,
      tableType: tenderTables.tableType,
      tenderId: tenderTables.tenderId,
      projectId: projects.id,
      projectName: projects.name,
      projectNumber: projects.number,
    })
    .from(tenderTables)
    .innerJoin(tenders, tenantJoin(tenders.id, tenderTables.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(
      and(
        visibleTo(actor),
        eq(tenderTables.deleted, false),
        search.keywords ? sql`${tenderTables.name} ilike ${`%${escapeLike(search.keywords)}%`}` : undefined,
        search.type ? eq(tenderTables.tableType, search.type) : undefined,
        search.excludeTenderId ? ne(tenderTables.tenderId, search.excludeTenderId) : undefined,
      ),
    )
    .orderBy(desc(tenderTables.id))
    .limit(search.limit);
}

/**
 * Whether suppliers have submitted data to a source, which fixes its forms' column types (000 §5
 * Forms). Until the supplier portal stores answers (issue 6), any submission a supplier has
 * started or completed counts; withdrawn ones do not. Issue 6 narrows this to submissions holding
 * answers to the form, here and nowhere else.
 */
export async function hasSubmittedData(tx: Tx, customerId: number, tenderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ found: sql<number>`1` })
    .from(submissions)
    .where(
      and(
        eq(submissions.customerId, customerId),
        eq(submissions.tenderId, tenderId),
        inArray(submissions.status, ['complete', 'incomplete']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
