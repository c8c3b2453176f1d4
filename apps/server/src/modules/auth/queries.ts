import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

export async function insertPasswordResetToken(tx: Tx, values: typeof passwordResetTokens.$inferInsert) {
  await tx.insert(passwordResetTokens).values(values);
}

/** The reset token with this hash that was not used yet, whatever its expiry. */
export async function findUnusedResetToken(tx: Tx, hash: string) {
  const [row] = await tx
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hash), isNull(passwordResetTokens.usedAt)));
  return row;
}

/** Spends every unused reset token of a user: one reset ends all the links mailed before. */
export async function spendResetTokens(tx: Tx, customerId: number, userId: number, now: Date) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.customerId, customerId),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}
