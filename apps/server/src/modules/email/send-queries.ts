import { and, asc, eq, lte } from 'drizzle-orm';
import { emails } from '../../db/schema/index.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

/**
 * SQL of the mails buyers send (issue 25 §2): the send's row, found in the caller's node only,
 * locked while its status moves (sent, rescheduled, cancelled), and the scheduled ones now due.
 */

export type EmailRow = typeof emails.$inferSelect;

export async function insertEmail(tx: Tx, values: typeof emails.$inferInsert): Promise<EmailRow> {
  const [row] = await tx.insert(emails).values(values).returning();
  if (!row) throw new Error('email insert returned nothing');
  return row;
}

/** The mail `id` of the actor's agency and node, locked for the rest of the transaction. */
export async function lockEmailOfNode(tx: Tx, actor: Actor, id: number): Promise<EmailRow | undefined> {
  const [row] = await tx
    .select()
    .from(emails)
    .where(and(eq(emails.customerId, actor.customerId), eq(emails.nodeId, actor.nodeId), eq(emails.id, id)))
    .for('update');
  return row;
}

/** The mail `id` of the agency, locked (the job's read: it has no node to ask for). */
export async function lockEmail(tx: Tx, customerId: number, id: number): Promise<EmailRow | undefined> {
  const [row] = await tx
    .select()
    .from(emails)
    .where(and(eq(emails.customerId, customerId), eq(emails.id, id)))
    .for('update');
  return row;
}

export async function updateEmail(
  tx: Tx,
  customerId: number,
  id: number,
  values: Partial<Pick<EmailRow, 'status' | 'sendDateUtc' | 'sentAt'>>,
): Promise<void> {
  await tx
    .update(emails)
    .set(values)
    .where(and(eq(emails.customerId, customerId), eq(emails.id, id)));
}

/** Every agency's scheduled mail whose time has come, oldest first (read across agencies). */
export function findDueScheduledEmails(tx: Tx, now: Date) {
  return tx
    .select({ customerId: emails.customerId, id: emails.id, sendDateUtc: emails.sendDateUtc })
    .from(emails)
    .where(and(eq(emails.status, 'scheduled'), lte(emails.sendDateUtc, now)))
    .orderBy(asc(emails.sendDateUtc))
    .limit(500);
}
