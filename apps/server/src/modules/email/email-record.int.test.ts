import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EmailAttachment } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { type EmailWorld, emailWorld, messageKeys, send, sendBody } from '../../../test/email-sending.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { pdfStrings } from '../../../test/pdf.ts';
import { readZip } from '../../../test/zip-reader.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * A mail's record for the file (001 §7 Exports Email and ScheduledEmailWithAttachment; decision
 * 380): the PDF says what went, to whom and when; the zip adds the attachment as it was sent.
 */
describe.each(databaseKinds())('email records on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let world: EmailWorld;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-email-record-'));
    t = await createTestApp(kind, { config: { dataDir } });
    world = await emailWorld(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function scheduledWithAttachment() {
    const upload = multipartBody({}, { fileName: 'site-map.pdf', content: pdf });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${world.lead.tenantPath}/Emails/Documents`,
      headers: { ...upload.headers, cookie: world.lead.cookie },
      payload: upload.payload,
    });
    const [document] = valuesOf<EmailAttachment>(uploaded);
    const sendDateUtc = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const { email } = await send(
      world.lead,
      sendBody(world, { attachmentIds: [document?.id ?? 0], sendDateUtc }),
    );
    if (!email) throw new Error('the mail was not scheduled');
    return email;
  }

  it('prints a scheduled mail: subject, status, reply-to, each recipient, the attachment and the message', async () => {
    const email = await scheduledWithAttachment();
    const response = await world.lead.call('GET', `/Exports/Email?emailId=${email.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toContain(`Email ${email.id} - Site visit for`);
    const text = pdfStrings(response.rawPayload).join('\n');
    expect(text).toContain('Site visit for #TenderName#, #ContactName#');
    expect(text).toContain('Status: Scheduled');
    expect(text).toContain('Reply to: lead@demo.procura.local');
    expect(text).toContain('ada@acme.test');
    expect(text).toContain('ben@brine.test');
    expect(text).toContain('Queued');
    expect(text).toContain('site-map.pdf');
    expect(text).toContain('closes #ClosingDate#.');
  });

  it('zips the record with the attachment as it is stored', async () => {
    const email = await scheduledWithAttachment();
    const response = await world.lead.call(
      'GET',
      `/Exports/ScheduledEmailWithAttachment?emailId=${email.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = readZip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [`Email ${email.id} - Site visit for TenderName ContactName.pdf`, 'Attachment/site-map.pdf'].sort(),
    );
    expect(entries.get('Attachment/site-map.pdf')?.equals(pdf)).toBe(true);
  });

  it('answers emailNotFound for a malformed id (400), a missing one and another agency’s (404)', async () => {
    const email = await scheduledWithAttachment();
    for (const [emailId, status] of [
      ['abc', 400],
      ['99999999', 404],
    ] as const) {
      const response = await world.lead.call('GET', `/Exports/Email?emailId=${emailId}`);
      expect(response.statusCode, emailId).toBe(status);
      expect(messageKeys(response)).toBe('emailNotFound');
    }
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    for (const name of ['Email', 'ScheduledEmailWithAttachment']) {
      const response = await northwind.call('GET', `/Exports/${name}?emailId=${email.id}`);
      expect(response.statusCode, name).toBe(404);
    }
  });
});
