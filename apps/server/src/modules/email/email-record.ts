import { type SentEmail, utcToZonedLocal } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findCustomer } from '../customers/index.ts';
import { createReport, zipStoredFiles } from '../exports/index.ts';
import { auditEmail } from './email-audit.ts';
import { presentEmail } from './email-presenters.ts';
import { findAttachments, findEmail } from './email-queries.ts';
import { textOfHtml } from './mail-text.ts';

/**
 * A mail's record for the file (001 §7 Exports Email and ScheduledEmailWithAttachment; decision
 * 380): what was sent, by whom, to whom and when, with each copy's status, as a PDF; and that PDF
 * with the mail's attachment in one zip. Dates are in the agency's zone, as the lists show them.
 */

const statusWords = { scheduled: 'Scheduled', sent: 'Sent', cancelled: 'Cancelled' } as const;
const copyWords = { queued: 'Queued', sent: 'Sent', failed: 'Failed' } as const;

/** A subject made safe for a file name (no separators, quotes or control characters). */
function fileStem(email: SentEmail): string {
  const subject = email.subject
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `Email ${email.id} - ${subject.slice(0, 80).trim() || 'no subject'}`;
}

async function recordPdf(email: SentEmail, agency: { name: string; timeZone: string }): Promise<Buffer> {
  const when = (iso: string | null) =>
    iso === null
      ? ''
      : `${utcToZonedLocal(new Date(iso), agency.timeZone).replace('T', ' ')} (${agency.timeZone})`;
  const report = await createReport(`Email: ${email.subject}`);
  report.title(email.subject || '(no subject)');
  report.pair('Agency', agency.name);
  report.pair('Status', statusWords[email.status]);
  report.pair(email.status === 'sent' ? 'Sent' : 'Send at', when(email.sendDateUtc ?? email.createdAt));
  report.pair('Written', when(email.createdAt));
  if (email.createdBy) report.pair('By', email.createdBy.fullName);
  if (email.projectName) report.pair('Project', email.projectName);
  report.pair('Sender name', email.sender);
  report.pair('Reply to', email.replyTo);
  if (email.ccs.length > 0) report.pair('Cc', email.ccs.join('; '));
  if (email.bccs.length > 0) report.pair('Bcc', email.bccs.join('; '));
  report.pair(
    'Attachment',
    email.attachments.length === 0
      ? 'None'
      : email.attachments.map((file) => `${file.fileName} (${file.size} bytes)`).join('; '),
  );
  report.heading(`Recipients (${email.recipients.length})`);
  for (const recipient of email.recipients) {
    const who = [recipient.name, recipient.companyName].filter(Boolean).join(', ');
    report.text(`${who ? `${who} <${recipient.email}>` : recipient.email}`, { bold: true });
    const sent = recipient.sentAt ? `, ${when(recipient.sentAt)}` : '';
    report.text(`${copyWords[recipient.status]}${sent}${recipient.error ? `: ${recipient.error}` : ''}`, {
      indent: 12,
    });
  }
  report.heading('Message');
  report.text(textOfHtml(email.body));
  return report.save();
}

/** The node's mail `emailId` and what its record needs; 404 emailNotFound as the drawer answers. */
async function loadRecord(ctx: AppContext, actor: Actor, emailId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const email = await presentEmail(tx, actor.customerId, emailId, actor.nodeId);
    const agency = await findCustomer(tx, actor.customerId);
    const files = await findAttachments(tx, actor.customerId, [emailId]);
    const named = await findEmail(tx, actor.customerId, emailId, actor.nodeId);
    if (named) await auditEmail(tx, ctx, actor, named.email, 'email.exported');
    return {
      email,
      files,
      agency: { name: agency?.displayName ?? '', timeZone: agency?.timezone ?? 'UTC' },
    };
  });
}

/** GET /Exports/Email?emailId: the mail's record as a PDF. */
export async function emailRecord(ctx: AppContext, actor: Actor, emailId: number) {
  const { email, agency } = await loadRecord(ctx, actor, emailId);
  return { fileName: `${fileStem(email)}.pdf`, content: await recordPdf(email, agency) };
}

/** GET /Exports/ScheduledEmailWithAttachment?emailId: the record and the attachment, zipped. */
export async function emailRecordWithAttachment(ctx: AppContext, actor: Actor, emailId: number) {
  const { email, files, agency } = await loadRecord(ctx, actor, emailId);
  const stem = fileStem(email);
  const made = await zipStoredFiles(
    ctx.config.dataDir,
    files.map((file) => ({ fileName: `Attachment/${file.fileName}`, storageKey: file.storageKey })),
    ctx.clock.now(),
    [{ fileName: `${stem}.pdf`, content: await recordPdf(email, agency) }],
  );
  return { made, fileName: `${stem}.zip` };
}
