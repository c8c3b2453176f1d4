import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { tenderSealKeys, tenders } from '../db/schema/index.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { AppError } from './errors.ts';
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

export type SealedPart = 'price' | 'submission';

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
export async function isUnsealed(tx: Tx, ref: TenderRef, part: SealedPart): Promise<boolean> {
  const [row] = await tx
    .select({ price: tenders.priceUnsealedAt, submission: tenders.submissionUnsealedAt })
    .from(tenders)
    .where(and(eq(tenders.customerId, ref.customerId), eq(tenders.id, ref.tenderId)));
  return row?.[part] != null;
}

/**
 * Decrypts one part for a reader: a supplier reads only its own submission; the agency only a
 * part its source has unsealed (else 403 submissionSealed, and nothing is decrypted).
 */
export async function openSealed(
  tx: Tx,
  ctx: AppContext,
  submission: { customerId: number; tenderId: number; vendorId: number | null },
  reader: SealedReader,
  part: SealedPart,
  sealed: string,
): Promise<Buffer> {
  const ref = { customerId: submission.customerId, tenderId: submission.tenderId };
  const allowed =
    reader.kind === 'supplier' ? submission.vendorId === reader.vendorId : await isUnsealed(tx, ref, part);
  if (!allowed) throw new AppError(403, 'submissionSealed');
  return decrypt(await dataKeyOf(tx, ctx, ref), sealed);
}

/** The receipt's SHA-256 (hex) of what was submitted: the two parts' plaintexts in order. */
export function receiptHash(price: Buffer, submission: Buffer): string {
  return createHash('sha256')
    .update(String(price.length))
    .update(':')
    .update(price)
    .update(submission)
    .digest('hex');
}
