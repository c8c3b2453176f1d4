import { vendorDocumentRules } from '@procura/contract';
import { and, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { users, vendorContacts, vendorDocuments, vendors } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** SQL of a supplier's documents with the agency (issue 22 §3). Every query names its agency and supplier. */

export type VendorDocumentRow = typeof vendorDocuments.$inferSelect;

/** The supplier's documents with their uploader's names, newest first (at most the list limit). */
export async function findVendorDocuments(
  tx: Tx,
  customerId: number,
  vendorId: number,
  ids?: readonly number[],
) {
  return tx
    .select({
      document: vendorDocuments,
      userFirst: users.firstName,
      userLast: users.lastName,
      contactFirst: vendorContacts.firstName,
      contactLast: vendorContacts.lastName,
    })
    .from(vendorDocuments)
    .leftJoin(users, tenantJoin(users.id, vendorDocuments.uploadedById))
    .leftJoin(vendorContacts, tenantJoin(vendorContacts.id, vendorDocuments.uploadedByContactId))
    .where(
      and(
        eq(vendorDocuments.customerId, customerId),
        eq(vendorDocuments.vendorId, vendorId),
        ids ? inArray(vendorDocuments.id, [...ids]) : undefined,
      ),
    )
    .orderBy(desc(vendorDocuments.createdAt), desc(vendorDocuments.id))
    .limit(vendorDocumentRules.listLimit);
}

export type VendorDocumentListRow = Awaited<ReturnType<typeof findVendorDocuments>>[number];

/** The supplier's document `documentId`, if it is one of its documents (locked with `forUpdate`). */
export async function findVendorDocument(
  tx: Tx,
  customerId: number,
  vendorId: number,
  documentId: number,
  forUpdate = false,
): Promise<VendorDocumentRow | undefined> {
  const query = tx
    .select()
    .from(vendorDocuments)
    .where(
      and(
        eq(vendorDocuments.customerId, customerId),
        eq(vendorDocuments.vendorId, vendorId),
        eq(vendorDocuments.id, documentId),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** How many documents the supplier keeps with the agency. */
export async function countVendorDocuments(tx: Tx, customerId: number, vendorId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(vendorDocuments)
    .where(and(eq(vendorDocuments.customerId, customerId), eq(vendorDocuments.vendorId, vendorId)));
  return row?.value ?? 0;
}

/** A new document's row; answers its id. */
export async function insertVendorDocument(tx: Tx, values: typeof vendorDocuments.$inferInsert) {
  const [row] = await tx.insert(vendorDocuments).values(values).returning({ id: vendorDocuments.id });
  if (!row) throw new Error('vendor document not saved');
  return row;
}

export async function updateVendorDocument(
  tx: Tx,
  customerId: number,
  documentId: number,
  values: Partial<typeof vendorDocuments.$inferInsert>,
) {
  await tx
    .update(vendorDocuments)
    .set(values)
    .where(tenantRow(vendorDocuments.id, customerId, documentId));
}

export async function deleteVendorDocument(tx: Tx, customerId: number, documentId: number) {
  await tx.delete(vendorDocuments).where(tenantRow(vendorDocuments.id, customerId, documentId));
}

/**
 * The agency's approved supplier documents whose expiry notice is due `today` and not sent: not
 * expired yet, within vendorDocumentRules.expiryNoticeDays of expiring, of a supplier not deleted.
 */
export async function findDueVendorDocuments(tx: Tx, customerId: number, today: string) {
  return tx
    .select({
      documentId: vendorDocuments.id,
      displayName: vendorDocuments.displayName,
      expiryDate: vendorDocuments.expiryDate,
      vendorId: vendorDocuments.vendorId,
      companyName: vendors.companyName,
      uploadedById: vendorDocuments.uploadedById,
    })
    .from(vendorDocuments)
    .innerJoin(vendors, tenantJoin(vendors.id, vendorDocuments.vendorId))
    .where(
      and(
        eq(vendorDocuments.customerId, customerId),
        eq(vendorDocuments.approved, true),
        isNull(vendorDocuments.expiryNoticeSentAt),
        eq(vendors.isDeleted, false),
        gte(vendorDocuments.expiryDate, today),
        lte(
          vendorDocuments.expiryDate,
          sql`${today}::date + ${vendorDocumentRules.expiryNoticeDays}::integer`,
        ),
      ),
    )
    .orderBy(vendorDocuments.id)
    .limit(500);
}

/** Who hears of a supplier document's expiry: the company's primary contact, and the active team member who filed it. */
export async function findNoticeAddresses(
  tx: Tx,
  customerId: number,
  due: { vendorId: number; uploadedById: number | null },
): Promise<string[]> {
  const contacts = await tx
    .select({ email: vendorContacts.email })
    .from(vendorContacts)
    .where(
      and(
        eq(vendorContacts.customerId, customerId),
        eq(vendorContacts.vendorId, due.vendorId),
        eq(vendorContacts.isPrimary, true),
      ),
    )
    .limit(1);
  const staff =
    due.uploadedById === null
      ? []
      : await tx
          .select({ email: users.email })
          .from(users)
          .where(
            and(eq(users.customerId, customerId), eq(users.id, due.uploadedById), eq(users.inActive, false)),
          );
  return [...new Set([...contacts, ...staff].map((row) => row.email).filter(Boolean))];
}
