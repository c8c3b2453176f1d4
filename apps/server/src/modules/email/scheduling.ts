import type { SentEmail } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { queues } from '../../platform/jobs.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { auditEmail } from './email-audit.ts';
import { emailNotFound, presentEmail } from './email-presenters.ts';
import { type EmailRow, lockEmailOfNode, updateEmail } from './send-queries.ts';

/**
 * Scheduled mail (issue 25 §2; the Message Centre's Scheduled Emails): a pg-boss job at the send
 * time, moved by a reschedule and made idle by a cancel. The job carries the time it was sent
 * for, and sends only while the mail is still scheduled for that very time: a reschedule sends a
 * job of its own, and the old one, finding another time, does nothing.
 */

/** What the job carries. */
export type ScheduledEmailJob = { customerId: number; emailId: number; sendDateUtc: string };

/**
 * Asks the job queue to send the mail at its time. Called after the commit; should the queue
 * refuse, the minute's sweep still sends the mail when it is due.
 */
export async function enqueueScheduledEmail(ctx: AppContext, email: EmailRow): Promise<void> {
  if (!ctx.jobs || email.sendDateUtc === null) return;
  const sendDateUtc = email.sendDateUtc.toISOString();
  const job: ScheduledEmailJob = { customerId: email.customerId, emailId: email.id, sendDateUtc };
  await ctx.jobs
    .sendAt(
      queues.emailSchedule,
      job,
      email.sendDateUtc,
      `email-${email.customerId}-${email.id}-${sendDateUtc}`,
    )
    .catch(() => {});
}

/** The caller's node's mail, still scheduled (404 emailNotFound, 409 emailNotScheduled). */
async function lockScheduled(tx: Tx, actor: Actor, emailId: number): Promise<EmailRow> {
  const row = await lockEmailOfNode(tx, actor, emailId);
  if (!row) throw emailNotFound();
  if (row.status !== 'scheduled') throw new AppError(409, 'emailNotScheduled');
  return row;
}

/** PUT /Emails/Schedule: a scheduled mail's new time, later than now. */
export async function rescheduleEmail(
  ctx: AppContext,
  actor: Actor,
  input: { emailId: number; sendDateUtc: string },
): Promise<SentEmail> {
  const now = ctx.clock.now();
  const sendAt = new Date(input.sendDateUtc);
  const { email, answer } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await lockScheduled(tx, actor, input.emailId);
    if (sendAt.getTime() <= now.getTime()) {
      throw badRequest({ key: 'emailSendDateInPast', params: { field: 'sendDateUtc' } });
    }
    await updateEmail(tx, actor.customerId, row.id, { sendDateUtc: sendAt });
    const moved = { ...row, sendDateUtc: sendAt };
    await auditEmail(tx, ctx, actor, moved, 'email.rescheduled', {
      from: row.sendDateUtc?.toISOString() ?? null,
    });
    return { email: moved, answer: await presentEmail(tx, actor.customerId, row.id) };
  });
  await enqueueScheduledEmail(ctx, email);
  return answer;
}

/** DELETE /Emails/ProjectScheduledEmails?emailId: the mail will not go; it stays listed, cancelled. */
export async function cancelScheduledEmail(
  ctx: AppContext,
  actor: Actor,
  emailId: number,
): Promise<SentEmail> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await lockScheduled(tx, actor, emailId);
    await updateEmail(tx, actor.customerId, row.id, { status: 'cancelled' });
    await auditEmail(tx, ctx, actor, row, 'email.cancelled');
    return presentEmail(tx, actor.customerId, row.id);
  });
}
