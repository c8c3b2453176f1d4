import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP ASVS minimums or above: 19 MiB memory, 2 iterations, 1 lane.
 * Algorithm 2 is argon2id in @node-rs/argon2.
 */
const argonOptions = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to compare against when no user matches, so timing does not reveal who exists. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-Never-Used!');
  return decoy;
}

/** A random 256-bit token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a database leak does not hand out sessions. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
