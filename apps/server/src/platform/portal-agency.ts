import { findCustomerByDomain, findNodes } from '../modules/customers/queries.ts';
import type { AppContext } from './context.ts';
import { notFound } from './errors.ts';
import { asSystem } from './tenancy.ts';

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
  const found = await asSystem(ctx.db, async (tx) => {
    const customer = await findCustomerByDomain(tx, domain);
    if (!customer) return null;
    const nodes = await findNodes(tx, customer.id);
    return nodes ? { customer, nodes } : null;
  });
  if (!found) throw notFound();
  return {
    customerId: found.customer.id,
    domain: found.customer.domain,
    name: found.customer.displayName,
    timezone: found.customer.timezone,
    customerNodeId: found.nodes.customer.id,
    tenderNodeId: found.nodes.tender.id,
  };
}
