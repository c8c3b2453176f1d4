import {
  bidDocumentRules,
  cleanFileName,
  type MessageKey,
  type ProjectDocument,
  type SortOrder,
  sameFileName,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import {
  assertBuildEditable,
  assertCompleteOrder,
  type BuildActor,
  findTenderById,
  lockEditableTender,
} from '../projects/index.ts';
import {
  type DocumentWithUploader,
  deleteDocument as deleteDocumentRow,
  findDocument,
  findDocumentsOfTender,
  insertDocument,
  setDocumentSortOrder,
  updateDocument as updateDocumentRow,
} from './queries.ts';
import { type IncomingFile, openFile, removeFile, type StoredFile, storeFile } from './storage.ts';

/**
 * Bid documents of a source (001 §7 Documents; 000 §5, §9): at most 10 per source, file names
 * unique per source ignoring case, 1 GB per file, streamed to disk. Reading needs the source's
 * project in the actor's node; changing also needs the project editable (assertBuildEditable).
 */

/** What a change answers: the document, and the catalogue keys of warnings that did not stop it. */
export type DocumentChange = { document: ProjectDocument; warnings: MessageKey[] };

const documentNotFound = () => new AppError(404, 'invalidDocumentId');
const nameTaken = (name: string) => badRequest({ key: 'documentNameTaken', params: { name } });

function present(row: DocumentWithUploader): ProjectDocument {
  return {
    id: row.id,
    tenderId: row.tenderId,
    fileName: row.fileName,
    displayName: row.displayName,
    contentType: row.contentType,
    sizeInByte: row.sizeInByte,
    pageCount: row.pageCount,
    sortOrder: row.sortOrder,
    uploadedBy:
      row.uploadedById === null
        ? null
        : {
            id: row.uploadedById,
            fullName: `${row.uploaderFirstName ?? ''} ${row.uploaderLastName ?? ''}`.trim(),
          },
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** What the audit trail keeps of a document. */
function described(row: { fileName: string; displayName: string; sizeInByte: number; contentType: string }) {
  return {
    fileName: row.fileName,
    displayName: row.displayName,
    sizeInByte: row.sizeInByte,
    contentType: row.contentType,
  };
}

function usableFileName(name: string): string {
  const cleaned = cleanFileName(name);
  if (!cleaned) throw badRequest('documentFileNameInvalid');
  return cleaned;
}

/** Refuses an 11th document or a name the source already has (`exceptId`: the document being replaced). */
function assertRoomFor(
  documents: readonly DocumentWithUploader[],
  fileName: string,
  exceptId?: number,
): void {
  const others = documents.filter((d) => d.id !== exceptId);
  if (exceptId === undefined && others.length >= bidDocumentRules.maxPerSource) {
    throw badRequest({ key: 'documentLimitReached', params: { max: bidDocumentRules.maxPerSource } });
  }
  if (others.some((d) => sameFileName(d.fileName, fileName))) throw nameTaken(fileName);
}

/** The document with its uploader, 404 invalidDocumentId when the actor's node has no such document. */
async function requireDocument(tx: Tx, actor: Actor, documentId: number) {
  const found = await findDocument(tx, actor, documentId);
  if (!found) throw documentNotFound();
  return found;
}

/** Runs the write that records a stored file; when it fails, the file goes too. */
async function recordStored<T>(
  ctx: AppContext,
  stored: StoredFile,
  fileName: string,
  work: () => Promise<T>,
) {
  try {
    return await work();
  } catch (error) {
    await removeFile(ctx.config.dataDir, stored.storageKey);
    // The unique index is the last word when two uploads of one name race past the checks.
    if (isUniqueViolation(error)) throw nameTaken(fileName);
    throw error;
  }
}

const securedWarning = (stored: StoredFile): MessageKey[] =>
  stored.isSecuredPdf ? ['documentSecuredPdf'] : [];

/** A source's documents by sort order. */
export async function listDocuments(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<ProjectDocument[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findTenderById(tx, actor, tenderId);
    return (await findDocumentsOfTender(tx, actor.customerId, tenderId)).map(present);
  });
}

/**
 * Adds a document at the end of the source's list. Everything that can refuse it is checked
 * before the file is read, so a refused upload does not stream a gigabyte first; the checks run
 * again under the project lock once the file is on disk. A secured PDF is stored with a warning.
 */
export async function uploadDocument(
  ctx: AppContext,
  actor: BuildActor,
  fields: { tenderId: number; displayName?: string | undefined },
  file: IncomingFile,
): Promise<DocumentChange> {
  const fileName = usableFileName(file.fileName);
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await findTenderById(tx, actor, fields.tenderId);
    assertBuildEditable(project, actor);
    assertRoomFor(await findDocumentsOfTender(tx, actor.customerId, fields.tenderId), fileName);
  });
  const stored = await storeFile(
    ctx.config.dataDir,
    { customerId: actor.customerId, tenderId: fields.tenderId },
    file,
  );
  return recordStored(ctx, stored, fileName, () =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const { project } = await lockEditableTender(tx, actor, fields.tenderId);
      const documents = await findDocumentsOfTender(tx, actor.customerId, fields.tenderId);
      assertRoomFor(documents, fileName);
      const row = await insertDocument(tx, {
        customerId: actor.customerId,
        tenderId: fields.tenderId,
        fileName,
        displayName: fields.displayName || fileName,
        contentType: stored.contentType,
        sizeInByte: stored.size,
        storageKey: stored.storageKey,
        sortOrder: Math.max(-1, ...documents.map((d) => d.sortOrder)) + 1,
        uploadedById: actor.userId,
        uploadedAt: ctx.clock.now(),
      });
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: 'document.uploaded',
        entityType: 'document',
        entityId: row.id,
        after: { ...described(row), tenderId: row.tenderId, securedPdf: stored.isSecuredPdf },
        projectId: project.id,
      });
      const { document } = await requireDocument(tx, actor, row.id);
      return { document: present(document), warnings: securedWarning(stored) };
    }),
  );
}

