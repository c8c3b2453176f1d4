import { type MyProjectRow, type myProjectSortColumns, sourceStatusOf } from '@procura/contract';
import { and, count, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { projects, tenders } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { escapeLike, tenantJoin } from '../../platform/query.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { agencyDay, isRealSourceDate, localDayEnd, localDayStart, sourceDate } from './lead-summary.ts';
import { myProjects } from './my-projects.ts';

/* The overview's projects tab (001 §3 My-projects row): my projects with their bid dates. */

type SortColumn = (typeof myProjectSortColumns)[number];
export type MyProjectListQuery = {
  start: number;
  limit: number;
  sortcolumn: SortColumn;
  sortdirection: 'asc' | 'desc';
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  searchText?: string | undefined;
};

const openDate = sourceDate(tenders.dateAvailable);
const closeDate = sourceDate(tenders.dateClosing);
const onTender = tenantJoin(tenders.projectId, projects.id);

/** The source status label, as SQL, so that the list sorts by what it shows. */
const statusLabel = sql`(case ${projects.status} ${sql.join(
  Object.entries(sourceStatusOf).map(([status, label]) => sql`when ${status} then ${label}`),
  sql` `,
)} else ${projects.status} end)`;

const sortExpressions: Record<SortColumn, SQL> = {
  projectName: sql`lower(${projects.name})`,
  projectNumber: sql`lower(${projects.number})`,
  bidStatus: statusLabel,
  bidOpenDate: sql`${openDate}`,
  bidCloseDate: sql`${closeDate}`,
  estimatedValue: sql`${projects.estimatedValue}`,
};

function conditions(query: MyProjectListQuery, timeZone: string): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (query.dateFrom || query.dateTo) {
    // A range asks for a closing day: projects without one (or with the sentinel) are left out.
    where.push(isRealSourceDate(tenders.dateClosing));
    if (query.dateFrom) where.push(gte(tenders.dateClosing, localDayStart(query.dateFrom, timeZone)));
    if (query.dateTo) where.push(lt(tenders.dateClosing, localDayEnd(query.dateTo, timeZone)));
  }
  const text = query.searchText?.trim();
  if (text) {
    const like = `%${escapeLike(text)}%`;
    where.push(or(ilike(projects.name, like), ilike(projects.number, like)));
  }
  return where;
}

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
    const where = and(myProjects(actor), ...conditions(query, timeZone));
    const direction = sql.raw(query.sortdirection);
    // The page's ids first, joining the source only where the filter or the sort reads it; the
    // columns shown are then read for those rows alone. The total rides with the page.
    const readsSource =
      Boolean(query.dateFrom || query.dateTo) ||
      query.sortcolumn === 'bidOpenDate' ||
      query.sortcolumn === 'bidCloseDate';
    let ids = tx
      .select({ id: projects.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(projects)
      .$dynamic();
    if (readsSource) ids = ids.leftJoin(tenders, onTender);
    const page = await ids
      .where(where)
      .orderBy(
        sql`${sortExpressions[query.sortcolumn]} ${direction} nulls last`,
        sql`${projects.id} ${direction}`,
      )
      .offset(query.start)
      .limit(query.limit);
    let total = page[0]?.total ?? 0;
    if (page.length === 0 && query.start > 0) {
      let counting = tx.select({ value: count() }).from(projects).$dynamic();
      if (readsSource) counting = counting.leftJoin(tenders, onTender);
      const [counted] = await counting.where(where);
      total = counted?.value ?? 0;
    }
    const pageIds = page.map((p) => p.id);
    const found = pageIds.length
      ? await tx
          .select({
            projectId: projects.id,
            projectName: projects.name,
            projectNumber: projects.number,
            phase: projects.phase,
            status: projects.status,
            bidOpenDate: openDate,
            bidCloseDate: closeDate,
            estimatedValue: projects.estimatedValue,
          })
          .from(projects)
          .leftJoin(tenders, onTender)
          .where(and(eq(projects.customerId, actor.customerId), inArray(projects.id, pageIds)))
      : [];
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
