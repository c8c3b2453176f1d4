import {
  type ClosingRange,
  type ProjectPhase,
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
const onTender = and(eq(tenders.customerId, projects.customerId), eq(tenders.projectId, projects.id));
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
    // The node's matching source projects and their sources, found once (the CTE is read twice,
    // so PostgreSQL materializes it); the team rows are then joined to them, instead of each team
    // row probing its project and source again (bench/RESULTS.md, Dashboard widgets).
    const matching = tx.$with('matching').as(
      tx
        .select({
          projectId: projects.id,
          projectNumber: projects.number,
          projectName: projects.name,
          phase: projects.phase,
          typeId: projects.type,
          status: projects.status,
          estimatedValue: projects.estimatedValue,
          tenderId: sql<number | null>`${tenders.id}`.as('tender_id'),
          publishDate: publish.as('publish_date'),
          closingDate: closing.as('closing_date'),
        })
        .from(projects)
        .leftJoin(tenders, onTender)
        .where(
          and(
            nodeProjects(actor),
            sourceProjects,
            query.status === undefined
              ? undefined
              : inArray(projects.status, [...teamMemberStatusOf[query.status]] as ProjectStatus[]),
            closesWithinCondition(tenders.dateClosing, query.closingWithin, day),
          ),
        ),
    );
    // A person's rows on a project gathered first (the team index is in project, person order).
    const pairs = tx.$with('pairs').as(
      tx
        .select({
          projectId: projectUsers.projectId,
          userId: projectUsers.userId,
          roles: sql<string>`string_agg(${projectUsers.roleId}, ',')`.as('roles'),
        })
        .from(projectUsers)
        .innerJoin(matching, eq(matching.projectId, projectUsers.projectId))
        .where(
          and(
            eq(projectUsers.customerId, actor.customerId),
            query.userId === undefined ? undefined : eq(projectUsers.userId, query.userId),
          ),
        )
        .groupBy(projectUsers.projectId, projectUsers.userId),
    );
    const page = () =>
      tx
        .with(matching, pairs)
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          roles: pairs.roles,
          projectId: matching.projectId,
          projectNumber: matching.projectNumber,
          projectName: matching.projectName,
          phase: matching.phase,
          typeId: matching.typeId,
          status: matching.status,
          estimatedValue: matching.estimatedValue,
          tenderId: matching.tenderId,
          publishDate: matching.publishDate,
          closingDate: matching.closingDate,
          // The total rides with the page: one pass over the pairs instead of two.
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(pairs)
        .innerJoin(matching, eq(matching.projectId, pairs.projectId))
        // Deleted people leave every list (their rows stay for the history).
        .innerJoin(
          users,
          and(eq(users.customerId, actor.customerId), eq(users.id, pairs.userId), eq(users.deleted, false)),
        );

    const rows = await page()
      .orderBy(
        sql`${matching.closingDate} asc nulls last`,
        sql`lower(${matching.projectNumber})`,
        matching.projectId,
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
        phase: r.phase as ProjectPhase,
        typeId: r.typeId,
        status: sourceStatusOf[r.status as ProjectStatus] ?? r.status,
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
