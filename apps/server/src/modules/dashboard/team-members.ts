import {
  type ClosingRange,
  type ProjectRoleId,
  type ProjectStatus,
  projectRoleIds,
  sourceStatusOf,
  type TeamMemberRow,
  type TeamMemberStatus,
  teamMemberStatusOf,
} from '@procura/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { planTakers, projects, projectUsers, tenderAddenda, tenders, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantJoin } from '../../platform/query.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyDay, closesWithinCondition, sourceDate, sourceProjects } from './lead-summary.ts';
import { nodeProjects } from './my-projects.ts';

/*
 * Source Projects by Team Member (001 §3 Team-member project row): one row per person and project
 * of the node's source projects, the person's roles on it gathered in the row.
 */

export type TeamMemberQuery = {
  userId?: number | undefined;
  status?: TeamMemberStatus | undefined;
  closingWithin: ClosingRange;
  start: number;
  limit: number;
};

const closing = sourceDate(tenders.dateClosing);
const publish = sourceDate(tenders.dateAvailable);
const onTender = tenantJoin(tenders.projectId, projects.id);
const roleOrder = (role: string) => projectRoleIds.indexOf(role as ProjectRoleId);

/** The source's plan takers and addenda, counted for the tenders of one page. */
async function countsByTender(tx: Tx, customerId: number, tenderIds: number[]) {
  if (tenderIds.length === 0)
    return { takers: new Map<number, number>(), addenda: new Map<number, number>() };
  // Addenda are never withdrawn (the addenda module has no withdrawal): every one counts.
  const [takerRows, addendumRows] = await Promise.all([
    tx
      .select({ tenderId: planTakers.tenderId, value: count() })
      .from(planTakers)
      .where(and(eq(planTakers.customerId, customerId), inArray(planTakers.tenderId, tenderIds)))
      .groupBy(planTakers.tenderId),
    tx
      .select({ tenderId: tenderAddenda.tenderId, value: count() })
      .from(tenderAddenda)
      .where(and(eq(tenderAddenda.customerId, customerId), inArray(tenderAddenda.tenderId, tenderIds)))
      .groupBy(tenderAddenda.tenderId),
  ]);
  return {
    takers: new Map(takerRows.map((r) => [r.tenderId, r.value])),
    addenda: new Map(addendumRows.map((r) => [r.tenderId, r.value])),
  };
}

/** GET SourceProjectsByTeamMembers: ordered by closing date (none last), project number, person. */
export async function teamMemberProjects(
  ctx: AppContext,
  actor: Actor,
  query: TeamMemberQuery,
): Promise<{ values: TeamMemberRow[]; total: number }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const day = await agencyDay(tx, actor.customerId, ctx.clock.now());
    // One pass of index lookups: the node's matching source projects, each one's source, team
    // rows and people, a person's roles on a project gathered by the group (each table's primary
    // key is (customer_id, id), so its other columns follow the group). Planned as nested loops
    // over indexes, it stays fast however the planner misjudges the row counts, which it does for
    // these combined filters (a CTE joined back to the team rows became a 250 ms nested loop).
    const page = () =>
      tx
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          roles: sql<string>`string_agg(${projectUsers.roleId}, ',')`,
          projectId: projects.id,
          projectNumber: projects.number,
          projectName: projects.name,
          phase: projects.phase,
          typeId: projects.type,
          status: projects.status,
          estimatedValue: projects.estimatedValue,
          tenderId: tenders.id,
          publishDate: publish,
          closingDate: closing,
          // The total rides with the page: one pass over the pairs instead of two.
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(projects)
        .leftJoin(tenders, onTender)
        .innerJoin(projectUsers, tenantJoin(projectUsers.projectId, projects.id))
        // Deleted people leave every list (their rows stay for the history).
        .innerJoin(users, and(tenantJoin(users.id, projectUsers.userId), eq(users.deleted, false)))
        .where(
          and(
            nodeProjects(actor),
            sourceProjects,
            query.status === undefined
              ? undefined
              : inArray(projects.status, [...teamMemberStatusOf[query.status]] as ProjectStatus[]),
            closesWithinCondition(tenders.dateClosing, query.closingWithin, day),
            query.userId === undefined ? undefined : eq(projectUsers.userId, query.userId),
          ),
        )
        .groupBy(
          projects.customerId,
          projects.id,
          tenders.customerId,
          tenders.id,
          users.customerId,
          users.id,
        );

    const rows = await page()
      .orderBy(
        sql`${closing} asc nulls last`,
        sql`lower(${projects.number})`,
        projects.id,
        sql`lower(${users.lastName})`,
        sql`lower(${users.firstName})`,
        users.id,
      )
      .offset(query.start)
      .limit(query.limit);
    let total = rows[0]?.total ?? 0;
    // Past the last page no row carries the total: count the pairs alone.
    if (rows.length === 0 && query.start > 0) total = (await page().limit(1))[0]?.total ?? 0;

    const tenderIds = rows.map((r) => r.tenderId).filter((id): id is number => id !== null);
    const counts = await countsByTender(tx, actor.customerId, tenderIds);
    const values = rows.map(
      (r): TeamMemberRow => ({
        userId: r.userId,
        userName: `${r.firstName} ${r.lastName}`.trim(),
        userRoles: (r.roles.split(',') as ProjectRoleId[]).sort((a, b) => roleOrder(a) - roleOrder(b)),
        projectId: r.projectId,
        projectNumber: r.projectNumber,
        projectName: r.projectName,
        phase: r.phase,
        typeId: r.typeId,
        status: sourceStatusOf[r.status] ?? r.status,
        publishDate: r.publishDate?.toISOString() ?? null,
        closingDate: r.closingDate?.toISOString() ?? null,
        numberOfRegisteredSuppliers: r.tenderId === null ? 0 : (counts.takers.get(r.tenderId) ?? 0),
        numberOfAddenda: r.tenderId === null ? 0 : (counts.addenda.get(r.tenderId) ?? 0),
        estimatedValue: r.estimatedValue === null ? null : Number(r.estimatedValue),
      }),
    );
    return { values, total };
  });
}
