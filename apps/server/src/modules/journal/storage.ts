import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../platform/context.ts';

/**
 * Journal files live under DATA_DIR/files/journal/<customerId>/<key>: the key is random and the
 * person's file name is kept in the database only, so no name a user types reaches the disk.
 */

const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

export function journalDir(ctx: AppContext, customerId: number): string {
  return path.join(ctx.config.dataDir, 'files', 'journal', String(customerId));
}

export function newStorageKey(): string {
  return randomBytes(18).toString('base64url');
}

/** The path of a stored file, or null for a key that is not one of ours. */
export function storedPath(ctx: AppContext, customerId: number, key: string): string | null {
  return keyPattern.test(key) ? path.join(journalDir(ctx, customerId), key) : null;
}

export async function removeStoredFiles(ctx: AppContext, customerId: number, keys: string[]) {
  for (const key of keys) {
    const file = storedPath(ctx, customerId, key);
    if (file) await rm(file, { force: true });
  }
}

/** A file name safe to store and to send back: no folders, no control characters, at most 255. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we remove.
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'file').slice(0, 255);
}

/** The declared content type when it looks like one; otherwise a plain byte stream. */
export function cleanContentType(type: string | undefined): string {
  return type && /^[\w.+-]+\/[\w.+-]+$/.test(type) ? type.toLowerCase() : 'application/octet-stream';
}
