import { rmSync } from 'node:fs';
import { type ScheduledReport, utcToZonedLocal, zonedLocalToUtc } from '@procura/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../test/api.ts';
import { databaseKinds, type TestApp } from '../../../test/harness.ts';
import {
  answered,
  type Caller,
  insertInactiveUser,
  messageKeys,
  setContractorPerformance,
  signedInCaller,
  subscriptionApp,
  subscriptionBody,
  subscriptionRow,
  userIdOf,
  valuesOf,
} from '../../../test/report-subscription-world.ts';
import { reportSubscriptions } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

const zone = 'America/Toronto';

/**
 * Report subscriptions' calls (issue 26 §2; 001 §7 /Report/Scheduled, Recipient, ScheduledForUser,
 * ScheduledByUser): who subscribes whom to what, who changes and ends a subscription, who takes
 * themself off, and that nothing of another agency is reached.
 */
describe.each(databaseKinds())('report subscriptions on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let lead: Caller;
  let admin: Caller;
  let buyer: Caller;
  let northwind: Caller;
  let adminId: number;
  let leadId: number;

  const byUser = async (caller: Caller) =>
    valuesOf<ScheduledReport>(await caller.call('GET', '/Report/ScheduledByUser'));
  const forUser = async (caller: Caller) =>
    valuesOf<ScheduledReport>(await caller.call('GET', '/Report/ScheduledForUser'));

  beforeAll(async () => {
    ({ t, dataDir } = await subscriptionApp(kind));
    await setContractorPerformance(t, true);
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    adminId = userIdOf(t, 'admin@demo.procura.local');
    leadId = userIdOf(t, 'lead@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('subscribes team members and addresses, each once, first mailed at the start’s time in the agency’s zone', async () => {
    const body = subscriptionBody({
      start: '2999-03-15',
      sendAt: '07:30',
      frequency: 'Weekly',
      recipients: [
        { userId: adminId },
        { email: ' Ops@Example.COM ' },
        { email: 'ops@example.com' },
        { userId: adminId },
      ],
    });
    const created = answered(await lead.call('POST', '/Report/Scheduled', body));
    expect(created).toMatchObject({
      reportName: 'ActiveContracts',
      start: '2999-03-15',
      sendAt: '07:30',
      frequency: 'Weekly',
      createdBy: { id: leadId, fullName: 'Priya Raman' },
      nextSendAt: zonedLocalToUtc('2999-03-15T07:30', zone).toISOString(),
    });
    expect(created.recipientDTOs.map(({ userId, email, fullName }) => ({ userId, email, fullName }))).toEqual(
      [
        { userId: adminId, email: 'admin@demo.procura.local', fullName: 'Alex Morgan' },
        { userId: null, email: 'ops@example.com', fullName: null },
      ],
    );
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'reportSubscription', created.id);
    expect(trail.map((e) => [e.action, e.actorLabel])).toEqual([['report.subscribed', `user:${leadId}`]]);
  });

  it('starting today at a time still ahead sends today; a time already past sends tomorrow', async () => {
    const local = utcToZonedLocal(new Date(t.clock.now().getTime() + 2 * 60 * 60 * 1000), zone);
    // Two hours ahead may be tomorrow already (late evening); the start is then tomorrow too.
    const ahead = answered(
      await lead.call(
        'POST',
        '/Report/Scheduled',
        subscriptionBody({ start: local.slice(0, 10), sendAt: local.slice(11, 16) }),
      ),
    );
    expect(ahead.nextSendAt).toBe(zonedLocalToUtc(local.slice(0, 16), zone).toISOString());
    await lead.call('DELETE', `/Report/Scheduled/${ahead.id}`);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const inactiveId = await insertInactiveUser(t);
    const before = (await byUser(lead)).length;
    const cases: [Record<string, unknown>, number, string][] = [
      [subscriptionBody({ recipients: [] }), 400, 'emailNoRecipients'],
      [subscriptionBody({ sendAt: '24:00' }), 400, 'invalidParameter'],
      [subscriptionBody({ sendAt: '9:00' }), 400, 'invalidParameter'],
      [{ ...subscriptionBody(), reportName: 'NoSuchReport' }, 400, 'reportNotFound'],
      [{ ...subscriptionBody(), frequency: 'Hourly' }, 400, 'invalidParameter'],
      [subscriptionBody({ recipients: [{ email: 'not an address' }] }), 400, 'emailAddressBadFormat'],
      [subscriptionBody({ recipients: [{ userId: inactiveId }] }), 400, 'emailInvalidTeamMember'],
      [subscriptionBody({ recipients: [{ userId: northwind.info.user.id }] }), 400, 'emailInvalidTeamMember'],
      [
        subscriptionBody({ recipients: [{ email: 'a@example.com' }, { userId: 999_999 }] }),
        400,
        'emailInvalidTeamMember',
      ],
    ];
    for (const [body, status, key] of cases) {
      const response = await lead.call('POST', '/Report/Scheduled', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(messageKeys(response), JSON.stringify(body)).toBe(key);
    }
    const yesterday = new Date(t.clock.now().getTime() - 36 * 60 * 60 * 1000);
    const past = await lead.call(
      'POST',
      '/Report/Scheduled',
      subscriptionBody({ start: utcToZonedLocal(yesterday, zone).slice(0, 10) }),
    );
    expect(past.statusCode).toBe(400);
    expect(messageKeys(past)).toBe('invalidParameter');
    expect(await byUser(lead)).toHaveLength(before);
    // A start from the year 3000 on is refused by the contract's schema.
    const far = await lead.call('POST', '/Report/Scheduled', subscriptionBody({ start: '3000-01-01' }));
    expect(far.statusCode).toBe(400);
    expect(messageKeys(far)).toBe('invalidParameter');
    const farButAllowed = answered(
      await lead.call(
        'POST',
        '/Report/Scheduled',
        subscriptionBody({ start: '2999-12-31', sendAt: '09:00' }),
      ),
    );
    expect(farButAllowed.nextSendAt).toBe(zonedLocalToUtc('2999-12-31T09:00', zone).toISOString());
    expect((await lead.call('DELETE', `/Report/Scheduled/${farButAllowed.id}`)).statusCode).toBe(200);
  });

  it('subscribes only to a report offered to the caller, and only with the reports edit right', async () => {
    await setContractorPerformance(t, false);
    const unavailable = await lead.call(
      'POST',
      '/Report/Scheduled',
      subscriptionBody({ reportName: 'AllSupplierEvaluations' }),
    );
    expect(unavailable.statusCode).toBe(404);
    expect(messageKeys(unavailable)).toBe('reportUnavailable');
    await setContractorPerformance(t, true);
    const viewer = await buyer.call('POST', '/Report/Scheduled', subscriptionBody());
    expect(viewer.statusCode).toBe(403);
  });

  it('lists the caller’s subscriptions and those that mail them, by report name then id', async () => {
    const mine = await byUser(lead);
    const questions = answered(
      await lead.call(
        'POST',
        '/Report/Scheduled',
        subscriptionBody({
          reportName: 'SupplierQuestions',
          recipients: [{ email: 'BUYER@demo.procura.local' }],
        }),
      ),
    );
    const contracts = answered(
      await lead.call('POST', '/Report/Scheduled', subscriptionBody({ recipients: [{ userId: adminId }] })),
    );
    const listed = await byUser(lead);
    expect(listed.map((s) => s.id)).toEqual(
      [...mine, questions, contracts]
        .sort((a, b) => (a.reportName === b.reportName ? a.id - b.id : a.reportName < b.reportName ? -1 : 1))
        .map((s) => s.id),
    );
    expect(await byUser(admin)).toEqual([]);
    // The buyer is mailed at their address; the admin as a team member.
    expect((await forUser(buyer)).map((s) => s.id)).toEqual([questions.id]);
    expect((await forUser(admin)).map((s) => s.id)).toContain(contracts.id);
    expect((await forUser(admin)).map((s) => s.id)).not.toContain(questions.id);
    expect(await forUser(northwind)).toEqual([]);
    expect(await byUser(northwind)).toEqual([]);
  });

  it('lets only the creator replace a subscription, recomputing its next send', async () => {
    const created = answered(await lead.call('POST', '/Report/Scheduled', subscriptionBody()));
    const change = {
      ...subscriptionBody({
        reportName: 'ContractManagement',
        start: '2999-02-01',
        sendAt: '18:45',
        frequency: 'Monthly',
        recipients: [{ userId: leadId }, { email: 'new@example.com' }],
      }),
      id: created.id,
    };
    for (const other of [admin, northwind]) {
      const refused = await other.call('PUT', '/Report/Scheduled', change);
      expect(refused.statusCode).toBe(404);
      expect(messageKeys(refused)).toBe('reportSubscriptionNotFound');
    }
    const updated = answered(await lead.call('PUT', '/Report/Scheduled', change));
    expect(updated).toMatchObject({
      id: created.id,
      reportName: 'ContractManagement',
      frequency: 'Monthly',
      nextSendAt: zonedLocalToUtc('2999-02-01T18:45', zone).toISOString(),
    });
    expect(updated.recipientDTOs.map((r) => r.email)).toEqual(['lead@demo.procura.local', 'new@example.com']);
    expect((await subscriptionRow(t, created.id))?.nextSendAt.toISOString()).toBe(updated.nextSendAt);

    // A start already passed may be kept; another past day is refused.
    await asSystem(t.database.db, (tx) =>
      tx
        .update(reportSubscriptions)
        .set({ start: '2020-01-06' })
        .where(eq(reportSubscriptions.id, created.id)),
    );
    const kept = await lead.call('PUT', '/Report/Scheduled', { ...change, start: '2020-01-06' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(new Date(answered(kept).nextSendAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
    const moved = await lead.call('PUT', '/Report/Scheduled', { ...change, start: '2020-01-07' });
    expect(moved.statusCode).toBe(400);
    expect(messageKeys(moved)).toBe('invalidParameter');
    expect((await subscriptionRow(t, created.id))?.start).toBe('2020-01-06');
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'reportSubscription', created.id);
    expect(trail.map((e) => e.action)).toEqual([
      'report.subscribed',
      'report.subscriptionUpdated',
      'report.subscriptionUpdated',
    ]);
  });

  it('lets only the creator end a subscription', async () => {
    const created = answered(await lead.call('POST', '/Report/Scheduled', subscriptionBody()));
    for (const other of [admin, northwind]) {
      const refused = await other.call('DELETE', `/Report/Scheduled/${created.id}`);
      expect(refused.statusCode).toBe(404);
      expect(messageKeys(refused)).toBe('reportSubscriptionNotFound');
    }
    const ended = await lead.call('DELETE', `/Report/Scheduled/${created.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ deleted: true });
    expect(await subscriptionRow(t, created.id)).toBeUndefined();
    expect((await lead.call('DELETE', `/Report/Scheduled/${created.id}`)).statusCode).toBe(404);
  });

  it('lets a recipient take themself off, the creator anyone, and ends it with the last one', async () => {
    const created = answered(
      await lead.call(
        'POST',
        '/Report/Scheduled',
        subscriptionBody({
          recipients: [
            { userId: adminId },
            { email: 'ADMIN@demo.procura.local' },
            { email: 'ops@example.com' },
          ],
        }),
      ),
    );
    const [asMember, asAddress, other] = created.recipientDTOs;
    expect(asAddress?.email).toBe('admin@demo.procura.local');
    // Another agency, and a recipient taking someone else off, find nothing.
    expect((await northwind.call('DELETE', `/Report/Recipient/${asMember?.id}`)).statusCode).toBe(404);
    const notTheirs = await admin.call('DELETE', `/Report/Recipient/${other?.id}`);
    expect(notTheirs.statusCode).toBe(404);
    expect(messageKeys(notTheirs)).toBe('reportRecipientNotFound');

    for (const recipient of [asMember, asAddress]) {
      const off = await admin.call('DELETE', `/Report/Recipient/${recipient?.id}`);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ deleted: true });
    }
    expect((await forUser(admin)).map((s) => s.id)).not.toContain(created.id);
    const left = (await byUser(lead)).find((s) => s.id === created.id);
    expect(left?.recipientDTOs.map((r) => r.email)).toEqual(['ops@example.com']);

    const last = await lead.call('DELETE', `/Report/Recipient/${other?.id}`);
    expect(last.statusCode, last.body).toBe(200);
    expect(await subscriptionRow(t, created.id)).toBeUndefined();
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'reportSubscription', created.id);
    expect(trail.map((e) => [e.action, e.actorLabel])).toEqual([
      ['report.subscribed', `user:${leadId}`],
      ['report.recipientRemoved', `user:${adminId}`],
      ['report.recipientRemoved', `user:${adminId}`],
      ['report.unsubscribed', `user:${leadId}`],
    ]);
  });

  it('keeps every agency’s subscriptions to itself', async () => {
    const created = answered(await lead.call('POST', '/Report/Scheduled', subscriptionBody()));
    const change = { ...subscriptionBody(), id: created.id };
    expect((await northwind.call('PUT', '/Report/Scheduled', change)).statusCode).toBe(404);
    expect((await northwind.call('DELETE', `/Report/Scheduled/${created.id}`)).statusCode).toBe(404);
    expect(
      (await northwind.call('DELETE', `/Report/Recipient/${created.recipientDTOs[0]?.id}`)).statusCode,
    ).toBe(404);
    expect(await subscriptionRow(t, created.id)).toBeDefined();
    // Northwind's own subscription is its own, named by its own admin.
    const theirs = answered(await northwind.call('POST', '/Report/Scheduled', subscriptionBody()));
    expect(theirs.createdBy?.id).toBe(northwind.info.user.id);
    expect((await lead.call('DELETE', `/Report/Scheduled/${theirs.id}`)).statusCode).toBe(404);
  });
});
