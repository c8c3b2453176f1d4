import {
  cleanFileName,
  isScoreEditable,
  type PerformanceEvaluation,
  performanceEvaluationRules,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { type IncomingFile, openFile, removeFile, type StoredFile, storeFile } from '../documents/index.ts';
import { describeEvaluation } from './evaluation-presenters.ts';
import type { EvaluationRow } from './evaluation-queries.ts';
import { type EvaluationViewer, mayWork, requireEvaluation } from './evaluation-rights.ts';
import {
  countEvaluationDocuments,
  deleteEvaluationDocument,
  type EvaluationDocumentRow,
  findEvaluationDocument,
  insertEvaluationDocument,
} from './general-input-queries.ts';

/**
 * The general input's attachments of an evaluation (issue 23 §2; 001 §7
 * PerformanceEvaluationGeneralInput): added and removed by whoever may do the evaluator's work
 * while its scores may change, read by anyone who may read it. Files stream to the rated
 * supplier's folder (DATA_DIR/files/vendors/<agency>/<supplier>), at most 25 MB and 50 each; a row
 * and its file exist together.
 */

export const documentNotFound = () => new AppError(404, 'invalidDocumentId');

/** The evaluator's work is open: the evaluator or an editor, in a status whose scores may change. */
function assertMayChange(viewer: EvaluationViewer, row: EvaluationRow) {
  if (!mayWork(viewer, row)) throw forbidden();
  if (!isScoreEditable(row.status)) throw new AppError(409, 'performanceNotEditable');
}

async function assertRoom(tx: Tx, row: EvaluationRow) {
  const max = performanceEvaluationRules.maxDocuments;
  if ((await countEvaluationDocuments(tx, row.customerId, row.id)) >= max) {
    throw badRequest({ key: 'performanceDocumentLimitReached', params: { max } });
  }
}

/** The evaluation's attachment `documentId`, or 404 as for a missing one. */
export async function requireEvaluationDocument(tx: Tx, row: EvaluationRow, documentId: number) {
  const document = await findEvaluationDocument(tx, row.customerId, documentId);
  if (!document || document.evaluationId !== row.id) throw documentNotFound();
  return document;
}

async function storeAttachment(ctx: AppContext, row: EvaluationRow, file: IncomingFile | null) {
  if (!file) throw badRequest({ key: 'documentFileRequired', params: { field: 'file' } });
  const fileName = cleanFileName(file.fileName);
  if (!fileName) throw badRequest('documentFileNameInvalid');
  try {
    const place = { customerId: row.customerId, vendorId: row.vendorId };
    return { ...(await storeFile(ctx.config.dataDir, place, file)), fileName };
  } catch (error) {
    if (error instanceof AppError && error.status === 413)
      throw new AppError(413, 'performanceDocumentTooLarge');
    throw error;
  }
}

async function recording<T>(ctx: AppContext, stored: StoredFile, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    await removeFile(ctx.config.dataDir, stored.storageKey);
    throw error;
  }
}

/** POST /PerformanceEvaluationGeneralInput?performanceEvaluationId (multipart, the file alone). */
export async function addGeneralInputDocument(
  ctx: AppContext,
  viewer: EvaluationViewer,
  evaluationId: number,
  file: IncomingFile | null,
): Promise<PerformanceEvaluation> {
  // Everything that can refuse it is checked before a byte is stored, and again once it is.
  const row = await inTenant(ctx.db, viewer.customerId, async (tx) => {
    const found = await requireEvaluation(tx, viewer, evaluationId);
    assertMayChange(viewer, found);
    await assertRoom(tx, found);
    return found;
  });
  const stored = await storeAttachment(ctx, row, file);
  return recording(ctx, stored, () =>
    inTenant(ctx.db, viewer.customerId, async (tx) => {
      const locked = await requireEvaluation(tx, viewer, evaluationId, true);
      assertMayChange(viewer, locked);
      await assertRoom(tx, locked);
      const saved = await insertEvaluationDocument(tx, {
        customerId: locked.customerId,
        evaluationId: locked.id,
        fileName: stored.fileName,
        contentType: stored.contentType,
        sizeInByte: stored.size,
        storageKey: stored.storageKey,
        uploadedById: viewer.userId,
        createdAt: ctx.clock.now(),
      });
      await recordAudit(tx, ctx.clock, {
        ...byActor(viewer),
        action: 'performanceEvaluation.documentAdded',
        entityType: 'performanceEvaluationDocument',
        entityId: saved.id,
        vendorId: locked.vendorId,
        after: { evaluationId: locked.id, fileName: stored.fileName, sizeInByte: stored.size },
      });
      return describeEvaluation(tx, viewer, locked);
    }),
  );
}

/** The agency's evaluation an attachment belongs to (of the viewer's node), with the attachment. */
async function documentWithEvaluation(
  tx: Tx,
  viewer: EvaluationViewer,
  documentId: number,
  forUpdate = false,
) {
  const document = await findEvaluationDocument(tx, viewer.customerId, documentId);
  if (!document) throw documentNotFound();
  const row = await requireEvaluation(tx, viewer, document.evaluationId, forUpdate).catch(() => {
    throw documentNotFound();
  });
  return { row, document };
}

/** DELETE /PerformanceEvaluationGeneralInput/{documentId}: the row, then its file once that committed. */
export async function deleteGeneralInputDocument(
  ctx: AppContext,
  viewer: EvaluationViewer,
  documentId: number,
): Promise<PerformanceEvaluation> {
  const { answer, key } = await inTenant(ctx.db, viewer.customerId, async (tx) => {
    const { row, document } = await documentWithEvaluation(tx, viewer, documentId, true);
    assertMayChange(viewer, row);
    await deleteEvaluationDocument(tx, row.customerId, document.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(viewer),
      action: 'performanceEvaluation.documentDeleted',
      entityType: 'performanceEvaluationDocument',
      entityId: document.id,
      vendorId: row.vendorId,
      before: { evaluationId: row.id, fileName: document.fileName },
    });
    return { answer: await describeEvaluation(tx, viewer, row), key: document.storageKey };
  });
  await removeFile(ctx.config.dataDir, key);
  return answer;
}

/** A stored attachment's file to send, with the name it was given. */
export async function openAttachment(ctx: AppContext, document: EvaluationDocumentRow) {
  const file = await openFile(ctx.config.dataDir, document.storageKey);
  return { ...file, fileName: document.fileName, contentType: document.contentType };
}

/** GET /PerformanceEvaluationGeneralInput/{documentId}. */
export async function downloadGeneralInputDocument(
  ctx: AppContext,
  viewer: EvaluationViewer,
  documentId: number,
) {
  const { document } = await inTenant(ctx.db, viewer.customerId, (tx) =>
    documentWithEvaluation(tx, viewer, documentId),
  );
  return openAttachment(ctx, document);
}
