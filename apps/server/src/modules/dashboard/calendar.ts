import {
  type CalendarEvent,
  type CalendarEventType,
  calendarEventTypeNames,
  calendarEventTypes,
  calendarMaxDays,
  daysBetween,
  isRealDate,
  utcToZonedLocal,
} from '@procura/contract';
import { and, eq, gte, inArray, lt, min, notInArray, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, unionAll } from 'drizzle-orm/pg-core';
import { awards, projects, tenderMeetings, tenders, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { tenantJoin } from '../../platform/query.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone, fullName } from '../project-team/index.ts';
import { myProjects } from './my-projects.ts';

/**
 * The Important Dates calendar (000 §4, 001 §7 Calendar?startDate&endDate): the dates of my
 * projects that fall on the agency's calendar days from startDate to endDate, both included.
 */

export type CalendarRange = { startDate: string; endDate: string };

/**
 * An award date is a calendar day without a time; the calendar's events last an hour, so it is
 * shown at 09:00, the start of a working day, where the day view puts it in plain sight.
 */
export const awardedAt = 'T09:00:00';

const DAY = 86_400_000;
// Instants outside these years are no dates the calendar can show (9999 is the no-date sentinel's).
const earliest = Date.UTC(1000, 0, 1);
const sentinelYear = Date.UTC(9999, 0, 1);

/** 400 dashboardRangeInvalid unless startDate <= endDate and the range spans at most calendarMaxDays days. */
export function checkRange(range: CalendarRange) {
  const span = daysBetween(range.startDate, range.endDate) + 1;
  if (span < 1 || span > calendarMaxDays) throw badRequest('dashboardRangeInvalid');
}

/**
 * The instants the range can hold in any zone: a local day starts at most 14 hours from UTC
 * midnight, so a day each side is enough; each instant is then kept by its local day.
 */
function window(range: CalendarRange) {
  const from = Math.max(Date.parse(`${range.startDate}T00:00:00Z`) - DAY, earliest);
  const to = Math.min(Date.parse(`${range.endDate}T00:00:00Z`) + 2 * DAY, sentinelYear);
  return (column: PgColumn): SQL => and(gte(column, new Date(from)), lt(column, new Date(to))) as SQL;
}

type Found = { projectId: number; type: CalendarEventType; calendarDate: string };
type Dated = { projectId: number; type: CalendarEventType; at: Date | null; day: string | null };

/**
 * Every date of my shown projects in the window, in one statement: "my" projects and their
 * sources are found once (each CTE is read more than once, so PostgreSQL materializes it), then
 * the five kinds of date are read from them. Three statements each finding "my" projects again
 * took about twice as long at 100k projects (bench/RESULTS.md, Dashboard widgets).
 */
async function datesOfMyProjects(tx: Tx, actor: Actor, range: CalendarRange): Promise<Dated[]> {
  const inWindow = window(range);
  // Cancelled and terminated projects have no dates to keep.
  const mine = tx.$with('mine').as(
    tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(myProjects(actor), notInArray(projects.status, ['Cancelled', 'Terminated']))),
  );
  const sources = tx.$with('sources').as(
    tx
      .select({
        tenderId: tenders.id,
        projectId: tenders.projectId,
        published: tenders.dateAvailable,
        closed: tenders.dateClosing,
        questionDeadline: tenders.questionDeadline,
      })
      .from(tenders)
      .innerJoin(mine, and(eq(tenders.customerId, actor.customerId), eq(tenders.projectId, mine.id))),
  );
  const noDay = sql<string | null>`null::date`.as('day');
  const instant = (type: CalendarEventType, at: SQL | PgColumn) => ({
    projectId: sources.projectId,
    type: sql<CalendarEventType>`${type}::text`.as('type'),
    at: sql<Date | null>`${at}`.mapWith(tenders.dateClosing).as('at'),
    day: noDay,
  });
  const tenderDate = (type: CalendarEventType, column: PgColumn) =>
    tx.select(instant(type, column)).from(sources).where(inWindow(column));
  const first = min(awards.awardDate);
  const dated = unionAll(
    tenderDate('published', sources.published),
    tenderDate('closed', sources.closed),
    tenderDate('question-deadline', sources.questionDeadline),
    tx
      .select(instant('site-meeting', tenderMeetings.date))
      .from(tenderMeetings)
      .innerJoin(
        sources,
        and(eq(tenderMeetings.customerId, actor.customerId), eq(tenderMeetings.tenderId, sources.tenderId)),
      )
      .where(inWindow(tenderMeetings.date)),
    // Each project's earliest award day, when it falls in the range (a sentinel day is no award day).
    tx
      .select({
        projectId: sources.projectId,
        type: sql<CalendarEventType>`'awarded'::text`.as('type'),
        at: sql<Date | null>`null::timestamptz`.mapWith(tenders.dateClosing).as('at'),
        day: sql<string | null>`${first}`.as('day'),
      })
      .from(awards)
      .innerJoin(sources, and(eq(awards.customerId, actor.customerId), eq(awards.tenderId, sources.tenderId)))
      .where(lt(awards.awardDate, '9999-01-01'))
      .groupBy(sources.projectId)
      .having(sql`${first} between ${range.startDate} and ${range.endDate}`),
  );
  return tx.with(mine, sources).select().from(dated.as('dated'));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** GET Calendar: the events of the range, by their local time, then project. */
export async function calendarEvents(
  ctx: AppContext,
  actor: Actor,
  range: CalendarRange,
): Promise<CalendarEvent[]> {
  checkRange(range);
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const timeZone = await agencyTimeZone(tx, actor.customerId);
    const found: Found[] = (await datesOfMyProjects(tx, actor, range)).flatMap(
      ({ projectId, type, at, day }) => {
        // An award day is a calendar day already; the other dates are instants kept by their local day.
        if (day !== null) return [{ projectId, type, calendarDate: `${day}${awardedAt}` }];
        if (at === null) return [];
        const local = `${utcToZonedLocal(at, timeZone)}:${pad(at.getUTCSeconds())}`;
        const localDay = local.slice(0, 10);
        if (!isRealDate(local) || localDay < range.startDate || localDay > range.endDate) return [];
        return [{ projectId, type, calendarDate: local }];
      },
    );
    if (!found.length) return [];
    const about = await tx
      .select({
        id: projects.id,
        number: projects.number,
        name: projects.name,
        leadFirst: users.firstName,
        leadLast: users.lastName,
      })
      .from(projects)
      .leftJoin(users, tenantJoin(users.id, projects.projectLeadId))
      .where(
        and(
          eq(projects.customerId, actor.customerId),
          inArray(projects.id, [...new Set(found.map((event) => event.projectId))]),
        ),
      );
    const byId = new Map(about.map((project) => [project.id, project]));
    const events = found.flatMap((event): CalendarEvent[] => {
      const project = byId.get(event.projectId);
      if (!project) return [];
      return [
        {
          projectId: project.id,
          projectNumber: project.number,
          projectName: project.name,
          procurementLead:
            project.leadFirst === null
              ? null
              : fullName({ firstName: project.leadFirst, lastName: project.leadLast ?? '' }) || null,
          calendarDate: event.calendarDate,
          type: event.type,
          typeName: calendarEventTypeNames[event.type],
        },
      ];
    });
    const typeOrder = (type: CalendarEventType) => calendarEventTypes.indexOf(type);
    return events.sort(
      (a, b) =>
        (a.calendarDate < b.calendarDate ? -1 : a.calendarDate > b.calendarDate ? 1 : 0) ||
        a.projectNumber.localeCompare(b.projectNumber) ||
        a.projectId - b.projectId ||
        typeOrder(a.type) - typeOrder(b.type),
    );
  });
}
