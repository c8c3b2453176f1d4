import { addDays, contractStatusOn, type ProjectEnding } from '@procura/contract';
import { and, asc, count, eq, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { contracts, contractVendors, departments, projects, users, vendors } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { escapeLike, tenantJoin } from '../../platform/query.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyDay } from './lead-summary.ts';
import { nodeProjects } from './my-projects.ts';

/*
 * The overview's ending tab (001 §3 Project ending): the node's projects whose active contract's
 * term ends before today + N days, the ones already ended included (the web's range 0 shows them).
 */

export type ProjectsEndingQuery = {
  start: number;
  limit: number;
  keywords?: string | undefined;
  daysUntilExpired: number;
};

/** The active suppliers' company names of each contract, by name. */
async function vendorNames(tx: Tx, customerId: number, contractIds: number[]) {
  const names = new Map<number, string[]>();
  if (contractIds.length === 0) return names;
  const rows = await tx
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
  for (const row of rows) names.set(row.contractId, [...(names.get(row.contractId) ?? []), row.companyName]);
  return names;
}

/** GET Dashboard/ProjectsEnding: by the earliest contract end, then project id; paged. */
export async function projectsEnding(
  ctx: AppContext,
  actor: Actor,
  query: ProjectsEndingQuery,
): Promise<{ values: ProjectEnding[]; total: number }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { today } = await agencyDay(tx, actor.customerId, ctx.clock.now());
    const keywords = query.keywords?.trim();
    const like = keywords ? `%${escapeLike(keywords)}%` : undefined;
    const where = and(
      nodeProjects(actor),
      eq(contracts.customerId, actor.customerId),
      // The stored status: an Active contract past its end shows Warranty or Expired, and stays here.
      eq(contracts.status, 'Active'),
      isNotNull(contracts.termEnd),
      lt(contracts.termEnd, addDays(today, query.daysUntilExpired)),
      like ? or(ilike(projects.name, like), ilike(projects.number, like)) : undefined,
    );
    const onProject = tenantJoin(projects.id, contracts.projectId);
    const rows = await tx
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
      .where(where)
      .orderBy(asc(contracts.termEnd), asc(projects.id))
      .offset(query.start)
      .limit(query.limit);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.start > 0) {
      const [counted] = await tx
        .select({ value: count() })
        .from(contracts)
        .innerJoin(projects, onProject)
        .where(where);
      total = counted?.value ?? 0;
    }

    const vendorsOf = await vendorNames(
      tx,
      actor.customerId,
      rows.map((r) => r.contract.id),
    );
    const values = rows.map(
      (r): ProjectEnding => ({
        id: r.project.id,
        name: r.project.name,
        number: r.project.number,
        projectLead:
          r.leadFirstName === null ? null : `${r.leadFirstName} ${r.leadLastName ?? ''}`.trim() || null,
        contracts: [
          {
            id: r.contract.id,
            isTerm: r.contract.isTerm,
            // Contracts keep no categories (the agency's category list is not linked to them).
            contractCategories: [],
            vendors: vendorsOf.get(r.contract.id) ?? [],
            // The requisitioning department is the project's.
            requisitioners: r.department === null ? [] : [r.department],
            dateClosing: r.contract.termEnd,
            status: contractStatusOn(
              r.contract.status,
              {
                termEnd: r.contract.termEnd,
                warrantyEnd: r.contract.hasWarrantyPeriod ? r.contract.warrantyEnd : null,
              },
              today,
            ),
          },
        ],
      }),
    );
    return { values, total };
  });
}
