import { and, eq, gt, lt } from 'drizzle-orm';
import { customers, ssoRequests, ssoUsedAssertions } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** Forgets the agency's AuthnRequest ids that expired before `now`. */
export async function deleteExpiredRequests(tx: Tx, customerId: number, now: Date) {
  await tx
    .delete(ssoRequests)
    .where(and(eq(ssoRequests.customerId, customerId), lt(ssoRequests.expiresAt, now)));
}

/** Remembers an AuthnRequest id we sent; an id already remembered stays as it was. */
export async function insertRequest(tx: Tx, values: typeof ssoRequests.$inferInsert) {
  await tx.insert(ssoRequests).values(values).onConflictDoNothing();
}

/** The remembered AuthnRequest with this id, while it has not expired at `now`, or undefined. */
export async function findLiveRequest(tx: Tx, customerId: number, requestId: string, now: Date) {
  const [row] = await tx
    .select()
    .from(ssoRequests)
    .where(
      and(
        eq(ssoRequests.customerId, customerId),
        eq(ssoRequests.requestId, requestId),
        gt(ssoRequests.expiresAt, now),
      ),
    );
  return row;
}

/** Forgets an AuthnRequest id; answers whether it was remembered. */
export async function deleteRequest(tx: Tx, customerId: number, requestId: string): Promise<boolean> {
  const [row] = await tx
    .delete(ssoRequests)
    .where(and(eq(ssoRequests.customerId, customerId), eq(ssoRequests.requestId, requestId)))
    .returning();
  return row !== undefined;
}

/** Records an assertion as used; answers false when it was used before (a replay). */
export async function insertUsedAssertion(tx: Tx, values: typeof ssoUsedAssertions.$inferInsert) {
  const inserted = await tx.insert(ssoUsedAssertions).values(values).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function updateSsoColumns(
  tx: Tx,
  customerId: number,
  values: Pick<
    typeof customers.$inferInsert,
    'ssoEnabled' | 'allowLocalLogin' | 'ssoIdpUrl' | 'ssoLogoutUrl' | 'ssoCertificate' | 'ssoMetadataUrl'
  >,
) {
  await tx.update(customers).set(values).where(eq(customers.id, customerId));
}
