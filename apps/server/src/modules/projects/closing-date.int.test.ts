import type { Project, ProjectStatus } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject, saveBody } from '../../../test/projects.ts';
import { insertPlanTaker, setTenderDates } from '../../../test/sourcing.ts';
import { outbox } from '../../db/schema/index.ts';
import { type Jobs, queues, startJobs } from '../../platform/jobs.ts';
import { closingTimeText } from '../../platform/mail-dates.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { closeDueSources, scheduleClosing } from '../closing/index.ts';
import { findAgencyFacts } from '../questions/index.ts';

const second = 1000;
const day = 24 * 60 * 60 * second;
type Caller = Awaited<ReturnType<typeof signedInCaller>>;

/**
 * 000 §4 "Changing a source closing date asks whether to notify registered suppliers", and the
 * precise closing job following the closing date it was moved to.
 */
describe.each(databaseKinds())('changing a source closing date on %s', (kind) => {
  let t: TestApp;
  let jobs: Jobs;
  let lead: Caller;
  let at: { customerId: number; nodeId: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Only the precise jobs run here: no minute sweep, so a source closes only if its job was sent.
    jobs = await startJobs(
      t.database.jobsConnection,
      { [queues.closeSources]: async () => void (await closeDueSources(t.ctx, t.clock.now())) },
      () => {},
      { pollingIntervalSeconds: 0.5 },
    );
    t.ctx.jobs = jobs;
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    at = { customerId: lead.info.customer.id, nodeId: lead.info.tenderNode.id };
  });
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
  });

  const load = async (id: number) =>
    valuesOf<Project>(await lead.call('GET', `/Projects?projectId=${id}`))[0] as Project;
  const keys = (response: { headers: Record<string, unknown> }) => String(response.headers['x-message-keys']);
  const mailsOf = (kind: string) =>
    asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.customerId, at.customerId), eq(outbox.kind, kind))),
    );

  /** A source in `status`, published yesterday, closing `closesIn` ms from now. */
  async function source(name: string, closesIn: number, status: ProjectStatus = 'Open') {
    const made = await insertProject(t, at, {
      name,
      status,
      createdById: lead.info.user.id,
      tender: { hasQuestionDeadline: false },
    });
    const now = t.clock.now().getTime();
    await setTenderDates(t, at.customerId, made.tenderId, {
      dateAvailable: new Date(now - day),
      dateClosing: new Date(now + closesIn),
    });
    return { ...made, project: await load(made.projectId) };
  }

  const moveClosing = (project: Project, closing: Date, answer?: boolean) =>
    lead.call('PUT', '/Projects', {
      ...saveBody(project, {}, { dateClosing: closing.toISOString() }),
      ...(answer === undefined ? {} : { notifyRegisteredSuppliers: answer }),
    });

  it('asks before changing an open source’s closing date, and changes nothing until answered', async () => {
    const { projectId, tenderId, project } = await source('Asked first', 10 * day);
    await insertPlanTaker(t, at.customerId, tenderId, { email: 'asked@example.com' });
    const unanswered = await moveClosing(project, new Date(t.clock.now().getTime() + 20 * day));
    expect(unanswered.statusCode).toBe(409);
    expect(keys(unanswered)).toBe('projectClosingDateNotifyQuestion');
    const after = await load(projectId);
    expect(after.version).toBe(project.version);
    expect(after.tenders[0]?.dateClosing).toBe(project.tenders[0]?.dateClosing);

    // A save that leaves the closing date alone asks nothing.
    const other = await lead.call('PUT', '/Projects', saveBody(project, { description: 'Same closing' }));
    expect(other.statusCode, other.body).toBe(200);
    expect((await mailsOf('closingDateChanged')).filter((m) => m.toAddress === 'asked@example.com')).toEqual(
      [],
    );
  });

  it('mails every plan taker with an email the old and new closing time when the buyer says yes', async () => {
    const { projectId, tenderId, project } = await source('Main Street paving', 10 * day);
    await insertPlanTaker(t, at.customerId, tenderId, {
      companyName: 'Acme Roads',
      email: 'acme@example.com',
    });
    await insertPlanTaker(t, at.customerId, tenderId, {
      companyName: 'Birch Ltd',
      email: 'birch@example.com',
    });
    await insertPlanTaker(t, at.customerId, tenderId, { companyName: 'Added by hand', email: '' });
    const previous = new Date(project.tenders[0]?.dateClosing as string);
    const next = new Date(previous.getTime() + 7 * day);

    const saved = await moveClosing(project, next, true);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(valuesOf<Project>(saved)[0]?.tenders[0]?.dateClosing).toBe(next.toISOString());

    const mails = (await mailsOf('closingDateChanged')).filter((m) =>
      m.textBody.includes(`/portal/demo/opportunities/${projectId}`),
    );
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['acme@example.com', 'birch@example.com']);
    const zone = (await asSystem(t.database.db, (tx) => findAgencyFacts(tx, at.customerId))).timeZone;
    expect(zone).toBe('America/Toronto');
    for (const mail of mails) {
      expect(mail.subject).toContain('Main Street paving');
      expect(mail.textBody).toContain(`Previous closing: ${closingTimeText(previous, zone, 'en-CA')}`);
      expect(mail.textBody).toContain(`New closing: ${closingTimeText(next, zone, 'en-CA')}`);
      expect(mail.textBody).toContain(`Nouvelle clôture : ${closingTimeText(next, zone, 'fr-CA')}`);
      expect(mail.textBody).toContain(`${t.ctx.config.publicUrl}/portal/demo/opportunities/${projectId}`);
    }
    expect(mails.find((m) => m.toAddress === 'acme@example.com')?.textBody).toContain('Hello Acme Roads,');

    const trail = await auditTrail(t, at.customerId, 'project', projectId);
    const changed = trail.filter((e) => e.action === 'project.closingDateChanged');
    expect(changed).toHaveLength(1);
    expect(changed[0]?.before).toEqual({ dateClosing: previous.toISOString() });
    expect(changed[0]?.after).toEqual({
      dateClosing: next.toISOString(),
      notifyRegisteredSuppliers: true,
      notifiedPlanTakers: 2,
    });
  });

  it('mails nobody when the buyer says no, and still records the change', async () => {
    const { projectId, tenderId, project } = await source('Told nobody', 10 * day);
    await insertPlanTaker(t, at.customerId, tenderId, { email: 'untold@example.com' });
    const next = new Date(t.clock.now().getTime() + 12 * day);
    const saved = await moveClosing(project, next, false);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await mailsOf('closingDateChanged')).filter((m) => m.toAddress === 'untold@example.com')).toEqual(
      [],
    );
    const changed = (await auditTrail(t, at.customerId, 'project', projectId)).filter(
      (e) => e.action === 'project.closingDateChanged',
    );
    expect(changed[0]?.after).toMatchObject({ notifyRegisteredSuppliers: false, notifiedPlanTakers: 0 });
  });

  it('asks nothing and mails nobody for a source not published', async () => {
    const { projectId, tenderId, project } = await source('Still a draft', 10 * day, 'Design_Mode_Pending');
    await insertPlanTaker(t, at.customerId, tenderId, { email: 'draft@example.com' });
    const next = new Date(t.clock.now().getTime() + 15 * day);
    const saved = await moveClosing(project, next);
    expect(saved.statusCode, saved.body).toBe(200);
    // Even an answer sent along mails nobody: there is nobody registered to tell yet.
    const again = await moveClosing(
      valuesOf<Project>(saved)[0] as Project,
      new Date(next.getTime() + day),
      true,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await mailsOf('closingDateChanged')).filter((m) => m.toAddress === 'draft@example.com')).toEqual(
      [],
    );
    const trail = await auditTrail(t, at.customerId, 'project', projectId);
    expect(trail.filter((e) => e.action === 'project.closingDateChanged')).toEqual([]);
  });

  const waitForStatus = async (projectId: number, leaving: string, within: number) => {
    let status = leaving;
    for (let waited = 0; status === leaving && waited < within; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await load(projectId)).status;
    }
    return status;
  };

  it('closes a source brought forward at its new closing time, through a job sent for that time', async () => {
    // No job waits for the old time (in 30 days) and no sweep runs: only the new job can close it.
    const sooner = await source('Brought forward', 30 * day);
    const moved = await moveClosing(sooner.project, new Date(t.clock.now().getTime() + 2 * second), false);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await waitForStatus(sooner.projectId, 'Open', 20 * second)).toBe('Unofficial_Results');
  });

  it('leaves a source pushed back open when the job for its old closing time runs', async () => {
    const later = await source('Pushed back', 30 * day);
    const oldTime = new Date(t.clock.now().getTime() + 2 * second);
    await setTenderDates(t, at.customerId, later.tenderId, { dateClosing: oldTime });
    await scheduleClosing(t.ctx, { customerId: at.customerId, id: later.projectId }, oldTime);
    const pushed = await moveClosing(
      await load(later.projectId),
      new Date(t.clock.now().getTime() + 20 * day),
      false,
    );
    expect(pushed.statusCode, pushed.body).toBe(200);
    // Past the old time and a few polls of the queue: the old job has run and found nothing due.
    expect(await waitForStatus(later.projectId, 'Open', 5 * second)).toBe('Open');
    expect(t.clock.now().getTime()).toBeGreaterThan(oldTime.getTime() + 2 * second);
  });
});
