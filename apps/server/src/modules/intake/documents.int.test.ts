import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type IntakeSubmission, type IntakeUpload, intakeFileRules } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../../../test/harness.ts';
import { type FilePart, multipartBody, streamedMultipartBody } from '../../../test/multipart.ts';
import { intakeDocuments, intakeRequests, nodes, users } from '../../db/schema/index.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import { openIntakeDocument } from './documents.ts';
import { sweepIntakeDocuments } from './jobs.ts';
import { writeIntakeSettings } from './settings-queries.ts';

type Place = { customerId: number; nodeId: number };

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const hour = 60 * 60 * 1000;

/** Turns intake on for the agency's tender node; answers the link's place. */
async function openIntake(t: TestApp, customerId: number): Promise<Place> {
  const [node] = await asSystem(t.database.db, (tx) =>
    tx
      .select({ id: nodes.id })
      .from(nodes)
      .where(and(eq(nodes.customerId, customerId), eq(nodes.kind, 'tender'))),
  );
  const [admin] = await asSystem(t.database.db, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.customerId, customerId)).limit(1),
  );
  if (!node || !admin) throw new Error('no tender node or user');
  const settings = {
    enableIntake: true,
    enableIntakeEssentials: false,
    guide: '',
    departmentIds: [],
    notifyUserIds: [],
  };
  await inTenant(t.database.db, customerId, (tx) =>
    writeIntakeSettings(tx, customerId, node.id, admin.id, settings),
  );
  return { customerId, nodeId: node.id };
}

