import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { readZip } from '../../test/zip-reader.ts';
import { createZip, safeEntryName } from './zip.ts';

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

  it('writes the Zip64 end records past 65,535 entries', async () => {
    const file = path.join(folder, 'many.zip');
    const zip = createZip(file, new Date('2026-03-03T12:00:00Z'), { level: 1 });
    const count = 65_600;
    for (let n = 0; n < count; n++) await zip.add(`e${n}`, Buffer.from(String(n)));
    await zip.finish();
    const bytes = readFileSync(file);
    const end = bytes.length - 22;
    expect(bytes.readUInt16LE(end + 10)).toBe(0xffff);
    expect(bytes.readUInt32LE(end - 20)).toBe(0x07064b50);
    const entries = readZip(bytes);
    expect(entries.size).toBe(count);
    expect(entries.get(`e${count - 1}`)?.toString()).toBe(String(count - 1));
  }, 60_000);

  it('keeps names inside the archive and free of characters Windows refuses', () => {
    expect(safeEntryName('/abs/./a:b*?.txt')).toBe('abs/a_b__.txt');
    expect(safeEntryName('..\\x\u0001y')).toBe('.._x_y');
  });
});
