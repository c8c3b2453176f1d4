import { and, asc, eq, inArray } from 'drizzle-orm';
import { emailDocuments, emailRecipients, emails, outbox, projects, users } from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of what went out (issue 25 §2): an email with its author and project, its recipients with
 * their copy in the outbox (a copy's status is the outbox row's), and its attachments.
 */

export type EmailRow = typeof emails.$inferSelect;
export type EmailWithNames = {
  email: EmailRow;
  projectName: string | null;
  author: { firstName: string; lastName: string } | null;
};

export type RecipientCopy = {
  recipient: typeof emailRecipients.$inferSelect;
  outboxStatus: 'pending' | 'sent' | 'failed' | null;
  lastError: string | null;
  sentAt: Date | null;
};

export type AttachmentRow = typeof emailDocuments.$inferSelect;

function selectWithNames(tx: Tx) {
  return tx
    .select({
      email: emails,
      projectName: projects.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(emails)
    .leftJoin(projects, tenantJoin(projects.id, emails.projectId))
    .leftJoin(users, tenantJoin(users.id, emails.createdById));
}

type NamedRow = Awaited<ReturnType<ReturnType<typeof selectWithNames>['where']>>[number];

export const withNames = (row: NamedRow): EmailWithNames => ({
  email: row.email,
  projectName: row.projectName,
  author:
    row.firstName === null || row.lastName === null
      ? null
      : { firstName: row.firstName, lastName: row.lastName },
});

/** The agency's email `emailId`; with `nodeId`, only the node's. */
export async function findEmail(
  tx: Tx,
  customerId: number,
  emailId: number,
  nodeId?: number,
): Promise<EmailWithNames | undefined> {
  const [row] = await selectWithNames(tx).where(
    and(
      eq(emails.customerId, customerId),
      eq(emails.id, emailId),
      nodeId === undefined ? undefined : eq(emails.nodeId, nodeId),
    ),
  );
  return row && withNames(row);
}

/** These emails, with their names, in the order of `emailIds`. */
export async function findEmailsByIds(
  tx: Tx,
  customerId: number,
  emailIds: readonly number[],
): Promise<EmailWithNames[]> {
  if (emailIds.length === 0) return [];
  const rows = await selectWithNames(tx).where(
    and(eq(emails.customerId, customerId), inArray(emails.id, [...emailIds])),
  );
  const byId = new Map(rows.map((r) => [r.email.id, withNames(r)]));
  return emailIds.flatMap((id) => byId.get(id) ?? []);
}

/** Each recipient of these emails with its outbox copy, if queued, in the order they were added. */
export async function findRecipientCopies(
  tx: Tx,
  customerId: number,
  emailIds: readonly number[],
): Promise<RecipientCopy[]> {
  if (emailIds.length === 0) return [];
  return tx
    .select({
      recipient: emailRecipients,
      outboxStatus: outbox.status,
      lastError: outbox.lastError,
      sentAt: outbox.sentAt,
    })
    .from(emailRecipients)
    .leftJoin(outbox, tenantJoin(outbox.id, emailRecipients.outboxId))
    .where(and(eq(emailRecipients.customerId, customerId), inArray(emailRecipients.emailId, [...emailIds])))
    .orderBy(asc(emailRecipients.emailId), asc(emailRecipients.id));
}

/** The attachments these emails claimed. */
export async function findAttachments(
  tx: Tx,
  customerId: number,
  emailIds: readonly number[],
): Promise<AttachmentRow[]> {
  if (emailIds.length === 0) return [];
  return tx
    .select()
    .from(emailDocuments)
    .where(and(eq(emailDocuments.customerId, customerId), inArray(emailDocuments.emailId, [...emailIds])))
    .orderBy(asc(emailDocuments.id));
}
