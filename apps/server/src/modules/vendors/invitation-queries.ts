import { invitationEditableStatuses } from '@procura/contract';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { projects, tenderInvitations, tenders, vendorContacts, vendors } from '../../db/schema/index.ts';
import { escapeLike, tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

/**
 * SQL of inviting suppliers of the directory (issue 22 §4; 001 §7 VendorInvitations): the sources
 * that take invitations, who of a page of suppliers is invited, and the suppliers to invite.
 */

/**
 * Whether the invitation names the supplier: made for it from the directory, or sent to the
 * address of one of its contacts (invited by email before it was picked from the directory).
 */
function invitationOf(vendorId: SQL | number): SQL {
  return sql`(${tenderInvitations.vendorId} = ${vendorId} or lower(${tenderInvitations.email}) in (
    select lower(${vendorContacts.email}) from ${vendorContacts}
    where ${vendorContacts.customerId} = ${tenderInvitations.customerId} and ${vendorContacts.vendorId} = ${vendorId}))`;
}

/** Which of these suppliers are invited to the source `tenderId`. */
export async function findInvitedVendorIds(
  tx: Tx,
  customerId: number,
  tenderId: number,
  vendorIds: readonly number[],
): Promise<number[]> {
  if (vendorIds.length === 0) return [];
  const rows = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(
        eq(vendors.customerId, customerId),
        inArray(vendors.id, [...vendorIds]),
        sql`exists (select 1 from ${tenderInvitations} where ${tenderInvitations.customerId} = ${customerId}
          and ${tenderInvitations.tenderId} = ${tenderId} and ${invitationOf(sql`${vendors.id}`)})`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The node's sources that take invitations (a sourcing project, not a template, in a status where
 * its invitations may change) whose project name or number holds the text, by name; `invited`
 * says whether the supplier `vendorId` is invited to each.
 */
export async function findInvitableTenders(
  tx: Tx,
  actor: Actor,
  query: { searchText: string; limit: number; vendorId?: number | undefined },
) {
  const pattern = `%${escapeLike(query.searchText)}%`;
  const statuses = invitationEditableStatuses.filter((s) => s !== 'Template');
  const invited =
    query.vendorId === undefined
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${tenderInvitations} where ${tenderInvitations.customerId} = ${tenders.customerId}
          and ${tenderInvitations.tenderId} = ${tenders.id} and ${invitationOf(query.vendorId)})`;
  return tx
    .select({
      tenderId: tenders.id,
      projectId: projects.id,
      projectName: projects.name,
      projectNumber: projects.number,
      status: projects.status,
      procurementMethod: projects.procurementMethod,
      dateClosing: tenders.dateClosing,
      invited,
    })
    .from(projects)
    .innerJoin(tenders, tenantJoin(tenders.projectId, projects.id))
    .where(
      and(
        eq(projects.customerId, actor.customerId),
        eq(projects.nodeId, actor.nodeId),
        inArray(projects.type, ['SOURCE', 'SOURCE_CONTRACT']),
        inArray(projects.status, statuses),
        query.searchText === ''
          ? undefined
          : or(ilike(projects.name, pattern), ilike(projects.number, pattern)),
      ),
    )
    .orderBy(sql`lower(${projects.name})`, asc(projects.id))
    .limit(query.limit);
}

/** The company's primary contact (the first, should several be marked). */
const primaryContact = sql`(select ${vendorContacts.id} from ${vendorContacts}
  where ${vendorContacts.customerId} = ${vendors.customerId} and ${vendorContacts.vendorId} = ${vendors.id}
  and ${vendorContacts.isPrimary} order by ${vendorContacts.id} limit 1)`;

/** The agency's suppliers of these ids (deleted ones are not), each with its primary contact. */
export async function findVendorsToInvite(tx: Tx, customerId: number, vendorIds: readonly number[]) {
  if (vendorIds.length === 0) return [];
  return tx
    .select({
      vendorId: vendors.id,
      companyName: vendors.companyName,
      isActive: vendors.isActive,
      contactFirst: vendorContacts.firstName,
      contactLast: vendorContacts.lastName,
      email: vendorContacts.email,
    })
    .from(vendors)
    .leftJoin(
      vendorContacts,
      and(eq(vendorContacts.customerId, vendors.customerId), eq(vendorContacts.id, primaryContact)),
    )
    .where(
      and(
        eq(vendors.customerId, customerId),
        inArray(vendors.id, [...vendorIds]),
        eq(vendors.isDeleted, false),
      ),
    );
}
