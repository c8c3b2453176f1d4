import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SealedPartName } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { tenderSealKeys, tenders } from '../db/schema/index.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { AppError, notFound } from './errors.ts';
import type { Tx } from './tenancy.ts';

/**
 * Sealed bids (DESIGN, issue 6 §7): each part of a submission (price, submission) is encrypted
 * with AES-256-GCM under a data key of its source; the data key is stored wrapped by the master
 * key. Reading a part goes through `openSealed`, which refuses the agency until the source has
 * been unsealed for that part. Nothing else in the server decrypts, so no route, export, search or
 * log can hold sealed content earlier.
 */

const ivBytes = 12;
const tagBytes = 16;
const keyBytes = 32;

/** Who reads: the supplier its own submission (any time), or the agency (only once unsealed). */
export type SealedReader = { kind: 'supplier'; vendorId: number } | { kind: 'agency' };

const masterKeys = new WeakMap<Config, { key: Buffer; id: string }>();

/** The master key: PROCURA_MASTER_KEY, else `master.key` under the data directory (made once, 0600). */
export function masterKeyOf(config: Config): { key: Buffer; id: string } {
  const known = masterKeys.get(config);
  if (known) return known;
  let key: Buffer;
  if (config.masterKey) {
    key = Buffer.from(config.masterKey, 'base64');
    if (key.length !== keyBytes) throw new Error('PROCURA_MASTER_KEY must be base64 of 32 bytes');
  } else {
    const file = path.join(config.dataDir, 'master.key');
    if (existsSync(file)) key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    else {
      mkdirSync(config.dataDir, { recursive: true });
      key = randomBytes(keyBytes);
      writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    }
    if (key.length !== keyBytes) throw new Error(`${file} does not hold a 32-byte key`);
  }
  const id = createHash('sha256').update(key).digest('hex').slice(0, 16);
  const entry = { key, id };
  masterKeys.set(config, entry);
  return entry;
}

function encrypt(key: Buffer, plaintext: Buffer): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, sealed: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
  decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
  return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]);
}

type TenderRef = { customerId: number; tenderId: number };

