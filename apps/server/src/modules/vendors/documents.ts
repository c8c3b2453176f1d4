import {
  cleanFileName,
  contractDocumentStatusOn,
  type VendorDocument,
  type VendorDocumentFields,
  type VendorDocumentUpdate,
  vendorDocumentProblems,
  vendorDocumentRules,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyDay } from '../customers/index.ts';
import { type IncomingFile, openFile, removeFile, type StoredFile, storeFile } from '../documents/index.ts';
import { findVendor, type VendorRow } from '../suppliers/index.ts';
import {
  countVendorDocuments,
  deleteVendorDocument,
  findVendorDocument,
  findVendorDocuments,
  insertVendorDocument,
  updateVendorDocument,
  type VendorDocumentListRow,
  type VendorDocumentRow,
} from './document-queries.ts';

/**
 * A supplier's documents with the agency (issue 22 §3; 001 §7 /vendor/{vendorId}/VendorDocuments):
 * the agency's side here, the supplier's portal side in document-portal.ts. Files stream to
 * DATA_DIR/files/vendors/<agency>/<supplier> as contract documents do (500 MB); a row and its file
 * exist together: the file goes when the row fails, and after the commit that removes the row.
 */

export const vendorNotFound = () => new AppError(404, 'vendorInvalidId');
export const vendorDocumentNotFound = () => new AppError(404, 'invalidDocumentId');

/** The agency's supplier `vendorId`, or 404 as for a missing one (another agency's too). */
export async function requireVendor(tx: Tx, customerId: number, vendorId: number): Promise<VendorRow> {
  const vendor = await findVendor(tx, customerId, vendorId);
  if (!vendor) throw vendorNotFound();
  return vendor;
}

export async function requireVendorDocument(
  tx: Tx,
  owner: { customerId: number; vendorId: number },
  documentId: number,
  forUpdate = false,
): Promise<VendorDocumentRow> {
  const row = await findVendorDocument(tx, owner.customerId, owner.vendorId, documentId, forUpdate);
  if (!row) throw vendorDocumentNotFound();
  return row;
}

function presentVendorDocument(row: VendorDocumentListRow, today: string): VendorDocument {
  const d = row.document;
  const bySupplier = d.uploadedByContactId !== null;
  const who = bySupplier ? [row.contactFirst, row.contactLast] : [row.userFirst, row.userLast];
  return {
    id: d.id,
    vendorId: d.vendorId,
    displayName: d.displayName,
    effectiveDate: d.effectiveDate,
    expiryDate: d.expiryDate,
    fileName: d.fileName,
    contentType: d.contentType,
    sizeInByte: d.sizeInByte,
    uploadDate: d.createdAt.toISOString(),
    uploadedBy: who.filter(Boolean).join(' '),
    uploadedBySupplier: bySupplier,
    approved: d.approved,
    status: contractDocumentStatusOn(d, today),
  };
}

/** The supplier's documents, newest first, with their status on the agency's today. */
export async function documentsOf(tx: Tx, ctx: AppContext, customerId: number, vendorId: number) {
  const { today } = await agencyDay(tx, customerId, ctx.clock.now());
  const rows = await findVendorDocuments(tx, customerId, vendorId);
  return rows.map((row) => presentVendorDocument(row, today));
}

/** 400 when the fields break 000 §5 (the expiry must come after the effective day). */
export function checkDocumentFields(fields: VendorDocumentFields) {
  const [problem] = vendorDocumentProblems(fields);
  if (problem) throw badRequest({ key: problem.key, params: { field: problem.field } });
}

/** Refuses a new document once the supplier keeps the most it may. */
export async function assertRoomForDocument(tx: Tx, customerId: number, vendorId: number) {
  if ((await countVendorDocuments(tx, customerId, vendorId)) >= vendorDocumentRules.listLimit) {
    throw badRequest({ key: 'vendorDocumentLimitReached', params: { max: vendorDocumentRules.listLimit } });
  }
}

/**
 * Streams the file to the supplier's folder (past 500 MB 413 vendorDocumentTooLarge; no file 400
 * vendorDocumentNoFile). The caller records it inside recordingFile, which removes it if that fails.
 */
export async function storeVendorFile(
  ctx: AppContext,
  place: { customerId: number; vendorId: number },
  file: IncomingFile | null,
): Promise<StoredFile & { fileName: string }> {
  if (!file) throw badRequest({ key: 'vendorDocumentNoFile', params: { field: 'file' } });
  const fileName = cleanFileName(file.fileName);
  if (!fileName) throw badRequest('documentFileNameInvalid');
  try {
    return { ...(await storeFile(ctx.config.dataDir, place, file)), fileName };
  } catch (error) {
    if (error instanceof AppError && error.status === 413) throw new AppError(413, 'vendorDocumentTooLarge');
    throw error;
  }
}

/** Runs `record` with a stored file; when it fails the file goes, so nothing half-written stays. */
export async function recordingFile<T>(ctx: AppContext, stored: StoredFile, record: () => Promise<T>) {
  try {
    return await record();
  } catch (error) {
    await removeFile(ctx.config.dataDir, stored.storageKey);
    throw error;
  }
}

/** The file columns of a stored upload. */
export function fileColumns(stored: StoredFile & { fileName: string }) {
  return {
    fileName: stored.fileName,
    contentType: stored.contentType,
    sizeInByte: stored.size,
    storageKey: stored.storageKey,
  };
}

