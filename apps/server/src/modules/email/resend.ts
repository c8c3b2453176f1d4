import { isValidEmail, type SentEmail } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { copyAttachments } from './attachments.ts';
import { queueCopies } from './copies.ts';
import { auditEmail } from './email-audit.ts';
import { emailNotFound, presentEmail } from './email-presenters.ts';
import { findRecipientsWithCopies, insertRecipients } from './recipient-queries.ts';
import { assertUnrestricted } from './recipients.ts';
import { type EmailRow, insertEmail, lockEmailOfNode } from './send-queries.ts';

/**
 * ReSend and Forward (issue 25 §2; 001 §7): a sent mail's copies again, or the mail to more
 * addresses. Both go through the outbox like the first send; neither changes what was sent.
 */

/** The caller's node's mail that has gone (a scheduled or cancelled one has nothing to repeat). */
async function lockSent(tx: Tx, actor: Actor, emailId: number): Promise<EmailRow> {
  const row = await lockEmailOfNode(tx, actor, emailId);
  if (!row) throw emailNotFound();
  if (row.status !== 'sent') throw new AppError(409, 'notAllowed');
  return row;
}

/**
 * POST /Emails/ReSend: a new copy for each recipient whose copy failed (or for every recipient),
 * the recipient then following the new copy. The cc and bcc had theirs and get none again.
 */
export async function resendEmail(
  ctx: AppContext,
  actor: Actor,
  input: { emailId: number; onlyFailed: boolean },
): Promise<SentEmail> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await lockSent(tx, actor, input.emailId);
    const copies = await findRecipientsWithCopies(tx, actor.customerId, row.id);
    const chosen = copies
      .filter(
        ({ recipient, copyStatus }) =>
          !input.onlyFailed ||
          copyStatus === 'failed' ||
          (recipient.outboxId === null && recipient.status === 'failed'),
      )
      .map(({ recipient }) => recipient);
    const now = ctx.clock.now();
    const queued = await queueCopies(tx, ctx, row, chosen, now, { withCopies: false });
    await auditEmail(tx, ctx, actor, row, 'email.resent', { onlyFailed: input.onlyFailed, queued });
    return presentEmail(tx, actor.customerId, row.id);
  });
}

/** The addresses of a forward, each once (400 emailAddressBadFormat naming the first bad one). */
function forwardAddresses(to: string[]): string[] {
  const unique = new Map<string, string>();
  for (const address of to) {
    if (!isValidEmail(address)) throw badRequest({ key: 'emailAddressBadFormat', params: { field: 'to' } });
    if (!unique.has(address.toLowerCase())) unique.set(address.toLowerCase(), address);
  }
  return [...unique.values()];
}

const forwardSubject = (subject: string) => (/^fwd:/i.test(subject) ? subject : `Fwd: ${subject}`);

/**
 * POST /Emails/Forward: a new mail (forwardedFromId) with the same body and attachment, its
 * subject marked 'Fwd: ', sent now to each address as a copy of its own.
 */
export async function forwardEmail(
  ctx: AppContext,
  actor: Actor,
  input: { emailId: number; to: string[] },
): Promise<SentEmail> {
  const addresses = forwardAddresses(input.to);
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const original = await lockSent(tx, actor, input.emailId);
    await assertUnrestricted(tx, actor.customerId, actor.nodeId, addresses);
    const now = ctx.clock.now();
    const row = await insertEmail(tx, {
      customerId: actor.customerId,
      nodeId: actor.nodeId,
      projectId: original.projectId,
      tenderId: original.tenderId,
      contractId: original.contractId,
      vendorId: original.vendorId,
      sender: original.sender,
      replyTo: original.replyTo,
      subject: forwardSubject(original.subject),
      body: original.body,
      groupName: original.groupName,
      status: 'sent',
      forwardedFromId: original.id,
      createdById: actor.userId,
      createdAt: now,
      sentAt: now,
    });
    const recipients = await insertRecipients(
      tx,
      actor.customerId,
      row.id,
      addresses.map((address) => ({ kind: 'forward' as const, address })),
    );
    await copyAttachments(tx, actor.customerId, original.id, row.id);
    await queueCopies(tx, ctx, row, recipients, now, { withCopies: false });
    await auditEmail(tx, ctx, actor, row, 'email.forwarded', {
      forwardedFromId: original.id,
      recipients: recipients.length,
    });
    return presentEmail(tx, actor.customerId, row.id);
  });
}
