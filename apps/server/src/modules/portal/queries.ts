import {
  invitedOnlyMethods,
  type OpportunityStatus,
  openlyListedMethods,
  type ProjectStatus,
  projectStatusesOfOpportunity,
} from '@procura/contract';
import { and, asc, desc, eq, exists, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  categories,
  planTakers,
  projectDocuments,
  projects,
  projectUsers,
  submissions,
  tenderAddenda,
  tenderInvitations,
  tenderMeetings,
  tenders,
  users,
  vendorContacts,
} from '../../db/schema/index.ts';
import { escapeLike, tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { PortalAgency } from '../customers/index.ts';
import { isCompleteBid } from '../projects/index.ts';

/** Who looks at the portal: nobody in particular, or a signed-in supplier of this agency. */
export type PortalViewer = { vendorId: number } | null;

/**
 * The rule of what the portal lists (decision 110), as a condition of the query itself so no list
 * can leak a row: a source project of the agency's tender node, in a status the public sees,
 * posted openly (Public, Prequalification) or Invitational/Limited with an invitation to an email of
 * the signed-in supplier's company.
 */
function visibleTo(
  agency: Pick<PortalAgency, 'customerId' | 'tenderNodeId'>,
  viewer: PortalViewer,
  statuses: readonly ProjectStatus[],
): SQL {
  const invited =
    viewer === null
      ? undefined
      : and(
          inArray(projects.procurementMethod, [...invitedOnlyMethods]),
          exists(
            sql`(select 1 from ${tenderInvitations} join ${vendorContacts}
              on ${vendorContacts.customerId} = ${tenderInvitations.customerId}
              and lower(${vendorContacts.email}) = lower(${tenderInvitations.email})
              where ${tenderInvitations.customerId} = ${tenders.customerId}
              and ${tenderInvitations.tenderId} = ${tenders.id}
              and ${vendorContacts.vendorId} = ${viewer.vendorId})`,
          ),
        );
  return and(
    eq(projects.customerId, agency.customerId),
    eq(projects.nodeId, agency.tenderNodeId),
    ne(projects.type, 'TEMPLATE'),
    inArray(projects.status, [...statuses]),
    or(inArray(projects.procurementMethod, [...openlyListedMethods]), invited),
  ) as SQL;
}

const allPublicStatuses = Object.values(projectStatusesOfOpportunity).flat();

export type OpportunityFilter = {
  status: OpportunityStatus;
  searchText: string;
  categoryId?: number | undefined;
  closingWithinDays?: number | undefined;
  start: number;
  limit: number;
  now: Date;
};

/** One page of the portal's list with the total, sorted by closing (latest first once closed). */
export async function findOpportunities(
  tx: Tx,
  agency: PortalAgency,
  viewer: PortalViewer,
  filter: OpportunityFilter,
) {
  const conditions: (SQL | undefined)[] = [
    visibleTo(agency, viewer, projectStatusesOfOpportunity[filter.status]),
  ];
  if (filter.searchText) {
    const pattern = `%${escapeLike(filter.searchText)}%`;
    conditions.push(
      or(
        sql`${projects.name} ilike ${pattern}`,
        sql`${projects.number} ilike ${pattern}`,
        sql`${projects.description} ilike ${pattern}`,
      ),
    );
  }
  if (filter.categoryId !== undefined) {
    conditions.push(sql`${projects.categoryIds} @> array[${filter.categoryId}]::integer[]`);
  }
  if (filter.closingWithinDays !== undefined) {
    const until = new Date(filter.now.getTime() + filter.closingWithinDays * 86_400_000);
    conditions.push(gte(tenders.dateClosing, filter.now), lte(tenders.dateClosing, until));
  }
  const where = and(...conditions);
  const latestFirst = filter.status === 'closed' || filter.status === 'awarded';
  const order = [
    latestFirst ? sql`${tenders.dateClosing} desc nulls last` : sql`${tenders.dateClosing} asc nulls last`,
    latestFirst ? desc(projects.id) : asc(projects.id),
  ];
  const withSource = tenantJoin(tenders.projectId, projects.id);
  // The page's ids and the total in one pass (the sort reads the closing date from the source's
  // project index), then the whole rows of those alone: an agency's thousands of Open sources are
  // neither fetched nor read twice.
  const pageIds = tx
    .select({ id: projects.id, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(projects)
    .innerJoin(tenders, withSource)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.start)
    .as('page');
  const found = await tx
    .select({ project: projects, tender: tenders, total: pageIds.total })
    .from(projects)
    .innerJoin(tenders, withSource)
    .innerJoin(pageIds, eq(projects.id, pageIds.id))
    .where(eq(projects.customerId, agency.customerId))
    .orderBy(...order);
  const rows = found.map(({ project, tender }) => ({ project, tender }));
  if (found[0] || filter.start === 0) return { rows, total: found[0]?.total ?? 0 };
  // A page past the end has no row to carry the total.
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(projects)
    .innerJoin(tenders, withSource)
    .where(where);
  return { rows, total: counted?.count ?? 0 };
}

/**
 * One opportunity the viewer may see, or undefined (another agency's, hidden, unknown): the one
 * reading of "the project of this portal path" (decision 177). `statuses` narrows the public
 * statuses (a bid needs a published one); `lock` locks the project row (for update or for share).
 */
export async function findOpportunity(
  tx: Tx,
  agency: Pick<PortalAgency, 'customerId' | 'tenderNodeId'>,
  viewer: PortalViewer,
  projectId: number,
  options: { statuses?: readonly ProjectStatus[]; lock?: 'update' | 'share' } = {},
) {
  const query = tx
    .select({ project: projects, tender: tenders })
    .from(projects)
    .innerJoin(tenders, tenantJoin(tenders.projectId, projects.id))
    .where(and(visibleTo(agency, viewer, options.statuses ?? allPublicStatuses), eq(projects.id, projectId)));
  const [row] = options.lock ? await query.for(options.lock, { of: projects }) : await query;
  return row;
}

export async function findCategoryNames(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.customerId, customerId), inArray(categories.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The tenders among `tenderIds` the vendor registered for. */
export async function findRegisteredTenderIds(
  tx: Tx,
  customerId: number,
  vendorId: number,
  tenderIds: number[],
) {
  if (tenderIds.length === 0) return new Set<number>();
  const rows = await tx
    .select({ tenderId: planTakers.tenderId })
    .from(planTakers)
    .where(
      and(
        eq(planTakers.customerId, customerId),
        eq(planTakers.vendorId, vendorId),
        inArray(planTakers.tenderId, tenderIds),
      ),
    );
  return new Set(rows.map((r) => r.tenderId));
}

export async function findPlanTakerNames(tx: Tx, customerId: number, tenderId: number) {
  const rows = await tx
    .select({ companyName: planTakers.companyName })
    .from(planTakers)
    .where(and(eq(planTakers.customerId, customerId), eq(planTakers.tenderId, tenderId)))
    .orderBy(sql`lower(${planTakers.companyName})`);
  return rows.map((r) => r.companyName);
}

export async function findPublicMeetings(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select()
    .from(tenderMeetings)
    .where(
      and(
        eq(tenderMeetings.customerId, customerId),
        eq(tenderMeetings.tenderId, tenderId),
        eq(tenderMeetings.showToPublic, true),
      ),
    )
    .orderBy(asc(tenderMeetings.sortOrder), asc(tenderMeetings.id));
}

export async function findAllMeetings(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select()
    .from(tenderMeetings)
    .where(and(eq(tenderMeetings.customerId, customerId), eq(tenderMeetings.tenderId, tenderId)))
    .orderBy(asc(tenderMeetings.sortOrder), asc(tenderMeetings.id));
}

export async function findPublicDocuments(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select({
      id: projectDocuments.id,
      fileName: projectDocuments.fileName,
      sizeInByte: projectDocuments.sizeInByte,
      pageCount: projectDocuments.pageCount,
    })
    .from(projectDocuments)
    .where(and(eq(projectDocuments.customerId, customerId), eq(projectDocuments.tenderId, tenderId)))
    .orderBy(asc(projectDocuments.sortOrder), asc(projectDocuments.id));
}

export async function findAddenda(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select({
      id: tenderAddenda.id,
      number: tenderAddenda.number,
      title: tenderAddenda.title,
      fileName: tenderAddenda.fileName,
      createdAt: tenderAddenda.createdAt,
      pageCount: tenderAddenda.pageCount,
    })
    .from(tenderAddenda)
    .where(and(eq(tenderAddenda.customerId, customerId), eq(tenderAddenda.tenderId, tenderId)))
    .orderBy(asc(tenderAddenda.number));
}

/** The project's team with their roles and emails (the presenter decides what the public sees). */
export async function findTeam(tx: Tx, customerId: number, projectId: number) {
  return tx
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roleId: projectUsers.roleId,
    })
    .from(projectUsers)
    .innerJoin(users, tenantJoin(users.id, projectUsers.userId))
    .where(
      and(
        eq(projectUsers.customerId, customerId),
        eq(projectUsers.projectId, projectId),
        eq(users.deleted, false),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function findUser(tx: Tx, customerId: number, userId: number) {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.id, userId), eq(users.deleted, false)));
  return row;
}

/** Company names of the complete bids (no-bids and withdrawn ones are not bids). */
export async function findBidderNames(tx: Tx, customerId: number, tenderId: number) {
  const rows = await tx
    .selectDistinct({ companyName: submissions.companyName })
    .from(submissions)
    .where(and(eq(submissions.customerId, customerId), eq(submissions.tenderId, tenderId), isCompleteBid))
    .orderBy(submissions.companyName);
  return rows.map((r) => r.companyName);
}
