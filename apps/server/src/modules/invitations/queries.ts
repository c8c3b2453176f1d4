import { and, asc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import {
  customers,
  projects,
  tenderInvitations,
  tenders,
  users,
  vendorContacts,
  vendors,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type InvitationRow = typeof tenderInvitations.$inferSelect;
export type InvitationWithInviter = InvitationRow & {
  inviterFirstName: string | null;
  inviterLastName: string | null;
};

const withInviter = {
  invitation: tenderInvitations,
  inviterFirstName: users.firstName,
  inviterLastName: users.lastName,
};
const inviterJoin = tenantJoin(users.id, tenderInvitations.invitedById);

function flatten(row: {
  invitation: InvitationRow;
  inviterFirstName: string | null;
  inviterLastName: string | null;
}) {
  return { ...row.invitation, inviterFirstName: row.inviterFirstName, inviterLastName: row.inviterLastName };
}

/** A source's invitations in the order they were made. */
export async function findInvitationsOfTender(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<InvitationWithInviter[]> {
  const rows = await tx
    .select(withInviter)
    .from(tenderInvitations)
    .leftJoin(users, inviterJoin)
    .where(and(eq(tenderInvitations.customerId, customerId), eq(tenderInvitations.tenderId, tenderId)))
    .orderBy(asc(tenderInvitations.invitedAt), asc(tenderInvitations.id));
  return rows.map(flatten);
}

/** The invitation `id` when its source's project is in the actor's agency and node. */
export async function findInvitation(
  tx: Tx,
  actor: Actor,
  id: number,
): Promise<InvitationWithInviter | undefined> {
  const [row] = await tx
    .select(withInviter)
    .from(tenderInvitations)
    .innerJoin(tenders, tenantJoin(tenders.id, tenderInvitations.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .leftJoin(users, inviterJoin)
    .where(
      and(
        eq(tenderInvitations.customerId, actor.customerId),
        eq(tenderInvitations.id, id),
        eq(projects.nodeId, actor.nodeId),
      ),
    );
  return row ? flatten(row) : undefined;
}

/** The source's invitation for `email`, ignoring case. */
export async function findInvitationByEmail(
  tx: Tx,
  customerId: number,
  tenderId: number,
  email: string,
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenderInvitations)
    .where(
      and(
        eq(tenderInvitations.customerId, customerId),
        eq(tenderInvitations.tenderId, tenderId),
        sql`lower(${tenderInvitations.email}) = ${email.toLowerCase()}`,
      ),
    );
  return row;
}

export async function countInvitations(tx: Tx, customerId: number, tenderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tenderInvitations)
    .where(and(eq(tenderInvitations.customerId, customerId), eq(tenderInvitations.tenderId, tenderId)));
  return row?.n ?? 0;
}

/** Invitations not mailed yet, locked so two publishers cannot mail one twice. */
export async function findUnnotifiedInvitations(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<InvitationRow[]> {
  return tx
    .select()
    .from(tenderInvitations)
    .where(
      and(
        eq(tenderInvitations.customerId, customerId),
        eq(tenderInvitations.tenderId, tenderId),
        isNull(tenderInvitations.notifiedAt),
      ),
    )
    .orderBy(asc(tenderInvitations.id))
    .for('update');
}

export async function insertInvitation(
  tx: Tx,
  values: typeof tenderInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await tx.insert(tenderInvitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

export async function markNotified(tx: Tx, customerId: number, id: number, at: Date): Promise<void> {
  await tx
    .update(tenderInvitations)
    .set({ notifiedAt: at })
    .where(tenantRow(tenderInvitations.id, customerId, id));
}

export async function updateInvitation(
  tx: Tx,
  customerId: number,
  id: number,
  changes: Pick<InvitationRow, 'companyName' | 'contactName'>,
): Promise<void> {
  await tx
    .update(tenderInvitations)
    .set(changes)
    .where(tenantRow(tenderInvitations.id, customerId, id));
}

export async function deleteInvitation(tx: Tx, customerId: number, id: number): Promise<void> {
  await tx.delete(tenderInvitations).where(tenantRow(tenderInvitations.id, customerId, id));
}

/** The agency's name and time zone, for the invitation mail. */
export async function findAgency(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ displayName: customers.displayName, timezone: customers.timezone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/**
 * The directory's supplier of each of these addresses (lower case): the one with a contact at the
 * address, the lowest id should several share it; deleted suppliers are not.
 */
export async function findVendorIdsByEmail(
  tx: Tx,
  customerId: number,
  emails: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const email = sql<string>`lower(${vendorContacts.email})`;
  const rows = await tx
    .select({ email, vendorId: min(vendorContacts.vendorId) })
    .from(vendorContacts)
    .innerJoin(vendors, tenantJoin(vendors.id, vendorContacts.vendorId))
    .where(
      and(eq(vendorContacts.customerId, customerId), inArray(email, wanted), eq(vendors.isDeleted, false)),
    )
    .groupBy(email);
  return new Map(rows.flatMap((row) => (row.vendorId === null ? [] : [[row.email, row.vendorId]])));
}
