import { Readable } from 'node:stream';
import { type AwardApproval, awardApprovalRules, cleanFileName } from '@procura/contract';
import { awardApprovalDocuments } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { type IncomingFile, openFile, removeFile, type StoredFile, storeFile } from '../documents/index.ts';
import { afterEdit, approvalFacts } from './progress.ts';
import {
  type ApprovalWithNames,
  deleteDocumentRow,
  documentsOf,
  findApprovalOfNode,
  findAwardOfSubmission,
  insertDocument,
  nextSortOrder,
  peopleOf,
} from './queries.ts';
import { approvalSummaryPdf } from './report-pdf.ts';
import { answer, approvalForWrite, approvalNotFound } from './service.ts';

/**
 * An approval's documents (issue 8 §3: ordered, at least one to send): uploads stored like bid
 * documents, and the summary report, made on demand and attachable as a document.
 */

const documentNotFound = () => new AppError(404, 'invalidDocumentId');

/** Records a stored file as the approval's last document; the file goes if the record fails. */
async function recordDocument(
  ctx: AppContext,
  actor: Actor,
  approvalId: number,
  stored: StoredFile,
  fileName: string,
  isSummaryReport: boolean,
): Promise<AwardApproval> {
  try {
    return await inTenant(ctx.db, actor.customerId, async (tx) => {
      const approval = await approvalForWrite(tx, actor, approvalId, true);
      const documents = await documentsOf(tx, actor.customerId, [approvalId]);
      const replaced = isSummaryReport ? documents.filter((d) => d.isSummaryReport) : [];
      if (documents.length - replaced.length >= awardApprovalRules.maxDocuments) {
        throw new AppError(409, 'awardApprovalTooManyDocuments');
      }
      const row = await insertDocument(tx, {
        customerId: actor.customerId,
        approvalId,
        fileName,
        contentType: stored.contentType,
        size: stored.size,
        storageKey: stored.storageKey,
        isSummaryReport,
        sortOrder:
          replaced[0]?.sortOrder ??
          (await nextSortOrder(tx, awardApprovalDocuments, actor.customerId, approvalId)),
      });
      for (const old of replaced) await deleteDocumentRow(tx, actor.customerId, old.id);
      await afterEdit(tx, ctx, approval);
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: 'awardApproval.documentAdded',
        entityType: 'awardApproval',
        entityId: approvalId,
        projectId: approval.projectId,
        after: { documentId: row?.id, fileName, size: stored.size, isSummaryReport },
      });
      // The replaced report's file is only unreachable until this commits; remove it after.
      return { answer: await answer(tx, actor, approvalId), replacedKeys: replaced.map((d) => d.storageKey) };
    }).then(async ({ answer: approval, replacedKeys }) => {
      for (const key of replacedKeys) await removeFile(ctx.config.dataDir, key);
      return approval;
    });
  } catch (error) {
    await removeFile(ctx.config.dataDir, stored.storageKey);
    throw error;
  }
}

/** POST Awards/approvals/{id}/documents (multipart): a file joins the end of the documents. */
export async function uploadDocument(ctx: AppContext, actor: Actor, approvalId: number, file: IncomingFile) {
  const fileName = cleanFileName(file.fileName);
  if (!fileName) throw badRequest('documentFileNameInvalid');
  const tenderId = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId, true);
    return approval.tenderId;
  });
  const stored = await storeFile(ctx.config.dataDir, { customerId: actor.customerId, tenderId }, file);
  return recordDocument(ctx, actor, approvalId, stored, fileName, false);
}

/** DELETE Awards/approvals/{id}/documents/{documentId}. */
export async function deleteDocument(ctx: AppContext, actor: Actor, approvalId: number, documentId: number) {
  const { approval, key } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId, true);
    const documents = await documentsOf(tx, actor.customerId, [approvalId]);
    const document = documents.find((d) => d.id === documentId);
    if (!document) throw documentNotFound();
    await deleteDocumentRow(tx, actor.customerId, documentId);
    await afterEdit(tx, ctx, approval);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'awardApproval.documentRemoved',
      entityType: 'awardApproval',
      entityId: approvalId,
      projectId: approval.projectId,
      before: { documentId, fileName: document.fileName },
    });
    return { approval: await answer(tx, actor, approvalId), key: document.storageKey };
  });
  await removeFile(ctx.config.dataDir, key);
  return approval;
}

/** A document of an approval as a file to send (the buyer's download and the approver's). */
export async function openApprovalDocument(
  ctx: AppContext,
  tx: Tx,
  customerId: number,
  approvalId: number,
  documentId: number,
) {
  const documents = await documentsOf(tx, customerId, [approvalId]);
  const document = documents.find((d) => d.id === documentId);
  if (!document) throw documentNotFound();
  return { document, open: () => openFile(ctx.config.dataDir, document.storageKey) };
}

/** GET Awards/approvals/{id}/documents/{documentId}. */
export async function downloadDocument(
  ctx: AppContext,
  actor: Actor,
  approvalId: number,
  documentId: number,
) {
  const { document, open } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    if (!(await findApprovalOfNode(tx, actor, approvalId))) throw approvalNotFound();
    return openApprovalDocument(ctx, tx, actor.customerId, approvalId, documentId);
  });
  return { ...(await open()), fileName: document.fileName, contentType: document.contentType };
}

/** The summary report of an approval as it stands now. */
export async function summaryReport(ctx: AppContext, tx: Tx, approval: ApprovalWithNames) {
  const award = await findAwardOfSubmission(
    tx,
    approval.customerId,
    approval.tenderId,
    approval.submissionId,
  );
  const bytes = await approvalSummaryPdf({
    facts: await approvalFacts(tx, approval),
    status: approval.status,
    award: award ?? null,
    documents: await documentsOf(tx, approval.customerId, [approval.id]),
    people: await peopleOf(tx, approval.customerId, [approval.id]),
    madeAt: ctx.clock.now(),
  });
  return { bytes, fileName: `${approval.reportNumber} ${approval.reportName} summary.pdf` };
}

/** GET Awards/approvals/{id}/download-report?fileType=pdf. */
export async function downloadReport(ctx: AppContext, actor: Actor, approvalId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await findApprovalOfNode(tx, actor, approvalId);
    if (!approval) throw approvalNotFound();
    return summaryReport(ctx, tx, approval);
  });
}

/**
 * POST Awards/approvals/{id}/summary-report?attach: the report made now; attached, it becomes (or
 * replaces) the approval's summary document, in the place the previous one had.
 */
export async function attachSummaryReport(ctx: AppContext, actor: Actor, approvalId: number) {
  const { bytes, fileName, tenderId } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId, true);
    return { ...(await summaryReport(ctx, tx, approval)), tenderId: approval.tenderId };
  });
  const stored = await storeFile(
    ctx.config.dataDir,
    { customerId: actor.customerId, tenderId },
    { fileName, stream: Readable.from([bytes]), truncated: () => false },
  );
  return recordDocument(ctx, actor, approvalId, stored, fileName, true);
}
