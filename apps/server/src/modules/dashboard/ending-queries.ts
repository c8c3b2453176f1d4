import { addDays } from '@procura/contract';
import { and, asc, count, eq, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { contracts, contractVendors, departments, projects, users, vendors } from '../../db/schema/index.ts';
import { escapeLike, tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { nodeProjects } from './my-projects.ts';

/* The SQL of the overview's ending tab: the node's projects whose active contract's term ends soon. */

export type ProjectsEndingQuery = {
  start: number;
  limit: number;
  keywords?: string | undefined;
  daysUntilExpired: number;
};

function endingWhere(actor: Actor, query: ProjectsEndingQuery, today: string) {
  const keywords = query.keywords?.trim();
  const like = keywords ? `%${escapeLike(keywords)}%` : undefined;
  return and(
    nodeProjects(actor),
    eq(contracts.customerId, actor.customerId),
    // The stored status: an Active contract past its end shows Warranty or Expired, and stays here.
    eq(contracts.status, 'Active'),
    isNotNull(contracts.termEnd),
    lt(contracts.termEnd, addDays(today, query.daysUntilExpired)),
    like ? or(ilike(projects.name, like), ilike(projects.number, like)) : undefined,
  );
}

const onProject = tenantJoin(projects.id, contracts.projectId);

/** A page of the ending contracts with their projects, by the earliest end, then project id. */
export async function findEndingPage(tx: Tx, actor: Actor, query: ProjectsEndingQuery, today: string) {
  return tx
    .select({
      project: { id: projects.id, name: projects.name, number: projects.number },
      // The total rides with the page: one pass instead of two.
      total: sql<number>`count(*) over ()`.mapWith(Number),
      leadFirstName: users.firstName,
      leadLastName: users.lastName,
      department: departments.name,
      contract: {
        id: contracts.id,
        isTerm: contracts.isTerm,
        status: contracts.status,
        termEnd: contracts.termEnd,
        hasWarrantyPeriod: contracts.hasWarrantyPeriod,
        warrantyEnd: contracts.warrantyEnd,
      },
    })
    .from(contracts)
    .innerJoin(projects, onProject)
    .leftJoin(users, tenantJoin(users.id, projects.projectLeadId))
    .leftJoin(departments, tenantJoin(departments.id, projects.departmentId))
    .where(endingWhere(actor, query, today))
    .orderBy(asc(contracts.termEnd), asc(projects.id))
    .offset(query.start)
    .limit(query.limit);
}

export async function countEnding(
  tx: Tx,
  actor: Actor,
  query: ProjectsEndingQuery,
  today: string,
): Promise<number> {
  const [counted] = await tx
    .select({ value: count() })
    .from(contracts)
    .innerJoin(projects, onProject)
    .where(endingWhere(actor, query, today));
  return counted?.value ?? 0;
}

/** The active suppliers' company names of the contracts, by name. */
export async function findActiveVendorNames(tx: Tx, customerId: number, contractIds: number[]) {
  return tx
    .select({ contractId: contractVendors.contractId, companyName: vendors.companyName })
    .from(contractVendors)
    .innerJoin(vendors, tenantJoin(vendors.id, contractVendors.vendorId))
    .where(
      and(
        eq(contractVendors.customerId, customerId),
        inArray(contractVendors.contractId, contractIds),
        eq(contractVendors.isActive, true),
      ),
    )
    .orderBy(asc(vendors.companyName), asc(vendors.id));
}
