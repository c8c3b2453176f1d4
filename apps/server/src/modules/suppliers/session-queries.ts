import { and, eq, isNull, ne } from 'drizzle-orm';
import { customers, supplierSessions, vendorContacts, vendors } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { agencyNodeId } from '../customers/index.ts';

/** SQL of supplier sessions: every statement but the token's lookup names its agency. */

export async function insertSupplierSession(tx: Tx, values: typeof supplierSessions.$inferInsert) {
  await tx.insert(supplierSessions).values(values);
}

/**
 * The open session with this token hash, with what decides whether it still holds: its agency's
 * domain and tender node, whether its company is active or deleted and whether its account has a
 * password. Read across agencies: the token names none.
 */
export async function findOpenSupplierSession(tx: Tx, hash: string) {
  const [row] = await tx
    .select({
      session: supplierSessions,
      agency: customers.domain,
      vendorActive: vendors.isActive,
      vendorDeleted: vendors.isDeleted,
      hasPassword: vendorContacts.passwordHash,
      tenderNodeId: agencyNodeId(supplierSessions.customerId, 'tender'),
    })
    .from(supplierSessions)
    .innerJoin(customers, eq(customers.id, supplierSessions.customerId))
    .innerJoin(vendors, tenantJoin(vendors.id, supplierSessions.vendorId))
    .innerJoin(vendorContacts, tenantJoin(vendorContacts.id, supplierSessions.contactId))
    .where(and(eq(supplierSessions.tokenHash, hash), isNull(supplierSessions.endedAt)));
  return row;
}

/** Marks one supplier session used at `now`. */
export async function touchSupplierSession(tx: Tx, customerId: number, sessionId: number, now: Date) {
  await tx
    .update(supplierSessions)
    .set({ lastSeenAt: now })
    .where(tenantRow(supplierSessions.id, customerId, sessionId));
}

/** Ends one supplier session (sign-out). */
export async function endSupplierSession(tx: Tx, customerId: number, sessionId: number, now: Date) {
  await tx
    .update(supplierSessions)
    .set({ endedAt: now })
    .where(tenantRow(supplierSessions.id, customerId, sessionId));
}

/** Ends the open sessions of an account but one (a password change keeps the session that made it). */
export async function endOtherSupplierSessions(
  tx: Tx,
  customerId: number,
  contactId: number,
  keepSessionId: number,
  now: Date,
) {
  await tx
    .update(supplierSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(supplierSessions.customerId, customerId),
        eq(supplierSessions.contactId, contactId),
        ne(supplierSessions.id, keepSessionId),
        isNull(supplierSessions.endedAt),
      ),
    );
}

/** Ends every open session of a supplier account. */
export async function endAllSupplierSessions(tx: Tx, customerId: number, contactId: number, now: Date) {
  await tx
    .update(supplierSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(supplierSessions.customerId, customerId),
        eq(supplierSessions.contactId, contactId),
        isNull(supplierSessions.endedAt),
      ),
    );
}
