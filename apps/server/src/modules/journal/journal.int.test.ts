import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { csrfHeader, csrfHeaderValue } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { AppError } from '../../platform/errors.ts';
import { storeJournalDocument } from './documents.ts';
import { journalDir } from './storage.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Entry = {
  id: number;
  note: string;
  pinned: boolean;
  canEdit: boolean;
  comments: { id: number; comment: string; canDelete: boolean }[];
  documents: { id: number; fileName: string; sizeInByte: number; contentType: string }[];
};

function multipart(fileName: string, content: Buffer, contentType = 'text/plain') {
  const boundary = `----procura${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [csrfHeader]: csrfHeaderValue },
  };
}

describe.each(databaseKinds())('project journal on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let lead: Caller;
  let siteAdmin: Caller;
  let projectId: number;
  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const entryOf = (response: { json(): unknown }) => valuesOf<Entry>(response)[0] as Entry;
  const upload = (caller: Caller, journalId: number, fileName: string, content: Buffer) => {
    const body = multipart(fileName, content);
    return t.app.inject({
      method: 'POST',
      url: `${caller.tenantPath}/ProjectJournalDocuments?projectJournalId=${journalId}`,
      headers: { ...body.headers, cookie: caller.cookie },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    siteAdmin = await signedInCaller(t, 'siteadmin@demo.procura.local');
    ({ projectId } = await insertProject(t, {
      customerId: t.seed.demoCustomerId,
      nodeId: buyer.info.tenderNode.id,
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes entries, lists pinned first then newest first, and toggles pins', async () => {
    const first = entryOf(
      await buyer.call('POST', '/ProjectJournals', { projectId, note: '  Kick-off held ' }),
    );
    expect(first).toMatchObject({
      note: 'Kick-off held',
      pinned: false,
      canEdit: true,
      comments: [],
      documents: [],
    });
    t.clock.advance(60_000);
    const second = entryOf(
      await lead.call('POST', '/ProjectJournals', { projectId, note: 'Budget approved' }),
    );
    t.clock.advance(60_000);
    const third = entryOf(await buyer.call('POST', '/ProjectJournals', { projectId, note: 'Scope drafted' }));

    const list = async (caller: Caller) =>
      valuesOf<Entry>(await caller.call('GET', `/ProjectJournals/All?projectId=${projectId}`));
    expect((await list(buyer)).map((e) => e.id)).toEqual([third.id, second.id, first.id]);

    // Anyone on the project may pin; pinned entries come first.
    const pinned = await lead.call('POST', '/ProjectJournals/Pinned', { id: first.id });
    expect(entryOf(pinned).pinned).toBe(true);
    expect((await list(buyer)).map((e) => e.id)).toEqual([first.id, third.id, second.id]);
    expect(entryOf(await lead.call('POST', '/ProjectJournals/Pinned', { id: first.id })).pinned).toBe(false);
    expect(
      entryOf(await lead.call('POST', '/ProjectJournals/Pinned', { id: first.id, pinned: true })).pinned,
    ).toBe(true);

    // canEdit tells who may change which.
    const seenByLead = await list(lead);
    expect(seenByLead.find((e) => e.id === second.id)?.canEdit).toBe(true);
    expect(seenByLead.find((e) => e.id === first.id)?.canEdit).toBe(false);

    const trail = await auditTrail(t, t.seed.demoCustomerId, 'projectJournal', first.id);
    expect(trail.map((e) => e.action)).toEqual([
      'journal.created',
      'journal.pinned',
      'journal.unpinned',
      'journal.pinned',
    ]);
  });

  it('lets only the author or product support edit and delete an entry and its comments', async () => {
    const entry = entryOf(await buyer.call('POST', '/ProjectJournals', { projectId, note: 'Draft' }));
    const notMine = await lead.call('PUT', '/ProjectJournals', { id: entry.id, note: 'Hijacked' });
    expect(notMine.statusCode).toBe(403);
    expect(keys(notMine)).toBe('journalAuthorOnly');
    expect(entryOf(await buyer.call('PUT', '/ProjectJournals', { id: entry.id, note: 'Final' })).note).toBe(
      'Final',
    );
    expect(
      entryOf(await siteAdmin.call('PUT', '/ProjectJournals', { id: entry.id, note: 'Fixed' })).note,
    ).toBe('Fixed');

    const commented = entryOf(
      await lead.call('POST', '/ProjectJournalComments', { projectJournalId: entry.id, comment: 'Agreed' }),
    );
    const comment = commented.comments[0];
    expect(comment).toMatchObject({ comment: 'Agreed', canDelete: true });
    expect(
      (await buyer.call('DELETE', `/ProjectJournalComments?projectJournalCommentId=${comment?.id}`))
        .statusCode,
    ).toBe(403);
    const removed = await lead.call(
      'DELETE',
      `/ProjectJournalComments?projectJournalCommentId=${comment?.id}`,
    );
    expect(entryOf(removed).comments).toEqual([]);

    expect((await lead.call('DELETE', `/ProjectJournals?projectJournalId=${entry.id}`)).statusCode).toBe(403);
    expect((await buyer.call('DELETE', `/ProjectJournals?projectJournalId=${entry.id}`)).statusCode).toBe(
      200,
    );
    expect((await buyer.call('DELETE', `/ProjectJournals?projectJournalId=${entry.id}`)).statusCode).toBe(
      404,
    );
  });

  it('attaches files streamed to disk, serves them as downloads and removes them with the entry', async () => {
    const entry = entryOf(await buyer.call('POST', '/ProjectJournals', { projectId, note: 'Minutes' }));
    const content = Buffer.from('Meeting minutes\n');
    const uploaded = await upload(buyer, entry.id, '../../minutes é.txt', content);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const document = entryOf(uploaded).documents[0];
    expect(document).toMatchObject({
      fileName: 'minutes é.txt',
      sizeInByte: content.length,
      contentType: 'text/plain',
    });

    const download = await buyer.call(
      'GET',
      `/ProjectJournalDocuments/Download?projectJournalDocumentId=${document?.id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''minutes%20%C3%A9.txt");
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // Only the entry's author attaches; a JSON body is not an upload.
    expect((await upload(lead, entry.id, 'x.txt', content)).statusCode).toBe(403);
    expect(
      (await buyer.call('POST', `/ProjectJournalDocuments?projectJournalId=${entry.id}`, { file: 'x' }))
        .statusCode,
    ).toBe(415);
    expect((await upload(buyer, 999999, 'x.txt', content)).statusCode).toBe(404);

    const dir = journalDir(t.ctx, t.seed.demoCustomerId);
    const before = (await readdir(dir)).length;
    const removed = await buyer.call(
      'DELETE',
      `/ProjectJournalDocuments?projectJournalDocumentId=${document?.id}`,
    );
    expect(entryOf(removed).documents).toEqual([]);
    expect((await readdir(dir)).length).toBe(before - 1);

    await upload(buyer, entry.id, 'again.txt', content);
    expect((await readdir(dir)).length).toBe(before);
    await buyer.call('DELETE', `/ProjectJournals?projectJournalId=${entry.id}`);
    expect((await readdir(dir)).length).toBe(before - 1);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'projectJournal', entry.id);
    expect(trail.at(-1)).toMatchObject({ action: 'journal.deleted', after: null });
  });

  it('refuses a file past the limit with 413 and keeps nothing of it', async () => {
    const entry = entryOf(await buyer.call('POST', '/ProjectJournals', { projectId, note: 'Big file' }));
    const dir = journalDir(t.ctx, t.seed.demoCustomerId);
    const before = await readdir(dir).catch(() => []);
    const actor = {
      customerId: t.seed.demoCustomerId,
      nodeId: buyer.info.tenderNode.id,
      userId: buyer.info.user.id,
      isSiteAdmin: false,
    };
    // The multipart parser cuts a file at 100 MB and says so; the service then refuses it.
    const refusal = await storeJournalDocument(t.ctx, actor, entry.id, {
      fileName: 'huge.bin',
      mimeType: 'application/octet-stream',
      stream: Readable.from([Buffer.alloc(1024)]),
      truncated: () => true,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(413);
    expect((refusal as AppError).problems[0]?.key).toBe('journalDocumentTooLarge');
    expect((await readdir(dir)).sort()).toEqual([...before].sort());
  });

  it('refuses bad input with 400 and keeps other agencies out', async () => {
    for (const body of [
      {},
      { projectId, note: '   ' },
      { projectId: 'x', note: 'n' },
      { projectId, note: 'x'.repeat(20_001) },
    ]) {
      const response = await buyer.call('POST', '/ProjectJournals', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(keys(await buyer.call('POST', '/ProjectJournals', { projectId, note: ' ' }))).toBe(
      'journalNoteRequired',
    );
    expect((await buyer.call('GET', '/ProjectJournals/All')).statusCode).toBe(400);
    expect((await buyer.call('POST', '/ProjectJournals/Pinned', { id: 'x' })).statusCode).toBe(400);
    expect(
      (await buyer.call('POST', '/ProjectJournalComments', { projectJournalId: 1, comment: '' })).statusCode,
    ).toBe(400);
    expect((await buyer.call('DELETE', '/ProjectJournalComments?projectJournalCommentId=0')).statusCode).toBe(
      400,
    );
    expect(
      (await buyer.call('GET', '/ProjectJournalDocuments/Download?projectJournalDocumentId=x')).statusCode,
    ).toBe(400);

    const entry = entryOf(await buyer.call('POST', '/ProjectJournals', { projectId, note: 'Private' }));
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await northwind.call('GET', `/ProjectJournals/All?projectId=${projectId}`)).statusCode).toBe(404);
    expect((await northwind.call('POST', '/ProjectJournals', { projectId, note: 'Hi' })).statusCode).toBe(
      404,
    );
    expect((await northwind.call('PUT', '/ProjectJournals', { id: entry.id, note: 'Hi' })).statusCode).toBe(
      404,
    );
    expect((await northwind.call('POST', '/ProjectJournals/Pinned', { id: entry.id })).statusCode).toBe(404);
    expect(
      (await northwind.call('POST', '/ProjectJournalComments', { projectJournalId: entry.id, comment: 'Hi' }))
        .statusCode,
    ).toBe(404);
    expect((await northwind.call('DELETE', `/ProjectJournals?projectJournalId=${entry.id}`)).statusCode).toBe(
      404,
    );
    expect((await upload(northwind, entry.id, 'x.txt', Buffer.from('x'))).statusCode).toBe(404);
  });
});
