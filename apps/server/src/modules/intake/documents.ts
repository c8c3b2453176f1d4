import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  cleanFileName,
  type IntakeUpload,
  intakeExtensionOf,
  intakeFileRules,
  intakeFormatOf,
  isIntakeFileName,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { streamUpload } from '../../platform/uploads.ts';
import { type IncomingFile, openFile, removeFile, uploadError } from '../documents/index.ts';
import { type IntakePlace, requireOpenIntake } from './public-context.ts';
import { insertIntakeDocument } from './upload-queries.ts';

/**
 * The documents a requester attaches (issue 24 §1; 000 §3). The form uploads each as it is chosen,
 * before there is a request: the file streams to DATA_DIR/files/intake/<agency>/<random> and is
 * kept only when its first bytes are those of the format its name says. The answer's token is the
 * sender's proof: the submission claims the document with it, and only its hash is stored, so the
 * table gives nobody a way to claim another's file. Documents nobody claims are swept a day later.
 */

const contentTypes: Record<string, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The stored form of an upload token: its SHA-256, hex. */
export function hashUploadToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const fileTooLarge = () =>
  new AppError(413, {
    key: 'intakeFileTooLarge',
    params: { max: `${intakeFileRules.maxBytes / 1024 / 1024} MB` },
  });
const formatInvalid = () => badRequest({ key: 'intakeFileFormatInvalid', params: { field: 'file' } });

/** Streams the file to disk, judged by its first bytes; refused files leave nothing behind. */
async function storeIntakeFile(dataDir: string, customerId: number, fileName: string, file: IncomingFile) {
  const storageKey = path.posix.join('intake', String(customerId), randomBytes(18).toString('base64url'));
  const target = path.join(dataDir, 'files', storageKey);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.part`;
  const received = await streamUpload(file.stream, partial, {
    headBytes: intakeFileRules.headBytes,
    accept: (head) => intakeFormatOf(fileName, head) !== null,
  }).catch((error: unknown) => {
    throw uploadError(error);
  });
  if (file.truncated()) {
    await rm(partial, { force: true });
    throw fileTooLarge();
  }
  if (received.size === 0) {
    await rm(partial, { force: true });
    throw badRequest('documentFileEmpty');
  }
  if (!received.accepted) throw formatInvalid();
  await rename(partial, target);
  return { storageKey, size: received.size };
}

/**
 * POST api/intake/documents?customerId&nodeId: one Word, Excel, PDF, JPEG or PNG file of at most
 * 25 MB, checked by content. Answers the document and the token that claims it on submit.
 */
export async function uploadIntakeDocument(
  ctx: AppContext,
  place: IntakePlace,
  file: IncomingFile | null,
): Promise<IntakeUpload> {
  // Refused before a byte is stored: the multipart reader drains the file the handler leaves.
  await inTenant(ctx.db, place.customerId, (tx) => requireOpenIntake(tx, place));
  if (!file) throw badRequest({ key: 'documentFileRequired', params: { field: 'file' } });
  const fileName = cleanFileName(file.fileName);
  if (!fileName || !isIntakeFileName(fileName)) throw formatInvalid();
  const stored = await storeIntakeFile(ctx.config.dataDir, place.customerId, fileName, file);
  const uploadToken = randomBytes(32).toString('base64url');
  try {
    const row = await inTenant(ctx.db, place.customerId, async (tx) => {
      await requireOpenIntake(tx, place);
      return insertIntakeDocument(tx, {
        ...place,
        intakeRequestId: null,
        uploadTokenHash: hashUploadToken(uploadToken),
        storageKey: stored.storageKey,
        fileName,
        size: stored.size,
        contentType: contentTypes[intakeExtensionOf(fileName)] ?? 'application/octet-stream',
        createdAt: ctx.clock.now(),
      });
    });
    return {
      id: row.id,
      fileName: row.fileName,
      size: row.size,
      contentType: row.contentType,
      dateCreatedUtc: row.createdAt.toISOString(),
      uploadToken,
    };
  } catch (error) {
    // Intake was turned off while the file arrived: keep no file without its row.
    await removeFile(ctx.config.dataDir, stored.storageKey);
    throw error;
  }
}

/**
 * A stored intake document as a stream with its size (404 fileNotFound when missing on disk).
 * Intake keys live under DATA_DIR/files like the bid documents', so the documents area opens them.
 */
export function openIntakeDocument(
  dataDir: string,
  storageKey: string,
): Promise<{ stream: Readable; size: number }> {
  return openFile(dataDir, storageKey);
}
