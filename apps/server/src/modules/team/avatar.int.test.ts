import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { csrfHeader, csrfHeaderValue } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';

/** A real PNG: signature, IHDR, one zlib-compressed scanline per row, IEND, each chunk with its CRC. */
function png(width = 2, height = 2): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real 1x1 greyscale baseline JPEG (SOI, APP0, DQT, SOF0, the standard luminance DHTs, SOS with
 * one block: DC difference 0 and end-of-block, EOI): it decodes to one mid-grey pixel.
 */
const jpeg = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f002bffd9',
  'hex',
);

function multipart(fileName: string | null, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----procura${randomBytes(8).toString('hex')}`;
  const part = fileName
    ? `Content-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}`
    : 'Content-Disposition: form-data; name="note"';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\n${part}\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [csrfHeader]: csrfHeaderValue },
  };
}

type Member = { id: number; avatarUrl: string | null };

describe.each(databaseKinds())('avatars on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-avatars-'));
    t = await createTestApp(kind, { config: { dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const userId = (email: string) => t.seed.demoUsers.get(email) ?? 0;
  const avatarDir = () => path.join(dataDir, 'files', 'avatars', String(t.seed.demoCustomerId));
  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const upload = async (
    caller: { cookie: string; tenantPath: string },
    targetId: number,
    fileName: string | null,
    content: Buffer,
  ) => {
    const body = multipart(fileName, content);
    return t.app.inject({
      method: 'POST',
      url: `${caller.tenantPath}/Users/Upload?userId=${targetId}`,
      headers: { ...body.headers, cookie: caller.cookie },
      payload: body.payload,
    });
  };

  it('accepts a real PNG and JPEG, stores them under the agency and serves them back', async () => {
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const buyerId = userId('buyer@demo.procura.local');
    const image = png();
    const stored = await upload(admin, buyerId, 'me.PNG', image);
    expect(stored.statusCode, stored.body).toBe(200);
    const avatarUrl = valuesOf<Member>(stored)[0]?.avatarUrl ?? '';
    expect(avatarUrl).toMatch(
      new RegExp(
        `^/api/v1/customer/${t.seed.demoCustomerId}/node/\\d+/Users/Avatar\\?userId=${buyerId}&file=${buyerId}-[\\w-]+\\.png$`,
      ),
    );
    expect(readdirSync(avatarDir())).toEqual([avatarUrl.split('file=')[1]]);

    // Anyone of the agency sees avatars, even without the team permission.
    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    const served = await t.app.inject({
      method: 'GET',
      url: avatarUrl,
      headers: { cookie: evaluator.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);

    for (const name of ['photo.jpg', 'photo.jpeg']) {
      const response = await upload(admin, buyerId, name, jpeg);
      expect(response.statusCode, response.body).toBe(200);
      const url = valuesOf<Member>(response)[0]?.avatarUrl ?? '';
      const again = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(again.headers['content-type']).toBe('image/jpeg');
      expect(again.rawPayload.equals(jpeg)).toBe(true);
    }
    // Each upload replaced the previous file.
    expect(readdirSync(avatarDir())).toHaveLength(1);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'user', buyerId);
    expect(trail.filter((e) => e.action === 'user.avatarChanged')).toHaveLength(3);
    expect(trail.at(-1)?.after).toMatchObject({ bytes: jpeg.length });

    // Another agency cannot read it.
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const foreign = await t.app.inject({
      method: 'GET',
      url: avatarUrl,
      headers: { cookie: northwind.cookie },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses files that are not what their name says, and names that are not images', async () => {
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const leadId = userId('lead@demo.procura.local');
    const cases: [string, Buffer][] = [
      ['avatar.png', Buffer.from('this is not an image at all, just text pretending')],
      ['avatar.jpg', png()],
      ['avatar.png', jpeg],
      ['avatar.gif', png()],
      ['avatar', jpeg],
      ['avatar.png', Buffer.alloc(0)],
      ['avatar.png', Buffer.from([0x89, 0x50, 0x4e])],
    ];
    for (const [name, content] of cases) {
      const response = await upload(admin, leadId, name, content);
      expect(response.statusCode, `${name} ${content.length}`).toBe(400);
      expect(keys(response)).toBe('userInvalidImageFormat');
    }
    expect(
      existsSync(avatarDir()) ? readdirSync(avatarDir()).filter((f) => f.startsWith(`${leadId}-`)) : [],
    ).toEqual([]);
  });

  it('refuses a file one byte over 2 MB with 413, and takes one of exactly 2 MB', async () => {
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const leadId = userId('lead@demo.procura.local');
    const limit = 2 * 1024 * 1024;
    const padded = (size: number) => Buffer.concat([png(), Buffer.alloc(size - png().length)]);
    const over = await upload(admin, leadId, 'big.png', padded(limit + 1));
    expect(over.statusCode).toBe(413);
    expect(keys(over)).toBe('avatarTooLarge');
    expect(readdirSync(avatarDir()).some((f) => f.startsWith(`${leadId}-`))).toBe(false);
    const exact = await upload(admin, leadId, 'big.png', padded(limit));
    expect(exact.statusCode).toBe(200);
  });

  it('lets users change their own avatar without the team right, but nobody else’s', async () => {
    const buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    const own = await upload(buyer, buyer.info.user.id, 'me.png', png());
    expect(own.statusCode, own.body).toBe(200);
    const others = await upload(buyer, userId('lead@demo.procura.local'), 'them.png', png());
    expect(others.statusCode).toBe(403);
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    expect((await upload(admin, 999999, 'x.png', png())).statusCode).toBe(404);
    const northwindAdmin = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await upload(admin, northwindAdmin.info.user.id, 'x.png', png())).statusCode).toBe(404);
  });

  it('answers 4xx to uploads that are not a multipart file, and 404 for users without an avatar', async () => {
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const id = userId('evaluator@demo.procura.local');
    const json = await admin.call('POST', `/Users/Upload?userId=${id}`, { file: 'avatar.png' });
    expect(json.statusCode).toBe(415);
    const noFile = await upload(admin, id, null, Buffer.from('just a field'));
    expect(noFile.statusCode).toBe(400);
    expect(keys(noFile)).toBe('requiredField');
    const broken = await t.app.inject({
      method: 'POST',
      url: `${admin.tenantPath}/Users/Upload?userId=${id}`,
      headers: {
        'content-type': 'multipart/form-data; boundary=xyz',
        [csrfHeader]: csrfHeaderValue,
        cookie: admin.cookie,
      },
      payload: 'garbage without any boundary',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const none = await admin.call('GET', `/Users/Avatar?userId=${id}`);
    expect(none.statusCode).toBe(404);
  });
});
