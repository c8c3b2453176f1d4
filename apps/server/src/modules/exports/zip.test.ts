import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createZip, safeEntryName } from './zip.ts';
import { readZip } from './zip-reader.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'procura-zip-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('zip writer', () => {
  it('streams entries that read back byte for byte, with unique safe names', async () => {
    const file = path.join(folder, 'a.zip');
    const zip = createZip(file, new Date('2026-03-03T12:00:00Z'));
    const big = randomBytes(3 * 1024 * 1024);
    await zip.add('Submission.pdf', Buffer.from('%PDF-1.7 hello'));
    await zip.add('Files/Bid bond - bond.txt', Readable.from([big.subarray(0, 1000), big.subarray(1000)]));
    await zip.add('Files/Bid bond - bond.txt', Buffer.from('second'));
    await zip.add('../../etc/passwd', Buffer.alloc(0));
    await zip.finish();
    const entries = readZip(readFileSync(file));
    expect([...entries.keys()]).toEqual([
      'Submission.pdf',
      'Files/Bid bond - bond.txt',
      'Files/Bid bond - bond (2).txt',
      'etc/passwd',
    ]);
    expect(entries.get('Files/Bid bond - bond.txt')?.equals(big)).toBe(true);
    expect(entries.get('Files/Bid bond - bond (2).txt')?.toString()).toBe('second');
    expect(entries.get('etc/passwd')?.length).toBe(0);
  });

  it('keeps names inside the archive and free of characters Windows refuses', () => {
    expect(safeEntryName('/abs/./a:b*?.txt')).toBe('abs/a_b__.txt');
    expect(safeEntryName('..\\x\u0001y')).toBe('.._x_y');
  });
});
