import { and, eq } from 'drizzle-orm';
import { customers, vendorContacts, vendors } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** The signed-in contact and company, as a question stores them. */
export async function findAskingContact(tx: Tx, customerId: number, vendorId: number, contactId: number) {
  const [row] = await tx
    .select({
      companyName: vendors.companyName,
      firstName: vendorContacts.firstName,
      lastName: vendorContacts.lastName,
      email: vendorContacts.email,
    })
    .from(vendorContacts)
    .innerJoin(
      vendors,
      and(eq(vendors.customerId, vendorContacts.customerId), eq(vendors.id, vendorContacts.vendorId)),
    )
    .where(
      and(
        eq(vendorContacts.customerId, customerId),
        eq(vendorContacts.id, contactId),
        eq(vendorContacts.vendorId, vendorId),
      ),
    );
  return row;
}

/** The agency's name, domain and zone, for mails and deadlines. */
export async function findAgencyFacts(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ name: customers.displayName, domain: customers.domain, timeZone: customers.timezone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? { name: '', domain: '', timeZone: 'UTC' };
}

/** Where a supplier reads an opportunity on the portal (the portal's opportunity page). */
export function opportunityUrl(config: Pick<Config, 'publicUrl'>, domain: string, projectId: number) {
  return `${config.publicUrl}/portal/${encodeURIComponent(domain)}/opportunities/${projectId}`;
}
