import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  contracts,
  contractVendors,
  customers,
  emailRecipients,
  outbox,
  planTakers,
  projects,
  projectUsers,
  tenderInvitations,
  tenderMeetings,
  tenders,
  users,
  vendorContacts,
  vendors,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of a mail's recipients (issue 25 §2): who the wizard's ids name, each only where the mail
 * may reach them (the project's team, the suppliers of its source or contract, its invitations),
 * the facts its tokens are filled with, and each copy's state in the outbox.
 */

export type RecipientRow = typeof emailRecipients.$inferSelect;
export type RecipientDraft = Omit<typeof emailRecipients.$inferInsert, 'customerId' | 'emailId'>;

/** The project's active team members among the memberships `ids`, with their names and addresses. */
export function findTeamMembers(tx: Tx, customerId: number, projectId: number, ids: number[]) {
  return tx
    .select({
      id: projectUsers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(projectUsers)
    .innerJoin(users, tenantJoin(users.id, projectUsers.userId))
    .where(
      and(
        eq(projectUsers.customerId, customerId),
        eq(projectUsers.projectId, projectId),
        inArray(projectUsers.id, ids),
        eq(users.inActive, false),
        eq(users.deleted, false),
      ),
    );
}

/**
 * The contacts among `ids` of the suppliers a mail may reach: the source's plan takers, the
 * contract's suppliers, or the supplier the mail is about. Another agency's contact is never
 * found (row-level security and the agency's key both say so).
 */
export function findReachableContacts(
  tx: Tx,
  customerId: number,
  ids: number[],
  about: { tenderId: number | null; contractId: number | null; vendorId: number | null },
) {
  const reachable: SQL[] = [];
  if (about.vendorId !== null) reachable.push(eq(vendors.id, about.vendorId));
  if (about.tenderId !== null) {
    reachable.push(
      inArray(
        vendors.id,
        tx
          .select({ id: planTakers.vendorId })
          .from(planTakers)
          .where(and(eq(planTakers.customerId, customerId), eq(planTakers.tenderId, about.tenderId))),
      ),
    );
  }
  if (about.contractId !== null) {
    reachable.push(
      inArray(
        vendors.id,
        tx
          .select({ id: contractVendors.vendorId })
          .from(contractVendors)
          .where(
            and(eq(contractVendors.customerId, customerId), eq(contractVendors.contractId, about.contractId)),
          ),
      ),
    );
  }
  if (reachable.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: vendorContacts.id,
      firstName: vendorContacts.firstName,
      lastName: vendorContacts.lastName,
      email: vendorContacts.email,
      vendorId: vendors.id,
      companyName: vendors.companyName,
    })
    .from(vendorContacts)
    .innerJoin(vendors, tenantJoin(vendors.id, vendorContacts.vendorId))
    .where(
      and(
        eq(vendorContacts.customerId, customerId),
        inArray(vendorContacts.id, ids),
        eq(vendors.isDeleted, false),
        or(...reachable),
      ),
    );
}

/** The source's invitations among `ids`. */
export function findTenderInvitations(tx: Tx, customerId: number, tenderId: number, ids: number[]) {
  return tx
    .select()
    .from(tenderInvitations)
    .where(
      and(
        eq(tenderInvitations.customerId, customerId),
        eq(tenderInvitations.tenderId, tenderId),
        inArray(tenderInvitations.id, ids),
      ),
    );
}

export async function insertRecipients(
  tx: Tx,
  customerId: number,
  emailId: number,
  drafts: RecipientDraft[],
): Promise<RecipientRow[]> {
  if (drafts.length === 0) return [];
  return tx
    .insert(emailRecipients)
    .values(drafts.map((draft) => ({ ...draft, customerId, emailId })))
    .returning();
}

/** A mail's recipients in the order they were chosen, with their copy's state in the outbox. */
export function findRecipientsWithCopies(tx: Tx, customerId: number, emailId: number) {
  return tx
    .select({ recipient: emailRecipients, copyStatus: outbox.status })
    .from(emailRecipients)
    .leftJoin(outbox, tenantJoin(outbox.id, emailRecipients.outboxId))
    .where(and(eq(emailRecipients.customerId, customerId), eq(emailRecipients.emailId, emailId)))
    .orderBy(asc(emailRecipients.id));
}

/** Points a recipient at its (new) copy, or marks a copy that never went (its reason). */
export async function setRecipientCopy(
  tx: Tx,
  customerId: number,
  id: number,
  copy: { outboxId: number } | { failed: string },
) {
  await tx
    .update(emailRecipients)
    .set(
      'outboxId' in copy
        ? { outboxId: copy.outboxId, status: null, error: null }
        : { outboxId: null, status: 'failed', error: copy.failed },
    )
    .where(and(eq(emailRecipients.customerId, customerId), eq(emailRecipients.id, id)));
}

/**
 * What a mail's tokens are filled with: the agency, the source and its project with its first
 * site meeting, the contract, the supplier. Read when the mail leaves, so a scheduled mail tells
 * the closing date of that day.
 */
export async function findMailFacts(
  tx: Tx,
  customerId: number,
  about: { tenderId: number | null; contractId: number | null; vendorId: number | null },
) {
  const [agency] = await tx
    .select({ name: customers.displayName, domain: customers.domain, timeZone: customers.timezone })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [source] =
    about.tenderId === null
      ? []
      : await tx
          .select({
            projectId: projects.id,
            name: projects.name,
            number: projects.number,
            dateClosing: tenders.dateClosing,
          })
          .from(tenders)
          .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
          .where(and(eq(tenders.customerId, customerId), eq(tenders.id, about.tenderId)));
  const [meeting] =
    about.tenderId === null
      ? []
      : await tx
          .select({ date: tenderMeetings.date, location: tenderMeetings.location })
          .from(tenderMeetings)
          .where(and(eq(tenderMeetings.customerId, customerId), eq(tenderMeetings.tenderId, about.tenderId)))
          .orderBy(asc(tenderMeetings.sortOrder), asc(tenderMeetings.date), asc(tenderMeetings.id))
          .limit(1);
  const [contract] =
    about.contractId === null
      ? []
      : await tx
          .select({ name: contracts.name, number: contracts.number })
          .from(contracts)
          .where(and(eq(contracts.customerId, customerId), eq(contracts.id, about.contractId)));
  const [vendor] =
    about.vendorId === null
      ? []
      : await tx
          .select({ companyName: vendors.companyName })
          .from(vendors)
          .where(and(eq(vendors.customerId, customerId), eq(vendors.id, about.vendorId)));
  return { agency, source, meeting, contract, vendor };
}
export type MailFacts = Awaited<ReturnType<typeof findMailFacts>>;
