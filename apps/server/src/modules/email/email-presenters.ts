import type { CopyStatus, EmailAttachment, EmailRecipient, SentEmail, SentEmailRow } from '@procura/contract';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';
import {
  type AttachmentRow,
  type EmailWithNames,
  findAttachments,
  findEmail,
  findEmailsByIds,
  findRecipientCopies,
  type RecipientCopy,
} from './email-queries.ts';

/**
 * An email as the Message Centre, a project's Messages and a supplier's Emails tab read it
 * (issue 25 §2, §4): each copy's status is its outbox row's, because the dispatcher, not this
 * area, learns whether it left; a copy that never reached the outbox keeps the status it was given.
 */

export const emailNotFound = () => new AppError(404, 'emailNotFound');

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

const outboxStatuses: Record<'pending' | 'sent' | 'failed', CopyStatus> = {
  pending: 'queued',
  sent: 'sent',
  failed: 'failed',
};

export function presentRecipient(copy: RecipientCopy): EmailRecipient {
  const { recipient } = copy;
  const status =
    copy.outboxStatus === null ? (recipient.status ?? 'queued') : outboxStatuses[copy.outboxStatus];
  return {
    id: recipient.id,
    kind: recipient.kind,
    name: recipient.name,
    email: recipient.address,
    vendorId: recipient.vendorId,
    companyName: recipient.companyName,
    status,
    error: copy.lastError ?? recipient.error,
    sentAt: iso(copy.sentAt),
  };
}

export const presentAttachment = (row: AttachmentRow): EmailAttachment => ({
  id: row.id,
  fileName: row.fileName,
  size: row.size,
  contentType: row.contentType,
});

function presentRow(
  named: EmailWithNames,
  recipients: EmailRecipient[],
  attachments: AttachmentRow[],
): SentEmailRow {
  const { email, author } = named;
  const counts = { queued: 0, sent: 0, failed: 0 };
  for (const r of recipients) counts[r.status] += 1;
  return {
    id: email.id,
    subject: email.subject,
    status: email.status,
    sendDateUtc: iso(email.sendDateUtc),
    createdAt: email.createdAt.toISOString(),
    createdBy:
      email.createdById === null || author === null
        ? null
        : { id: email.createdById, fullName: `${author.firstName} ${author.lastName}`.trim() },
    projectId: email.projectId,
    projectName: named.projectName,
    tenderId: email.tenderId,
    contractId: email.contractId,
    recipientCount: recipients.length,
    counts,
    hasAttachment: attachments.length > 0,
  };
}

function presentFull(
  named: EmailWithNames,
  copies: RecipientCopy[],
  attachments: AttachmentRow[],
): SentEmail {
  const { email } = named;
  const recipients = copies.map(presentRecipient);
  return {
    ...presentRow(named, recipients, attachments),
    sender: email.sender,
    replyTo: email.replyTo,
    ccs: email.ccs,
    bccs: email.bccs,
    body: email.body,
    groupName: email.groupName,
    recipients,
    attachments: attachments.map(presentAttachment),
  };
}

/**
 * The email `emailId` of the agency (and of the node, when `nodeId` is given) with its recipients
 * and attachments, or 404 emailNotFound: another agency's id answers as a missing one.
 */
export async function presentEmail(
  tx: Tx,
  customerId: number,
  emailId: number,
  nodeId?: number,
): Promise<SentEmail> {
  const named = await findEmail(tx, customerId, emailId, nodeId);
  if (!named) throw emailNotFound();
  const [copies, attachments] = [
    await findRecipientCopies(tx, customerId, [emailId]),
    await findAttachments(tx, customerId, [emailId]),
  ];
  return presentFull(named, copies, attachments);
}

function groupBy<T>(rows: T[], key: (row: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    if (id === null) continue;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return groups;
}

/** The rows of a list page, in the order of `emailIds` (the list's own order). */
export async function presentEmailRows(
  tx: Tx,
  customerId: number,
  emailIds: readonly number[],
): Promise<SentEmailRow[]> {
  const named = await findEmailsByIds(tx, customerId, emailIds);
  const copies = groupBy(await findRecipientCopies(tx, customerId, emailIds), (c) => c.recipient.emailId);
  const attachments = groupBy(await findAttachments(tx, customerId, emailIds), (a) => a.emailId);
  return named.map((n) =>
    presentRow(n, (copies.get(n.email.id) ?? []).map(presentRecipient), attachments.get(n.email.id) ?? []),
  );
}