describe.each(databaseKinds())('intake: uploaded documents on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let demo: Place;
  let northwind: Place;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-intake-'));
    t = await createTestApp(kind, { config: { dataDir } });
    demo = await openIntake(t, t.seed.demoCustomerId);
    northwind = await openIntake(t, t.seed.northwindCustomerId);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const query = (place: Place) => `customerId=${place.customerId}&nodeId=${place.nodeId}`;
  const upload = (place: Place, file?: FilePart) => {
    const body = multipartBody({}, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/intake/documents?${query(place)}`,
      headers: body.headers,
      payload: body.payload,
    });
  };
  const uploaded = async (place: Place, file: FilePart) => {
    const response = await upload(place, file);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as IntakeUpload;
  };
  const storedFiles = (customerId: number) => {
    const dir = path.join(dataDir, 'files', 'intake', String(customerId));
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const documentRows = () => asSystem(t.database.db, (tx) => tx.select().from(intakeDocuments));
  const submit = (place: Place, documentTokens: string[]) => {
    const body: IntakeSubmission = {
      ...place,
      contactDetails: { firstName: 'Robin', lastName: 'Hale', email: 'robin.hale@example.com' },
      projectDetail: { projectName: 'Bridge inspection' },
      documentTokens,
    };
    return t.app.inject({ method: 'POST', url: '/api/v1/intake', headers: jsonHeaders, payload: body });
  };

  it('keeps a PDF and a PNG checked by content, without a session', async () => {
    const first = await uploaded(demo, { fileName: 'Scope.pdf', content: pdf });
    expect(first).toMatchObject({ fileName: 'Scope.pdf', size: pdf.length, contentType: 'application/pdf' });
    expect(first.uploadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await uploaded(demo, { fileName: 'C:\\photos\\Site.PNG', content: png });
    expect(second).toMatchObject({ fileName: 'Site.PNG', contentType: 'image/png' });

    const rows = await documentRows();
    const row = rows.find((r) => r.id === first.id);
    expect(row).toMatchObject({ customerId: demo.customerId, nodeId: demo.nodeId, intakeRequestId: null });
    // Only the token's hash is kept.
    expect(row?.uploadTokenHash).not.toBe(first.uploadToken);
    expect(row?.storageKey).toMatch(new RegExp(`^intake/${demo.customerId}/`));
    const opened = await openIntakeDocument(dataDir, row?.storageKey ?? '');
    opened.stream.destroy();
    expect(opened.size).toBe(pdf.length);
  });

  it('refuses a file that is not what its name says, or not an allowed format, keeping nothing', async () => {
    const [files, rows] = [storedFiles(demo.customerId), (await documentRows()).length];
    const cases: [FilePart, number, string][] = [
      [
        { fileName: 'Scope.pdf', content: Buffer.from('#!/bin/sh\necho not a pdf\n') },
        400,
        'intakeFileFormatInvalid',
      ],
      [{ fileName: 'Photo.png', content: pdf }, 400, 'intakeFileFormatInvalid'],
      [{ fileName: 'tool.exe', content: Buffer.from('MZ\x90\x00') }, 400, 'intakeFileFormatInvalid'],
      [{ fileName: 'noextension', content: pdf }, 400, 'intakeFileFormatInvalid'],
      [{ fileName: 'Empty.pdf', content: Buffer.alloc(0) }, 400, 'documentFileEmpty'],
    ];
    for (const [file, status, key] of cases) {
      const response = await upload(demo, file);
      expect(response.statusCode, file.fileName).toBe(status);
      expect(keys(response), file.fileName).toBe(key);
    }
    const missing = await upload(demo);
    expect(missing.statusCode).toBe(400);
    expect(keys(missing)).toBe('documentFileRequired');
    expect(storedFiles(demo.customerId)).toEqual(files);
    expect((await documentRows()).length).toBe(rows);
  });

  it('refuses a file over 25 MB with 413, keeping nothing', async () => {
    const [files, rows] = [storedFiles(demo.customerId), (await documentRows()).length];
    const body = streamedMultipartBody({}, 'Huge.pdf', intakeFileRules.maxBytes + 1);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/intake/documents?${query(demo)}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(keys(response)).toBe('intakeFileTooLarge');
    expect(response.json()).toEqual(['The file is larger than 25 MB.']);
    expect(storedFiles(demo.customerId)).toEqual(files);
    expect((await documentRows()).length).toBe(rows);
  });

  it('refuses uploads to a link without ids or with intake off', async () => {
    const body = multipartBody({}, { fileName: 'Scope.pdf', content: pdf });
    const noIds = await t.app.inject({
      method: 'POST',
      url: '/api/v1/intake/documents',
      headers: body.headers,
      payload: body.payload,
    });
    expect(noIds.statusCode).toBe(400);
    expect(keys(noIds)).toBe('intakeIdsRequired');
    const wrongNode = await upload(
      { customerId: demo.customerId, nodeId: northwind.nodeId },
      { fileName: 'Scope.pdf', content: pdf },
    );
    expect(wrongNode.statusCode).toBe(404);
    expect(keys(wrongNode)).toBe('intakeUnavailable');
  });

  it('lets a submission claim its uploads, each token once and only in its own agency', async () => {
    const scope = await uploaded(demo, { fileName: 'Scope.pdf', content: pdf });
    const photo = await uploaded(demo, { fileName: 'Site.png', content: png });
    const theirs = await uploaded(northwind, { fileName: 'Theirs.pdf', content: pdf });
    const requestsBefore = await asSystem(t.database.db, (tx) => tx.select().from(intakeRequests));

    // Refused whole: a token of another agency, a token sent twice, a token that names nothing.
    for (const tokens of [
      [scope.uploadToken, theirs.uploadToken],
      [scope.uploadToken, scope.uploadToken],
      [scope.uploadToken, 'no-such-token'],
    ]) {
      const refused = await submit(demo, tokens);
      expect(refused.statusCode).toBe(400);
      expect(keys(refused)).toBe('intakeDocumentInvalid');
    }
    expect(await asSystem(t.database.db, (tx) => tx.select().from(intakeRequests))).toHaveLength(
      requestsBefore.length,
    );

    const accepted = await submit(demo, [scope.uploadToken, photo.uploadToken]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const id = Number((accepted.json() as { reference: string }).reference.slice(3));
    const claimed = (await documentRows()).filter((r) => r.intakeRequestId === id).map((r) => r.id);
    expect(claimed.sort()).toEqual([scope.id, photo.id].sort());

    const again = await submit(demo, [scope.uploadToken]);
    expect(again.statusCode).toBe(400);
    expect(keys(again)).toBe('intakeDocumentInvalid');
    // Northwind's own form may still claim its document.
    expect((await submit(northwind, [theirs.uploadToken])).statusCode).toBe(200);
  });

  it('sweeps uploads no request claimed within a day, files and rows, and keeps claimed ones', async () => {
    const stale = await uploaded(demo, { fileName: 'Forgotten.pdf', content: pdf });
    const kept = await uploaded(demo, { fileName: 'Sent.pdf', content: pdf });
    expect((await submit(demo, [kept.uploadToken])).statusCode).toBe(200);
    const keyOf = async (id: number) => (await documentRows()).find((r) => r.id === id)?.storageKey ?? '';
    const [staleKey, keptKey] = [await keyOf(stale.id), await keyOf(kept.id)];
    const onDisk = (key: string) => existsSync(path.join(dataDir, 'files', key));
    expect(onDisk(staleKey)).toBe(true);

    const now = t.clock.now().getTime();
    expect(await sweepIntakeDocuments(t.ctx, new Date(now + 23 * hour))).toBe(0);
    expect(onDisk(staleKey)).toBe(true);

    const swept = await sweepIntakeDocuments(t.ctx, new Date(now + 25 * hour));
    expect(swept).toBeGreaterThanOrEqual(1);
    const rows = await documentRows();
    expect(rows.some((r) => r.id === stale.id)).toBe(false);
    expect(onDisk(staleKey)).toBe(false);
    expect(rows.some((r) => r.id === kept.id)).toBe(true);
    expect(onDisk(keptKey)).toBe(true);
    // Nothing unclaimed and old is left, in any agency.
    expect(rows.filter((r) => r.intakeRequestId === null)).toEqual([]);
  });
});
