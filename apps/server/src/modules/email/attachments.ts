import { cleanFileName, type EmailAttachment } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { MailAttachment } from '../../platform/mail.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { type IncomingFile, removeFile, storeFile } from '../documents/index.ts';
import {
  claimUploads,
  deleteUnclaimedUpload,
  findEmailDocuments,
  insertEmailDocument,
  lockUnclaimedUploads,
} from './attachment-queries.ts';
import { presentAttachment } from './email-presenters.ts';

/**
 * The email wizard's attachment (issue 25 §2; 000 §9: one file of 3145728 bytes at most). The
 * wizard uploads it as it is chosen, before the mail exists; the send claims it. The file is
 * stored once, under DATA_DIR/files/email/<agency>/<random>: every copy of the mail, and a
 * forward of it, points at that one file.
 */

const invalidAttachment = () => badRequest('emailInvalidAttachment');

/**
 * POST /Emails/Documents. The multipart reader cuts the file at the wizard's limit, so a larger
 * one is refused (413 emailAttachFailTooLarge) without more than the limit ever reaching disk.
 */
export async function uploadEmailDocument(
  ctx: AppContext,
  actor: Actor,
  file: IncomingFile | null,
): Promise<EmailAttachment> {
  if (!file) throw badRequest({ key: 'documentFileRequired', params: { field: 'file' } });
  const fileName = cleanFileName(file.fileName);
  if (!fileName) throw badRequest({ key: 'invalidParameter', params: { field: 'file' } });
  const stored = await storeFile(ctx.config.dataDir, { customerId: actor.customerId, folder: 'email' }, file)
    // The documents area names its own limit; the wizard's is this one.
    .catch((error: unknown) => {
      if (error instanceof AppError && error.problems[0]?.key === 'documentTooLarge') {
        throw new AppError(413, 'emailAttachFailTooLarge');
      }
      throw error;
    });
  try {
    const row = await inTenant(ctx.db, actor.customerId, (tx) =>
      insertEmailDocument(tx, {
        customerId: actor.customerId,
        nodeId: actor.nodeId,
        storageKey: stored.storageKey,
        fileName,
        size: stored.size,
        contentType: stored.contentType,
        uploadedById: actor.userId,
        createdAt: ctx.clock.now(),
      }),
    );
    return presentAttachment(row);
  } catch (error) {
    // No file without its row.
    await removeFile(ctx.config.dataDir, stored.storageKey);
    throw error;
  }
}

/** DELETE /Emails/Documents/{documentId}: the caller's own upload, while no mail has claimed it. */
export async function deleteEmailDocument(
  ctx: AppContext,
  actor: Actor,
  documentId: number,
): Promise<EmailAttachment> {
  const row = await inTenant(ctx.db, actor.customerId, (tx) => deleteUnclaimedUpload(tx, actor, documentId));
  if (!row) throw new AppError(404, 'emailInvalidAttachment');
  // After the commit: a failed removal leaves an unreachable file, never a row without its file.
  await removeFile(ctx.config.dataDir, row.storageKey);
  return presentAttachment(row);
}

/** Gives the caller's uploads `ids` to the mail (400 emailInvalidAttachment when one is not theirs). */
export async function claimAttachments(tx: Tx, actor: Actor, ids: number[], emailId: number) {
  const unique = [...new Set(ids)];
  const rows = await lockUnclaimedUploads(tx, actor, unique);
  if (rows.length !== unique.length) throw invalidAttachment();
  await claimUploads(tx, actor.customerId, unique, emailId);
}

/** A forward carries the mail's attachment: a row of its own over the same stored file. */
export async function copyAttachments(tx: Tx, customerId: number, fromEmailId: number, toEmailId: number) {
  for (const row of await findEmailDocuments(tx, customerId, fromEmailId)) {
    const { id: _id, emailId: _emailId, ...file } = row;
    await insertEmailDocument(tx, { ...file, emailId: toEmailId });
  }
}

/** A mail's attachments as the outbox carries them to the dispatcher. */
export async function mailAttachmentsOf(
  tx: Tx,
  customerId: number,
  emailId: number,
): Promise<MailAttachment[]> {
  const rows = await findEmailDocuments(tx, customerId, emailId);
  return rows.map((row) => ({
    storageKey: row.storageKey,
    fileName: row.fileName,
    contentType: row.contentType,
  }));
}
