import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { envelopeFileType, envelopeRules } from '@procura/contract';
import { PDFDocument } from 'pdf-lib';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type IncomingFile, openFile, removeFile, storeFile } from '../documents/index.ts';

/**
 * An envelope's files (000 §5, §9): PDF, DOC, DOCX, ODT, RTF or TXT, 10 MB each and 25 MB together.
 * A PDF is signed in place; the others are converted to PDF where LibreOffice is installed
 * (`soffice` on the PATH) and otherwise attached as they are, with no fields on them.
 */

const run = promisify(execFile);

export type StoredEnvelopeFile = {
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
  sha256: string;
  pdfStorageKey: string | null;
  pageCount: number | null;
  converted: boolean;
};

async function pagesOf(bytes: Buffer): Promise<number | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: false, updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}

let officeChecked: Promise<string | null> | null = null;

/** The LibreOffice command when one is installed, looked up once. */
function office(): Promise<string | null> {
  officeChecked ??= (async () => {
    for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
      for (const name of ['soffice', 'libreoffice']) {
        const candidate = path.join(dir, name);
        if (
          await access(candidate).then(
            () => true,
            () => false,
          )
        )
          return candidate;
      }
    }
    return null;
  })();
  return officeChecked;
}

/** The document converted to PDF bytes by LibreOffice, or null when it is not installed or fails. */
async function convertToPdf(bytes: Buffer, fileName: string): Promise<Buffer | null> {
  const command = await office();
  if (!command) return null;
  const folder = await mkdtemp(path.join(tmpdir(), 'procura-convert-'));
  try {
    const source = path.join(folder, `source${path.extname(fileName).toLowerCase()}`);
    await writeFile(source, bytes);
    await run(command, ['--headless', '--convert-to', 'pdf', '--outdir', folder, source], {
      timeout: 120_000,
    });
    return await readFile(path.join(folder, 'source.pdf'));
  } catch {
    return null;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Stores an upload for an envelope: its type checked by name, 10 MB at most (the multipart limit
 * cuts it: 413 attachmentTooLargeEnvelope), 25 MB with the envelope's other files; its SHA-256 for
 * the certificate; the PDF that will be signed and its pages.
 */
export async function storeEnvelopeFile(
  dataDir: string,
  place: { customerId: number; tenderId: number },
  file: IncomingFile,
  envelopeBytesSoFar: number,
): Promise<StoredEnvelopeFile> {
  const type = envelopeFileType(file.fileName);
  if (!type) {
    file.stream.resume();
    throw badRequest({ key: 'envelopeFileTypeInvalid', params: { field: 'file' } });
  }
  const stored = await storeFile(dataDir, place, file).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 413)
      throw new AppError(413, 'attachmentTooLargeEnvelope');
    throw error;
  });
  try {
    if (
      stored.size > envelopeRules.maxFileBytes ||
      envelopeBytesSoFar + stored.size > envelopeRules.maxEnvelopeBytes
    ) {
      throw new AppError(413, 'attachmentTooLargeEnvelope');
    }
    const bytes = await readBytes(dataDir, stored.storageKey);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (type === 'pdf') {
      const pageCount = await pagesOf(bytes);
      if (pageCount === null) throw badRequest({ key: 'envelopeFileTypeInvalid', params: { field: 'file' } });
      return {
        fileName: file.fileName,
        contentType: 'application/pdf',
        size: stored.size,
        storageKey: stored.storageKey,
        sha256,
        pdfStorageKey: stored.storageKey,
        pageCount,
        converted: false,
      };
    }
    const pdf = await convertToPdf(bytes, file.fileName);
    const pdfKey = pdf ? await writeDerived(dataDir, stored.storageKey, pdf) : null;
    return {
      fileName: file.fileName,
      contentType: stored.contentType,
      size: stored.size,
      storageKey: stored.storageKey,
      sha256,
      pdfStorageKey: pdfKey,
      pageCount: pdf ? await pagesOf(pdf) : null,
      converted: pdf !== null,
    };
  } catch (error) {
    await removeFile(dataDir, stored.storageKey);
    throw error;
  }
}

/** A stored file's bytes (envelope files are small: 10 MB at most). */
export async function readBytes(dataDir: string, storageKey: string): Promise<Buffer> {
  const { stream } = await openFile(dataDir, storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Writes bytes made from a stored file (its PDF conversion, a signed PDF) beside it. */
export async function writeDerived(dataDir: string, besideKey: string, bytes: Buffer): Promise<string> {
  const key = `${besideKey}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.pdf`;
  const full = path.join(dataDir, 'files', key);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, bytes);
  return key;
}
