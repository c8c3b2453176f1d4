import { type MyProjectRow, sourceStatusOf } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { agencyDay } from './dates.ts';
import {
  countMyProjectList,
  findMyProjectPage,
  findMyProjectRows,
  type MyProjectListQuery,
} from './list-queries.ts';

/* The overview's projects tab (001 §3 My-projects row): my projects with their bid dates. */

/** GET Dashboard/MyProjects: sorted by any listed column (empty values last), ties by id; paged. */
export async function myProjectList(
  ctx: AppContext,
  actor: Actor,
  query: MyProjectListQuery,
): Promise<{ values: MyProjectRow[]; total: number }> {
  if (query.dateFrom && query.dateTo && query.dateTo < query.dateFrom)
    throw badRequest('dashboardRangeInvalid');
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { timeZone } = await agencyDay(tx, actor.customerId, ctx.clock.now());
    // The page's ids first, joining the source only where the filter or the sort reads it; the
    // columns shown are then read for those rows alone. The total rides with the page.
    const page = await findMyProjectPage(tx, actor, query, timeZone);
    let total = page[0]?.total ?? 0;
    if (page.length === 0 && query.start > 0) total = await countMyProjectList(tx, actor, query, timeZone);
    const pageIds = page.map((p) => p.id);
    const found = pageIds.length ? await findMyProjectRows(tx, actor.customerId, pageIds) : [];
    const byId = new Map(found.map((r) => [r.projectId, r]));
    const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
    const values = rows.map(
      (r): MyProjectRow => ({
        projectId: r.projectId,
        projectName: r.projectName,
        projectNumber: r.projectNumber,
        phase: r.phase,
        bidStatus: sourceStatusOf[r.status] ?? r.status,
        bidOpenDate: r.bidOpenDate?.toISOString() ?? null,
        bidCloseDate: r.bidCloseDate?.toISOString() ?? null,
        estimatedValue: r.estimatedValue === null ? null : Number(r.estimatedValue),
      }),
    );
    return { values, total };
  });
}
