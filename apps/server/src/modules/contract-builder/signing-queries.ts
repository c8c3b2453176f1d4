import { and, eq } from 'drizzle-orm';
import { envelopeSigners, signerSessions } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * The signer's credentials: the emailed link's token (stored as its hash on the signer) and the
 * sessions it is exchanged for. Read across agencies, as the token alone says whose it is.
 */

/** The session whose token has this hash, if any (expired or not). */
export async function findSignerSession(tx: Tx, hash: string) {
  const [row] = await tx.select().from(signerSessions).where(eq(signerSessions.tokenHash, hash));
  return row;
}

/** The signer whose current link's token has this hash, if any. */
export async function findSignerByToken(tx: Tx, hash: string) {
  const [row] = await tx.select().from(envelopeSigners).where(eq(envelopeSigners.tokenHash, hash));
  return row;
}

export async function insertSignerSession(tx: Tx, values: typeof signerSessions.$inferInsert) {
  await tx.insert(signerSessions).values(values);
}

/** Ends every session the signer's links opened. */
export async function deleteSignerSessions(tx: Tx, customerId: number, signerId: number) {
  await tx
    .delete(signerSessions)
    .where(and(eq(signerSessions.customerId, customerId), eq(signerSessions.signerId, signerId)));
}
