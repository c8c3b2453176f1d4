import { escapeHtml, fillTokens, isRestrictedAddress, isValidEmail, translate } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { enqueueMail } from '../../platform/mail.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { mailAttachmentsOf } from './attachments.ts';
import { textOfHtml } from './mail-text.ts';
import { findMailFacts, type RecipientRow, setRecipientCopy } from './recipient-queries.ts';
import { domainOf, recipientTokenValues, sharedTokenValues } from './recipients.ts';
import type { EmailRow } from './send-queries.ts';
import { readRestrictedDomains } from './settings-queries.ts';

/**
 * Each recipient's copy of a mail, put in the outbox (issue 25 §2): the dispatcher sends it, so a
 * stopped SMTP server delays it and never loses it, and the copy's status is its outbox row's.
 * Tokens are filled per recipient (HTML-escaped in the body, raw in the subject); the text part
 * is the filled body without its tags. The cc and bcc go on one copy only, the first, so each of
 * those addresses receives the mail once rather than once per recipient.
 */

export const buyerMailKind = 'buyerEmail';

/**
 * Queues a copy for each of `recipients` at `now`. A recipient no server would take (a contact
 * saved without a valid address) or whose domain the agency restricted since the mail was
 * written (a scheduled mail) gets no copy: its row says why, and the others still go.
 */
export async function queueCopies(
  tx: Tx,
  ctx: AppContext,
  email: EmailRow,
  recipients: RecipientRow[],
  now: Date,
  options: { withCopies: boolean },
): Promise<number> {
  const facts = await findMailFacts(tx, email.customerId, email);
  const shared = sharedTokenValues(facts, ctx.config.publicUrl, now);
  const attachments = await mailAttachmentsOf(tx, email.customerId, email.id);
  const domains = await readRestrictedDomains(tx, email.customerId, email.nodeId);
  const allowed = (address: string) => !isRestrictedAddress(address, domains);
  let ccsLeft = options.withCopies;
  let queued = 0;
  for (const recipient of recipients) {
    const refusal = !isValidEmail(recipient.address)
      ? translate('emailAddressBadFormat', 'en')
      : !allowed(recipient.address)
        ? translate('emailDomainRestricted', 'en', { domain: domainOf(recipient.address) })
        : null;
    if (refusal !== null) {
      await setRecipientCopy(tx, email.customerId, recipient.id, { failed: refusal });
      continue;
    }
    const values = recipientTokenValues(shared, recipient);
    const html = fillTokens(email.body, values, escapeHtml);
    const outboxId = await enqueueMail(tx, ctx.clock, {
      customerId: email.customerId,
      to: recipient.address,
      subject: fillTokens(email.subject, values),
      text: textOfHtml(html),
      html,
      kind: buyerMailKind,
      replyTo: email.replyTo,
      ...(email.sender ? { senderName: email.sender } : {}),
      ...(ccsLeft ? { cc: email.ccs.filter(allowed), bcc: email.bccs.filter(allowed) } : {}),
      attachments,
    });
    ccsLeft = false;
    await setRecipientCopy(tx, email.customerId, recipient.id, { outboxId });
    queued += 1;
  }
  return queued;
}
