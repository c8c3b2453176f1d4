import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { type FilePart, multipartBody, streamedMultipartBody } from '../../../test/multipart.ts';
import { insertProject } from '../../../test/projects.ts';
import { projectDocuments } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Doc = {
  id: number;
  tenderId: number;
  fileName: string;
  displayName: string;
  contentType: string;
  sizeInByte: number;
  sortOrder: number;
  uploadedBy: { id: number; fullName: string } | null;
  uploadedAt: string;
  warnings?: { key: string; message: string }[];
};

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

const pdf = (trailer = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer\n<< /Size 3 /Root 1 0 R ${trailer}>>\nstartxref\n0\n%%EOF\n`,
  );

describe.each(databaseKinds())('bid documents on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let buyer: Caller;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-documents-'));
    t = await createTestApp(kind, { config: { dataDir } });
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const newProject = (overrides: Parameters<typeof insertProject>[2] = {}) =>
    insertProject(
      t,
      {
        customerId: buyer.info.customer.id,
        nodeId: buyer.info.tenderNode.id,
        createdById: buyer.info.user.id,
      },
      overrides,
    );
  const storedFiles = (tenderId: number) => {
    const dir = path.join(dataDir, 'files', 'documents', String(buyer.info.customer.id), String(tenderId));
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const rowsOf = (tenderId: number) =>
    asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(projectDocuments)
        .where(
          and(
            eq(projectDocuments.customerId, buyer.info.customer.id),
            eq(projectDocuments.tenderId, tenderId),
          ),
        ),
    );
  const send = (caller: Caller, method: 'POST' | 'PUT', body: ReturnType<typeof multipartBody>) =>
    t.app.inject({
      method,
      url: `${caller.tenantPath}/Documents`,
      headers: { ...body.headers, cookie: caller.cookie },
      payload: body.payload,
    });
  const upload = (tenderId: number, file: FilePart, fields: Record<string, string> = {}, caller = buyer) =>
    send(caller, 'POST', multipartBody({ tenderId, ...fields }, file));
  const list = async (tenderId: number, caller = buyer) =>
    valuesOf<Doc>(await caller.call('GET', `/Documents/SearchByTender?tenderId=${tenderId}`));
  const text = (fileName: string, content = `contents of ${fileName}`) => ({
    fileName,
    content: Buffer.from(content),
  });

  it('stores an upload, lists it with its uploader, streams it back and records the change in the project feed', async () => {
    const { projectId, tenderId } = await newProject();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    const stored = await upload(
      tenderId,
      { fileName: 'Specifications.docx', content: bytes },
      { displayName: 'Specs' },
    );
    expect(stored.statusCode, stored.body).toBe(200);
    const [doc] = valuesOf<Doc>(stored);
    expect(doc).toMatchObject({
      tenderId,
      fileName: 'Specifications.docx',
      displayName: 'Specs',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      sizeInByte: bytes.length,
      sortOrder: 0,
      uploadedBy: { id: buyer.info.user.id, fullName: expect.any(String) },
      warnings: [],
    });
    expect(doc?.uploadedBy?.fullName).not.toBe('');
    expect(storedFiles(tenderId)).toHaveLength(1);

    const download = await buyer.call('GET', `/Documents/Download?documentId=${doc?.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Specifications.docx"; filename*=UTF-8''Specifications.docx`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const trail = await auditTrail(t, buyer.info.customer.id, 'document', doc?.id ?? 0);
    expect(trail.map((e) => e.action)).toEqual(['document.uploaded']);
    expect(trail[0]?.projectId).toBe(projectId);
    expect(trail[0]?.after).toMatchObject({ fileName: 'Specifications.docx', sizeInByte: bytes.length });
  });

  it('serves a PDF inline for preview only when asked, and warns about a secured PDF without refusing it', async () => {
    const { tenderId } = await newProject();
    const plain = await upload(tenderId, { fileName: 'Plans été.pdf', content: pdf() });
    const [doc] = valuesOf<Doc>(plain);
    expect(doc).toMatchObject({ contentType: 'application/pdf', warnings: [] });
    const preview = await buyer.call('GET', `/Documents/Download?documentId=${doc?.id}&preview=true`);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toBe(
      `inline; filename="Plans _t_.pdf"; filename*=UTF-8''Plans%20%C3%A9t%C3%A9.pdf`,
    );
    // The preview may be framed by the app's own pages only; nothing in either may run.
    expect(preview.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    expect(preview.headers['cache-control']).toBe('no-store');
    const download = await buyer.call('GET', `/Documents/Download?documentId=${doc?.id}`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    // An attachment renders nothing as this origin, should a browser be made to show it.
    expect(download.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const secured = await upload(tenderId, { fileName: 'secured.pdf', content: pdf('/Encrypt 9 0 R ') });
    expect(secured.statusCode, secured.body).toBe(200);
    expect(valuesOf<Doc>(secured)[0]?.warnings).toEqual([
      {
        key: 'documentSecuredPdf',
        message: 'This PDF is secured: preview will not work for suppliers, who must register to view it.',
      },
    ]);
    // A file that only calls itself a PDF is not previewed.
    const fake = await upload(tenderId, {
      fileName: 'fake.pdf',
      content: Buffer.from('<html>not a pdf</html>'),
    });
    expect(valuesOf<Doc>(fake)[0]?.contentType).toBe('application/octet-stream');
    const fakeId = valuesOf<Doc>(fake)[0]?.id;
    const inline = await buyer.call('GET', `/Documents/Download?documentId=${fakeId}&preview=true`);
    expect(inline.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses an 11th document and a file name the source already has, ignoring case', async () => {
    const { tenderId } = await newProject();
    for (let i = 1; i <= 10; i++) {
      const response = await upload(tenderId, text(`doc-${i}.txt`));
      expect(response.statusCode, response.body).toBe(200);
    }
    const eleventh = await upload(tenderId, text('doc-11.txt'));
    expect(eleventh.statusCode).toBe(400);
    expect(keys(eleventh)).toBe('documentLimitReached');
    expect(eleventh.json()).toEqual(['A source may have at most 10 documents.']);
    expect((await list(tenderId)).map((d) => d.sortOrder)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const other = await newProject();
    expect((await upload(other.tenderId, text('Bid Form.xlsx'))).statusCode).toBe(200);
    const duplicate = await upload(other.tenderId, text('bid form.XLSX'));
    expect(duplicate.statusCode).toBe(400);
    expect(keys(duplicate)).toBe('documentNameTaken');
    expect(duplicate.json()).toEqual(['A document named "bid form.XLSX" is already in this source.']);
    expect(storedFiles(other.tenderId)).toHaveLength(1);
    // The same name in another source is fine.
    expect((await upload((await newProject()).tenderId, text('Bid Form.xlsx'))).statusCode).toBe(200);
  });

  it('renames, replaces the file (removing the old one) and refuses a replacement that takes another name', async () => {
    const { tenderId } = await newProject();
    const first = valuesOf<Doc>(await upload(tenderId, text('first.txt', 'one')))[0];
    await upload(tenderId, text('second.txt', 'two'));
    const id = first?.id ?? 0;

    const renamed = await send(
      buyer,
      'PUT',
      multipartBody({ documentId: id, displayName: '  Addendum 1  ' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(valuesOf<Doc>(renamed)[0]).toMatchObject({ fileName: 'first.txt', displayName: 'Addendum 1' });

    const before = storedFiles(tenderId);
    const replaced = await send(
      buyer,
      'PUT',
      multipartBody({ documentId: id }, text('first-v2.txt', 'one, again')),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(valuesOf<Doc>(replaced)[0]).toMatchObject({
      fileName: 'first-v2.txt',
      displayName: 'Addendum 1',
      sizeInByte: 10,
    });
    const after = storedFiles(tenderId);
    expect(after).toHaveLength(2);
    expect(after.filter((f) => !before.includes(f))).toHaveLength(1);
    const download = await buyer.call('GET', `/Documents/Download?documentId=${id}`);
    expect(download.body).toBe('one, again');

    const clash = await send(buyer, 'PUT', multipartBody({ documentId: id }, text('SECOND.txt', 'three')));
    expect(clash.statusCode).toBe(400);
    expect(keys(clash)).toBe('documentNameTaken');
    expect(storedFiles(tenderId)).toEqual(after);
    const nothing = await send(buyer, 'PUT', multipartBody({ documentId: id }));
    expect(nothing.statusCode).toBe(400);

    const trail = await auditTrail(t, buyer.info.customer.id, 'document', id);
    expect(trail.map((e) => e.action)).toEqual([
      'document.uploaded',
      'document.renamed',
      'document.replaced',
    ]);
  });

  it('deletes a document and its file', async () => {
    const { projectId, tenderId } = await newProject();
    const doc = valuesOf<Doc>(await upload(tenderId, text('gone.txt')))[0];
    expect(storedFiles(tenderId)).toHaveLength(1);
    const removed = await buyer.call('DELETE', `/Documents?documentId=${doc?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(storedFiles(tenderId)).toEqual([]);
    expect(await rowsOf(tenderId)).toEqual([]);
    expect((await buyer.call('GET', `/Documents/Download?documentId=${doc?.id}`)).statusCode).toBe(404);
    const again = await buyer.call('DELETE', `/Documents?documentId=${doc?.id}`);
    expect(again.statusCode).toBe(404);
    expect(keys(again)).toBe('invalidDocumentId');
    const trail = await auditTrail(t, buyer.info.customer.id, 'document', doc?.id ?? 0);
    expect(trail.at(-1)).toMatchObject({ action: 'document.deleted', projectId });
  });

  it('renumbers from 0 in the order given, and refuses an order that misses or repeats a document', async () => {
    const { projectId, tenderId } = await newProject();
    const ids: number[] = [];
    for (const name of ['a.txt', 'b.txt', 'c.txt'])
      ids.push(valuesOf<Doc>(await upload(tenderId, text(name)))[0]?.id ?? 0);
    const [a, b, c] = ids as [number, number, number];
    await buyer.call('DELETE', `/Documents?documentId=${b}`);
    const reordered = await buyer.call('PUT', '/Documents/SortOrder/', { tenderId, ids: [c, a] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(valuesOf<Doc>(reordered).map((d) => [d.id, d.sortOrder])).toEqual([
      [c, 0],
      [a, 1],
    ]);
    expect((await list(tenderId)).map((d) => d.id)).toEqual([c, a]);
    for (const wrong of [[c], [c, a, a], [c, b], [c, a, b]]) {
      const refused = await buyer.call('PUT', '/Documents/SortOrder', { tenderId, ids: wrong });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(keys(refused)).toBe('sortOrderMismatch');
    }
    const trail = await auditTrail(t, buyer.info.customer.id, 'tender', tenderId);
    expect(trail.at(-1)).toMatchObject({
      action: 'document.reordered',
      projectId,
      after: { documentIds: [c, a] },
    });
  });

  it('keeps documents within their agency and node, and needs the Build rights', async () => {
    const { tenderId } = await newProject();
    const doc = valuesOf<Doc>(await upload(tenderId, text('private.txt')))[0];
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    for (const url of [
      `/Documents/Download?documentId=${doc?.id}`,
      `/Documents/SearchByTender?tenderId=${tenderId}`,
      `/Documents?documentId=${doc?.id}`,
    ]) {
      const response = await northwind.call(url.startsWith('/Documents?') ? 'DELETE' : 'GET', url);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await upload(tenderId, text('intruder.txt'), {}, northwind)).statusCode).toBe(404);
    // Naming the other agency in the path is refused before anything is read.
    const crossed = await t.app.inject({
      method: 'GET',
      url: `${buyer.tenantPath}/Documents/SearchByTender?tenderId=${tenderId}`,
      headers: { cookie: northwind.cookie },
    });
    expect(crossed.statusCode).toBe(403);

    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    expect((await list(tenderId, evaluator)).map((d) => d.id)).toEqual([doc?.id]);
    expect((await evaluator.call('GET', `/Documents/Download?documentId=${doc?.id}`)).statusCode).toBe(200);
    const refused = await upload(tenderId, text('viewer.txt'), {}, evaluator);
    expect(refused.statusCode).toBe(403);
    expect((await evaluator.call('DELETE', `/Documents?documentId=${doc?.id}`)).statusCode).toBe(403);

    for (const url of [
      '/Documents/SearchByTender?tenderId=abc',
      '/Documents/SearchByTender?tenderId=0',
      '/Documents/SearchByTender',
      '/Documents/Download?documentId=-4',
      '/Documents/Download?documentId=1.5',
    ]) {
      expect((await buyer.call('GET', url)).statusCode, url).toBe(400);
    }
    expect((await buyer.call('GET', '/Documents/SearchByTender?tenderId=99999999')).statusCode).toBe(404);
    const badTender = await upload(0, text('x.txt'));
    expect(badTender.statusCode).toBe(400);
    expect(keys(badTender)).toBe('invalidTenderId');
  });

  it('refuses changes once the project is published, locked, or a template the user may only view', async () => {
    const open = await newProject({ status: 'Open' });
    const published = await upload(open.tenderId, text('late.txt'));
    expect(published.statusCode).toBe(409);
    expect(keys(published)).toBe('buildNotEditable');
    expect(storedFiles(open.tenderId)).toEqual([]);
    const locked = await newProject({ locked: true });
    expect(keys(await upload(locked.tenderId, text('x.txt')))).toBe('projectLocked');
    const template = await newProject({ type: 'TEMPLATE', status: 'Template' });
    const viewOnly = await upload(template.tenderId, text('x.txt'));
    expect(viewOnly.statusCode).toBe(403);
    expect(keys(viewOnly)).toBe('projectTemplateViewOnly');
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    expect((await upload(template.tenderId, text('x.txt'), {}, admin)).statusCode).toBe(200);
    // Planned notices and projects pending approval still take documents.
    for (const status of ['Planned', 'Request_for_Approval'] as const) {
      expect((await upload((await newProject({ status })).tenderId, text('x.txt'))).statusCode, status).toBe(
        200,
      );
    }
  });

  it('answers 4xx to a request without a file, an empty file, or one that is not multipart', async () => {
    const { tenderId } = await newProject();
    const noFile = await send(buyer, 'POST', multipartBody({ tenderId }));
    expect(noFile.statusCode).toBe(400);
    expect(keys(noFile)).toBe('documentFileRequired');
    const empty = await upload(tenderId, { fileName: 'empty.txt', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(keys(empty)).toBe('documentFileEmpty');
    const json = await buyer.call('POST', '/Documents', { tenderId });
    expect(json.statusCode).toBe(415);
    const longName = await upload(tenderId, text(`${'x'.repeat(300)}.txt`));
    expect(keys(longName)).toBe('documentFileNameInvalid');
    // A path in the file name keeps only its last part.
    const pathName = await upload(tenderId, text('C:\\Users\\ada\\bid.txt'));
    expect(valuesOf<Doc>(pathName)[0]?.fileName).toBe('bid.txt');
    expect(storedFiles(tenderId)).toHaveLength(1);
    expect(await rowsOf(tenderId)).toHaveLength(1);
  });

  it('answers a refused upload over a real connection and ends the request', async () => {
    const { tenderId } = await newProject({ status: 'Awarded' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address) as unknown as AddressInfo;
    const body = streamedMultipartBody({ tenderId }, 'refused.bin', 50 * 1024 * 1024);
    const answer = await new Promise<{ status: number; keys: unknown }>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${buyer.tenantPath}/Documents`,
          headers: { ...body.headers, cookie: buyer.cookie, connection: 'close' },
          agent: false,
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, keys: response.headers['x-message-keys'] }),
          );
        },
      );
      sent.on('error', reject);
      body.payload.pipe(sent);
    });
    expect(answer).toEqual({ status: 409, keys: 'buildNotEditable' });
    expect(storedFiles(tenderId)).toEqual([]);
  });

  it('refuses a file of 1 GB and one byte with 413, leaving no file and no row; takes one of 1 GB', {
    timeout: 300_000,
  }, async () => {
    const { tenderId } = await newProject();
    const uploadGenerated = (size: number) => {
      const body = streamedMultipartBody({ tenderId }, 'huge.bin', size);
      return t.app.inject({
        method: 'POST',
        url: `${buyer.tenantPath}/Documents`,
        headers: { ...body.headers, cookie: buyer.cookie },
        payload: body.payload,
      });
    };
    const gigabyte = 1_073_741_824;
    const over = await uploadGenerated(gigabyte + 1);
    expect(over.statusCode, over.body).toBe(413);
    expect(keys(over)).toBe('documentTooLarge');
    expect(storedFiles(tenderId)).toEqual([]);
    expect(await rowsOf(tenderId)).toEqual([]);

    const exact = await uploadGenerated(gigabyte);
    expect(exact.statusCode, exact.body).toBe(200);
    const doc = valuesOf<Doc>(exact)[0];
    expect(doc?.sizeInByte).toBe(gigabyte);
    // Give the disk back at once.
    expect((await buyer.call('DELETE', `/Documents?documentId=${doc?.id}`)).statusCode).toBe(200);
    expect(storedFiles(tenderId)).toEqual([]);
  });
});
