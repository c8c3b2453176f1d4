import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { intakeDocuments } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of the documents requesters upload before they submit (issue 24 §1): held by the hash of
 * their upload token until a request claims them, swept when nobody does.
 */

export type IntakeDocumentRow = typeof intakeDocuments.$inferSelect;

export async function insertIntakeDocument(
  tx: Tx,
  values: typeof intakeDocuments.$inferInsert,
): Promise<IntakeDocumentRow> {
  const [row] = await tx.insert(intakeDocuments).values(values).returning();
  if (!row) throw new Error('intake document insert returned nothing');
  return row;
}

/**
 * The node's unclaimed documents whose token hashes are among `hashes`, locked so that a second
 * submission with the same token waits and then finds it claimed.
 */
export function lockUnclaimedDocuments(
  tx: Tx,
  place: { customerId: number; nodeId: number },
  hashes: string[],
) {
  if (hashes.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: intakeDocuments.id, uploadTokenHash: intakeDocuments.uploadTokenHash })
    .from(intakeDocuments)
    .where(
      and(
        eq(intakeDocuments.customerId, place.customerId),
        eq(intakeDocuments.nodeId, place.nodeId),
        inArray(intakeDocuments.uploadTokenHash, hashes),
        isNull(intakeDocuments.intakeRequestId),
      ),
    )
    .for('update');
}

/** Gives the documents `ids` to the request. */
export async function claimDocuments(tx: Tx, customerId: number, ids: number[], intakeRequestId: number) {
  if (ids.length === 0) return;
  await tx
    .update(intakeDocuments)
    .set({ intakeRequestId })
    .where(and(eq(intakeDocuments.customerId, customerId), inArray(intakeDocuments.id, ids)));
}

/** Deletes every agency's documents no request claimed that arrived before `before`; their keys. */
export async function deleteUnclaimedBefore(tx: Tx, before: Date): Promise<string[]> {
  const rows = await tx
    .delete(intakeDocuments)
    .where(and(isNull(intakeDocuments.intakeRequestId), lt(intakeDocuments.createdAt, before)))
    .returning({ storageKey: intakeDocuments.storageKey });
  return rows.map((row) => row.storageKey);
}
