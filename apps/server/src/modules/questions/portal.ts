import { and, eq } from 'drizzle-orm';
import { customers, projects, tenders, vendorContacts, vendors } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { type ProjectRow, projectNotFound, type TenderRow } from '../projects/lookup.ts';

/** Statuses in which suppliers see an opportunity on the portal (as the public view). */
const portalStatuses = ['Open', 'Planned', 'Upcoming', 'Unofficial_Results', 'Closed', 'Awarded'];

/**
 * The opportunity `projectId` of the supplier's agency (its tender node), when suppliers may see
 * it; else 404 invalidProjectId, the same answer as an id of another agency.
 */
export async function findPortalOpportunity(
  tx: Tx,
  supplier: { customerId: number; tenderNodeId: number },
  projectId: number,
): Promise<{ project: ProjectRow; tender: TenderRow }> {
  const [row] = await tx
    .select({ project: projects, tender: tenders })
    .from(projects)
    .innerJoin(tenders, and(eq(tenders.customerId, projects.customerId), eq(tenders.projectId, projects.id)))
    .where(
      and(
        eq(projects.customerId, supplier.customerId),
        eq(projects.nodeId, supplier.tenderNodeId),
        eq(projects.id, projectId),
      ),
    );
  if (!row || row.project.type === 'TEMPLATE' || !portalStatuses.includes(row.project.status))
    throw projectNotFound();
  return row;
}

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
