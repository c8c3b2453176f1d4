import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { categories, supplierTokens, vendorContacts, vendors } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** SQL of supplier accounts: vendors, their contacts, single-use tokens. Every query names its agency. */

export type VendorRow = typeof vendors.$inferSelect;
export type VendorContactRow = typeof vendorContacts.$inferSelect;
export type SupplierTokenPurpose = 'verify' | 'reset' | 'claim';

export async function findVendor(tx: Tx, customerId: number, vendorId: number): Promise<VendorRow | null> {
  const [row] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.customerId, customerId), eq(vendors.id, vendorId), eq(vendors.isDeleted, false)));
  return row ?? null;
}

/** Locks the company row, so contact counts and primary checks hold until commit. */
export async function lockVendor(tx: Tx, customerId: number, vendorId: number): Promise<VendorRow | null> {
  const [row] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.customerId, customerId), eq(vendors.id, vendorId), eq(vendors.isDeleted, false)))
    .for('update');
  return row ?? null;
}

export function findContactsOfVendor(tx: Tx, customerId: number, vendorId: number) {
  return tx
    .select()
    .from(vendorContacts)
    .where(and(eq(vendorContacts.customerId, customerId), eq(vendorContacts.vendorId, vendorId)))
    .orderBy(asc(vendorContacts.id));
}

export async function findContact(tx: Tx, customerId: number, contactId: number) {
  const [row] = await tx
    .select()
    .from(vendorContacts)
    .where(tenantRow(vendorContacts.id, customerId, contactId));
  return row ?? null;
}

/**
 * The signed-in contact and its company (name and email as they are now): what a question, a
 * draft or a no-bid records of the supplier; undefined when the contact left the company.
 */
export async function findSignedInContact(
  tx: Tx,
  supplier: { customerId: number; vendorId: number; contactId: number },
) {
  const [row] = await tx
    .select({
      companyName: vendors.companyName,
      firstName: vendorContacts.firstName,
      lastName: vendorContacts.lastName,
      email: vendorContacts.email,
    })
    .from(vendorContacts)
    .innerJoin(vendors, tenantJoin(vendors.id, vendorContacts.vendorId))
    .where(
      and(
        eq(vendorContacts.customerId, supplier.customerId),
        eq(vendorContacts.id, supplier.contactId),
        eq(vendorContacts.vendorId, supplier.vendorId),
      ),
    );
  return row;
}

/** The supplier account (a contact with a password) of an agency with this email, and its company. */
export async function findAccountByEmail(tx: Tx, customerId: number, email: string) {
  const [row] = await tx
    .select({ contact: vendorContacts, vendor: vendors })
    .from(vendorContacts)
    .innerJoin(vendors, tenantJoin(vendors.id, vendorContacts.vendorId))
    .where(
      and(
        eq(vendorContacts.customerId, customerId),
        isNotNull(vendorContacts.passwordHash),
        sql`lower(${vendorContacts.email}) = ${email.trim().toLowerCase()}`,
      ),
    );
  return row ?? null;
}