/** The source's data key, made and stored wrapped on first use (a race keeps the first one). */
async function dataKeyOf(tx: Tx, ctx: AppContext, ref: TenderRef): Promise<Buffer> {
  const master = masterKeyOf(ctx.config);
  const where = and(eq(tenderSealKeys.customerId, ref.customerId), eq(tenderSealKeys.tenderId, ref.tenderId));
  let [row] = await tx.select().from(tenderSealKeys).where(where);
  if (!row) {
    await tx
      .insert(tenderSealKeys)
      .values({
        ...ref,
        wrappedKey: encrypt(master.key, randomBytes(keyBytes)),
        masterKeyId: master.id,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing();
    [row] = await tx.select().from(tenderSealKeys).where(where);
  }
  if (!row) throw new Error('sealing key not stored');
  if (row.masterKeyId !== master.id) throw new Error('the master key does not match the one that sealed');
  return decrypt(master.key, row.wrappedKey);
}

/** Encrypts one part of a submission under its source's data key. */
export async function sealPart(tx: Tx, ctx: AppContext, ref: TenderRef, plaintext: Buffer): Promise<string> {
  return encrypt(await dataKeyOf(tx, ctx, ref), plaintext);
}

/** Whether the agency may read a part of the source's submissions now (000 §4: unsealed per part). */
export async function isUnsealed(tx: Tx, ref: TenderRef, part: SealedPartName): Promise<boolean> {
  const [row] = await tx
    .select({ price: tenders.priceUnsealedAt, submission: tenders.submissionUnsealedAt })
    .from(tenders)
    .where(and(eq(tenders.customerId, ref.customerId), eq(tenders.id, ref.tenderId)));
  return row?.[part] != null;
}

/** The submission a sealed part belongs to, as the gate judges it. */
type SealedOwner = { customerId: number; tenderId: number; vendorId: number | null; status: string };

/**
 * Whether the agency may ever read a submission's parts: only a bid handed in. A draft
 * (`incomplete`: never submitted, or sent back by a requirements unlock and not submitted again)
 * is not a bid, and the agency never reads it, unsealed or not.
 */
export const agencyMayRead = (submission: { status: string }) => submission.status !== 'incomplete';

/**
 * Whether a reader may open a part: a supplier its own submission at any time; the agency a part
 * its source has unsealed, of a submission it may read (agencyMayRead).
 */
async function mayOpen(tx: Tx, submission: SealedOwner, reader: SealedReader, part: SealedPartName) {
  if (reader.kind === 'supplier') return submission.vendorId === reader.vendorId;
  if (!agencyMayRead(submission)) return false;
  return isUnsealed(tx, { customerId: submission.customerId, tenderId: submission.tenderId }, part);
}

/**
 * Decrypts one part for a reader `mayOpen` lets read it (else 403 submissionSealed, and nothing is
 * decrypted).
 */
export async function openSealed(
  tx: Tx,
  ctx: AppContext,
  submission: SealedOwner,
  reader: SealedReader,
  part: SealedPartName,
  sealed: string,
): Promise<Buffer> {
  const ref = { customerId: submission.customerId, tenderId: submission.tenderId };
  if (!(await mayOpen(tx, submission, reader, part))) throw new AppError(403, 'submissionSealed');
  return decrypt(await dataKeyOf(tx, ctx, ref), sealed);
}

/**
 * The receipt's SHA-256 (hex) of what was submitted: the two parts' plaintexts in order, then each
 * uploaded file as `\n{fileId}:{sha256 of its plaintext}` in the order the submission part lists
 * them (answers.files), so the hash covers the documents without reading them again.
 */
export function receiptHash(
  price: Buffer,
  submission: Buffer,
  files: readonly { fileId: number; sha256: string }[] = [],
): string {
  const hash = createHash('sha256').update(String(price.length)).update(':').update(price).update(submission);
  for (const file of files) hash.update(`\n${file.fileId}:${file.sha256}`);
  return hash.digest('hex');
}

/** Where a sealed file of a submission lives: its storage key under DATA_DIR/files, never outside. */
export function sealedFilePath(dataDir: string, storageKey: string): string {
  const root = path.join(dataDir, 'files');
  const full = path.resolve(root, storageKey);
  if (!full.startsWith(`${root}${path.sep}`)) throw notFound();
  return full;
}

/** What sealing a file wrote: the bytes received and the SHA-256 (hex) of the plaintext. */
export type SealedFile = { size: number; sha256: string };

/** Seals files of one source: the data key stays inside; nothing else can be asked of it. */
export type FileSealer = {
  /**
   * Encrypts `source` as it streams to `target` (iv | ciphertext | tag, AES-256-GCM), never holding
   * the file in memory, hashing the plaintext on the way. Stops with `tooLarge` past `maxBytes`;
   * a failure leaves no file behind.
   */
  sealFile(source: Readable, target: string, maxBytes: number): Promise<SealedFile>;
};

export class SealedFileTooLarge extends Error {}

/** A sealer for the files of a source's submissions, with the source's data key (made on first use). */
export async function fileSealer(tx: Tx, ctx: AppContext, ref: TenderRef): Promise<FileSealer> {
  const key = await dataKeyOf(tx, ctx, ref);
  return {
    async sealFile(source, target, maxBytes) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plainHash = createHash('sha256');
      let size = 0;
      // iv first, the ciphertext as it comes, the tag once the plaintext has ended.
      const seal = new Transform({
        construct(done) {
          this.push(iv);
          done();
        },
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) return done(new SealedFileTooLarge());
          plainHash.update(chunk);
          done(null, cipher.update(chunk));
        },
        flush(done) {
          this.push(cipher.final());
          done(null, cipher.getAuthTag());
        },
      });
      try {
        await pipeline(source, seal, createWriteStream(target, { mode: 0o600 }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return { size, sha256: plainHash.digest('hex') };
    },
  };
}

/**
 * A sealed file of a submission as a stream of its plaintext, for a reader `openSealed` would let
 * read the part (the submission part: files are part of what a supplier submits). The tag is
 * checked at the end of the stream: a tampered file errors instead of ending.
 */
export async function openSealedFile(
  tx: Tx,
  ctx: AppContext,
  submission: SealedOwner,
  reader: SealedReader,
  file: string,
): Promise<Readable> {
  const ref = { customerId: submission.customerId, tenderId: submission.tenderId };
  if (!(await mayOpen(tx, submission, reader, 'submission'))) throw new AppError(403, 'submissionSealed');
  const key = await dataKeyOf(tx, ctx, ref);
  const { size } = await stat(file);
  if (size < ivBytes + tagBytes) throw new Error('sealed file too short');
  const handle = await open(file, 'r');
  const head = Buffer.alloc(ivBytes);
  const tag = Buffer.alloc(tagBytes);
  try {
    await handle.read(head, 0, ivBytes, 0);
    await handle.read(tag, 0, tagBytes, size - tagBytes);
  } finally {
    await handle.close();
  }
  const decipher = createDecipheriv('aes-256-gcm', key, head);
  decipher.setAuthTag(tag);
  if (size === ivBytes + tagBytes) {
    decipher.end();
    return decipher;
  }
  const body = createReadStream(file, { start: ivBytes, end: size - tagBytes - 1 });
  body.on('error', (error) => decipher.destroy(error));
  return body.pipe(decipher);
}
