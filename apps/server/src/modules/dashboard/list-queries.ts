import {
  type ClosingRange,
  closingWindow,
  type myProjectSortColumns,
  type ProjectStatus,
  sourceStatusOf,
  type TeamMemberStatus,
  teamMemberStatusOf,
} from '@procura/contract';
import { and, count, eq, exists, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { planTakers, projects, projectUsers, tenderAddenda, tenders, users } from '../../db/schema/index.ts';
import { escapeLike, tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { localDayEnd, localDayStart } from './dates.ts';
import { myProjects, nodeProjects } from './my-projects.ts';

/* The SQL of the list widgets: Source Projects by Lead and by Team Member, and the overview's projects tab. */

/** The agency's zone and its calendar day now. */
type AgencyDay = { today: string; timeZone: string };

/** The projects that have a source the dashboard's source widgets count. */
const sourceProjects = inArray(projects.type, ['SOURCE', 'SOURCE_CONTRACT']);

/**
 * Stored instants from here on are the "no date" sentinel (9999-12-31T23:59:59 in whatever zone it
 * was written, so as late as 10000-01-01 in UTC). No real source date comes near it.
 */
const sentinelFrom = sql.raw(`'9999-12-30T00:00:00Z'::timestamptz`);

/** A source date column, null when empty or the sentinel. */
function sourceDate(column: AnyPgColumn) {
  // Decoded as the column itself decodes (an instant), which mapWith on its own would not type.
  return sql`(case when ${column} < ${sentinelFrom} then ${column} end)`.mapWith(column) as SQL<Date | null>;
}

/** A source date column holds a real date (not empty, not the sentinel). */
const isRealSourceDate = (column: AnyPgColumn) => lt(column, sentinelFrom);

/**
 * "Closes within N days" (0 <= days left < N, in local days) on a closing-date column; undefined
 * for 'any', which keeps projects with or without a date.
 */
function closesWithinCondition(column: AnyPgColumn, range: ClosingRange, day: AgencyDay): SQL | undefined {
  const window = closingWindow(day.today, range);
  if (!window) return undefined;
  return and(
    gte(column, localDayStart(window.from, day.timeZone)),
    lt(column, localDayStart(window.to, day.timeZone)),
  );
}

const onTender = tenantJoin(tenders.projectId, projects.id);

// ---- Source Projects by Lead ----

/** The node's source projects in `statuses`, counted per lead and status; with a range, those closing in it. */
export async function countSourceProjectsByLead(
  tx: Tx,
  actor: Actor,
  statuses: ProjectStatus[],
  closingWithin: ClosingRange,
  day: AgencyDay,
) {
  const closes = closesWithinCondition(tenders.dateClosing, closingWithin, day);
  return tx
    .select({ leadId: projects.projectLeadId, status: projects.status, value: count() })
    .from(projects)
    .where(
      and(
        nodeProjects(actor),
        sourceProjects,
        inArray(projects.status, statuses),
        closes &&
          exists(
            tx
              .select({ one: sql`1` })
              .from(tenders)
              .where(and(tenantJoin(tenders.projectId, projects.id), closes)),
          ),
      ),
    )
    .groupBy(projects.projectLeadId, projects.status);
}

export async function findUserNames(tx: Tx, customerId: number, ids: number[]) {
  return tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.customerId, customerId), inArray(users.id, ids)));
}

// ---- Source Projects by Team Member ----

export type TeamMemberQuery = {
  userId?: number | undefined;
  status?: TeamMemberStatus | undefined;
  closingWithin: ClosingRange;
  start: number;
  limit: number;
};

const closing = sourceDate(tenders.dateClosing);
const publish = sourceDate(tenders.dateAvailable);

/**
 * One pass of index lookups: the node's matching source projects, each one's source, team rows
 * and people, a person's roles on a project gathered by the group (each table's primary key is
 * (customer_id, id), so its other columns follow the group). Planned as nested loops over
 * indexes, it stays fast however the planner misjudges the row counts, which it does for these
 * combined filters (a CTE joined back to the team rows became a 250 ms nested loop).
 */
function teamMemberPairs(tx: Tx, actor: Actor, query: TeamMemberQuery, day: AgencyDay) {
  return (
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
      .groupBy(projects.customerId, projects.id, tenders.customerId, tenders.id, users.customerId, users.id)
  );
}

/** A page of person-and-project pairs: by closing date (none last), project number, person. */
export async function findTeamMemberPage(tx: Tx, actor: Actor, query: TeamMemberQuery, day: AgencyDay) {
  return teamMemberPairs(tx, actor, query, day)
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
}

/** How many pairs there are, read off the first one. */
export async function countTeamMemberPairs(
  tx: Tx,
  actor: Actor,
  query: TeamMemberQuery,
  day: AgencyDay,
): Promise<number> {
  return (await teamMemberPairs(tx, actor, query, day).limit(1))[0]?.total ?? 0;
}

export async function countPlanTakersByTender(tx: Tx, customerId: number, tenderIds: number[]) {
  return tx
    .select({ tenderId: planTakers.tenderId, value: count() })
    .from(planTakers)
    .where(and(eq(planTakers.customerId, customerId), inArray(planTakers.tenderId, tenderIds)))
    .groupBy(planTakers.tenderId);
}

export async function countAddendaByTender(tx: Tx, customerId: number, tenderIds: number[]) {
  return tx
    .select({ tenderId: tenderAddenda.tenderId, value: count() })
    .from(tenderAddenda)
    .where(and(eq(tenderAddenda.customerId, customerId), inArray(tenderAddenda.tenderId, tenderIds)))
    .groupBy(tenderAddenda.tenderId);
}

// ---- My projects ----

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

function myProjectsWhere(actor: Actor, query: MyProjectListQuery, timeZone: string) {
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
  return and(myProjects(actor), ...where);
}

/** The source is joined only where the filter or the sort reads it. */
const readsSource = (query: MyProjectListQuery) =>
  Boolean(query.dateFrom || query.dateTo) ||
  query.sortcolumn === 'bidOpenDate' ||
  query.sortcolumn === 'bidCloseDate';

/** A page of my projects' ids, sorted by any listed column (empty values last), ties by id; each row carries the total. */
export async function findMyProjectPage(tx: Tx, actor: Actor, query: MyProjectListQuery, timeZone: string) {
  const where = myProjectsWhere(actor, query, timeZone);
  const direction = sql.raw(query.sortdirection);
  let ids = tx
    .select({ id: projects.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(projects)
    .$dynamic();
  if (readsSource(query)) ids = ids.leftJoin(tenders, onTender);
  return ids
    .where(where)
    .orderBy(
      sql`${sortExpressions[query.sortcolumn]} ${direction} nulls last`,
      sql`${projects.id} ${direction}`,
    )
    .offset(query.start)
    .limit(query.limit);
}

export async function countMyProjectList(
  tx: Tx,
  actor: Actor,
  query: MyProjectListQuery,
  timeZone: string,
): Promise<number> {
  const where = myProjectsWhere(actor, query, timeZone);
  let counting = tx.select({ value: count() }).from(projects).$dynamic();
  if (readsSource(query)) counting = counting.leftJoin(tenders, onTender);
  const [counted] = await counting.where(where);
  return counted?.value ?? 0;
}

/** The columns the list shows, of the projects `ids` (in no order). */
export async function findMyProjectRows(tx: Tx, customerId: number, ids: number[]) {
  return tx
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
    .where(and(eq(projects.customerId, customerId), inArray(projects.id, ids)));
}
