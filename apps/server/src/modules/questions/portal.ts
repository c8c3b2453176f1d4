import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import type { Tx } from '../../platform/tenancy.ts';

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
