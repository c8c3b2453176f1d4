import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { submissions, vendorContacts, vendors } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { isCompleteBid } from '../projects/index.ts';

/** SQL of the agency's reads and writes of a supplier (the directory's search is in search-queries.ts). */

export type VendorInsert = typeof vendors.$inferInsert;
export type ContactInsert = typeof vendorContacts.$inferInsert;

/** The supplier row, locked until commit (the agency's changes read before and write after). */
export async function lockAgencyVendor(tx: Tx, customerId: number, vendorId: number) {
  const [row] = await tx
    .select()
    .from(vendors)
    .where(and(tenantRow(vendors.id, customerId, vendorId), eq(vendors.isDeleted, false)))
    .for('update');
  return row ?? null;
}

/** Complete bids (not no-bids) of each of these suppliers, by vendor id; suppliers with none are absent. */
export async function countCompleteBids(
  tx: Tx,
  customerId: number,
  vendorIds: readonly number[],
): Promise<Map<number, number>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await tx
    .select({ vendorId: sql<number>`${submissions.vendorId}`, value: count() })
    .from(submissions)
    .where(
      and(
        eq(submissions.customerId, customerId),
        inArray(submissions.vendorId, [...vendorIds]),
        isCompleteBid,
      ),
    )
    .groupBy(submissions.vendorId);
  return new Map(rows.map((row) => [row.vendorId, row.value]));
}

export async function updateAgencyFields(
  tx: Tx,
  customerId: number,
  vendorId: number,
  values: Pick<
    VendorInsert,
    'internalNotes' | 'isLocalVendor' | 'emergencyVendor' | 'vendorDiversityVerified' | 'isActive'
  >,
) {
  const [row] = await tx
    .update(vendors)
    .set(values)
    .where(tenantRow(vendors.id, customerId, vendorId))
    .returning();
  if (!row) throw new Error('vendor not updated');
  return row;
}

/** Whether any contact of the agency's suppliers (not deleted) has this email, case-insensitively. */
export async function emailInDirectory(tx: Tx, customerId: number, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: vendorContacts.id })
    .from(vendorContacts)
    .innerJoin(vendors, tenantJoin(vendors.id, vendorContacts.vendorId))
    .where(
      and(
        eq(vendorContacts.customerId, customerId),
        eq(vendors.isDeleted, false),
        sql`lower(${vendorContacts.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertDirectoryVendor(tx: Tx, values: VendorInsert) {
  const [row] = await tx.insert(vendors).values(values).returning();
  if (!row) throw new Error('vendor not inserted');
  return row;
}

export async function insertDirectoryContact(tx: Tx, values: ContactInsert) {
  const [row] = await tx.insert(vendorContacts).values(values).returning();
  if (!row) throw new Error('contact not inserted');
  return row;
}
