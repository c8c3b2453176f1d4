import type { SentEmail } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
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
import { frozenClock } from '../../platform/clock.ts';
import { type Jobs, type QueueName, queues, startJobs } from '../../platform/jobs.ts';
import { runEmailScheduleJob } from './jobs.ts';

const minute = 60_000;
const hour = 60 * minute;

type SentJob = { queue: QueueName; data: Record<string, unknown>; startAfter: Date; singletonKey: string };

/**
 * Scheduled mail (issue 25 §2): a pg-boss job at the send time; the handler, called as main.ts
 * calls it on the test's clock, sends the mail once when its time has come, never a cancelled
 * one, and a rescheduled one at its new time only.
 */
describe.each(databaseKinds())('scheduled mail on %s', (kind) => {
  let t: TestApp;
  let jobs: Jobs;
  let world: EmailWorld;
  let lead: Caller;
  const sent: SentJob[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: frozenClock() });
    // The real queue, with the handler main.ts registers. The send times are hours ahead of the
    // queue's own clock, so its worker never runs them here: the test runs the handler itself.
    jobs = await startJobs(
      t.database.jobsConnection,
      {
        [queues.emailSchedule]: async (data) => void (await runEmailScheduleJob(t.ctx, data, t.clock.now())),
      },
      () => {},
      { pollingIntervalSeconds: 30 },
    );
    // What was asked of the queue is kept, to be run by hand at the test's time.
    t.ctx.jobs = {
      sendAt: async (queue, data, startAfter, singletonKey) => {
        sent.push({ queue, data, startAfter, singletonKey });
        await jobs.sendAt(queue, data, startAfter, singletonKey);
      },
    };
    world = await emailWorld(t);
    lead = world.lead;
  });
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
  });

  const runJob = (job: SentJob | undefined) => runEmailScheduleJob(t.ctx, job?.data ?? {}, t.clock.now());
  /** Signs in again: the test's clock moves by hours, past a session's idle time. */
  const signInAgain = async () => {
    lead = await signedInCaller(t, 'lead@demo.procura.local');
  };

  async function schedule(inMs: number) {
    await signInAgain();
    const at = new Date(t.clock.now().getTime() + inMs);
    const { response, email } = await send(lead, sendBody(world, { sendDateUtc: at.toISOString() }));
    expect(response.statusCode, response.body).toBe(200);
    return { at, email, job: sent.at(-1) };
  }

  it('schedules a mail with a job at its time, and sends it once when the time has come', async () => {
    const copiesBefore = (await buyerCopies(t, world.at.customerId)).length;
    const { at, email, job } = await schedule(2 * hour);
    expect(email).toMatchObject({ status: 'scheduled', sendDateUtc: at.toISOString(), recipientCount: 2 });
    expect(job).toMatchObject({
      queue: queues.emailSchedule,
      startAfter: at,
      singletonKey: `email-${world.at.customerId}-${email?.id}-${at.toISOString()}`,
    });
    expect((await buyerCopies(t, world.at.customerId)).length).toBe(copiesBefore);

    // Early (a job run before its time) does nothing.
    t.clock.set(new Date(at.getTime() - minute));
    expect(await runJob(job)).toBe(0);
    t.clock.set(new Date(at.getTime() + minute));
    expect(await runJob(job)).toBe(1);
    expect(await runJob(job)).toBe(0);
    expect(await runJob(undefined)).toBe(0);
    const copies = (await buyerCopies(t, world.at.customerId)).slice(copiesBefore);
    expect(copies.map((c) => c.subject).sort()).toEqual([
      'Site visit for Road salt supply, Ada Acme',
      'Site visit for Road salt supply, Ben Brine',
    ]);
    const trail = await auditTrail(t, world.at.customerId, 'email', email?.id ?? 0);
    expect(trail.map((e) => [e.action, e.actorLabel])).toEqual([
      ['email.scheduled', `user:${world.lead.info.user.id}`],
      ['email.sent', 'system'],
    ]);
  });

  it('sends nothing for a cancelled mail, and a cancelled mail cannot be moved', async () => {
    const copiesBefore = (await buyerCopies(t, world.at.customerId)).length;
    const { at, email, job } = await schedule(2 * hour);
    const cancelled = await lead.call('DELETE', `/Emails/ProjectScheduledEmails?emailId=${email?.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(valuesOf<SentEmail>(cancelled)[0]?.status).toBe('cancelled');
    t.clock.set(new Date(at.getTime() + hour));
    expect(await runJob(job)).toBe(0);
    expect(await runJob(undefined)).toBe(0);
    expect((await buyerCopies(t, world.at.customerId)).length).toBe(copiesBefore);
    await signInAgain();
    const moved = await lead.call('PUT', '/Emails/Schedule', {
      emailId: email?.id,
      sendDateUtc: new Date(t.clock.now().getTime() + hour).toISOString(),
    });
    expect(moved.statusCode).toBe(409);
    expect(messageKeys(moved)).toBe('emailNotScheduled');
  });

  it('sends a rescheduled mail at its new time only; the old job finds another time', async () => {
    const copiesBefore = (await buyerCopies(t, world.at.customerId)).length;
    const { at, email, job: oldJob } = await schedule(2 * hour);
    const past = await lead.call('PUT', '/Emails/Schedule', {
      emailId: email?.id,
      sendDateUtc: new Date(t.clock.now().getTime() - minute).toISOString(),
    });
    expect(messageKeys(past)).toBe('emailSendDateInPast');
    const newTime = new Date(at.getTime() + 3 * hour);
    const moved = await lead.call('PUT', '/Emails/Schedule', {
      emailId: email?.id,
      sendDateUtc: newTime.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(valuesOf<SentEmail>(moved)[0]).toMatchObject({
      status: 'scheduled',
      sendDateUtc: newTime.toISOString(),
    });
    const newJob = sent.at(-1);
    expect(newJob?.singletonKey).toBe(`email-${world.at.customerId}-${email?.id}-${newTime.toISOString()}`);

    t.clock.set(new Date(at.getTime() + minute));
    expect(await runJob(oldJob)).toBe(0);
    expect(await runJob(undefined)).toBe(0);
    t.clock.set(new Date(newTime.getTime() + minute));
    expect(await runJob(oldJob)).toBe(0);
    expect(await runJob(newJob)).toBe(1);
    expect(await runJob(newJob)).toBe(0);
    expect((await buyerCopies(t, world.at.customerId)).length).toBe(copiesBefore + 2);
  });

  it('sends a due mail whose job was lost through the minute sweep', async () => {
    const copiesBefore = (await buyerCopies(t, world.at.customerId)).length;
    const { at } = await schedule(hour);
    t.clock.set(new Date(at.getTime() + minute));
    expect(await runJob(undefined)).toBe(1);
    expect((await buyerCopies(t, world.at.customerId)).length).toBe(copiesBefore + 2);
  });
});
