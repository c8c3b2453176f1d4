import { and, eq } from 'drizzle-orm';
import { emailSettings } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of a node's email settings (issue 25): the domains mail may not go to. A node that never
 * saved them restricts nothing; the row is written on the first save.
 */

export async function readRestrictedDomains(tx: Tx, customerId: number, nodeId: number): Promise<string[]> {
  const [row] = await tx
    .select({ domains: emailSettings.restrictedDomains })
    .from(emailSettings)
    .where(and(eq(emailSettings.customerId, customerId), eq(emailSettings.nodeId, nodeId)));
  return row?.domains ?? [];
}

export async function writeRestrictedDomains(
  tx: Tx,
  customerId: number,
  nodeId: number,
  userId: number,
  domains: string[],
): Promise<string[]> {
  const unique = [...new Set(domains)].sort();
  const values = { restrictedDomains: unique, updatedById: userId, updatedAt: new Date() };
  await tx
    .insert(emailSettings)
    .values({ customerId, nodeId, ...values })
    .onConflictDoUpdate({ target: [emailSettings.customerId, emailSettings.nodeId], set: values });
  return unique;
}
