import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EmailAttachment, SentEmail } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valuesOf } from '../../../test/api.ts';
import {
  buyerCopies,
  type Caller,
  type EmailWorld,
  emailWorld,
  send,
  sendBody,
} from '../../../test/email-sending.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { type ReceivedMail, startSmtpSink } from '../../../test/smtp-sink.ts';
import { startMailDispatcher } from '../../platform/mail.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const from = 'Procura <no-reply@procura.test>';

/** A received message with quoted-printable soft breaks and escapes undone, for matching text. */
const readable = (mail: ReceivedMail | undefined) =>
  (mail?.data ?? '')
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A buyer's mail leaving through a real SMTP peer on loopback (issue 25 §2): each recipient's
 * copy with its own tokens, the reply-to, sender name, cc and the attachment; and an SMTP outage
 * that leaves every copy queued in the outbox until the server is back.
 */
describe.each(databaseKinds())('buyer mail over SMTP on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let world: EmailWorld;
  let lead: Caller;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-email-smtp-'));
    t = await createTestApp(kind, { config: { dataDir } });
    world = await emailWorld(t);
    lead = world.lead;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function uploadPdf(fileName: string) {
    const body = multipartBody({}, { fileName, content: pdf, contentType: 'application/pdf' });
    const response = await t.app.inject({
      method: 'POST',
      url: `${lead.tenantPath}/Emails/Documents`,
      headers: { ...body.headers, cookie: lead.cookie },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<EmailAttachment>(response)[0]?.id ?? 0;
  }

  it('delivers each copy with its own names, the reply-to, the cc once and the attachment', async () => {
    const attachmentId = await uploadPdf('site-map.pdf');
    const { response, email } = await send(
      lead,
      sendBody(world, { attachmentIds: [attachmentId], ccs: ['clerk@city.test'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const sink = await startSmtpSink();
    const dispatcher = startMailDispatcher(t.database.db, sink.url, from, 60_000, dataDir);
    try {
      expect(await dispatcher.flush()).toBe(2);
      const [ada, ben] = ['ada@acme.test', 'ben@brine.test'].map((address) =>
        sink.received.find((m) => m.to.includes(`<${address}>`)),
      );
      // The cc rides on one copy: the first recipient's.
      expect(ada?.to).toEqual(['<ada@acme.test>', '<clerk@city.test>']);
      expect(ben?.to).toEqual(['<ben@brine.test>']);
      expect(readable(ada)).toMatch(/Subject: Site visit for Road salt supply, Ada Acme/);
      expect(readable(ben)).toMatch(/Subject: Site visit for Road salt supply, Ben Brine/);
      expect(readable(ben)).toMatch(/Reply-To: lead@demo\.procura\.local/);
      expect(readable(ben)).toMatch(/From: City of Demo Purchasing <no-reply@procura\.test>/);
      expect(readable(ben)).toMatch(/Dear Ben Brine of Brine &amp; Co/);
      for (const mail of [ada, ben]) {
        expect(readable(mail)).toMatch(/filename=site-map\.pdf/);
        expect(mail?.data).toContain(pdf.toString('base64').slice(0, 40));
      }
      // Each copy's status is its outbox row's: both went.
      const read = await lead.call('GET', `/Emails?emailId=${email?.id}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(valuesOf<SentEmail>(read)[0]?.counts).toEqual({ queued: 0, sent: 2, failed: 0 });
    } finally {
      dispatcher.stop();
      await sink.close();
    }
  });

  it('keeps every copy queued through an SMTP outage, and delivers each once when the server is back', async () => {
    // The server is down: a port that took mail before, now closed.
    const down = await startSmtpSink();
    const port = Number(new URL(down.url).port);
    await down.close();
    const before = (await buyerCopies(t, world.at.customerId)).length;
    const { response } = await send(
      lead,
      sendBody(world, { projectUserIds: [world.projectUserId], invitationIds: [world.invitationId] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const dispatcher = startMailDispatcher(t.database.db, down.url, from, 60_000, dataDir);
    try {
      expect(await dispatcher.flush()).toBe(0);
      const waiting = (await buyerCopies(t, world.at.customerId)).slice(before);
      expect(waiting).toHaveLength(4);
      for (const copy of waiting) {
        expect(copy).toMatchObject({ status: 'pending', attempts: 1 });
        expect(copy.lastError).toBeTruthy();
      }

      const back = await startSmtpSink(port);
      try {
        expect(await dispatcher.flush()).toBe(4);
        expect(await dispatcher.flush()).toBe(0);
        expect(back.received.map((m) => m.to[0]).sort()).toEqual([
          '<ada@acme.test>',
          '<ben@brine.test>',
          '<iris@invited.test>',
          '<lead@demo.procura.local>',
        ]);
        const delivered = (await buyerCopies(t, world.at.customerId)).slice(before);
        expect(delivered.map((c) => c.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
      } finally {
        await back.close();
      }
    } finally {
      dispatcher.stop();
    }
  });
});
