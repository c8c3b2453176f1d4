import type { VendorDocument, VendorDocumentFields } from '@procura/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import type { IncomingFile } from '../documents/index.ts';
import { removeFile } from '../documents/index.ts';
import { bySupplier, findSignedInContact, findVendor } from '../suppliers/index.ts';
import { deleteVendorDocument, insertVendorDocument } from './document-queries.ts';
import {
  assertRoomForDocument,
  checkDocumentFields,
  documentsOf,
  fileColumns,
  openDocumentFile,
  recordingFile,
  requireVendorDocument,
  storeVendorFile,
} from './documents.ts';

/**
 * The signed-in supplier's documents with its agency, on the portal's account page (issue 22 §3):
 * its own list, uploads that wait for the agency's approval, withdrawing one still waiting, and
 * downloads. Another supplier's document does not exist for it (404).
 */

/** The signed-in company, and who acted for its audit events (the contact's email, the company). */
async function signedIn(tx: Tx, supplier: SupplierContext) {
  const vendor = await findVendor(tx, supplier.customerId, supplier.vendorId);
  const contact = await findSignedInContact(tx, supplier);
  if (!vendor || !contact) throw new AppError(401, 'sessionExpired');
  return { vendor, by: bySupplier(supplier.customerId, contact, vendor) };
}

/** GET /api/v1/portal/{agency}/VendorDocuments. */
export async function listOwnDocuments(
  ctx: AppContext,
  supplier: SupplierContext,
): Promise<VendorDocument[]> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { vendor } = await signedIn(tx, supplier);
    return documentsOf(tx, ctx, supplier.customerId, vendor.id);
  });
}

/** POST /api/v1/portal/{agency}/VendorDocuments (multipart, fields first): pending the agency's approval. */
export async function uploadOwnDocument(
  ctx: AppContext,
  supplier: SupplierContext,
  fields: VendorDocumentFields,
  file: IncomingFile | null,
): Promise<VendorDocument[]> {
  checkDocumentFields(fields);
  await inTenant(ctx.db, supplier.customerId, async (tx) => {
    await signedIn(tx, supplier);
    await assertRoomForDocument(tx, supplier.customerId, supplier.vendorId);
  });
  const place = { customerId: supplier.customerId, vendorId: supplier.vendorId };
  const stored = await storeVendorFile(ctx, place, file);
  return recordingFile(ctx, stored, () =>
    inTenant(ctx.db, supplier.customerId, async (tx) => {
      const { vendor, by } = await signedIn(tx, supplier);
      await assertRoomForDocument(tx, supplier.customerId, vendor.id);
      const now = ctx.clock.now();
      const saved = await insertVendorDocument(tx, {
        customerId: supplier.customerId,
        vendorId: vendor.id,
        ...fields,
        ...fileColumns(stored),
        approved: false,
        uploadedByContactId: supplier.contactId,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, ctx.clock, {
        ...by,
        action: 'vendorDocument.uploaded',
        entityType: 'vendorDocument',
        entityId: saved.id,
        after: { ...fields, fileName: stored.fileName, approved: false },
      });
      return documentsOf(tx, ctx, supplier.customerId, vendor.id);
    }),
  );
}

/** DELETE /api/v1/portal/{agency}/VendorDocuments/{documentId}: only while it waits for approval. */
export async function removeOwnDocument(
  ctx: AppContext,
  supplier: SupplierContext,
  documentId: number,
): Promise<VendorDocument[]> {
  const { answer, key } = await inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { vendor, by } = await signedIn(tx, supplier);
    const row = await requireVendorDocument(tx, supplier, documentId, true);
    if (row.approved) throw badRequest('vendorDocumentNotPending');
    await deleteVendorDocument(tx, supplier.customerId, row.id);
    await recordAudit(tx, ctx.clock, {
      ...by,
      action: 'vendorDocument.deleted',
      entityType: 'vendorDocument',
      entityId: row.id,
      before: { displayName: row.displayName, fileName: row.fileName, approved: false },
    });
    return { answer: await documentsOf(tx, ctx, supplier.customerId, vendor.id), key: row.storageKey };
  });
  await removeFile(ctx.config.dataDir, key);
  return answer;
}

/** GET /api/v1/portal/{agency}/VendorDocuments/{documentId}/Download: its own documents only. */
export async function openOwnDocument(ctx: AppContext, supplier: SupplierContext, documentId: number) {
  const row = await inTenant(ctx.db, supplier.customerId, async (tx) => {
    await signedIn(tx, supplier);
    return requireVendorDocument(tx, supplier, documentId);
  });
  return openDocumentFile(ctx, row);
}
