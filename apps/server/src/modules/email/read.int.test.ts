import type { EmailAggregates, EmailAttachment, EmailPage, SentEmail } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertVendors } from '../../../test/vendor-lists.ts';
import { emailDocuments, emailRecipients, emails, outbox } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Place = { customerId: number; nodeId: number };
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

type Copy = {
  address: string;
  name?: string;
  vendorId?: number;
  companyName?: string;
  outbox?: { status: 'pending' | 'sent' | 'failed'; lastError?: string; sentAt?: Date };
  status?: 'queued' | 'sent' | 'failed';
  error?: string;
};

type EmailFixture = Partial<typeof emails.$inferInsert> & { copies?: Copy[]; attachment?: string };

/** An email as the send leaves it, written straight to the database: these tests are about reading. */
async function insertEmail(t: TestApp, at: Place, fixture: EmailFixture = {}): Promise<number> {
  const { copies = [], attachment, ...values } = fixture;
  return asSystem(t.database.db, async (tx) => {
    const [email] = await tx
      .insert(emails)
      .values({
        customerId: at.customerId,
        nodeId: at.nodeId,
        replyTo: 'buyer@demo.test',
        subject: 'Site visit',
        body: '<p>Hello</p>',
        status: 'sent',
        createdAt: new Date('2025-03-01T15:00:00Z'),
        sentAt: new Date('2025-03-01T15:00:00Z'),
        ...values,
      })
      .returning();
    if (!email) throw new Error('email not inserted');
    for (const copy of copies) {
      let outboxId: number | null = null;
      if (copy.outbox) {
        const [row] = await tx
          .insert(outbox)
          .values({
            customerId: at.customerId,
            toAddress: copy.address,
            subject: email.subject,
            textBody: 'Hello',
            kind: 'buyerEmail',
            status: copy.outbox.status,
            lastError: copy.outbox.lastError ?? null,
            sentAt: copy.outbox.sentAt ?? null,
            createdAt: email.createdAt,
          })
          .returning();
        outboxId = row?.id ?? null;
      }
      await tx.insert(emailRecipients).values({
        customerId: at.customerId,
        emailId: email.id,
        kind: copy.vendorId ? 'contact' : 'projectUser',
        vendorId: copy.vendorId ?? null,
        name: copy.name ?? '',
        companyName: copy.companyName ?? null,
        address: copy.address,
        outboxId,
        status: copy.status ?? null,
        error: copy.error ?? null,
      });
    }
    if (attachment) {
      await tx.insert(emailDocuments).values({
        customerId: at.customerId,
        nodeId: at.nodeId,
        emailId: email.id,
        storageKey: `email/${at.customerId}/fixture`,
        fileName: attachment,
        size: 1234,
        contentType: 'application/pdf',
        uploadedById: values.createdById ?? 1,
      });
    }
    return email.id;
  });
}

