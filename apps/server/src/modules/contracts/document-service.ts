import type {
  ContractDocument,
  ContractDocumentCategory,
  ContractDocumentFields,
  NodeContractDocument,
  NodeDocumentList,
  NodeDocumentsQuery,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyToday } from '../customers/index.ts';
import type { IncomingFile } from '../documents/index.ts';
import { openFile, removeFile } from '../documents/index.ts';
import { findTender } from '../projects/index.ts';
import {
  countNodeDocuments,
  deleteContractDocument,
  findContractDocument,
  findDocuments,
  findNodeDocumentsPage,
  insertContractDocument,
  updateContractDocument,
} from './document-queries.ts';
import {
  checkedFields,
  documentNotFound,
  presentDocument,
  recordingFile,
  requireFile,
  storeContractFile,
} from './documents.ts';
import { auditContract } from './presenters.ts';
import { findContract } from './queries.ts';
import { mailRejection } from './reject-mail.ts';
import { lockContract } from './service.ts';

/**
 * The buyer's side of a contract's documents (issue 9 §2): list by category, upload and change
 * (a team member's upload is approved at once), delete, download, approve one or many, reject
 * with the reason mailed, and the node's expired and pending lists.
 */

/** GET …/Documents and the category lists: the contract's documents (at most 5000). */
export async function listDocuments(
  ctx: AppContext,
  actor: Actor,
  contractId: number,
  categories?: readonly ContractDocumentCategory[],
): Promise<ContractDocument[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const contract = await findContract(tx, actor, contractId);
    const today = await agencyToday(tx, actor.customerId, ctx.clock.now());
    const rows = await findDocuments(tx, actor.customerId, contract.id, categories ? { categories } : {});
    return rows.map((row) => presentDocument(row, today));
  });
}

async function answerOne(tx: Tx, ctx: AppContext, actor: Actor, contractId: number, documentId: number) {
  const today = await agencyToday(tx, actor.customerId, ctx.clock.now());
  const [row] = await findDocuments(tx, actor.customerId, contractId, { ids: [documentId] });
  if (!row) throw documentNotFound();
  return presentDocument(row, today);
}

/** The contract's tender folder for its files (a project's files live together). */
async function folderOf(ctx: AppContext, actor: Actor, contractId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { row } = await lockContract(tx, ctx, actor, contractId);
    const tender = await findTender(tx, actor, row.projectId);
    return { customerId: actor.customerId, tenderId: tender.id };
  });
}

/** POST …/Documents (multipart, fields first): a document the team adds, approved at once. */
export async function uploadDocument(
  ctx: AppContext,
  actor: Actor,
  contractId: number,
  fields: ContractDocumentFields,
  file: IncomingFile | null,
): Promise<ContractDocument> {
  const incoming = requireFile(fields.category, file);
  const stored = await storeContractFile(ctx, await folderOf(ctx, actor, contractId), incoming);
  return recordingFile(ctx, stored, () =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const { row: contract } = await lockContract(tx, ctx, actor, contractId);
      const values = await checkedFields(tx, contract, fields);
      const now = ctx.clock.now();
      const saved = await insertContractDocument(tx, {
        customerId: actor.customerId,
        contractId: contract.id,
        ...values,
        approved: true,
        fileName: stored.fileName,
        contentType: stored.contentType,
        sizeInByte: stored.size,
        storageKey: stored.storageKey,
        uploadedById: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      if (!saved) throw new Error('document not saved');
      await auditContract(tx, ctx, actor, contract, 'contract.documentAdded', {
        documentId: saved.id,
        ...values,
        fileName: stored.fileName,
      });
      return answerOne(tx, ctx, actor, contract.id, saved.id);
    }),
  );
}

async function documentOf(tx: Tx, customerId: number, contractId: number, documentId: number) {
  const row = await findContractDocument(tx, customerId, contractId, documentId);
  if (!row) throw documentNotFound();
  return row;
}

/** PUT …/Documents/{documentId} (multipart): new fields, and a new file when one is sent. */
export async function updateDocument(
  ctx: AppContext,
  actor: Actor,
  contractId: number,
  documentId: number,
  fields: ContractDocumentFields,
  file: IncomingFile | null,
): Promise<ContractDocument> {
  const stored = file ? await storeContractFile(ctx, await folderOf(ctx, actor, contractId), file) : null;
  const { answer, oldKey } = await recordingFile(ctx, stored, () =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const { row: contract } = await lockContract(tx, ctx, actor, contractId);
      const before = await documentOf(tx, actor.customerId, contract.id, documentId);
      const values = await checkedFields(tx, contract, fields);
      const fileColumns = stored
        ? {
            fileName: stored.fileName,
            contentType: stored.contentType,
            sizeInByte: stored.size,
            storageKey: stored.storageKey,
          }
        : {};
      await updateContractDocument(tx, actor.customerId, documentId, {
        ...values,
        ...fileColumns,
        // A new expiry day deserves its own notice.
        ...(values.expiryDate !== before.expiryDate ? { expiryNoticeSentAt: null } : {}),
        updatedAt: ctx.clock.now(),
      });
      await auditContract(tx, ctx, actor, contract, 'contract.documentUpdated', { documentId, ...values });
      return {
        answer: await answerOne(tx, ctx, actor, contract.id, documentId),
        oldKey: stored ? before.storageKey : null,
      };
    }),
  );
  // The old file is unreachable once the change committed: remove it after.
  if (oldKey) await removeFile(ctx.config.dataDir, oldKey);
  return answer;
}

