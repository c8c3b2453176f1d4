import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findBuiltInReport } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp } from '../../../test/harness.ts';
import {
  answered,
  type Caller,
  insertActiveContract,
  setContractorPerformance,
  signedInCaller,
  subscriptionApp,
  subscriptionMails,
  subscriptionRow,
  userIdOf,
} from '../../../test/report-subscription-world.ts';
import { userGroupMembers, users } from '../../db/schema/index.ts';
import { frozenClock } from '../../platform/clock.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import { builtInReportRows } from './built-in-rows.ts';
import { collectRows } from './paging.ts';
import { reportSettingAt } from './scope.ts';
import { mailDueSubscriptions } from './subscription-job.ts';

const at = (iso: string) => new Date(iso);
const activeContracts = findBuiltInReport('ActiveContracts');

/**
 * The report subscriptions' minute job (issue 26 §2), run as main.ts runs it on a clock the test
 * moves (America/Toronto, which springs forward on 2026-03-08): a subscription is mailed once per
 * period at its time on the agency's clocks, with the report's workbook attached; a missed stretch
 * is mailed once; a report its creator is no longer offered is not mailed; files go after a week.
 * The subscriptions are made before the clock moves, and the job is called directly afterwards.
 */
describe.each(databaseKinds())('the report subscription job on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let lead: Caller;
  const ids = { daily: 0, performance: 0, weekly: 0 };

  const run = async (iso: string) => {
    t.clock.set(at(iso));
    return mailDueSubscriptions(t.ctx, t.clock.now());
  };
  const fileOf = (storageKey: string) => path.join(dataDir, 'files', storageKey);

  beforeAll(async () => {
    // Monday 2026-03-02, 07:00 in Toronto.
    ({ t, dataDir } = await subscriptionApp(kind, frozenClock(at('2026-03-02T12:00:00Z'))));
    await setContractorPerformance(t, true);
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    for (const number of ['AC-2', 'AC-1']) await insertActiveContract(t, lead.info.tenderNode.id, number);
    const subscribe = async (body: Record<string, unknown>) =>
      answered(await lead.call('POST', '/Report/Scheduled', body)).id;
    ids.daily = await subscribe({
      reportName: 'ActiveContracts',
      start: '2026-03-02',
      sendAt: '09:00',
      frequency: 'Daily',
      // The lead as a team member and at their address is mailed once.
      recipients: [
        { userId: userIdOf(t, 'lead@demo.procura.local') },
        { email: 'Someone@Example.com' },
        { email: 'lead@demo.procura.local' },
      ],
    });
    ids.performance = await subscribe({
      reportName: 'AllSupplierEvaluations',
      start: '2026-03-02',
      sendAt: '09:00',
      frequency: 'Daily',
      recipients: [{ email: 'perf@example.com' }],
    });
    ids.weekly = await subscribe({
      reportName: 'ActiveContracts',
      start: '2026-03-03',
      sendAt: '10:00',
      frequency: 'Weekly',
      recipients: [{ email: 'weekly@example.com' }],
    });
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails nothing before its time, then once at it with the report’s workbook attached', async () => {
    // The supplier-performance module is switched off: that report is not offered to its creator.
    await setContractorPerformance(t, false);
    expect(await run('2026-03-02T13:59:00Z')).toBe(0);
    expect(await subscriptionMails(t)).toEqual([]);

    expect(await run('2026-03-02T14:00:00Z')).toBe(1);
    const mails = await subscriptionMails(t);
    expect(mails.map((m) => m.toAddress)).toEqual(['lead@demo.procura.local', 'someone@example.com']);
    const fileName = `${activeContracts?.title.en} - 03.02.2026.xlsx`;
    for (const mail of mails) {
      expect(mail).toMatchObject({ customerId: t.seed.demoCustomerId, status: 'pending' });
      expect(mail.subject).toBe(`${activeContracts?.title.en} - City of Demo`);
      expect(mail.textBody).toContain('Priya Raman subscribed you to receive it daily.');
      expect(mail.textBody).toContain('/reports/library');
      expect(mail.attachments).toEqual([
        {
          storageKey: mails[0]?.attachments?.[0]?.storageKey,
          fileName,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ]);
    }
    const storageKey = mails[0]?.attachments?.[0]?.storageKey ?? '';
    expect(storageKey).toMatch(new RegExp(`^report-mail/${t.seed.demoCustomerId}/\\d+-[\\w-]+\\.xlsx$`));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(fileOf(storageKey));
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(activeContracts?.columns.map((column) => column.label.en));
    const expected = await inTenant(t.database.db, t.seed.demoCustomerId, async (tx) => {
      const setting = await reportSettingAt(
        tx,
        t.seed.demoCustomerId,
        lead.info.tenderNode.id,
        t.clock.now(),
      );
      return (await collectRows(builtInReportRows.ActiveContracts(tx, setting.scope))).length;
    });
    expect(expected).toBe(2);
    expect(sheet.actualRowCount - 1).toBe(expected);
    const projectNumbers = [2, 3].map((n) => sheet.getRow(n).getCell(1).value);
    expect(projectNumbers).toEqual(['AC-1', 'AC-2']);

    expect(await subscriptionRow(t, ids.daily)).toMatchObject({
      lastSentAt: at('2026-03-02T14:00:00Z'),
      nextSendAt: at('2026-03-03T14:00:00Z'),
    });
    // Not offered: not mailed, and it waits for its next time rather than for every minute.
    expect(await subscriptionRow(t, ids.performance)).toMatchObject({
      lastSentAt: null,
      nextSendAt: at('2026-03-03T14:00:00Z'),
    });
  });

  it('does not mail again in the same day, and mails once the next day however many runs overlap', async () => {
    expect(await run('2026-03-02T14:30:00Z')).toBe(0);
    expect(await subscriptionMails(t)).toHaveLength(2);

    await setContractorPerformance(t, true);
    t.clock.set(at('2026-03-03T14:00:30Z'));
    const runs = await Promise.all([
      mailDueSubscriptions(t.ctx, t.clock.now()),
      mailDueSubscriptions(t.ctx, t.clock.now()),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    const mails = (await subscriptionMails(t)).slice(2);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([
      'lead@demo.procura.local',
      'perf@example.com',
      'someone@example.com',
    ]);
    expect(mails.find((m) => m.toAddress === 'perf@example.com')?.attachments?.[0]?.fileName).toBe(
      `${findBuiltInReport('AllSupplierEvaluations')?.title.en} - 03.03.2026.xlsx`,
    );
  });

  it('mails a weekly subscription at the same local time across the change to daylight time', async () => {
    expect(await run('2026-03-03T15:00:00Z')).toBe(1);
    expect((await subscriptionMails(t)).at(-1)?.toAddress).toBe('weekly@example.com');
    // 10:00 is 15:00 UTC before 2026-03-08 in Toronto and 14:00 UTC after.
    expect((await subscriptionRow(t, ids.weekly))?.nextSendAt).toEqual(at('2026-03-10T14:00:00Z'));
  });

  it('mails a missed stretch of days once, removes last week’s files, and then mails the day’s period', async () => {
    const [first] = await subscriptionMails(t);
    const firstFile = fileOf(first?.attachments?.[0]?.storageKey ?? '');
    const second = (await subscriptionMails(t))[2];
    const secondFile = fileOf(second?.attachments?.[0]?.storageKey ?? '');
    expect(existsSync(firstFile)).toBe(true);

    const before = (await subscriptionMails(t)).length;
    // Down from 03-04 to 03-10 before 09:00 (13:00 UTC, daylight time now): the daily
    // subscriptions go once each, the weekly one not yet.
    expect(await run('2026-03-10T12:59:00Z')).toBe(2);
    expect((await subscriptionMails(t)).length - before).toBe(3);
    expect(await subscriptionRow(t, ids.daily)).toMatchObject({
      lastSentAt: at('2026-03-10T12:59:00Z'),
      nextSendAt: at('2026-03-10T13:00:00Z'),
    });
    // Written on 03-02 at 14:00, more than a week ago; the next day's is not.
    expect(existsSync(firstFile)).toBe(false);
    expect(existsSync(secondFile)).toBe(true);

    expect(await run('2026-03-10T14:00:00Z')).toBe(3);
    expect((await subscriptionRow(t, ids.weekly))?.nextSendAt).toEqual(at('2026-03-17T14:00:00Z'));
  });

  it('skips a period while the creator lacks the reports right or is no active user, and resumes', async () => {
    const leadId = userIdOf(t, 'lead@demo.procura.local');
    const ofLead = and(
      eq(userGroupMembers.customerId, t.seed.demoCustomerId),
      eq(userGroupMembers.userId, leadId),
    );
    const memberships = await asSystem(t.database.db, (tx) =>
      tx.select().from(userGroupMembers).where(ofLead),
    );
    expect(memberships.length).toBeGreaterThan(0);
    await asSystem(t.database.db, (tx) => tx.delete(userGroupMembers).where(ofLead));
    const before = (await subscriptionMails(t)).length;
    expect(await run('2026-03-11T13:00:00Z')).toBe(0);
    expect(await subscriptionMails(t)).toHaveLength(before);
    expect((await subscriptionRow(t, ids.daily))?.nextSendAt).toEqual(at('2026-03-12T13:00:00Z'));

    await asSystem(t.database.db, (tx) => tx.insert(userGroupMembers).values(memberships));
    expect(await run('2026-03-12T13:00:00Z')).toBe(2);

    await asSystem(t.database.db, (tx) =>
      tx
        .update(users)
        .set({ inActive: true })
        .where(and(eq(users.customerId, t.seed.demoCustomerId), eq(users.id, leadId))),
    );
    expect(await run('2026-03-13T13:00:00Z')).toBe(0);
    expect((await subscriptionRow(t, ids.daily))?.nextSendAt).toEqual(at('2026-03-14T13:00:00Z'));
  });
});
