import type { EmailTemplate, EmailTemplateInput } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { customers, outbox, users } from '../../db/schema/index.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import { rejectDocumentMail } from './index.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
const one = (response: { json(): unknown }) => valuesOf<EmailTemplate>(response)[0] as EmailTemplate;

const input = (overrides: Partial<EmailTemplateInput> = {}): EmailTemplateInput => ({
  name: 'Invitation to bid',
  groupName: 'Bids',
  language: 'en',
  subject: '#TenderName# is open',
  body: '<p>Hello #ContactName#,</p><p>#AgencyName# invites #VendorName#.</p>',
  ...overrides,
});

describe.each(databaseKinds())('email templates on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let buyer: Caller;
  let northwind: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (body: unknown, caller = admin) => caller.call('POST', '/Emails/Templates', body);

  it('creates, lists by group, changes and deletes templates, auditing each', async () => {
    const created = await create(
      input({ cc: 'a@demo.test,  b@demo.test', bcc: 'c@demo.test', sender: 'Purchasing' }),
    );
    expect(created.statusCode).toBe(200);
    const template = one(created);
    expect(template).toMatchObject({
      name: 'Invitation to bid',
      groupName: 'Bids',
      language: 'en',
      active: true,
      sender: 'Purchasing',
      cc: 'a@demo.test; b@demo.test',
      bcc: 'c@demo.test',
    });
    const contracts = one(
      await create(input({ name: 'Award notice', groupName: 'Contracts', active: false })),
    );

    const bids = valuesOf<EmailTemplate>(await admin.call('GET', '/Emails/Templates?groupName=Bids'));
    expect(bids.map((x) => x.id)).toEqual([template.id]);
    const active = valuesOf<EmailTemplate>(await admin.call('GET', '/Emails/Templates?activeOnly=true'));
    expect(active.map((x) => x.id)).toContain(template.id);
    expect(active.map((x) => x.id)).not.toContain(contracts.id);
    const all = valuesOf<EmailTemplate>(await admin.call('GET', '/Emails/Templates/All'));
    expect(all.map((x) => x.id)).toEqual(expect.arrayContaining([template.id, contracts.id]));
    // The wizard reads templates with the Message Centre's right alone.
    expect((await buyer.call('GET', '/Emails/Templates/All')).statusCode).toBe(200);

    const changed = await admin.call(
      'PUT',
      `/Emails/Templates/${template.id}`,
      input({ name: 'Invitation to bid', subject: 'Now open', active: false }),
    );
    expect(changed.statusCode).toBe(200);
    expect(one(changed)).toMatchObject({ id: template.id, subject: 'Now open', active: false });

    const removed = await admin.call('DELETE', `/Emails/Templates/${contracts.id}`);
    expect(removed.statusCode).toBe(200);
    expect(valuesOf<EmailTemplate>(removed).map((x) => x.id)).not.toContain(contracts.id);
    expect((await admin.call('DELETE', `/Emails/Templates/${contracts.id}`)).statusCode).toBe(404);

    const trail = await auditTrail(t, admin.info.customer.id, 'emailTemplate', template.id);
    expect(trail.map((e) => e.action)).toEqual(['emailTemplate.created', 'emailTemplate.updated']);
  });

  it('refuses a name taken in the group and language, ignoring case', async () => {
    const first = one(await create(input({ name: 'Reminder' })));
    const taken = await create(input({ name: '  REMINDER ' }));
    expect(taken.statusCode).toBe(400);
    expect(keys(taken)).toBe('emailTemplateNameTaken');
    expect((await create(input({ name: 'Reminder', language: 'fr' }))).statusCode).toBe(200);
    expect((await create(input({ name: 'Reminder', groupName: 'Contracts' }))).statusCode).toBe(200);
    const other = one(await create(input({ name: 'Second reminder' })));
    const renamed = await admin.call('PUT', `/Emails/Templates/${other.id}`, input({ name: 'reminder' }));
    expect(renamed.statusCode).toBe(400);
    expect(keys(renamed)).toBe('emailTemplateNameTaken');
    const same = await admin.call('PUT', `/Emails/Templates/${first.id}`, input({ name: 'reminder' }));
    expect(same.statusCode).toBe(200);
    expect(one(same).name).toBe('reminder');
  });

  it('cleans the body of anything that could run', async () => {
    const created = await create(
      input({
        name: 'Cleaned',
        body: '<p onclick="x()">Hi #ContactName#</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      }),
    );
    expect(created.statusCode).toBe(200);
    const { body } = one(created);
    expect(body).toContain('<p>Hi #ContactName#</p>');
    expect(body).not.toMatch(/script|onclick|javascript/);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [input({ name: '' }), 'emailTemplateNameRequired'],
      [{ ...input(), groupName: 'Nope' }, 'emailTemplateGroupInvalid'],
      [input({ subject: '  ' }), 'emailSubjectRequired'],
      [input({ cc: 'a@demo.test,,b@demo.test' }), 'invalidEmailAddressList'],
      [input({ bcc: 'not-an-address' }), 'invalidEmailAddressList'],
      [{ ...input(), language: 'de' }, 'invalidParameter'],
      [{ ...input(), body: 42 }, 'invalidParameter'],
    ];
    const before = valuesOf(await admin.call('GET', '/Emails/Templates/All')).length;
    for (const [body, key] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(String(keys(response)).split(','), JSON.stringify(body)).toContain(key);
    }
    expect(valuesOf(await admin.call('GET', '/Emails/Templates/All')).length).toBe(before);
    const badGroup = await admin.call('GET', '/Emails/Templates?groupName=Other');
    expect(badGroup.statusCode).toBe(400);
    expect(keys(badGroup)).toBe('emailTemplateGroupInvalid');
    for (const [method, path] of [
      ['PUT', '/Emails/Templates/abc'],
      ['DELETE', '/Emails/Templates/0'],
      ['POST', '/Emails/Templates/-3/Test'],
    ] as const) {
      const response = await admin.call(method, path, method === 'PUT' ? input() : undefined);
      expect(response.statusCode, path).toBe(400);
      expect(keys(response), path).toBe('emailTemplateNotFound');
    }
  });

  it('answers another agency’s template as not found', async () => {
    const theirs = one(await create(input({ name: 'Northwind only' }), northwind));
    for (const [method, path] of [
      ['PUT', `/Emails/Templates/${theirs.id}`],
      ['DELETE', `/Emails/Templates/${theirs.id}`],
      ['POST', `/Emails/Templates/${theirs.id}/Test`],
    ] as const) {
      const response = await admin.call(method, path, method === 'PUT' ? input({ name: 'Mine' }) : undefined);
      expect(response.statusCode, path).toBe(404);
      expect(keys(response), path).toBe('emailTemplateNotFound');
    }
    const mine = valuesOf<EmailTemplate>(await admin.call('GET', '/Emails/Templates/All'));
    expect(mine.map((x) => x.id)).not.toContain(theirs.id);
  });

  it('mails a test to the caller through the outbox, tokens filled with examples', async () => {
    const template = one(
      await create(
        input({
          name: 'Test me',
          subject: '#TenderName# at #AgencyName# #Unknown#',
          body: '<p>Hello #ContactName#, on #Date# at #Time#</p>',
        }),
      ),
    );
    const response = await admin.call('POST', `/Emails/Templates/${template.id}/Test`);
    expect(response.statusCode).toBe(200);
    const customerId = admin.info.customer.id;
    const [me] = await asSystem(t.database.db, (tx) =>
      tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.customerId, customerId), eq(users.id, admin.info.user.id))),
    );
    expect(response.json()).toEqual({ to: me?.email });
    const [agency] = await asSystem(t.database.db, (tx) =>
      tx.select().from(customers).where(eq(customers.id, customerId)),
    );
    const [mail] = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.customerId, customerId), eq(outbox.kind, 'emailTemplateTest'))),
    );
    expect(mail).toMatchObject({ toAddress: me?.email, status: 'pending' });
    expect(mail?.subject).toBe(`Road resurfacing 2025 at ${agency?.displayName} #Unknown#`);
    expect(mail?.htmlBody).toMatch(/^<p>Hello Alex Example, on \d{4}-\d{2}-\d{2} at \d{2}:\d{2}<\/p>$/);
    expect(mail?.textBody).toMatch(/^Hello Alex Example, on \d{4}-\d{2}-\d{2} at \d{2}:\d{2}$/);
  });

  it('fills a notice template’s test with examples of its tokens, leaving those without one as written', async () => {
    const template = one(
      await create(
        input({
          name: 'Decline wording',
          groupName: 'intakeDeclined',
          subject: '#Reference# declined: #Reason#',
          body: '<p>Hello #FirstName#, #AgencyName# says: #Reason#</p>',
        }),
      ),
    );
    const response = await admin.call('POST', `/Emails/Templates/${template.id}/Test`);
    expect(response.statusCode, response.body).toBe(200);
    const customerId = admin.info.customer.id;
    const mails = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.customerId, customerId), eq(outbox.kind, 'emailTemplateTest'))),
    );
    const mail = mails.at(-1);
    expect(mail?.subject).toBe('#Reference# declined: An example reason.');
    expect(mail?.textBody).toMatch(/^Hello Alex, .+ says: An example reason\.$/);
  });

  it('gives the contracts area the node’s active RejectDocument wording in the agency’s language', async () => {
    const at = { customerId: admin.info.customer.id, nodeId: admin.info.tenderNode.id };
    const { projectId } = await insertProject(t, at);
    const wording = () =>
      inTenant(t.database.db, at.customerId, (tx) =>
        rejectDocumentMail(tx, at.customerId, projectId, {
          DocumentName: 'Safety <plan>',
          Reason: 'Unsigned',
        }),
      );
    expect(await wording()).toBeNull();
    await create(input({ name: 'Rejected (fr)', groupName: 'RejectDocument', language: 'fr' }));
    expect(await wording()).toBeNull();
    const inactive = one(
      await create(
        input({ name: 'Rejected', groupName: 'RejectDocument', subject: 'Refused', active: false }),
      ),
    );
    expect(await wording()).toBeNull();
    await admin.call('PUT', `/Emails/Templates/${inactive.id}`, {
      ...input({ name: 'Rejected', groupName: 'RejectDocument', subject: 'Refused #DocumentName#' }),
      body: '<p>Reason: #Reason#</p>',
    });
    // Filled: raw in the subject, escaped in the body; the text part without tags.
    expect(await wording()).toEqual({
      subject: 'Refused Safety <plan>',
      html: '<p>Reason: Unsigned</p>',
      text: 'Reason: Unsigned',
    });
  });
});