/**
 * Renames a document (its display name), replaces its file, or both. A new file takes the
 * uploaded file's name, which must not clash with another document of the source; a display name
 * that was only the old file name follows the new one.
 */
export async function updateDocument(
  ctx: AppContext,
  actor: BuildActor,
  fields: { documentId: number; displayName?: string | undefined },
  file: IncomingFile | null,
): Promise<DocumentChange> {
  if (!file && !fields.displayName)
    throw badRequest({ key: 'invalidParameter', params: { field: 'displayName' } });
  const fileName = file ? usableFileName(file.fileName) : null;
  const current = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { document } = await requireDocument(tx, actor, fields.documentId);
    const { project } = await findTenderById(tx, actor, document.tenderId);
    assertBuildEditable(project, actor);
    if (fileName)
      assertRoomFor(
        await findDocumentsOfTender(tx, actor.customerId, document.tenderId),
        fileName,
        document.id,
      );
    return document;
  });
  const stored = file
    ? await storeFile(ctx.config.dataDir, { customerId: actor.customerId, tenderId: current.tenderId }, file)
    : null;
  const write = () =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const { project } = await lockEditableTender(tx, actor, current.tenderId);
      const { document: before } = await requireDocument(tx, actor, fields.documentId);
      if (fileName)
        assertRoomFor(
          await findDocumentsOfTender(tx, actor.customerId, before.tenderId),
          fileName,
          before.id,
        );
      const displayName =
        fields.displayName ||
        (fileName && before.displayName === before.fileName ? fileName : before.displayName);
      const row = await updateDocumentRow(tx, actor.customerId, before.id, {
        displayName,
        ...(stored && fileName
          ? {
              fileName,
              contentType: stored.contentType,
              sizeInByte: stored.size,
              storageKey: stored.storageKey,
              pageCount: null,
              uploadedById: actor.userId,
              uploadedAt: ctx.clock.now(),
            }
          : {}),
      });
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: stored ? 'document.replaced' : 'document.renamed',
        entityType: 'document',
        entityId: row.id,
        before: described(before),
        after: described(row),
        projectId: project.id,
      });
      const { document: after } = await requireDocument(tx, actor, row.id);
      return {
        change: { document: present(after), warnings: stored ? securedWarning(stored) : [] },
        oldKey: before.storageKey,
      };
    });
  const { change, oldKey } =
    stored && fileName ? await recordStored(ctx, stored, fileName, write) : await write();
  // The old file goes once the new one is recorded; until then it is still the document's.
  if (stored) await removeFile(ctx.config.dataDir, oldKey);
  return change;
}

/** A document's file as a stream, with what the download answer says about it. */
export async function openDocument(ctx: AppContext, actor: Actor, documentId: number) {
  const document = await inTenant(
    ctx.db,
    actor.customerId,
    async (tx) => (await requireDocument(tx, actor, documentId)).document,
  );
  const file = await openFile(ctx.config.dataDir, document.storageKey);
  return { ...file, fileName: document.fileName, contentType: document.contentType };
}

/** Deletes a document and then its file. */
export async function deleteDocument(
  ctx: AppContext,
  actor: BuildActor,
  documentId: number,
): Promise<ProjectDocument> {
  const removed = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { document } = await requireDocument(tx, actor, documentId);
    const { project } = await lockEditableTender(tx, actor, document.tenderId);
    await deleteDocumentRow(tx, actor.customerId, document.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'document.deleted',
      entityType: 'document',
      entityId: document.id,
      before: { ...described(document), tenderId: document.tenderId },
      projectId: project.id,
    });
    return document;
  });
  await removeFile(ctx.config.dataDir, removed.storageKey);
  return present(removed);
}

/** Puts a source's documents in the given order, numbered from 0; every document must be named once. */
export async function reorderDocuments(
  ctx: AppContext,
  actor: BuildActor,
  order: SortOrder,
): Promise<ProjectDocument[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await lockEditableTender(tx, actor, order.tenderId);
    const documents = await findDocumentsOfTender(tx, actor.customerId, order.tenderId);
    assertCompleteOrder(
      documents.map((d) => d.id),
      order.ids,
    );
    for (const [index, id] of order.ids.entries())
      await setDocumentSortOrder(tx, actor.customerId, id, index);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'document.reordered',
      entityType: 'tender',
      entityId: order.tenderId,
      before: { documentIds: documents.map((d) => d.id) },
      after: { documentIds: order.ids },
      projectId: project.id,
    });
    return (await findDocumentsOfTender(tx, actor.customerId, order.tenderId)).map(present);
  });
}
