import type { BuiltInReportName } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { reportFavorites } from '../../db/schema/index.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

/** SQL of a user's favourite reports in a node (issue 26 §2). */

const ofActor = (actor: Actor) =>
  and(
    eq(reportFavorites.customerId, actor.customerId),
    eq(reportFavorites.nodeId, actor.nodeId),
    eq(reportFavorites.userId, actor.userId),
  );

export async function findFavoriteNames(tx: Tx, actor: Actor): Promise<Set<BuiltInReportName>> {
  const rows = await tx
    .select({ name: reportFavorites.reportName })
    .from(reportFavorites)
    .where(ofActor(actor));
  return new Set(rows.map((row) => row.name));
}

/** Marks the report a favourite; a second mark changes nothing. */
export async function insertFavorite(tx: Tx, actor: Actor, name: BuiltInReportName, at: Date): Promise<void> {
  await tx
    .insert(reportFavorites)
    .values({
      customerId: actor.customerId,
      nodeId: actor.nodeId,
      userId: actor.userId,
      reportName: name,
      createdAt: at,
    })
    .onConflictDoNothing();
}

export async function deleteFavorite(tx: Tx, actor: Actor, name: BuiltInReportName): Promise<void> {
  await tx.delete(reportFavorites).where(and(ofActor(actor), eq(reportFavorites.reportName, name)));
}
