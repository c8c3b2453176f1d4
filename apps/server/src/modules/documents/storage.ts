import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { streamUpload } from '../../platform/uploads.ts';
import { isEncryptedPdf, isPdf, pdfHeadBytes, pdfTailBytes } from './pdf.ts';

/**
 * Bid document files on disk, under DATA_DIR/files/documents/<agency>/<source>/<random>. The
 * stored name is random, never the uploaded one, so no file name can reach outside its folder;
 * the table keeps the key (relative to DATA_DIR/files) and the name people gave the file.
 */

/** A file arriving in a request, read once as a stream. */
export type IncomingFile = {
  fileName: string;
  stream: Readable;
  /** Whether the multipart parser cut the file at the size limit (1 GB). */
  truncated(): boolean;
};

/**
 * Where a file is kept: its source's folder, a supplier's (DATA_DIR/files/vendors/<agency>/<supplier>),
 * or the agency's mail attachments (DATA_DIR/files/email/<agency>, issue 25).
 */
export type FilePlace =
  | { customerId: number; tenderId: number }
  | { customerId: number; vendorId: number }
  | { customerId: number; folder: 'email' };

function folderOf(place: FilePlace): string[] {
  if ('tenderId' in place) return ['documents', String(place.customerId), String(place.tenderId)];
  if ('vendorId' in place) return ['vendors', String(place.customerId), String(place.vendorId)];
  return [place.folder, String(place.customerId)];
}

export type StoredFile = { storageKey: string; size: number; contentType: string; isSecuredPdf: boolean };

const extensionTypes: Record<string, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  rtf: 'application/rtf',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  dwg: 'application/acad',
};

/**
 * The content type a file is served with. Only the content makes a PDF (browsers preview those
 * inline); anything else is named by its extension and always downloaded, so a misleading
 * extension can at worst mislabel a download.
 */
function contentTypeOf(fileName: string, head: Buffer): string {
  if (isPdf(head)) return 'application/pdf';
  const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  return extensionTypes[extension] ?? 'application/octet-stream';
}

function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** The absolute path of a storage key, refusing any key that would leave the files folder. */
function pathOf(dataDir: string, storageKey: string): string {
  const root = filesDir(dataDir);
  const full = path.resolve(root, storageKey);
  if (!full.startsWith(`${root}${path.sep}`)) throw notFound();
  return full;
}

/** Errors of the disk, not of the request: the client is not to blame and may try again later. */
const storageFullCodes = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/** Whether writing failed because the disk (or the process's file size limit) is full. */
export function isStorageFull(error: unknown): boolean {
  return storageFullCodes.has(String((error as { code?: unknown } | null)?.code ?? ''));
}

/**
 * Upload failures in the catalogue's words: the file limit is documentTooLarge, the parser's other
 * limits 413, a full disk 507 storageFull, a broken or interrupted request 400 documentUploadFailed.
 */
export function uploadError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'documentTooLarge');
  if (isStorageFull(error)) return new AppError(507, 'storageFull');
  if (statusCode === 413) return new AppError(413, 'payloadTooLarge');
  return badRequest('documentUploadFailed');
}

/**
 * Streams an upload to disk, never holding it in memory: past 1 GB it answers 413
 * documentTooLarge, an empty file 400 documentFileEmpty, and neither leaves anything behind.
 */
export async function storeFile(dataDir: string, place: FilePlace, file: IncomingFile): Promise<StoredFile> {
  const storageKey = path.posix.join(...folderOf(place), randomBytes(18).toString('base64url'));
  const target = pathOf(dataDir, storageKey);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.part`;
  const received = await streamUpload(file.stream, partial, {
    headBytes: pdfHeadBytes,
    tailBytes: pdfTailBytes,
    accept: () => true,
  }).catch((error: unknown) => {
    throw uploadError(error);
  });
  if (file.truncated()) {
    await rm(partial, { force: true });
    throw new AppError(413, 'documentTooLarge');
  }
  if (received.size === 0) {
    await rm(partial, { force: true });
    throw badRequest('documentFileEmpty');
  }
  await rename(partial, target);
  return {
    storageKey,
    size: received.size,
    contentType: contentTypeOf(file.fileName, received.head),
    isSecuredPdf: isEncryptedPdf(received.head, received.tail),
  };
}

/** Removes a stored file; a file already gone is not an error (removal is the goal). */
export async function removeFile(dataDir: string, storageKey: string): Promise<void> {
  await rm(pathOf(dataDir, storageKey), { force: true });
}

/** A stored file as a stream with its size; 404 fileNotFound when it is missing on disk. */
export async function openFile(
  dataDir: string,
  storageKey: string,
): Promise<{ stream: Readable; size: number }> {
  const full = pathOf(dataDir, storageKey);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw new AppError(404, 'fileNotFound');
  return { stream: createReadStream(full), size: info.size };
}
