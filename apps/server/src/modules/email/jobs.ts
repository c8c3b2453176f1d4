import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import { removeFile } from '../documents/index.ts';
import { deleteUnclaimedUploadsBefore } from './attachment-queries.ts';
import { queueCopies } from './copies.ts';
import { auditEmail } from './email-audit.ts';
import { findRecipientsWithCopies } from './recipient-queries.ts';
import type { ScheduledEmailJob } from './scheduling.ts';
import { findDueScheduledEmails, lockEmail, updateEmail } from './send-queries.ts';

/**
 * The scheduled mail's job (issue 25 §2). A job names one mail and the time it was sent for; the
 * mail goes only if it is still scheduled for that time and the time has come, so a cancelled or
 * rescheduled mail's old job does nothing, and a job run twice sends once (the row is locked and
 * leaves 'scheduled'). The minute's run names no mail: it sends every mail due, the safety net of
 * a job the queue lost or ran a moment early.
 */

const jobSchema = z.object({
  customerId: z.number().int().positive(),
  emailId: z.number().int().positive(),
  sendDateUtc: z.string(),
});

/**
 * Sends the scheduled mail of `job` when it is still due at that time: each recipient's copy to
 * the outbox, as a send now does. Answers whether it went.
 */
export async function sendScheduledEmail(
  ctx: AppContext,
  job: ScheduledEmailJob,
  now: Date,
): Promise<boolean> {
  return inTenant(ctx.db, job.customerId, async (tx) => {
    const row = await lockEmail(tx, job.customerId, job.emailId);
    if (row?.status !== 'scheduled' || row.sendDateUtc === null) return false;
    if (row.sendDateUtc.toISOString() !== job.sendDateUtc) return false;
    if (row.sendDateUtc.getTime() > now.getTime()) return false;
    const recipients = (await findRecipientsWithCopies(tx, row.customerId, row.id)).map((r) => r.recipient);
    const queued = await queueCopies(tx, ctx, row, recipients, now, { withCopies: true });
    await updateEmail(tx, row.customerId, row.id, { status: 'sent', sentAt: now });
    await auditEmail(tx, ctx, null, { ...row, status: 'sent' }, 'email.sent', {
      recipients: recipients.length,
      queued,
    });
    return true;
  });
}

/** Sends every agency's scheduled mail due at `now`; answers how many went. */
export async function sendDueScheduledEmails(ctx: AppContext, now: Date): Promise<number> {
  const due = await asSystem(ctx.db, (tx) => findDueScheduledEmails(tx, now));
  let sent = 0;
  for (const row of due) {
    if (row.sendDateUtc === null) continue;
    const job = { customerId: row.customerId, emailId: row.id, sendDateUtc: row.sendDateUtc.toISOString() };
    if (await sendScheduledEmail(ctx, job, now)) sent += 1;
  }
  return sent;
}

/** The queue's handler, as main.ts registers it: one mail when the job names one, else the sweep. */
export async function runEmailScheduleJob(
  ctx: AppContext,
  data: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const job = jobSchema.safeParse(data);
  if (!job.success) return sendDueScheduledEmails(ctx, now);
  return (await sendScheduledEmail(ctx, job.data, now)) ? 1 : 0;
}

/** How long an attachment waits for its mail: a wizard left open over a day's work, not longer. */
export const unclaimedEmailUploadHours = 24;

/**
 * The hourly sweep of the wizard's uploads: an attachment no mail claimed within a day (the wizard
 * closed, the buyer gone) is deleted in every agency, rows first and then files, so a file a failed
 * removal leaves is unreachable rather than a row without its file. Answers how many went.
 */
export async function sweepEmailUploads(ctx: AppContext, now: Date): Promise<number> {
  const before = new Date(now.getTime() - unclaimedEmailUploadHours * 60 * 60 * 1000);
  const keys = await asSystem(ctx.db, (tx) => deleteUnclaimedUploadsBefore(tx, before));
  for (const key of keys) await removeFile(ctx.config.dataDir, key);
  return keys.length;
}
