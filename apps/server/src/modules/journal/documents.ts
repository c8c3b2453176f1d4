import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { journalDocumentMaxBytes } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { streamUpload } from '../../platform/uploads.ts';
import { type ProjectActor, recordProjectEvent } from '../project-team/index.ts';
import { deleteDocument as deleteDocumentRow, findDocument, insertDocument } from './queries.ts';
import { journalEntryNotFound, presentEntry, requireAuthor, requireEntry } from './service.ts';
import {
  cleanContentType,
  cleanFileName,
  journalDir,
  newStorageKey,
  removeStoredFiles,
  storedPath,
} from './storage.ts';

export type JournalUpload = {
  fileName: string;
  mimeType: string | undefined;
  stream: Readable;
  /** Whether the multipart parser cut the file at the size limit. */
  truncated(): boolean;
};

export const journalDocumentTooLarge = () =>
  new AppError(413, {
    key: 'journalDocumentTooLarge',
    params: { max: journalDocumentMaxBytes / 1024 / 1024 },
  });

/**
 * Attaches a file to an entry, streamed to disk (never held whole in memory) and refused past
 * 100 MB with 413. The entry is checked before a byte is stored; only its author attaches.
 */
export async function storeJournalDocument(
  ctx: AppContext,
  actor: ProjectActor,
  journalId: number,
  upload: JournalUpload,
) {
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    const entry = await requireEntry(tx, actor, journalId);
    requireAuthor(actor, entry.createdById);
  });
  const dir = journalDir(ctx, actor.customerId);
  await mkdir(dir, { recursive: true });
  const key = newStorageKey();
  const finalPath = storedPath(ctx, actor.customerId, key) as string;
  const partial = `${finalPath}.part`;
  const received = await streamUpload(upload.stream, partial, { headBytes: 0, accept: () => true });
  if (upload.truncated()) {
    await rm(partial, { force: true });
    throw journalDocumentTooLarge();
  }
  await rename(partial, finalPath);
  try {
    return await inTenant(ctx.db, actor.customerId, async (tx) => {
      const entry = await requireEntry(tx, actor, journalId);
      requireAuthor(actor, entry.createdById);
      const fileName = cleanFileName(upload.fileName);
      const row = await insertDocument(tx, {
        customerId: actor.customerId,
        journalId: entry.id,
        fileName,
        contentType: cleanContentType(upload.mimeType),
        sizeInByte: received.size,
        storageKey: key,
        uploadedById: actor.userId,
        uploadedAt: ctx.clock.now(),
      });
      await recordProjectEvent(tx, ctx, actor, entry.projectId, {
        action: 'journalDocument.uploaded',
        entityType: 'projectJournalDocument',
        entityId: row.id,
        after: { journalId: entry.id, fileName, sizeInByte: received.size },
      });
      return presentEntry(tx, actor, entry);
    });
  } catch (error) {
    // The entry went away (or the author changed) while the file arrived: keep no orphan.
    await rm(finalPath, { force: true });
    throw error;
  }
}

/** A stored journal file to send: its stream, size, name and type; 404 when it is not there. */
export async function openJournalDocument(ctx: AppContext, actor: ProjectActor, documentId: number) {
  const row = await inTenant(ctx.db, actor.customerId, (tx) => findDocument(tx, actor, documentId));
  if (!row) throw journalEntryNotFound();
  const file = storedPath(ctx, actor.customerId, row.document.storageKey);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) throw new AppError(404, 'fileNotFound');
  return {
    stream: createReadStream(file),
    size: info.size,
    fileName: row.document.fileName,
    contentType: row.document.contentType,
  };
}

export async function deleteJournalDocument(ctx: AppContext, actor: ProjectActor, documentId: number) {
  const { entry, key } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await findDocument(tx, actor, documentId);
    if (!row) throw journalEntryNotFound();
    requireAuthor(actor, row.entry.createdById);
    await deleteDocumentRow(tx, actor.customerId, row.document.id);
    await recordProjectEvent(tx, ctx, actor, row.entry.projectId, {
      action: 'journalDocument.deleted',
      entityType: 'projectJournalDocument',
      entityId: row.document.id,
      before: { journalId: row.entry.id, fileName: row.document.fileName },
    });
    return { entry: await presentEntry(tx, actor, row.entry), key: row.document.storageKey };
  });
  await removeStoredFiles(ctx, actor.customerId, [key]);
  return entry;
}
