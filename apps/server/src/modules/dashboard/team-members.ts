import { type ProjectRoleId, projectRoleIds, sourceStatusOf, type TeamMemberRow } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyDay } from './dates.ts';
import {
  countAddendaByTender,
  countPlanTakersByTender,
  countTeamMemberPairs,
  findTeamMemberPage,
  type TeamMemberQuery,
} from './list-queries.ts';

/*
 * Source Projects by Team Member (001 §3 Team-member project row): one row per person and project
 * of the node's source projects, the person's roles on it gathered in the row.
 */

const roleOrder = (role: string) => projectRoleIds.indexOf(role as ProjectRoleId);

/** The source's plan takers and addenda, counted for the tenders of one page. */
async function countsByTender(tx: Tx, customerId: number, tenderIds: number[]) {
  if (tenderIds.length === 0)
    return { takers: new Map<number, number>(), addenda: new Map<number, number>() };
  // Addenda are never withdrawn (the addenda module has no withdrawal): every one counts.
  const [takerRows, addendumRows] = await Promise.all([
    countPlanTakersByTender(tx, customerId, tenderIds),
    countAddendaByTender(tx, customerId, tenderIds),
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
    const rows = await findTeamMemberPage(tx, actor, query, day);
    let total = rows[0]?.total ?? 0;
    // Past the last page no row carries the total: count the pairs alone.
    if (rows.length === 0 && query.start > 0) total = await countTeamMemberPairs(tx, actor, query, day);

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
