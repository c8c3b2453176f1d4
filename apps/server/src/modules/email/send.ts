import type { EmailSendValues, SentEmail } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { cleanRichText } from '../content/index.ts';
import { claimAttachments } from './attachments.ts';
import { queueCopies } from './copies.ts';
import { auditEmail } from './email-audit.ts';
import { presentEmail } from './email-presenters.ts';
import { insertRecipients } from './recipient-queries.ts';
import { assertUnrestricted, resolveAbout, resolveRecipients } from './recipients.ts';
import { enqueueScheduledEmail } from './scheduling.ts';
import { insertEmail } from './send-queries.ts';

/**
 * POST /Emails/Schedule (issue 25 §2; 001 §7): the wizard's send. Without a send date each
 * recipient's copy goes to the outbox now; with one, the mail waits as 'scheduled' for its job.
 * Everything is checked before anything is written: the source, contract and supplier are the
 * caller's, every recipient is the mail's to reach, no address is in a restricted domain, the
 * attachment is the caller's unclaimed upload. One refusal writes nothing.
 */
export async function sendEmail(ctx: AppContext, actor: Actor, input: EmailSendValues): Promise<SentEmail> {
  const now = ctx.clock.now();
  const sendAt = input.sendDateUtc === null ? null : new Date(input.sendDateUtc);
  if (sendAt !== null && sendAt.getTime() <= now.getTime()) {
    throw badRequest({ key: 'emailSendDateInPast', params: { field: 'sendDateUtc' } });
  }
  const { email, answer } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const about = await resolveAbout(tx, actor, input);
    const drafts = await resolveRecipients(tx, actor.customerId, about, input);
    await assertUnrestricted(tx, actor.customerId, actor.nodeId, [
      ...drafts.map((d) => d.address),
      ...input.ccs,
      ...input.bccs,
    ]);
    const row = await insertEmail(tx, {
      customerId: actor.customerId,
      nodeId: actor.nodeId,
      ...about,
      sender: input.sender,
      replyTo: input.replyTo,
      ccs: input.ccs,
      bccs: input.bccs,
      subject: input.subject,
      // The editor's HTML, kept to what the editor can make: it goes to people's inboxes.
      body: cleanRichText(input.body),
      groupName: input.groupName,
      status: sendAt === null ? 'sent' : 'scheduled',
      sendDateUtc: sendAt,
      createdById: actor.userId,
      createdAt: now,
      sentAt: sendAt === null ? now : null,
    });
    const recipients = await insertRecipients(tx, actor.customerId, row.id, drafts);
    await claimAttachments(tx, actor, input.attachmentIds, row.id);
    if (sendAt === null) await queueCopies(tx, ctx, row, recipients, now, { withCopies: true });
    await auditEmail(tx, ctx, actor, row, sendAt === null ? 'email.sent' : 'email.scheduled', {
      recipients: recipients.length,
    });
    return { email: row, answer: await presentEmail(tx, actor.customerId, row.id) };
  });
  // After the commit: the job reads the row (the minute's sweep sends it should this fail).
  if (email.status === 'scheduled') await enqueueScheduledEmail(ctx, email);
  return answer;
}
