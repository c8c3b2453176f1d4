import { and, eq, sql } from 'drizzle-orm';
import { contracts, customers, users, vendorContacts } from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** What the contract builder reads of the agency and the people it knows, outside its own tables. */

/** The agency's shown name (empty when unknown): signers and licences see it. */
export async function agencyName(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ name: customers.displayName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.name ?? '';
}

/** The project an envelope's contract belongs to: its mails are worded by that project's node. */
export async function envelopeProjectId(tx: Tx, customerId: number, contractId: number) {
  const [row] = await tx
    .select({ projectId: contracts.projectId })
    .from(contracts)
    .where(tenantRow(contracts.id, customerId, contractId));
  return row?.projectId ?? null;
}

/** The address of a user of the agency, if there is one by that id. */
export async function findUserEmail(tx: Tx, customerId: number, userId: number) {
  const [row] = await tx
    .select({ email: users.email })
    .from(users)
    .where(tenantRow(users.id, customerId, userId));
  return row;
}

/** A user of the agency signing in with this address (`lower`: already lower-cased). */
export async function findUserNameByEmail(tx: Tx, customerId: number, lower: string) {
  const [row] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(and(eq(users.customerId, customerId), sql`lower(${users.email}) = ${lower}`))
    .limit(1);
  return row;
}

/** A supplier contact of the agency with this address (`lower`: already lower-cased). */
export async function findContactNameByEmail(tx: Tx, customerId: number, lower: string) {
  const [row] = await tx
    .select({ first: vendorContacts.firstName, last: vendorContacts.lastName })
    .from(vendorContacts)
    .where(and(eq(vendorContacts.customerId, customerId), sql`lower(${vendorContacts.email}) = ${lower}`))
    .limit(1);
  return row;
}
