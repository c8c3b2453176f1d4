import { sql } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { agencyNodeId } from './queries.ts';

/** The agency a portal path names (`/portal/{agency}` is its domain), as portal services need it. */
export type PortalAgency = {
  customerId: number;
  domain: string;
  name: string;
  timezone: string;
  customerNodeId: number;
  tenderNodeId: number;
};

/**
 * Finds the agency of a portal path, or answers 404 'Not Found' for a name no agency has. One of
 * the few cross-agency reads: the agency is not known until its name is looked up.
 */
export async function portalAgency(ctx: AppContext, domain: string): Promise<PortalAgency> {
  if (domain.length === 0 || domain.length > 100) throw notFound();
  // One statement: every portal request starts here, and a round trip is most of a cheap read.
  const [found] = await asSystem(ctx.db, (tx) =>
    tx
      .select({
        customerId: customers.id,
        domain: customers.domain,
        name: customers.displayName,
        timezone: customers.timezone,
        customerNodeId: agencyNodeId(customers.id, 'customer'),
        tenderNodeId: agencyNodeId(customers.id, 'tender'),
      })
      .from(customers)
      .where(sql`lower(${customers.domain}) = ${domain.trim().toLowerCase()}`),
  );
  if (!found || found.customerNodeId === null || found.tenderNodeId === null) throw notFound();
  return { ...found, customerNodeId: found.customerNodeId, tenderNodeId: found.tenderNodeId };
}
