import { type projectDropdownColumns, type projectSearchSchema, zonedLocalToUtc } from '@procura/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { departments, projects, tenders, users } from '../../db/schema/index.ts';
import { escapeLike, tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { Viewer } from './presenters.ts';

/** The project search: its conditions, the page, the counts, pickers and templates. */

export type SearchInput = z.output<typeof projectSearchSchema>;

/** The start of a calendar day in the agency's zone, as an instant. */
const dayStart = (date: string, timeZone: string) => zonedLocalToUtc(`${date}T00:00`, timeZone);
const nextDayStart = (date: string, timeZone: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return dayStart(next.toISOString().slice(0, 10), timeZone);
};

/**
 * How a text search meets the sort. `walk`: the match filters a walk of the sort-order index,
 * right when many projects match (twenty are met at once). `lookup`: the matches are found
 * through the text indexes (for counting and exports). A page of few matches is read by the ids
 * the lookup found: asked to sort a text match itself, the planner walks the sort index even when
 * nothing matches, reading the whole table. The search counts first and picks.
 */
export type TextPlan = 'walk' | 'lookup' | { ids: number[] };

/** The text match over projects' own columns: words by full text, fragments by trigrams. */
function textMatch(text: string) {
  const like = `%${escapeLike(text)}%`;
  return sql`(search @@ plainto_tsquery('simple', ${text}) or name ilike ${like} or number ilike ${like})`;
}

function conditions(viewer: Viewer, search: SearchInput, timeZone: string, textPlan: TextPlan): SQL[] {
  const c = search.searchCriteria;
  const where: (SQL | undefined)[] = [
    eq(projects.customerId, viewer.customerId),
    eq(projects.nodeId, viewer.nodeId),
  ];
  if (!c.project.type?.includes('TEMPLATE')) where.push(ne(projects.type, 'TEMPLATE'));
  const text = search.searchText?.trim();
  if (text) {
    // The text indexes serve under row-level security thanks to migration 0006.
    if (textPlan === 'walk') {
      const like = `%${escapeLike(text)}%`;
      where.push(
        sql`(${projects.search} @@ plainto_tsquery('simple', ${text}) or ${projects.name} ilike ${like} or ${projects.number} ilike ${like})`,
      );
    } else if (textPlan === 'lookup') {
      where.push(
        sql`${projects.id} in (select id from projects where customer_id = ${viewer.customerId} and ${textMatch(text)})`,
      );
    } else where.push(textPlan.ids.length > 0 ? inArray(projects.id, textPlan.ids) : sql`false`);
  }
  if (search.dateFrom) where.push(gte(projects.createdAt, dayStart(search.dateFrom, timeZone)));
  if (search.dateTo) where.push(lt(projects.createdAt, nextDayStart(search.dateTo, timeZone)));
  const statuses = [...(search.status ?? []), ...(c.source.status ?? [])];
  if (statuses.length > 0) where.push(inArray(projects.status, statuses));
  if (c.project.type?.length) where.push(inArray(projects.type, c.project.type));
  if (c.project.phase?.length) where.push(inArray(projects.phase, c.project.phase));
  if (c.project.departmentId?.length) where.push(inArray(projects.departmentId, c.project.departmentId));
  if (c.project.classification?.length)
    where.push(inArray(projects.classification, c.project.classification));
  if (c.project.projectLeadId?.length) where.push(inArray(projects.projectLeadId, c.project.projectLeadId));
  if (c.project.createdById?.length) where.push(inArray(projects.createdById, c.project.createdById));
  if (c.project.categoryId?.length) {
    where.push(
      sql`${projects.categoryIds} && ${sql.raw(`'{${c.project.categoryId.join(',')}}'::integer[]`)}`,
    );
  }
  if (c.source.procurementMethod?.length)
    where.push(inArray(projects.procurementMethod, c.source.procurementMethod));
  if (c.source.submission !== undefined) {
    where.push(sql`(${tenders.settings}->>'submission')::int = ${c.source.submission}`);
  }
  if (c.source.closingFrom) where.push(gte(tenders.dateClosing, dayStart(c.source.closingFrom, timeZone)));
  if (c.source.closingTo) where.push(lt(tenders.dateClosing, nextDayStart(c.source.closingTo, timeZone)));
  if (c.contract.contractNumber) {
    where.push(sql`${projects.contractNumber} ilike ${`%${escapeLike(c.contract.contractNumber)}%`}`);
  }
  if (c.award.estimatedAwardFrom) {
    where.push(gte(tenders.dateEstimatedAward, dayStart(c.award.estimatedAwardFrom, timeZone)));
  }
  if (c.award.estimatedAwardTo) {
    where.push(lt(tenders.dateEstimatedAward, nextDayStart(c.award.estimatedAwardTo, timeZone)));
  }
  if (c.intake.fromIntake === true) where.push(isNotNull(projects.intakeRequestId));
  if (c.intake.fromIntake === false) where.push(isNull(projects.intakeRequestId));
  return where.filter((w): w is SQL => w !== undefined);
}

const lead = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

const sortExpressions = {
  name: projects.name,
  number: projects.number,
  status: projects.status,
  procurementMethod: projects.procurementMethod,
  department: departments.name,
  projectLead: lead,
  dateAvailable: tenders.dateAvailable,
  dateClosing: tenders.dateClosing,
  estimatedValue: projects.estimatedValue,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
} as const;

/** The columns a search row shows, with its source, department and lead. */
function baseQuery(tx: Tx) {
  return tx
    .select({
      id: projects.id,
      name: projects.name,
      number: projects.number,
      type: projects.type,
      phase: projects.phase,
      status: projects.status,
      procurementMethod: projects.procurementMethod,
      isPlanned: projects.isPlanned,
      department: departments.name,
      projectLead: lead,
      dateAvailable: tenders.dateAvailable,
      dateClosing: tenders.dateClosing,
      estimatedValue: projects.estimatedValue,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .leftJoin(tenders, tenantJoin(tenders.projectId, projects.id))
    .leftJoin(departments, tenantJoin(departments.id, projects.departmentId))
    .leftJoin(users, tenantJoin(users.id, projects.projectLeadId));
}

/** A search row as read, before presenting. */
export type SearchRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** One page of the search, in its order. */
export async function findSearchPage(
  tx: Tx,
  viewer: Viewer,
  search: SearchInput,
  page: { limit: number; start: number; textPlan: TextPlan; timeZone: string },
) {
  const direction = search.sortDirection === 'asc' ? asc : desc;
  const order = [direction(sortExpressions[search.sortColumn]), direction(projects.id)];
  // The page's ids first, joining only what the conditions and the sort read; the columns shown
  // are then joined for those rows alone. Joined before the limit, a sort over an agency's Open
  // sources looked up the source, department and lead of thousands of rows to show twenty.
  let ids = tx.select({ id: projects.id }).from(projects).$dynamic();
  const sortColumn = search.sortColumn;
  if (readsSource(search) || sortColumn === 'dateAvailable' || sortColumn === 'dateClosing') {
    ids = ids.leftJoin(tenders, tenantJoin(tenders.projectId, projects.id));
  }
  if (sortColumn === 'department') {
    ids = ids.leftJoin(departments, tenantJoin(departments.id, projects.departmentId));
  }
  if (sortColumn === 'projectLead') {
    ids = ids.leftJoin(users, tenantJoin(users.id, projects.projectLeadId));
  }
  const pageIds = ids
    .where(and(...conditions(viewer, search, page.timeZone, page.textPlan)))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.start);
  // An array subquery runs once, before the outer scan. Joined as a derived table, the planner
  // could rerun the page per project on tables not yet analysed (a fresh import): minutes, not ms.
  return baseQuery(tx)
    .where(and(eq(projects.customerId, viewer.customerId), sql`${projects.id} = any(array(${pageIds}))`))
    .orderBy(...order);
}

/** Whether the search reads the source's columns, so the count must join them. */
function readsSource(search: SearchInput) {
  const c = search.searchCriteria;
  return (
    c.source.submission !== undefined ||
    Boolean(
      c.source.closingFrom || c.source.closingTo || c.award.estimatedAwardFrom || c.award.estimatedAwardTo,
    )
  );
}

/**
 * Steers the planner, for this transaction only. Counts stop at searchCountCap and pages are small: starting parallel
 * workers cost more than they saved (a text count at 1M projects took 32 to 40 ms with two
 * workers, 16 to 19 without). And the planner underrates the text indexes against a scan of the
 * agency's rows, which reads every project to find a rare word.
 */
export async function tuneSearchPlanner(tx: Tx, hasText: boolean) {
  await tx.execute(
    sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('enable_seqscan', ${hasText ? 'off' : 'on'}, true)`,
  );
}

/** Every match, found through the text indexes; the source joins in only when a filter reads it. */
function matching(tx: Tx, viewer: Viewer, search: SearchInput, timeZone: string) {
  const from = tx.select({ id: projects.id }).from(projects);
  const joined = readsSource(search)
    ? from.leftJoin(tenders, tenantJoin(tenders.projectId, projects.id))
    : from;
  return joined.where(and(...conditions(viewer, search, timeZone, 'lookup')));
}

/** The matches counted up to `limit`. */
export async function countMatches(
  tx: Tx,
  viewer: Viewer,
  search: SearchInput,
  timeZone: string,
  limit: number,
): Promise<number> {
  const capped = matching(tx, viewer, search, timeZone).limit(limit).as('capped');
  const [counted] = await tx.select({ n: count() }).from(capped);
  return counted?.n ?? 0;
}

/** The ids of up to `limit` matches. */
export async function findMatchingIds(
  tx: Tx,
  viewer: Viewer,
  search: SearchInput,
  timeZone: string,
  limit: number,
): Promise<number[]> {
  const matched = await matching(tx, viewer, search, timeZone).limit(limit);
  return matched.map((m) => m.id);
}

const dropdownColumn = {
  name: projects.name,
  number: projects.number,
  contractNumber: projects.contractNumber,
  internalReferenceNumber: projects.internalReferenceNumber,
} as const;

/** Distinct values of a column starting with `value`, in the viewer's node. */
export async function findDropdownValues(
  tx: Tx,
  viewer: Viewer,
  column: (typeof projectDropdownColumns)[number],
  value: string,
) {
  const target = dropdownColumn[column];
  return tx
    .selectDistinct({ value: target })
    .from(projects)
    .where(
      and(
        eq(projects.customerId, viewer.customerId),
        eq(projects.nodeId, viewer.nodeId),
        ne(target, ''),
        sql`${target} ilike ${`${escapeLike(value)}%`}`,
      ),
    )
    .orderBy(asc(target))
    .limit(20);
}

/** The template projects of the viewer's node, by name. */
export function findTemplates(tx: Tx, viewer: Viewer) {
  return baseQuery(tx)
    .where(
      and(
        eq(projects.customerId, viewer.customerId),
        eq(projects.nodeId, viewer.nodeId),
        eq(projects.type, 'TEMPLATE'),
      ),
    )
    .orderBy(asc(projects.name))
    .limit(500);
}
