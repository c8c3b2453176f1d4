import {
  addDays,
  type ClosingRange,
  closingWindow,
  type LeadSummaryRow,
  LocalTimeError,
  type leadSummaryColumns,
  type ProjectStatus,
  utcToZonedLocal,
  zonedLocalToUtc,
} from '@procura/contract';
import { and, count, eq, exists, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { projects, tenders, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { tenantJoin } from '../../platform/query.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone } from '../project-team/index.ts';
import { nodeProjects } from './my-projects.ts';

/*
 * Source Projects by Lead (001 §3 Project-lead summary row), and the date helpers the other list
 * widgets share: closing ranges are read in the agency's calendar days (000 §9).
 */

/** The projects that have a source the dashboard's source widgets count. */
export const sourceProjects = inArray(projects.type, ['SOURCE', 'SOURCE_CONTRACT']);

/**
 * Stored instants from here on are the "no date" sentinel (9999-12-31T23:59:59 in whatever zone it
 * was written, so as late as 10000-01-01 in UTC). No real source date comes near it.
 */
const sentinelFrom = sql.raw(`'9999-12-30T00:00:00Z'::timestamptz`);

/** A source date column, null when empty or the sentinel. */
export function sourceDate(column: AnyPgColumn) {
  // Decoded as the column itself decodes (an instant), which mapWith on its own would not type.
  return sql`(case when ${column} < ${sentinelFrom} then ${column} end)`.mapWith(column) as SQL<Date | null>;
}

/** A source date column holds a real date (not empty, not the sentinel). */
export const isRealSourceDate = (column: AnyPgColumn) => lt(column, sentinelFrom);

/** The agency's zone and its calendar day now: what "today" means for every range. */
export async function agencyDay(tx: Tx, customerId: number, now: Date) {
  const timeZone = await agencyTimeZone(tx, customerId);
  return { timeZone, today: utcToZonedLocal(now, timeZone).slice(0, 10) };
}

// Days outside these bounds only ever come from a query string: no real date lies beyond them,
// and clamping keeps the day arithmetic inside four-digit years.
const firstDay = '1900-01-01';
const lastDay = '9999-12-01';
export const clampDay = (day: string) => (day < firstDay ? firstDay : day > lastDay ? lastDay : day);

/** The instant a calendar day begins in the agency's zone. */
export function localDayStart(day: string, timeZone: string): Date {
  const clamped = clampDay(day);
  try {
    return zonedLocalToUtc(`${clamped}T00:00`, timeZone);
  } catch (error) {
    if (!(error instanceof LocalTimeError)) throw error;
    // A spring-forward at midnight skips it: that day begins at 01:00.
    if (error.problem === 'nonexistent') return zonedLocalToUtc(`${clamped}T01:00`, timeZone);
    throw badRequest('invalidParameter');
  }
}

/** The instant the day after `day` begins: the exclusive end of a range ending on `day`. */
export const localDayEnd = (day: string, timeZone: string) =>
  localDayStart(addDays(clampDay(day), 1), timeZone);

/**
 * "Closes within N days" (0 <= days left < N, in local days) on a closing-date column; undefined
 * for 'any', which keeps projects with or without a date.
 */
export function closesWithinCondition(
  column: AnyPgColumn,
  range: ClosingRange,
  day: { today: string; timeZone: string },
): SQL | undefined {
  const window = closingWindow(day.today, range);
  if (!window) return undefined;
  return and(
    gte(column, localDayStart(window.from, day.timeZone)),
    lt(column, localDayStart(window.to, day.timeZone)),
  );
}

type LeadColumn = (typeof leadSummaryColumns)[number];

/** The column each counted status falls in; Cancelled and Terminated are in none. */
const columnOf: Partial<Record<ProjectStatus, LeadColumn>> = {
  Design_Mode_Pending: 'design',
  Request_for_Approval: 'design',
  Open_Scheduled: 'scheduled',
  Planned: 'planned',
  Upcoming: 'planned',
  Open: 'open',
  Unofficial_Results: 'closed',
  Closed: 'closed',
  Awarded: 'awarded',
};
const countedStatuses = Object.keys(columnOf) as ProjectStatus[];

/** The name a project without a procurement lead is listed under (000 §9). */
export const noLeadName = 'Not sure';

const emptyRow = (userId: number | null, name: string): LeadSummaryRow => ({
  userId,
  name,
  design: 0,
  scheduled: 0,
  planned: 0,
  open: 0,
  closed: 0,
  awarded: 0,
  total: 0,
});

/** Leads by name; the projects without a lead last, as they belong to no one. */
export function byLeadName(a: LeadSummaryRow, b: LeadSummaryRow): number {
  if ((a.userId === null) !== (b.userId === null)) return a.userId === null ? 1 : -1;
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.userId ?? 0) - (b.userId ?? 0);
}

/** GET SourceProjectByLeadWidget?closingWithin: the node's source projects counted per lead and status. */
export async function leadSummary(
  ctx: AppContext,
  actor: Actor,
  closingWithin: ClosingRange,
): Promise<LeadSummaryRow[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const day = await agencyDay(tx, actor.customerId, ctx.clock.now());
    const closes = closesWithinCondition(tenders.dateClosing, closingWithin, day);
    const counts = await tx
      .select({ leadId: projects.projectLeadId, status: projects.status, value: count() })
      .from(projects)
      .where(
        and(
          nodeProjects(actor),
          sourceProjects,
          inArray(projects.status, countedStatuses),
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

    const leadIds = [...new Set(counts.map((c) => c.leadId).filter((id): id is number => id !== null))];
    const people = leadIds.length
      ? await tx
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(and(eq(users.customerId, actor.customerId), inArray(users.id, leadIds)))
      : [];
    const names = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));

    const rows = new Map<number | null, LeadSummaryRow>();
    for (const { leadId, status, value } of counts) {
      const column = columnOf[status as ProjectStatus];
      if (!column) continue;
      // A lead id naming no user of the agency is as good as no lead.
      const userId = leadId !== null && names.has(leadId) ? leadId : null;
      let row = rows.get(userId);
      if (!row) {
        row = emptyRow(userId, userId === null ? noLeadName : (names.get(userId) ?? noLeadName));
        rows.set(userId, row);
      }
      row[column] += value;
      row.total += value;
    }
    return [...rows.values()].sort(byLeadName);
  });
}
