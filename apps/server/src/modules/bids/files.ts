import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type BidPage, bidRules } from '@procura/contract';
import { tenderUploadRequirements } from '../../db/schema/index.ts';
import { byVendor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { type FileSealer, fileSealer, SealedFileTooLarge, sealedFilePath } from '../../platform/sealing.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { type IncomingFile, isStorageFull } from '../documents/index.ts';
import { findItemsOfTender } from '../projects/index.ts';
import { ensureDraft } from './drafts.ts';
import { assertMayBid, bidGate } from './gate.ts';
import { bidPageOf } from './page.ts';
import {
  deleteSubmissionFile,
  draftOf,
  findFilesOf,
  findOwnSubmissions,
  insertSubmissionFile,
  lockOpportunityForBid,
} from './queries.ts';

/**
 * Files of a draft (an upload requirement each): encrypted under the source's data key as they
 * stream to DATA_DIR/files/submissions/<agency>/<source>/<random>, never in clear on disk, with the
 * SHA-256 of the plaintext kept for the receipt. A new file for the same requirement replaces the
 * previous one. Reading them back is openSealedFile's (the opening helper's downloads).
 */

/** POST .../Bid/Files?uploadRequirementId: adds (or replaces) the draft's file for a requirement. */
export async function uploadBidFile(
  ctx: AppContext,
  supplier: SupplierContext,
  projectId: number,
  uploadRequirementId: number,
  file: IncomingFile,
): Promise<BidPage> {
  // 1. Check and make the draft, take the sealer; 2. stream outside any transaction; 3. record.
  const prepared = await inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { project, tender } = await lockOpportunityForBid(tx, supplier, projectId);
    const own = await findOwnSubmissions(tx, supplier.customerId, tender.id, supplier.vendorId);
    const gate = await bidGate(tx, ctx, { project, tender, vendorId: supplier.vendorId, own });
    assertMayBid(gate.refusal);
    const uploads = await findItemsOfTender(tx, tenderUploadRequirements, supplier.customerId, tender.id);
    if (!uploads.some((u) => u.id === uploadRequirementId))
      throw badRequest({ key: 'bidItemUnknown', params: { item: 'upload requirement' } });
    const draft = await ensureDraft(tx, ctx, supplier, tender, own, gate.planTaker?.id ?? 0);
    const sealer: FileSealer = await fileSealer(tx, ctx, {
      customerId: supplier.customerId,
      tenderId: tender.id,
    });
    return { draftId: draft.id, tenderId: tender.id, sealer };
  });

  const storageKey = path.posix.join(
    'submissions',
    String(supplier.customerId),
    String(prepared.tenderId),
    randomBytes(18).toString('base64url'),
  );
  const target = sealedFilePath(ctx.config.dataDir, storageKey);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.part`;
  const sealed = await prepared.sealer
    .sealFile(file.stream, partial, bidRules.maxFileBytes)
    .catch((error: unknown) => {
      if (error instanceof SealedFileTooLarge) throw new AppError(413, 'bidFileTooLarge');
      if (isStorageFull(error)) throw new AppError(507, 'storageFull');
      throw badRequest('documentUploadFailed');
    });
  if (file.truncated()) {
    await rm(partial, { force: true });
    throw new AppError(413, 'bidFileTooLarge');
  }
  if (sealed.size === 0) {
    await rm(partial, { force: true });
    throw badRequest('bidFileEmpty');
  }
  await rename(partial, target);

  const replaced: string[] = [];
  try {
    const page = await inTenant(ctx.db, supplier.customerId, async (tx) => {
      const { project, tender } = await lockOpportunityForBid(tx, supplier, projectId);
      const own = await findOwnSubmissions(tx, supplier.customerId, tender.id, supplier.vendorId);
      const gate = await bidGate(tx, ctx, { project, tender, vendorId: supplier.vendorId, own });
      assertMayBid(gate.refusal);
      // The draft may have been submitted meanwhile: the file then has nowhere to go.
      if (draftOf(own)?.id !== prepared.draftId) throw badRequest('bidNoDraft');
      const previous = (await findFilesOf(tx, supplier.customerId, prepared.draftId)).filter(
        (f) => f.uploadRequirementId === uploadRequirementId,
      );
      for (const old of previous) {
        await deleteSubmissionFile(tx, old.customerId, old.id);
        replaced.push(old.storageKey);
      }
      const row = await insertSubmissionFile(tx, {
        customerId: supplier.customerId,
        submissionId: prepared.draftId,
        uploadRequirementId,
        fileName: file.fileName.slice(0, 255) || 'file',
        contentType: 'application/octet-stream',
        sizeInByte: sealed.size,
        storageKey,
        sha256: sealed.sha256,
        uploadedAt: gate.now,
      });
      if (!row) throw new Error('file not recorded');
      await recordAudit(tx, ctx.clock, {
        ...byVendor(supplier),
        action: 'submission.fileUploaded',
        entityType: 'submission',
        entityId: prepared.draftId,
        projectId: project.id,
        after: { fileId: row.id, uploadRequirementId, sizeInByte: sealed.size, replaced: previous.length },
      });
      return bidPageOf(tx, ctx, supplier, project, tender);
    });
    for (const key of replaced) await rm(sealedFilePath(ctx.config.dataDir, key), { force: true });
    return page;
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/** DELETE .../Bid/Files/{fileId}: removes a file of the supplier's draft (while a draft). */
export async function deleteBidFile(
  ctx: AppContext,
  supplier: SupplierContext,
  projectId: number,
  fileId: number,
): Promise<BidPage> {
  let removed = '';
  const page = await inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { project, tender } = await lockOpportunityForBid(tx, supplier, projectId);
    const own = await findOwnSubmissions(tx, supplier.customerId, tender.id, supplier.vendorId);
    const gate = await bidGate(tx, ctx, { project, tender, vendorId: supplier.vendorId, own });
    const draft = draftOf(own);
    const file = draft
      ? (await findFilesOf(tx, supplier.customerId, draft.id)).find((f) => f.id === fileId)
      : undefined;
    if (!draft || !file) throw notFound();
    assertMayBid(gate.refusal);
    await deleteSubmissionFile(tx, file.customerId, file.id);
    removed = file.storageKey;
    await recordAudit(tx, ctx.clock, {
      ...byVendor(supplier),
      action: 'submission.fileDeleted',
      entityType: 'submission',
      entityId: draft.id,
      projectId: project.id,
      before: { fileId, uploadRequirementId: file.uploadRequirementId },
    });
    return bidPageOf(tx, ctx, supplier, project, tender);
  });
  await rm(sealedFilePath(ctx.config.dataDir, removed), { force: true });
  return page;
}
