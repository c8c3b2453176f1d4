import type { CustomProjectReportDefinition } from '@procura/contract';
import { and, count, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customReports, users } from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of the report centre's custom project reports (issue 26 §3). Every statement names the
 * agency and the node: the centre is the node's, so a report of another node is as absent as one
 * of another agency.
 */

/** The node whose centre is read or changed. */
export type CentreNode = { customerId: number; nodeId: number };

const creators = alias(users, 'creators');
const runners = alias(users, 'runners');

const ofNode = (node: CentreNode): SQL =>
  and(eq(customReports.customerId, node.customerId), eq(customReports.nodeId, node.nodeId)) as SQL;

const oneOf = (node: CentreNode, id: number): SQL => and(ofNode(node), eq(customReports.id, id)) as SQL;

const rowColumns = {
  customerId: customReports.customerId,
  nodeId: customReports.nodeId,
  id: customReports.id,
  name: customReports.name,
  definition: customReports.definition,
  isPending: customReports.isPending,
  fileKey: customReports.fileKey,
  createdAt: customReports.createdAt,
  lastRunAt: customReports.lastRunAt,
  updatedAt: customReports.updatedAt,
  createdById: customReports.createdById,
  creatorFirstName: creators.firstName,
  creatorLastName: creators.lastName,
  lastRunById: customReports.lastRunById,
  runnerFirstName: runners.firstName,
  runnerLastName: runners.lastName,
};

/** A saved report with the names of who made it and who ran it last (null when gone). */
export type CustomReportRecord = {
  customerId: number;
  nodeId: number;
  id: number;
  name: string;
  definition: CustomProjectReportDefinition;
  isPending: boolean;
  fileKey: string | null;
  createdAt: Date;
  lastRunAt: Date | null;
  updatedAt: Date;
  createdById: number;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  lastRunById: number | null;
  runnerFirstName: string | null;
  runnerLastName: string | null;
};

const selectRecords = (tx: Tx) =>
  tx
    .select(rowColumns)
    .from(customReports)
    .leftJoin(creators, tenantJoin(creators.id, customReports.createdById))
    .leftJoin(runners, tenantJoin(runners.id, customReports.lastRunById));

/**
 * Pending and not stale: a run marked before `staleBefore` is taken as lost (a restart between
 * the mark and the job), so the report shows idle and may be refreshed again.
 */
export const pendingSince = (staleBefore: Date): SQL =>
  and(eq(customReports.isPending, true), sql`${customReports.updatedAt} >= ${staleBefore}`) as SQL;

/** A page of the node's reports, newest first, and how many it has. */
export async function findCentreReportPage(
  tx: Tx,
  node: CentreNode,
  page: { offset: number; limit: number },
): Promise<{ rows: CustomReportRecord[]; total: number }> {
  const rows = await selectRecords(tx)
    .where(ofNode(node))
    .orderBy(desc(customReports.createdAt), desc(customReports.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await tx.select({ total: count() }).from(customReports).where(ofNode(node));
  return { rows, total: counted?.total ?? 0 };
}

/** The node's reports being generated now, newest first. */
export function findPendingCustomReports(
  tx: Tx,
  node: CentreNode,
  staleBefore: Date,
): Promise<CustomReportRecord[]> {
  return selectRecords(tx)
    .where(and(ofNode(node), pendingSince(staleBefore)))
    .orderBy(desc(customReports.createdAt), desc(customReports.id));
}

export async function findCustomReport(
  tx: Tx,
  node: CentreNode,
  id: number,
): Promise<CustomReportRecord | undefined> {
  const [row] = await selectRecords(tx).where(oneOf(node, id)).limit(1);
  return row;
}

/** Whether another report of the node bears the name, whatever its case. */
export async function customReportNameTaken(
  tx: Tx,
  node: CentreNode,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: customReports.id })
    .from(customReports)
    .where(
      and(
        ofNode(node),
        sql`lower(${customReports.name}) = lower(${name})`,
        exceptId === null ? undefined : sql`${customReports.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCustomReport(
  tx: Tx,
  node: CentreNode,
  values: { definition: CustomProjectReportDefinition; createdById: number; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(customReports)
    .values({
      customerId: node.customerId,
      nodeId: node.nodeId,
      name: values.definition.name,
      definition: values.definition,
      createdById: values.createdById,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: customReports.id });
  if (!row) throw new Error('custom report not inserted');
  return row.id;
}

/** Replaces the definition; the last run's file and its run stay until the next refresh. */
export async function updateCustomReportDefinition(
  tx: Tx,
  node: CentreNode,
  id: number,
  definition: CustomProjectReportDefinition,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(customReports)
    .set({ name: definition.name, definition, updatedAt: at })
    .where(oneOf(node, id))
    .returning({ id: customReports.id });
  return rows.length > 0;
}

/** Removes the report; answers its file's key (null before a run), or undefined when absent. */
export async function deleteCustomReport(
  tx: Tx,
  node: CentreNode,
  id: number,
): Promise<{ fileKey: string | null } | undefined> {
  const [row] = await tx
    .delete(customReports)
    .where(oneOf(node, id))
    .returning({ fileKey: customReports.fileKey });
  return row;
}

/**
 * Marks the report pending unless a live run already holds it: one statement, so two refreshes
 * racing start one run. Answers whether this call marked it.
 */
export async function markCustomReportPending(
  tx: Tx,
  node: CentreNode,
  id: number,
  at: Date,
  staleBefore: Date,
): Promise<boolean> {
  const rows = await tx
    .update(customReports)
    .set({ isPending: true, updatedAt: at })
    .where(
      and(oneOf(node, id), or(eq(customReports.isPending, false), lt(customReports.updatedAt, staleBefore))),
    )
    .returning({ id: customReports.id });
  return rows.length > 0;
}

/** Records a finished run: its file, who asked for it and when; the report is idle again. */
export async function finishCustomReportRun(
  tx: Tx,
  node: CentreNode,
  id: number,
  run: { fileKey: string; lastRunById: number; lastRunAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(customReports)
    .set({ ...run, isPending: false, updatedAt: run.lastRunAt })
    .where(oneOf(node, id))
    .returning({ id: customReports.id });
  return rows.length > 0;
}

/** A failed run: the report is idle again and keeps its last file. */
export async function clearCustomReportPending(tx: Tx, node: CentreNode, id: number, at: Date) {
  await tx.update(customReports).set({ isPending: false, updatedAt: at }).where(oneOf(node, id));
}
