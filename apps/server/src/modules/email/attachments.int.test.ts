import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmailAttachment, emailRules } from '@procura/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import {
  buyerCopies,
  type Caller,
  type EmailWorld,
  emailWorld,
  messageKeys,
  send,
  sendBody,
} from '../../../test/email-sending.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { type FilePart, multipartBody, streamedMultipartBody } from '../../../test/multipart.ts';
import { emailDocuments } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { sweepEmailUploads } from './jobs.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * The wizard's one attachment (issue 25 §2; 000 §9): at most 3145728 bytes, stored once under
 * DATA_DIR/files/email/<agency>, the uploader's alone until a send claims it.
 */
describe.each(databaseKinds())('email attachments on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let world: EmailWorld;
  let lead: Caller;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-email-'));
    t = await createTestApp(kind, { config: { dataDir } });
    world = await emailWorld(t);
    lead = world.lead;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const emailDir = () => path.join(dataDir, 'files', 'email', String(world.at.customerId));
  const storedFiles = () => (existsSync(emailDir()) ? readdirSync(emailDir()) : []);

  function upload(
    caller: Caller,
    body: ReturnType<typeof multipartBody> | ReturnType<typeof streamedMultipartBody>,
  ) {
    return t.app.inject({
      method: 'POST',
      url: `${caller.tenantPath}/Emails/Documents`,
      headers: { ...body.headers, cookie: caller.cookie },
      payload: body.payload,
    });
  }
  const uploadFile = (caller: Caller, file: FilePart) => upload(caller, multipartBody({}, file));
  const rowsOf = (id: number) =>
    asSystem(t.database.db, (tx) => tx.select().from(emailDocuments).where(eq(emailDocuments.id, id)));

  it('refuses a file of 3145728 bytes and one more, storing nothing', async () => {
    const before = storedFiles();
    const response = await upload(
      lead,
      streamedMultipartBody({}, 'big.pdf', emailRules.attachmentMaxBytes + 1),
    );
    expect(response.statusCode, response.body).toBe(413);
    expect(messageKeys(response)).toBe('emailAttachFailTooLarge');
    expect(response.json()).toEqual(['email attach fail too large']);
    expect(storedFiles()).toEqual(before);
  });

  it('stores a file of exactly 3145728 bytes under the agency’s email folder', async () => {
    const response = await upload(
      lead,
      streamedMultipartBody({}, 'exact.pdf', emailRules.attachmentMaxBytes),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [document] = valuesOf<EmailAttachment>(response);
    expect(document).toMatchObject({ fileName: 'exact.pdf', size: emailRules.attachmentMaxBytes });
    const [row] = await rowsOf(document?.id ?? 0);
    expect(row?.storageKey).toMatch(new RegExp(`^email/${world.at.customerId}/[\\w-]+$`));
    expect(row?.emailId).toBeNull();
    expect(statSync(path.join(dataDir, 'files', row?.storageKey ?? '')).size).toBe(
      emailRules.attachmentMaxBytes,
    );
  });

  it('refuses an empty file and a request without one', async () => {
    const empty = await uploadFile(lead, { fileName: 'empty.pdf', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(messageKeys(empty)).toBe('documentFileEmpty');
    const none = await upload(lead, multipartBody({ note: 'no file' }));
    expect(none.statusCode).toBe(400);
    expect(messageKeys(none)).toBe('documentFileRequired');
  });

  it("lets only the uploader delete an unclaimed upload; another user's or a claimed one is not found", async () => {
    const uploaded = valuesOf<EmailAttachment>(
      await uploadFile(lead, { fileName: 'quote.pdf', content: pdf }),
    )[0];
    const [row] = await rowsOf(uploaded?.id ?? 0);
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const theirs = await admin.call('DELETE', `/Emails/Documents/${uploaded?.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(messageKeys(theirs)).toBe('emailInvalidAttachment');
    const bad = await lead.call('DELETE', '/Emails/Documents/abc');
    expect(messageKeys(bad)).toBe('emailInvalidAttachment');
    const mine = await lead.call('DELETE', `/Emails/Documents/${uploaded?.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await rowsOf(uploaded?.id ?? 0)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'files', row?.storageKey ?? ''))).toBe(false);
    const again = await lead.call('DELETE', `/Emails/Documents/${uploaded?.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('claims the upload with the send: every copy carries the one stored file, and it cannot be used twice', async () => {
    const uploaded = valuesOf<EmailAttachment>(
      await uploadFile(lead, { fileName: 'map.pdf', content: pdf }),
    )[0];
    const id = uploaded?.id ?? 0;
    // Another user of the agency may not send the lead's upload.
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const notTheirs = await send(admin, sendBody(world, { attachmentIds: [id] }));
    expect(messageKeys(notTheirs.response)).toBe('emailInvalidAttachment');

    const { response, email } = await send(lead, sendBody(world, { attachmentIds: [id] }));
    expect(response.statusCode, response.body).toBe(200);
    expect(email?.attachments).toEqual([uploaded]);
    expect(email?.hasAttachment).toBe(true);
    const [row] = await rowsOf(id);
    expect(row?.emailId).toBe(email?.id);
    const copies = (await buyerCopies(t, world.at.customerId)).slice(-2);
    for (const copy of copies) {
      expect(copy.attachments).toEqual([
        { storageKey: row?.storageKey, fileName: 'map.pdf', contentType: 'application/pdf' },
      ]);
    }
    const twice = await send(lead, sendBody(world, { attachmentIds: [id] }));
    expect(twice.response.statusCode).toBe(400);
    expect(messageKeys(twice.response)).toBe('emailInvalidAttachment');
    const claimed = await lead.call('DELETE', `/Emails/Documents/${id}`);
    expect(claimed.statusCode).toBe(404);

    // A forward carries the same stored file.
    const forwarded = await lead.call('POST', '/Emails/Forward', {
      emailId: email?.id,
      to: ['chief@city.test'],
    });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    const [forwardCopy] = (await buyerCopies(t, world.at.customerId)).slice(-1);
    expect(forwardCopy?.attachments?.[0]?.storageKey).toBe(row?.storageKey);
  });

  it('sweeps an upload no mail claimed a day after it arrived, file and row, and keeps a sent one', async () => {
    const hour = 60 * 60 * 1000;
    const now = t.clock.now().getTime();
    const left = valuesOf<EmailAttachment>(await uploadFile(lead, { fileName: 'left.pdf', content: pdf }))[0];
    const sent = valuesOf<EmailAttachment>(await uploadFile(lead, { fileName: 'sent.pdf', content: pdf }))[0];
    const { response } = await send(lead, sendBody(world, { attachmentIds: [sent?.id ?? 0] }));
    expect(response.statusCode, response.body).toBe(200);
    const [leftRow] = await rowsOf(left?.id ?? 0);
    const [sentRow] = await rowsOf(sent?.id ?? 0);
    const fileOf = (key: string | undefined) => path.join(dataDir, 'files', key ?? '');

    expect(await sweepEmailUploads(t.ctx, new Date(now + 23 * hour))).toBe(0);
    expect(existsSync(fileOf(leftRow?.storageKey))).toBe(true);
    // Everything unclaimed by then goes, this test's upload and any earlier test left.
    expect(await sweepEmailUploads(t.ctx, new Date(now + 25 * hour))).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(left?.id ?? 0)).toEqual([]);
    expect(existsSync(fileOf(leftRow?.storageKey))).toBe(false);
    expect(await rowsOf(sent?.id ?? 0)).toHaveLength(1);
    expect(existsSync(fileOf(sentRow?.storageKey))).toBe(true);
  });

  it("keeps an upload from another agency's callers", async () => {
    const uploaded = valuesOf<EmailAttachment>(
      await uploadFile(lead, { fileName: 'x.pdf', content: pdf }),
    )[0];
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const deleted = await northwind.call('DELETE', `/Emails/Documents/${uploaded?.id}`);
    expect(deleted.statusCode).toBe(404);
    expect(await rowsOf(uploaded?.id ?? 0)).toHaveLength(1);
  });
});