/** A stored document's file to send, with the name it was given. */
export async function openDocumentFile(ctx: AppContext, row: VendorDocumentRow) {
  const file = await openFile(ctx.config.dataDir, row.storageKey);
  return { ...file, fileName: row.fileName, contentType: row.contentType };
}

/** Who acted, for a change a team member makes to a supplier's documents: it shows in its feed. */
function byStaff(actor: Actor, vendor: VendorRow) {
  return { ...byActor(actor), vendorId: vendor.id, companyName: vendor.companyName };
}

/** GET /vendor/{vendorId}/VendorDocuments. */
export async function listVendorDocuments(
  ctx: AppContext,
  actor: Actor,
  vendorId: number,
): Promise<VendorDocument[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const vendor = await requireVendor(tx, actor.customerId, vendorId);
    return documentsOf(tx, ctx, actor.customerId, vendor.id);
  });
}

/** POST /vendor/{vendorId}/VendorDocuments (multipart, fields first): approved, since the agency sent it. */
export async function uploadVendorDocument(
  ctx: AppContext,
  actor: Actor,
  vendorId: number,
  fields: VendorDocumentFields,
  file: IncomingFile | null,
): Promise<VendorDocument[]> {
  checkDocumentFields(fields);
  // The supplier is checked before a byte is stored.
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    await requireVendor(tx, actor.customerId, vendorId);
    await assertRoomForDocument(tx, actor.customerId, vendorId);
  });
  const stored = await storeVendorFile(ctx, { customerId: actor.customerId, vendorId }, file);
  return recordingFile(ctx, stored, () =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const vendor = await requireVendor(tx, actor.customerId, vendorId);
      await assertRoomForDocument(tx, actor.customerId, vendor.id);
      const now = ctx.clock.now();
      const saved = await insertVendorDocument(tx, {
        customerId: actor.customerId,
        vendorId: vendor.id,
        ...fields,
        ...fileColumns(stored),
        approved: true,
        uploadedById: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, ctx.clock, {
        ...byStaff(actor, vendor),
        action: 'vendorDocument.uploaded',
        entityType: 'vendorDocument',
        entityId: saved.id,
        after: { ...fields, fileName: stored.fileName, approved: true },
      });
      return documentsOf(tx, ctx, actor.customerId, vendor.id);
    }),
  );
}

/**
 * PUT /vendor/{vendorId}/VendorDocuments: the name and dates of a document, and the agency's
 * approval (approved: true approves a supplier's upload; left out, the approval stays).
 */
export async function changeVendorDocument(
  ctx: AppContext,
  actor: Actor,
  vendorId: number,
  input: VendorDocumentUpdate,
): Promise<VendorDocument[]> {
  const { id, approved, ...fields } = input;
  checkDocumentFields(fields);
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const vendor = await requireVendor(tx, actor.customerId, vendorId);
    const before = await requireVendorDocument(tx, { customerId: actor.customerId, vendorId }, id, true);
    const nowApproved = approved ?? before.approved;
    await updateVendorDocument(tx, actor.customerId, before.id, {
      ...fields,
      approved: nowApproved,
      // A new expiry day deserves its own notice.
      ...(fields.expiryDate !== before.expiryDate ? { expiryNoticeSentAt: null } : {}),
      updatedAt: ctx.clock.now(),
    });
    const approving = nowApproved && !before.approved;
    await recordAudit(tx, ctx.clock, {
      ...byStaff(actor, vendor),
      action: approving ? 'vendorDocument.approved' : 'vendorDocument.updated',
      entityType: 'vendorDocument',
      entityId: before.id,
      before: {
        displayName: before.displayName,
        effectiveDate: before.effectiveDate,
        expiryDate: before.expiryDate,
        approved: before.approved,
      },
      after: { ...fields, approved: nowApproved },
    });
    return documentsOf(tx, ctx, actor.customerId, vendor.id);
  });
}

/** DELETE /vendor/{vendorId}/VendorDocuments?documentId: the row, then its file once that committed. */
export async function removeVendorDocument(
  ctx: AppContext,
  actor: Actor,
  vendorId: number,
  documentId: number,
): Promise<VendorDocument[]> {
  const { answer, key } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const vendor = await requireVendor(tx, actor.customerId, vendorId);
    const row = await requireVendorDocument(tx, { customerId: actor.customerId, vendorId }, documentId, true);
    await deleteVendorDocument(tx, actor.customerId, row.id);
    await recordAudit(tx, ctx.clock, {
      ...byStaff(actor, vendor),
      action: 'vendorDocument.deleted',
      entityType: 'vendorDocument',
      entityId: row.id,
      before: { displayName: row.displayName, fileName: row.fileName, approved: row.approved },
    });
    return { answer: await documentsOf(tx, ctx, actor.customerId, vendor.id), key: row.storageKey };
  });
  await removeFile(ctx.config.dataDir, key);
  return answer;
}

/** GET /vendor/{vendorId}/VendorDocuments/{documentId}/Download. */
export async function openVendorDocument(
  ctx: AppContext,
  actor: Actor,
  vendorId: number,
  documentId: number,
) {
  const row = await inTenant(ctx.db, actor.customerId, async (tx) => {
    await requireVendor(tx, actor.customerId, vendorId);
    return requireVendorDocument(tx, { customerId: actor.customerId, vendorId }, documentId);
  });
  return openDocumentFile(ctx, row);
}