describe.each(databaseKinds())('reading mail on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let northwind: Caller;
  let demo: Place;
  let tenderId: number;
  let projectId: number;
  let otherTenderId: number;
  let vendorId: number;
  let otherVendorId: number;
  let northwindTenderId: number;
  let northwindVendorId: number;
  let northwindEmailId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    demo = { customerId: admin.info.customer.id, nodeId: admin.info.tenderNode.id };
    const nw = { customerId: northwind.info.customer.id, nodeId: northwind.info.tenderNode.id };
    ({ tenderId, projectId } = await insertProject(t, demo, { name: 'Bridge repair' }));
    ({ tenderId: otherTenderId } = await insertProject(t, demo, { name: 'Other works' }));
    ({ tenderId: northwindTenderId } = await insertProject(t, nw));
    [vendorId = 0, otherVendorId = 0] = await insertVendors(t, demo.customerId, demo.nodeId, [
      'Acme Paving',
      'Bolt Electric',
    ]);
    [northwindVendorId = 0] = await insertVendors(t, nw.customerId, nw.nodeId, ['Northwind Paving']);
    const userId = admin.info.user.id;
    // Toronto is UTC-5 until 2025-03-09, UTC-4 after: 03:30 UTC on the 10th is the 9th there.
    ids.full = await insertEmail(t, demo, {
      projectId,
      tenderId,
      createdById: userId,
      subject: 'Addendum 1 issued',
      ccs: ['cc@demo.test'],
      groupName: 'Bids',
      createdAt: new Date('2025-03-10T03:00:00Z'),
      sentAt: new Date('2025-03-10T03:30:00Z'),
      attachment: 'addendum.pdf',
      copies: [
        {
          address: 'pat@acme.test',
          name: 'Pat Acme',
          vendorId,
          companyName: 'Acme Paving',
          outbox: { status: 'sent', sentAt: new Date('2025-03-10T03:31:00Z') },
        },
        { address: 'sam@bolt.test', name: 'Sam Bolt', outbox: { status: 'pending' } },
        {
          address: 'kim@bolt.test',
          name: 'Kim Bolt',
          outbox: { status: 'failed', lastError: '550 mailbox unavailable' },
        },
        { address: 'no@blocked.test', name: 'Blocked', status: 'failed', error: 'restricted' },
      ],
    });
    ids.older = await insertEmail(t, demo, {
      projectId,
      tenderId,
      subject: 'Clarification',
      vendorId: otherVendorId,
      sentAt: new Date('2025-03-02T15:00:00Z'),
      copies: [{ address: 'lee@demo.test', name: 'Lee Team', outbox: { status: 'sent' } }],
    });
    ids.oldest = await insertEmail(t, demo, {
      projectId,
      tenderId,
      subject: 'Welcome',
      sentAt: new Date('2025-03-01T15:00:00Z'),
      copies: [{ address: 'lee@demo.test', outbox: { status: 'sent' } }],
    });
    ids.otherProject = await insertEmail(t, demo, {
      tenderId: otherTenderId,
      subject: 'Other project news',
      sentAt: new Date('2025-03-05T15:00:00Z'),
      copies: [{ address: 'pat@acme.test', vendorId, outbox: { status: 'sent' } }],
    });
    ids.later = await insertEmail(t, demo, {
      projectId,
      tenderId,
      subject: 'Reminder later',
      status: 'scheduled',
      sentAt: null,
      sendDateUtc: new Date('2025-04-02T12:00:00Z'),
      copies: [{ address: 'pat@acme.test', vendorId }, { address: 'sam@bolt.test' }],
    });
    ids.soon = await insertEmail(t, demo, {
      projectId,
      tenderId,
      subject: 'Reminder soon',
      status: 'scheduled',
      sentAt: null,
      sendDateUtc: new Date('2025-04-01T12:00:00Z'),
      copies: [{ address: 'pat@acme.test', vendorId }],
    });
    ids.cancelled = await insertEmail(t, demo, {
      tenderId,
      subject: 'Cancelled one',
      status: 'cancelled',
      sentAt: null,
      copies: [{ address: 'pat@acme.test', vendorId }],
    });
    northwindEmailId = await insertEmail(t, nw, {
      subject: 'Northwind mail',
      copies: [{ address: 'x@northwind.test', outbox: { status: 'sent' } }],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const subjects = (page: EmailPage) => page.rows.map((r) => r.subject);

  it('reads one email with each copy’s status, its attachment, author and project', async () => {
    const response = await admin.call('GET', `/Emails?emailId=${ids.full}`);
    expect(response.statusCode).toBe(200);
    const [email] = valuesOf<SentEmail>(response);
    expect(email).toMatchObject({
      id: ids.full,
      subject: 'Addendum 1 issued',
      status: 'sent',
      projectId,
      projectName: 'Bridge repair',
      tenderId,
      ccs: ['cc@demo.test'],
      groupName: 'Bids',
      createdBy: { id: admin.info.user.id },
      recipientCount: 4,
      counts: { queued: 1, sent: 1, failed: 2 },
      hasAttachment: true,
      attachments: [{ fileName: 'addendum.pdf', size: 1234, contentType: 'application/pdf' }],
    });
    expect(email?.createdBy?.fullName).not.toBe('');
    expect(email?.recipients.map((r) => [r.email, r.status, r.error])).toEqual([
      ['pat@acme.test', 'sent', null],
      ['sam@bolt.test', 'queued', null],
      ['kim@bolt.test', 'failed', '550 mailbox unavailable'],
      ['no@blocked.test', 'failed', 'restricted'],
    ]);
    expect(email?.recipients[0]).toMatchObject({ vendorId, companyName: 'Acme Paving' });
    expect(email?.recipients[0]?.sentAt).toBe('2025-03-10T03:31:00.000Z');
  });

  it('lists an email’s attachments', async () => {
    const response = await admin.call('GET', `/Documents/EmailDocuments?emailId=${ids.full}`);
    expect(response.statusCode).toBe(200);
    expect(valuesOf<EmailAttachment>(response).map((a) => a.fileName)).toEqual(['addendum.pdf']);
    const none = await admin.call('GET', `/Documents/EmailDocuments?emailId=${ids.older}`);
    expect(valuesOf(none)).toEqual([]);
  });

  it('answers another agency’s email, or none, as not found, and refuses a bad id', async () => {
    for (const path of [
      `/Emails?emailId=${northwindEmailId}`,
      `/Documents/EmailDocuments?emailId=${northwindEmailId}`,
      '/Emails?emailId=999999',
    ]) {
      const response = await admin.call('GET', path);
      expect(response.statusCode, path).toBe(404);
      expect(keys(response)).toBe('emailNotFound');
    }
    for (const path of ['/Emails?emailId=abc', '/Emails', '/Documents/EmailDocuments?emailId=-1']) {
      const response = await admin.call('GET', path);
      expect(response.statusCode, path).toBe(400);
      expect(keys(response)).toBe('emailNotFound');
    }
  });

  it('lists a project’s sent mail newest first, paged', async () => {
    const first = await admin.call('GET', `/Emails/ProjectEmails?tenderId=${tenderId}&pageSize=2`);
    expect(first.statusCode).toBe(200);
    const page = first.json() as EmailPage;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(subjects(page)).toEqual(['Addendum 1 issued', 'Clarification']);
    expect(page.rows[0]).toMatchObject({ counts: { queued: 1, sent: 1, failed: 2 }, hasAttachment: true });
    const second = (
      await admin.call('GET', `/Emails/ProjectEmails?tenderId=${tenderId}&pageSize=2&page=2`)
    ).json() as EmailPage;
    expect(subjects(second)).toEqual(['Welcome']);
  });

  it('lists the node’s sent mail without a project, searched over subject and recipients', async () => {
    const all = (await admin.call('GET', '/Emails/ProjectEmails')).json() as EmailPage;
    expect(subjects(all)).toEqual(['Addendum 1 issued', 'Other project news', 'Clarification', 'Welcome']);
    const bySubject = (
      await admin.call('GET', '/Emails/ProjectEmails?searchText=ADDENDUM')
    ).json() as EmailPage;
    expect(subjects(bySubject)).toEqual(['Addendum 1 issued']);
    const byAddress = (
      await admin.call('GET', '/Emails/ProjectEmails?searchText=acme.test')
    ).json() as EmailPage;
    expect(subjects(byAddress)).toEqual(['Addendum 1 issued', 'Other project news']);
    const byName = (
      await admin.call('GET', '/Emails/ProjectEmails?searchText=Lee%20Team')
    ).json() as EmailPage;
    expect(subjects(byName)).toEqual(['Clarification']);
    const wildcard = (await admin.call('GET', '/Emails/ProjectEmails?searchText=%25')).json() as EmailPage;
    expect(wildcard.total).toBe(0);
  });

  it('filters on the agency’s days, the end day included', async () => {
    const list = async (query: string) =>
      subjects(
        (await admin.call('GET', `/Emails/ProjectEmails?tenderId=${tenderId}&${query}`)).json() as EmailPage,
      );
    expect(await list('dateFrom=2025-03-09&dateTo=2025-03-09')).toEqual(['Addendum 1 issued']);
    expect(await list('dateFrom=2025-03-10')).toEqual([]);
    expect(await list('dateTo=2025-03-02')).toEqual(['Clarification', 'Welcome']);
    expect(await list('dateFrom=2025-03-02&dateTo=2025-03-08')).toEqual(['Clarification']);
  });

  it('lists scheduled mail soonest first', async () => {
    const response = await admin.call('GET', `/Emails/ProjectScheduledEmails?tenderId=${tenderId}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as EmailPage;
    expect(subjects(page)).toEqual(['Reminder soon', 'Reminder later']);
    expect(page.rows[1]).toMatchObject({
      status: 'scheduled',
      sendDateUtc: '2025-04-02T12:00:00.000Z',
      recipientCount: 2,
      counts: { queued: 2, sent: 0, failed: 0 },
    });
  });

  it('lists a supplier’s mail: to its contacts or about it, never cancelled', async () => {
    const acme = (await admin.call('GET', `/Emails/VendorEmails?vendorId=${vendorId}`)).json() as EmailPage;
    expect(subjects(acme)).toEqual([
      'Reminder later',
      'Reminder soon',
      'Addendum 1 issued',
      'Other project news',
    ]);
    const bolt = (
      await admin.call('GET', `/Emails/VendorEmails?vendorId=${otherVendorId}`)
    ).json() as EmailPage;
    expect(subjects(bolt)).toEqual(['Clarification']);
    const paged = (
      await admin.call('GET', `/Emails/VendorEmails?vendorId=${vendorId}&pageSize=1&page=4&searchText=news`)
    ).json() as EmailPage;
    expect(paged).toMatchObject({ total: 1, rows: [] });
  });

  it('counts a project’s sent and scheduled mail', async () => {
    const sent = await admin.call('GET', `/Emails/Aggregates?tenderId=${tenderId}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json() as EmailAggregates).toEqual({
      emails: 3,
      copies: 6,
      queued: 1,
      sent: 3,
      failed: 2,
      scheduled: 2,
    });
    const scheduled = await admin.call(
      'GET',
      `/Emails/ProjectScheduledEmailsAggregates?tenderId=${tenderId}`,
    );
    expect(scheduled.json() as EmailAggregates).toEqual({
      emails: 2,
      copies: 3,
      queued: 3,
      sent: 0,
      failed: 0,
      scheduled: 2,
    });
  });

  it('answers another agency’s source or supplier as not found', async () => {
    for (const path of [
      `/Emails/Aggregates?tenderId=${northwindTenderId}`,
      `/Emails/ProjectScheduledEmailsAggregates?tenderId=${northwindTenderId}`,
      `/Emails/ProjectEmails?tenderId=${northwindTenderId}`,
      `/Emails/ProjectScheduledEmails?tenderId=${northwindTenderId}`,
    ]) {
      const response = await admin.call('GET', path);
      expect(response.statusCode, path).toBe(404);
      expect(keys(response)).toBe('invalidTenderId');
    }
    const vendor = await admin.call('GET', `/Emails/VendorEmails?vendorId=${northwindVendorId}`);
    expect(vendor.statusCode).toBe(404);
    expect(keys(vendor)).toBe('vendorInvalidId');
    const own = (await northwind.call('GET', '/Emails/ProjectEmails')).json() as EmailPage;
    expect(subjects(own)).toEqual(['Northwind mail']);
  });

  it('refuses bad list queries with their message', async () => {
    const cases: [string, string][] = [
      ['/Emails/Aggregates', 'invalidTenderId'],
      ['/Emails/Aggregates?tenderId=x', 'invalidTenderId'],
      ['/Emails/ProjectScheduledEmailsAggregates?tenderId=0', 'invalidTenderId'],
      ['/Emails/ProjectEmails?tenderId=1.5', 'invalidTenderId'],
      ['/Emails/VendorEmails', 'vendorInvalidId'],
      ['/Emails/VendorEmails?vendorId=abc', 'vendorInvalidId'],
      ['/Emails/ProjectEmails?dateFrom=2025-13-01', 'invalidParameter'],
      ['/Emails/ProjectEmails?dateFrom=2025-03-05&dateTo=2025-03-04', 'searchDateRangeInvalid'],
      ['/Emails/ProjectScheduledEmails?pageSize=101', 'invalidParameter'],
      ['/Emails/ProjectEmails?page=0', 'invalidParameter'],
      [`/Emails/ProjectEmails?searchText=${'x'.repeat(201)}`, 'invalidParameter'],
    ];
    for (const [path, key] of cases) {
      const response = await admin.call('GET', path);
      expect(response.statusCode, path).toBe(400);
      expect(keys(response), path).toBe(key);
    }
  });
});