/** Whether another account than `exceptContactId` of the agency signs in with this email. */
export async function accountEmailTaken(tx: Tx, customerId: number, email: string, exceptContactId?: number) {
  const [row] = await tx
    .select({ id: vendorContacts.id })
    .from(vendorContacts)
    .where(
      and(
        eq(vendorContacts.customerId, customerId),
        isNotNull(vendorContacts.passwordHash),
        sql`lower(${vendorContacts.email}) = ${email.trim().toLowerCase()}`,
        exceptContactId === undefined ? undefined : ne(vendorContacts.id, exceptContactId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertVendor(tx: Tx, values: typeof vendors.$inferInsert) {
  const [row] = await tx.insert(vendors).values(values).returning();
  if (!row) throw new Error('vendor not inserted');
  return row;
}

export async function updateVendor(
  tx: Tx,
  customerId: number,
  vendorId: number,
  values: Partial<typeof vendors.$inferInsert>,
) {
  const [row] = await tx
    .update(vendors)
    .set(values)
    .where(tenantRow(vendors.id, customerId, vendorId))
    .returning();
  if (!row) throw new Error('vendor not updated');
  return row;
}

export async function insertContact(tx: Tx, values: typeof vendorContacts.$inferInsert) {
  const [row] = await tx.insert(vendorContacts).values(values).returning();
  if (!row) throw new Error('contact not inserted');
  return row;
}

export async function updateContact(
  tx: Tx,
  customerId: number,
  contactId: number,
  values: Partial<typeof vendorContacts.$inferInsert>,
) {
  const [row] = await tx
    .update(vendorContacts)
    .set(values)
    .where(tenantRow(vendorContacts.id, customerId, contactId))
    .returning();
  if (!row) throw new Error('contact not updated');
  return row;
}

export async function clearPrimaryContacts(tx: Tx, customerId: number, vendorId: number) {
  await tx
    .update(vendorContacts)
    .set({ isPrimary: false })
    .where(and(eq(vendorContacts.customerId, customerId), eq(vendorContacts.vendorId, vendorId)));
}

export async function deleteContact(tx: Tx, customerId: number, contactId: number) {
  await tx.delete(vendorContacts).where(tenantRow(vendorContacts.id, customerId, contactId));
}

/** The agency's active categories (kind 'category'), by code. */
export function findActiveCategories(tx: Tx, customerId: number) {
  return tx
    .select({ id: categories.id, code: categories.code, name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.customerId, customerId),
        eq(categories.kind, 'category'),
        eq(categories.active, true),
      ),
    )
    .orderBy(asc(categories.code));
}

/** The agency's categories (any state) with these ids: a vendor keeps a category later deactivated. */
export function findCategoriesByIds(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: categories.id, code: categories.code, name: categories.name, active: categories.active })
    .from(categories)
    .where(
      and(
        eq(categories.customerId, customerId),
        eq(categories.kind, 'category'),
        inArray(categories.id, [...ids]),
      ),
    )
    .orderBy(asc(categories.code));
}

export async function insertToken(
  tx: Tx,
  values: {
    customerId: number;
    contactId: number;
    purpose: SupplierTokenPurpose;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await tx.insert(supplierTokens).values(values);
}

/**
 * An unused, unexpired token of this purpose of the agency, with its contact and company. The
 * agency is named even under row-level security: a link of one portal never works on another's.
 */
export async function findUsableToken(
  tx: Tx,
  customerId: number,
  purpose: SupplierTokenPurpose,
  hash: string,
  now: Date,
) {
  const [row] = await tx
    .select({ token: supplierTokens, contact: vendorContacts, vendor: vendors })
    .from(supplierTokens)
    .innerJoin(vendorContacts, tenantJoin(vendorContacts.id, supplierTokens.contactId))
    .innerJoin(vendors, tenantJoin(vendors.id, vendorContacts.vendorId))
    .where(
      and(
        eq(supplierTokens.customerId, customerId),
        eq(supplierTokens.tokenHash, hash),
        eq(supplierTokens.purpose, purpose),
        isNull(supplierTokens.usedAt),
        gt(supplierTokens.expiresAt, now),
      ),
    )
    .for('update', { of: supplierTokens });
  return row ?? null;
}

/** When the newest token of this purpose was issued to a contact, or null. */
export async function lastTokenIssuedAt(
  tx: Tx,
  customerId: number,
  contactId: number,
  purpose: SupplierTokenPurpose,
): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: supplierTokens.createdAt })
    .from(supplierTokens)
    .where(
      and(
        eq(supplierTokens.customerId, customerId),
        eq(supplierTokens.contactId, contactId),
        eq(supplierTokens.purpose, purpose),
      ),
    )
    .orderBy(desc(supplierTokens.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Spends every unused token of this purpose of a contact (a new link replaces older ones). */
export async function spendTokens(
  tx: Tx,
  customerId: number,
  contactId: number,
  purpose: SupplierTokenPurpose,
  now: Date,
) {
  await tx
    .update(supplierTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(supplierTokens.customerId, customerId),
        eq(supplierTokens.contactId, contactId),
        eq(supplierTokens.purpose, purpose),
        isNull(supplierTokens.usedAt),
      ),
    );
}
