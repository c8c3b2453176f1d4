import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  contracts,
  contractVendorInvitations,
  customers,
  projects,
  vendorContacts,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** The companies invited by email to join a contract (001 §7 ContractVendorInvitations). */

export type InvitationRow = typeof contractVendorInvitations.$inferSelect;

/** Whether a supplier account of the agency signs in with this address. */
export async function isRegisteredAddress(tx: Tx, customerId: number, email: string) {
  const [row] = await tx
    .select({ id: vendorContacts.id })
    .from(vendorContacts)
    .where(
      and(
        eq(vendorContacts.customerId, customerId),
        isNotNull(vendorContacts.passwordHash),
        sql`lower(${vendorContacts.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The agency's name and portal domain, for the invitation's words and link. */
export async function findAgencyForMail(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ displayName: customers.displayName, domain: customers.domain })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** A new invitation's row. */
export async function insertInvitation(tx: Tx, values: typeof contractVendorInvitations.$inferInsert) {
  const [row] = await tx.insert(contractVendorInvitations).values(values).returning();
  return row;
}

/** The contract's invitations, oldest first. */
export async function findInvitations(tx: Tx, customerId: number, contractId: number) {
  return tx
    .select()
    .from(contractVendorInvitations)
    .where(
      and(
        eq(contractVendorInvitations.customerId, customerId),
        eq(contractVendorInvitations.contractId, contractId),
      ),
    )
    .orderBy(asc(contractVendorInvitations.invitedAt), asc(contractVendorInvitations.id));
}

/** The contract of the invitation `invitationId`, when it is on a contract of the node. */
export async function findInvitationOfNode(tx: Tx, customerId: number, nodeId: number, invitationId: number) {
  const [row] = await tx
    .select({ contractId: contractVendorInvitations.contractId })
    .from(contractVendorInvitations)
    .innerJoin(contracts, tenantJoin(contracts.id, contractVendorInvitations.contractId))
    .innerJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .where(
      and(
        eq(contractVendorInvitations.customerId, customerId),
        eq(contractVendorInvitations.id, invitationId),
        eq(projects.nodeId, nodeId),
      ),
    );
  return row;
}

export async function deleteInvitationRow(tx: Tx, customerId: number, invitationId: number) {
  await tx
    .delete(contractVendorInvitations)
    .where(tenantRow(contractVendorInvitations.id, customerId, invitationId));
}

/** The open invitations to this address, on contracts neither cancelled nor archived. */
export async function findOpenInvitations(tx: Tx, customerId: number, email: string) {
  return tx
    .select({ id: contractVendorInvitations.id, contractId: contractVendorInvitations.contractId })
    .from(contractVendorInvitations)
    .innerJoin(contracts, tenantJoin(contracts.id, contractVendorInvitations.contractId))
    .where(
      and(
        eq(contractVendorInvitations.customerId, customerId),
        isNull(contractVendorInvitations.acceptedAt),
        sql`lower(${contractVendorInvitations.email}) = ${email.toLowerCase()}`,
        sql`${contracts.status} not in ('Cancelled', 'Closed-Archived')`,
      ),
    );
}

/** The invitation was accepted `at` by the supplier `vendorId`. */
export async function markInvitationAccepted(
  tx: Tx,
  customerId: number,
  invitationId: number,
  vendorId: number,
  at: Date,
) {
  await tx
    .update(contractVendorInvitations)
    .set({ acceptedAt: at, vendorId })
    .where(tenantRow(contractVendorInvitations.id, customerId, invitationId));
}
