import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { findAgencyWithNodes } from './queries.ts';

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
  const found = await asSystem(ctx.db, (tx) => findAgencyWithNodes(tx, domain));
  if (!found || found.customerNodeId === null || found.tenderNodeId === null) throw notFound();
  return { ...found, customerNodeId: found.customerNodeId, tenderNodeId: found.tenderNodeId };
}
