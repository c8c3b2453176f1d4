import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { insertProject } from '../../test/projects.ts';
import { tenderSealKeys, tenders } from '../db/schema/index.ts';
import {
  fileSealer,
  openSealed,
  openSealedFile,
  receiptHash,
  SealedFileTooLarge,
  sealPart,
} from './sealing.ts';
import { asSystem } from './tenancy.ts';

describe.each(databaseKinds())('sealing on %s', (kind) => {
  let t: TestApp;
  let ref: { customerId: number; tenderId: number };
  let other: { customerId: number; tenderId: number };
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    const at = { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id };
    ref = { customerId: at.customerId, tenderId: (await insertProject(t, at)).tenderId };
    other = { customerId: at.customerId, tenderId: (await insertProject(t, at)).tenderId };
    folder = await mkdtemp(path.join(tmpdir(), 'procura-sealing-'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const supplier = { kind: 'supplier', vendorId: 7 } as const;
  const submission = () => ({ ...ref, vendorId: 7, status: 'complete' });
  const run = <T>(work: Parameters<typeof asSystem<T>>[1]) => asSystem(t.database.db, work);

  it('opens a part for its supplier, refuses another supplier, and the agency while sealed', async () => {
    const sealed = await run((tx) => sealPart(tx, t.ctx, ref, Buffer.from('{"price":"123.45"}')));
    expect(sealed).not.toContain('123.45');
    const opened = await run((tx) => openSealed(tx, t.ctx, submission(), supplier, 'price', sealed));
    expect(opened.toString()).toBe('{"price":"123.45"}');
    await expect(
      run((tx) => openSealed(tx, t.ctx, submission(), { kind: 'supplier', vendorId: 8 }, 'price', sealed)),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      run((tx) => openSealed(tx, t.ctx, submission(), { kind: 'agency' }, 'price', sealed)),
    ).rejects.toMatchObject({
      status: 403,
    });
    // Unsealing the price part opens the price to the agency, and not the other part.
    await run((tx) =>
      tx.update(tenders).set({ priceUnsealedAt: t.clock.now() }).where(eq(tenders.id, ref.tenderId)),
    );
    expect(
      (
        await run((tx) => openSealed(tx, t.ctx, submission(), { kind: 'agency' }, 'price', sealed))
      ).toString(),
    ).toBe('{"price":"123.45"}');
    await expect(
      run((tx) => openSealed(tx, t.ctx, submission(), { kind: 'agency' }, 'submission', sealed)),
    ).rejects.toMatchObject({ status: 403 });
    // A draft is no bid: the agency never opens it, unsealed or not; its supplier still does.
    const draft = { ...submission(), status: 'incomplete' };
    await expect(
      run((tx) => openSealed(tx, t.ctx, draft, { kind: 'agency' }, 'price', sealed)),
    ).rejects.toMatchObject({ status: 403 });
    expect((await run((tx) => openSealed(tx, t.ctx, draft, supplier, 'price', sealed))).toString()).toBe(
      '{"price":"123.45"}',
    );
  });

  it('fails on a tampered part and under another source’s key', async () => {
    const sealed = await run((tx) => sealPart(tx, t.ctx, ref, Buffer.from('the bid')));
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    await expect(
      run((tx) => openSealed(tx, t.ctx, submission(), supplier, 'price', bytes.toString('base64'))),
    ).rejects.toThrow();
    await expect(
      run((tx) =>
        openSealed(tx, t.ctx, { ...other, vendorId: 7, status: 'complete' }, supplier, 'price', sealed),
      ),
    ).rejects.toThrow();
    const keys = await run((tx) =>
      tx.select().from(tenderSealKeys).where(eq(tenderSealKeys.customerId, ref.customerId)),
    );
    expect(keys.some((k) => k.wrappedKey.length > 0 && k.tenderId === ref.tenderId)).toBe(true);
  });

  it('seals a file as it streams, hashes its plaintext, opens it for its owner and detects tampering', async () => {
    const content = randomBytes(300_000);
    const target = path.join(folder, 'bid.sealed');
    const sealer = await run((tx) => fileSealer(tx, t.ctx, ref));
    const result = await sealer.sealFile(
      Readable.from([content.subarray(0, 1000), content.subarray(1000)]),
      target,
      1_000_000,
    );
    expect(result.size).toBe(content.length);
    const stored = await readFile(target);
    expect(stored.length).toBe(content.length + 28);
    expect(stored.includes(content.subarray(5000, 5100))).toBe(false);

    const stream = await run((tx) => openSealedFile(tx, t.ctx, submission(), supplier, target));
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    await expect(
      run((tx) => openSealedFile(tx, t.ctx, submission(), { kind: 'agency' }, target)),
    ).rejects.toMatchObject({
      status: 403,
    });

    stored[100] = (stored[100] ?? 0) ^ 1;
    await writeFile(target, stored);
    const tampered = await run((tx) => openSealedFile(tx, t.ctx, submission(), supplier, target));
    await expect(text(tampered)).rejects.toThrow();

    await expect(
      sealer.sealFile(Readable.from([content]), path.join(folder, 'big.sealed'), 1000),
    ).rejects.toBeInstanceOf(SealedFileTooLarge);
  });

  it('hashes the receipt over both parts and the files in order', () => {
    const price = Buffer.from('p');
    const parts = Buffer.from('s');
    expect(receiptHash(price, parts)).toBe(receiptHash(price, parts, []));
    const one = receiptHash(price, parts, [{ fileId: 1, sha256: 'a' }]);
    expect(one).not.toBe(receiptHash(price, parts));
    expect(one).not.toBe(receiptHash(price, parts, [{ fileId: 1, sha256: 'b' }]));
    expect(receiptHash(Buffer.from('ps'), Buffer.from(''))).not.toBe(receiptHash(price, parts));
  });
});
