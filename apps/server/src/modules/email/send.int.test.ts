import type { SentEmail } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import {
  buyerCopies,
  type Caller,
  type EmailWorld,
  emailCount,
  emailWorld,
  insertContractWith,
  insertSupplier,
  messageKeys,
  restrictDomains,
  send,
  sendBody,
} from '../../../test/email-sending.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertPlanTaker } from '../../../test/sourcing.ts';
import { outbox } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

/**
 * Sending now (issue 25 §2): each call's bad input refused with its message and nothing written,
 * recipients only where the mail may reach them, tokens filled per recipient, restricted domains,
 * ReSend and Forward.
 */
describe.each(databaseKinds())('sending mail on %s', (kind) => {
  let t: TestApp;
  let world: EmailWorld;
  let lead: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await emailWorld(t);
    lead = world.lead;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Each refused payload: its status, its message key, and no mail written. */
  async function refused(body: unknown, status: number, key: string) {
    const before = await emailCount(t, world.at.customerId);
    const { response } = await send(lead, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(messageKeys(response)).toContain(key);
    expect(await emailCount(t, world.at.customerId)).toBe(before);
  }

  it('refuses bad input on Schedule with its message, writing nothing', async () => {
    await refused(sendBody(world, { subject: ' ' }), 400, 'emailSubjectRequired');
    await refused(sendBody(world, { body: '<p><br></p>' }), 400, 'emailBodyRequired');
    await refused(sendBody(world, { replyTo: '' }), 400, 'emailAddressEmpty');
    await refused(sendBody(world, { replyTo: 'not-an-address' }), 400, 'emailAddressBadFormat');
    await refused(sendBody(world, { ccs: ['a@x.ca', ''] }), 400, 'invalidEmailAddressList');
    await refused(sendBody(world, { contactIds: [] }), 400, 'emailNoRecipients');
    await refused(sendBody(world, { sendDateUtc: 'tomorrow' }), 400, 'emailSendDateRequired');
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    await refused(sendBody(world, { sendDateUtc: past }), 400, 'emailSendDateInPast');
    await refused(sendBody(world, { tenderId: 999_999 }), 404, 'invalidTenderId');
    await refused(sendBody(world, { contractId: 999_999 }), 404, 'invalidContractId');
    await refused(sendBody(world, { vendorId: 999_999 }), 404, 'vendorInvalidId');
    await refused(sendBody(world, { attachmentIds: [999_999] }), 400, 'emailInvalidAttachment');
  });

  it('refuses recipients the mail may not reach', async () => {
    // A supplier that is no plan taker, and a contact of another agency.
    await refused(sendBody(world, { contactIds: [world.outsider.contactId] }), 400, 'emailInvalidContact');
    await refused(sendBody(world, { contactIds: [world.foreign.contactId] }), 400, 'emailInvalidContact');
    const other = await insertProject(t, world.at, { name: 'Other', status: 'Open' });
    await refused(
      sendBody(world, { tenderId: other.tenderId, projectUserIds: [world.projectUserId], contactIds: [] }),
      400,
      'emailInvalidTeamMember',
    );
    await refused(
      sendBody(world, { tenderId: other.tenderId, invitationIds: [world.invitationId], contactIds: [] }),
      400,
      'emailInvalidInvitation',
    );
    await refused(
      sendBody(world, { tenderId: null, projectUserIds: [world.projectUserId], contactIds: [] }),
      400,
      'emailInvalidTeamMember',
    );
  });

  it("refuses another agency's source: Northwind's administrator cannot mail the demo's plan takers", async () => {
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const { response } = await send(northwind, sendBody(world));
    expect(response.statusCode).toBe(404);
    expect(messageKeys(response)).toBe('invalidTenderId');
  });

  it('fills the tokens for each recipient: two plan takers get their own names', async () => {
    const { response, email } = await send(
      lead,
      sendBody(world, { ccs: ['cc@city.test'], bccs: ['bcc@city.test'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(email).toMatchObject({
      status: 'sent',
      recipientCount: 2,
      counts: { queued: 2, sent: 0, failed: 0 },
    });
    const copies = (await buyerCopies(t, world.at.customerId)).filter((c) =>
      email?.recipients.some((r) => r.email === c.toAddress),
    );
    const ada = copies.find((c) => c.toAddress === 'ada@acme.test');
    const ben = copies.find((c) => c.toAddress === 'ben@brine.test');
    expect(ada?.subject).toBe('Site visit for Road salt supply, Ada Acme');
    expect(ben?.subject).toBe('Site visit for Road salt supply, Ben Brine');
    // Escaped in the HTML part, plain in the text part; the closing time in the agency's zone.
    expect(ben?.htmlBody).toBe(
      '<p>Dear Ben Brine of Brine &amp; Co,</p><p>RS-25 closes March 15, 2030 2:00 PM.</p>',
    );
    expect(ben?.textBody).toBe('Dear Ben Brine of Brine & Co,\nRS-25 closes March 15, 2030 2:00 PM.');
    expect(ada).toMatchObject({ replyTo: 'lead@demo.procura.local', senderName: 'City of Demo Purchasing' });
    // One copy carries the cc and bcc, so each of them receives the mail once.
    expect(ada).toMatchObject({ cc: ['cc@city.test'], bcc: ['bcc@city.test'] });
    expect(ben).toMatchObject({ cc: null, bcc: null });
    const trail = await auditTrail(t, world.at.customerId, 'email', email?.id ?? 0);
    expect(trail.map((e) => e.action)).toEqual(['email.sent']);
  });

  it("mails the team, invitations and a contract's suppliers with the tokens they have", async () => {
    const contractId = await insertContractWith(t, world, world.outsider.vendorId);
    const { response, email } = await send(
      lead,
      sendBody(world, {
        contractId,
        projectUserIds: [world.projectUserId],
        invitationIds: [world.invitationId],
        contactIds: [world.outsider.contactId],
        subject: '#ContractNumber# #ContractName# for #ContactName#',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(email?.recipients.map((r) => [r.kind, r.name, r.email])).toEqual([
      ['projectUser', 'Priya Raman', 'lead@demo.procura.local'],
      ['contact', 'Olga Out', 'olga@outside.test'],
      ['invitation', 'Iris Invited', 'iris@invited.test'],
    ]);
    const copies = await buyerCopies(t, world.at.customerId);
    expect(copies.find((c) => c.toAddress === 'iris@invited.test')?.subject).toBe(
      'C-7 Salt contract for Iris Invited',
    );
  });

  it('keeps a copy no server would take out of the outbox, saying why, and sends the others', async () => {
    const broken = await insertSupplier(t, world.at, 'No Mail Ltd', {
      firstName: 'Nell',
      lastName: 'Nomail',
      email: 'nell at nomail',
    });
    await insertPlanTaker(t, world.at.customerId, world.tenderId, {
      vendorId: broken.vendorId,
      contactId: broken.contactId,
    });
    const { response, email } = await send(
      lead,
      sendBody(world, { contactIds: [broken.contactId, world.acme.contactId] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(email?.recipients.map((r) => [r.email, r.status, r.error])).toEqual([
      ['nell at nomail', 'failed', 'The email address is badly formatted.'],
      ['ada@acme.test', 'queued', null],
    ]);
  });

  it('refuses an address in a restricted domain, naming the domain, and writes nothing', async () => {
    await restrictDomains(t, world.at, world.lead.info.user.id, ['brine.test', 'blocked.test']);
    try {
      const before = await emailCount(t, world.at.customerId);
      const { response } = await send(lead, sendBody(world));
      expect(response.statusCode).toBe(400);
      expect(messageKeys(response)).toBe('emailDomainRestricted');
      expect(response.json()).toEqual(['Mail to brine.test is not allowed by the agency.']);
      const cc = await send(
        lead,
        sendBody(world, { contactIds: [world.acme.contactId], ccs: ['x@mail.blocked.test'] }),
      );
      expect(messageKeys(cc.response)).toBe('emailDomainRestricted');
      expect(await emailCount(t, world.at.customerId)).toBe(before);
    } finally {
      await restrictDomains(t, world.at, world.lead.info.user.id, []);
    }
  });

  it('refuses bad input on reschedule, cancel, ReSend and Forward', async () => {
    const { email } = await send(lead, sendBody(world));
    const id = email?.id ?? 0;
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const expectKey = async (response: Awaited<ReturnType<Caller['call']>>, status: number, key: string) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(messageKeys(response)).toContain(key);
    };
    await expectKey(
      await lead.call('PUT', '/Emails/Schedule', { emailId: id, sendDateUtc: later }),
      409,
      'emailNotScheduled',
    );
    await expectKey(
      await lead.call('PUT', '/Emails/Schedule', { emailId: id }),
      400,
      'emailSendDateRequired',
    );
    await expectKey(
      await lead.call('PUT', '/Emails/Schedule', { emailId: 0, sendDateUtc: later }),
      400,
      'emailNotFound',
    );
    await expectKey(
      await lead.call('PUT', '/Emails/Schedule', { emailId: 999_999, sendDateUtc: later }),
      404,
      'emailNotFound',
    );
    await expectKey(
      await lead.call('DELETE', `/Emails/ProjectScheduledEmails?emailId=${id}`),
      409,
      'emailNotScheduled',
    );
    await expectKey(
      await lead.call('DELETE', '/Emails/ProjectScheduledEmails?emailId=x'),
      400,
      'emailNotFound',
    );
    await expectKey(await lead.call('POST', '/Emails/ReSend', { emailId: 999_999 }), 404, 'emailNotFound');
    await expectKey(
      await lead.call('POST', '/Emails/Forward', { emailId: id, to: [] }),
      400,
      'emailNoRecipients',
    );
    await expectKey(
      await lead.call('POST', '/Emails/Forward', { emailId: id, to: ['nope'] }),
      400,
      'emailAddressBadFormat',
    );
    await expectKey(
      await lead.call('POST', '/Emails/Forward', { emailId: 999_999, to: ['a@b.test'] }),
      404,
      'emailNotFound',
    );
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    await expectKey(await northwind.call('POST', '/Emails/ReSend', { emailId: id }), 404, 'emailNotFound');
  });

  it('resends the failed copies only, then forwards the mail to more addresses', async () => {
    const { email } = await send(lead, sendBody(world));
    const [first] = email?.recipients ?? [];
    // This mail's copy to its first recipient: the latest to that address.
    const firstCopy = (await buyerCopies(t, world.at.customerId)).findLast(
      (c) => c.toAddress === first?.email,
    );
    await asSystem(t.database.db, (tx) =>
      tx
        .update(outbox)
        .set({ status: 'failed', lastError: '550 mailbox unavailable' })
        .where(and(eq(outbox.customerId, world.at.customerId), eq(outbox.id, firstCopy?.id ?? 0))),
    );
    const before = (await buyerCopies(t, world.at.customerId)).length;
    const resent = await lead.call('POST', '/Emails/ReSend', { emailId: email?.id });
    expect(resent.statusCode, resent.body).toBe(200);
    const after = valuesOf<SentEmail>(resent)[0];
    expect(after?.counts).toEqual({ queued: 2, sent: 0, failed: 0 });
    expect(after?.recipients[0]?.error).toBeNull();
    const copies = await buyerCopies(t, world.at.customerId);
    expect(copies.slice(before).map((c) => c.toAddress)).toEqual([first?.email]);

    const forwarded = await lead.call('POST', '/Emails/Forward', {
      emailId: email?.id,
      to: ['director@city.test', 'DIRECTOR@city.test'],
    });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    const forward = valuesOf<SentEmail>(forwarded)[0];
    expect(forward).toMatchObject({
      subject: 'Fwd: Site visit for #TenderName#, #ContactName#',
      status: 'sent',
    });
    expect(forward?.recipients.map((r) => [r.kind, r.email])).toEqual([['forward', 'director@city.test']]);
    const trail = await auditTrail(t, world.at.customerId, 'email', email?.id ?? 0);
    expect(trail.map((e) => e.action)).toEqual(['email.sent', 'email.resent']);
  });
});
