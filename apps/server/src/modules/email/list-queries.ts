import type { EmailStatus } from '@procura/contract';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { emailRecipients, emails, outbox, vendors } from '../../db/schema/index.ts';
import { escapeLike, tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of the lists of what went out (issue 25 §4): a node's mail by status, narrowed to a
 * project's source or a supplier, searched over the subject and the recipients, on a range of
 * instants (the service turns the agency's days into them); and a source's mail in numbers.
 */

export type EmailListFilter = {
  customerId: number;
  nodeId: number;
  statuses: EmailStatus[];
  tenderId?: number | undefined;
  vendorId?: number | undefined;
  searchText?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

const recipientsWhere = (tx: Tx, condition: SQL | undefined) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(emailRecipients)
      .where(and(tenantJoin(emailRecipients.emailId, emails.id), condition)),
  );

/** When a mail went out, or was written if it has not gone yet: what its date filters and sorts on. */
const dayOf = sql`coalesce(${emails.sentAt}, ${emails.createdAt})`;

function conditionOf(tx: Tx, filter: EmailListFilter): SQL | undefined {
  const text = filter.searchText ? `%${escapeLike(filter.searchText)}%` : null;
  return and(
    eq(emails.customerId, filter.customerId),
    eq(emails.nodeId, filter.nodeId),
    inArray(emails.status, filter.statuses),
    filter.tenderId === undefined ? undefined : eq(emails.tenderId, filter.tenderId),
    filter.vendorId === undefined
      ? undefined
      : or(
          eq(emails.vendorId, filter.vendorId),
          recipientsWhere(tx, eq(emailRecipients.vendorId, filter.vendorId)),
        ),
    text === null
      ? undefined
      : or(
          ilike(emails.subject, text),
          recipientsWhere(
            tx,
            or(
              ilike(emailRecipients.address, text),
              ilike(emailRecipients.name, text),
              ilike(emailRecipients.companyName, text),
            ),
          ),
        ),
    filter.from === undefined ? undefined : gte(dayOf, filter.from),
    filter.to === undefined ? undefined : lt(dayOf, filter.to),
  );
}

export type ListOrder = 'newest' | 'soonest';

/** One page of the ids of the mail that `filter` selects, and how many it selects in all. */
export async function findEmailIdsPage(
  tx: Tx,
  filter: EmailListFilter,
  order: ListOrder,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const where = conditionOf(tx, filter);
  const ordering =
    order === 'soonest'
      ? [asc(sql`coalesce(${emails.sendDateUtc}, ${emails.createdAt})`), asc(emails.id)]
      : [desc(sql`coalesce(${emails.sentAt}, ${emails.sendDateUtc}, ${emails.createdAt})`), desc(emails.id)];
  const rows = await tx
    .select({ id: emails.id })
    .from(emails)
    .where(where)
    .orderBy(...ordering)
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await tx.select({ value: count() }).from(emails).where(where);
  return { ids: rows.map((r) => r.id), total: total?.value ?? 0 };
}

/** A copy's status in SQL, as presentRecipient reads it. */
const copyStatus = sql<string>`case
  when ${outbox.status} = 'pending' then 'queued'
  when ${outbox.status} is not null then ${outbox.status}
  else coalesce(${emailRecipients.status}, 'queued') end`;

/** A source's mail of these statuses: how many, how many copies, and the copies by status. */
export async function countTenderMail(
  tx: Tx,
  customerId: number,
  tenderId: number,
  statuses: EmailStatus[],
): Promise<{ emails: number; copies: number; queued: number; sent: number; failed: number }> {
  const where = and(
    eq(emails.customerId, customerId),
    eq(emails.tenderId, tenderId),
    inArray(emails.status, statuses),
  );
  const [mail] = await tx.select({ value: count() }).from(emails).where(where);
  const copies = await tx
    .select({ status: copyStatus, value: count() })
    .from(emailRecipients)
    .innerJoin(emails, tenantJoin(emails.id, emailRecipients.emailId))
    .leftJoin(outbox, tenantJoin(outbox.id, emailRecipients.outboxId))
    .where(where)
    .groupBy(copyStatus);
  const by = (status: string) => copies.find((c) => c.status === status)?.value ?? 0;
  return {
    emails: mail?.value ?? 0,
    copies: copies.reduce((sum, c) => sum + c.value, 0),
    queued: by('queued'),
    sent: by('sent'),
    failed: by('failed'),
  };
}

/** Whether the supplier `vendorId` is the agency's (row-level security hides another's). */
export async function vendorExists(tx: Tx, customerId: number, vendorId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(tenantRow(vendors.id, customerId, vendorId), eq(vendors.isDeleted, false)));
  return row !== undefined;
}
