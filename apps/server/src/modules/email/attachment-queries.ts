import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { emailDocuments } from '../../db/schema/index.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

/**
 * SQL of the wizard's one attachment (issue 25 §2): uploaded before the send by a buyer, claimed
 * by the mail that carries it, and until then the uploader's alone to use or delete.
 */

export type EmailDocumentRow = typeof emailDocuments.$inferSelect;

export async function insertEmailDocument(
  tx: Tx,
  values: typeof emailDocuments.$inferInsert,
): Promise<EmailDocumentRow> {
  const [row] = await tx.insert(emailDocuments).values(values).returning();
  if (!row) throw new Error('email document insert returned nothing');
  return row;
}

/** The actor's own unclaimed uploads among `ids` in their node, locked so one send claims them. */
export function lockUnclaimedUploads(tx: Tx, actor: Actor, ids: number[]): Promise<EmailDocumentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(emailDocuments)
    .where(
      and(
        eq(emailDocuments.customerId, actor.customerId),
        eq(emailDocuments.nodeId, actor.nodeId),
        eq(emailDocuments.uploadedById, actor.userId),
        inArray(emailDocuments.id, ids),
        isNull(emailDocuments.emailId),
      ),
    )
    .for('update');
}

export async function claimUploads(tx: Tx, customerId: number, ids: number[], emailId: number) {
  if (ids.length === 0) return;
  await tx
    .update(emailDocuments)
    .set({ emailId })
    .where(and(eq(emailDocuments.customerId, customerId), inArray(emailDocuments.id, ids)));
}

/** A mail's attachments. */
export function findEmailDocuments(tx: Tx, customerId: number, emailId: number): Promise<EmailDocumentRow[]> {
  return tx
    .select()
    .from(emailDocuments)
    .where(and(eq(emailDocuments.customerId, customerId), eq(emailDocuments.emailId, emailId)))
    .orderBy(asc(emailDocuments.id));
}

/** Deletes the actor's unclaimed upload `id`; answers it, or nothing when it is not theirs to delete. */
export async function deleteUnclaimedUpload(
  tx: Tx,
  actor: Actor,
  id: number,
): Promise<EmailDocumentRow | undefined> {
  const [row] = await tx
    .delete(emailDocuments)
    .where(
      and(
        eq(emailDocuments.customerId, actor.customerId),
        eq(emailDocuments.nodeId, actor.nodeId),
        eq(emailDocuments.uploadedById, actor.userId),
        eq(emailDocuments.id, id),
        isNull(emailDocuments.emailId),
      ),
    )
    .returning();
  return row;
}

/** Deletes every agency's uploads no mail claimed, that arrived before `before`; answers their files. */
export async function deleteUnclaimedUploadsBefore(tx: Tx, before: Date): Promise<string[]> {
  const rows = await tx
    .delete(emailDocuments)
    .where(and(isNull(emailDocuments.emailId), lt(emailDocuments.createdAt, before)))
    .returning({ storageKey: emailDocuments.storageKey });
  return rows.map((row) => row.storageKey);
}