/** DELETE …/Documents/{documentId}. */
export async function deleteDocument(ctx: AppContext, actor: Actor, contractId: number, documentId: number) {
  const key = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { row: contract } = await lockContract(tx, ctx, actor, contractId);
    const row = await documentOf(tx, actor.customerId, contract.id, documentId);
    await deleteContractDocument(tx, actor.customerId, documentId);
    await auditContract(tx, ctx, actor, contract, 'contract.documentDeleted', {
      documentId,
      displayName: row.displayName,
    });
    return row.storageKey;
  });
  await removeFile(ctx.config.dataDir, key);
}

/** GET …/Documents/{documentId}/Download: the file, for whoever may view the contract. */
export async function openContractDocument(
  ctx: AppContext,
  actor: Actor,
  contractId: number,
  documentId: number,
) {
  const row = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const contract = await findContract(tx, actor, contractId);
    return documentOf(tx, actor.customerId, contract.id, documentId);
  });
  const file = await openFile(ctx.config.dataDir, row.storageKey);
  return { ...file, fileName: row.fileName, contentType: row.contentType };
}

/** PUT …/Documents/Approve {documentIds}: approves pending documents, one or in bulk (000 §4). */
export async function approveDocuments(
  ctx: AppContext,
  actor: Actor,
  contractId: number,
  documentIds: number[],
) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { row: contract, today } = await lockContract(tx, ctx, actor, contractId);
    const wanted = [...new Set(documentIds)];
    const rows = await findDocuments(tx, actor.customerId, contract.id, { ids: wanted });
    if (rows.length !== wanted.length) throw documentNotFound();
    if (rows.some((r) => r.document.approved)) throw new AppError(409, 'contractDocumentNotPending');
    for (const id of wanted) {
      await updateContractDocument(tx, actor.customerId, id, { approved: true, updatedAt: ctx.clock.now() });
    }
    await auditContract(tx, ctx, actor, contract, 'contract.documentsApproved', { documentIds: wanted });
    const saved = await findDocuments(tx, actor.customerId, contract.id, { ids: wanted });
    return saved.map((row) => presentDocument(row, today));
  });
}

/**
 * PUT …/Documents/{documentId}/Reject {reason}: a pending document is refused; its supplier is
 * mailed the reason with the agency's RejectDocument template, and the document and its file go
 * (the supplier sends a corrected one).
 */
export async function rejectDocument(
  ctx: AppContext,
  actor: Actor,
  contractId: number,
  documentId: number,
  reason: string,
) {
  const key = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { row: contract } = await lockContract(tx, ctx, actor, contractId);
    const row = await documentOf(tx, actor.customerId, contract.id, documentId);
    if (row.approved) throw new AppError(409, 'contractDocumentNotPending');
    await mailRejection(tx, ctx, { contract, document: row, reason });
    await deleteContractDocument(tx, actor.customerId, documentId);
    await auditContract(tx, ctx, actor, contract, 'contract.documentRejected', {
      documentId,
      displayName: row.displayName,
      reason,
    });
    return row.storageKey;
  });
  await removeFile(ctx.config.dataDir, key);
}

/**
 * GET /Documents/Contract/Expired and /Documents/Contract/Pending: one page of the node's contract
 * documents past their expiry day, or waiting for approval, with their project (001 §3 Dashboard
 * documents); sorted by a shown column (empty values last), ties by document id; the total of all.
 */
export async function nodeDocuments(
  ctx: AppContext,
  actor: Actor,
  which: NodeDocumentList,
  query: NodeDocumentsQuery,
): Promise<{ values: NodeContractDocument[]; total: number }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const today = await agencyToday(tx, actor.customerId, ctx.clock.now());
    const rows = await findNodeDocumentsPage(tx, actor, which, today, query);
    // A page past the end has no row to carry the total.
    const total = rows[0]?.total ?? (query.start > 0 ? await countNodeDocuments(tx, actor, which, today) : 0);
    const values = rows.map(
      ({ total: _total, category, created, ...row }): NodeContractDocument => ({
        ...row,
        category: category as ContractDocumentCategory,
        created: created.toISOString(),
      }),
    );
    return { values, total };
  });
}
