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
import { and, eq, gte, inArray, lt, min, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { awards, projects, tenderMeetings, tenders, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone, fullName } from '../project-team/people.ts';
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

const tenderOfProject = and(eq(tenders.customerId, projects.customerId), eq(tenders.projectId, projects.id));

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

/** My projects the calendar shows: cancelled and terminated ones have no dates to keep. */
const shownProjects = (actor: Actor) =>
  and(myProjects(actor), notInArray(projects.status, ['Cancelled', 'Terminated'])) as SQL;

async function tenderDates(tx: Tx, actor: Actor, inWindow: (column: PgColumn) => SQL) {
  const rows = await tx
    .select({
      projectId: projects.id,
      published: tenders.dateAvailable,
      closed: tenders.dateClosing,
      questionDeadline: tenders.questionDeadline,
    })
    .from(tenders)
    .innerJoin(projects, tenderOfProject)
    .where(
      and(
        shownProjects(actor),
        or(
          inWindow(tenders.dateAvailable),
          inWindow(tenders.dateClosing),
          inWindow(tenders.questionDeadline),
        ),
      ),
    );
  return rows.flatMap((row) => [
    { projectId: row.projectId, type: 'published' as const, at: row.published },
    { projectId: row.projectId, type: 'closed' as const, at: row.closed },
    { projectId: row.projectId, type: 'question-deadline' as const, at: row.questionDeadline },
  ]);
}

async function meetingDates(tx: Tx, actor: Actor, inWindow: (column: PgColumn) => SQL) {
  const rows = await tx
    .select({ projectId: projects.id, at: tenderMeetings.date })
    .from(tenderMeetings)
    .innerJoin(
      tenders,
      and(eq(tenders.customerId, tenderMeetings.customerId), eq(tenders.id, tenderMeetings.tenderId)),
    )
    .innerJoin(projects, tenderOfProject)
    .where(and(shownProjects(actor), inWindow(tenderMeetings.date)));
  return rows.map((row) => ({ projectId: row.projectId, type: 'site-meeting' as const, at: row.at }));
}

/** Each project's earliest award day, when it falls in the range (a sentinel day is no award day). */
async function awardDays(tx: Tx, actor: Actor, range: CalendarRange): Promise<Found[]> {
  const first = min(awards.awardDate);
  const rows = await tx
    .select({ projectId: projects.id, day: first })
    .from(awards)
    .innerJoin(tenders, and(eq(tenders.customerId, awards.customerId), eq(tenders.id, awards.tenderId)))
    .innerJoin(projects, tenderOfProject)
    .where(and(shownProjects(actor), lt(awards.awardDate, '9999-01-01')))
    .groupBy(projects.id)
    .having(sql`${first} between ${range.startDate} and ${range.endDate}`);
  return rows.flatMap((row) =>
    row.day === null
      ? []
      : [{ projectId: row.projectId, type: 'awarded' as const, calendarDate: `${row.day}${awardedAt}` }],
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** GET Calendar: the events of the range, by their local time, then project. */
export async function calendarEvents(
  ctx: AppContext,
  actor: Actor,
  range: CalendarRange,
): Promise<CalendarEvent[]> {
  checkRange(range);
  const inWindow = window(range);
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const timeZone = await agencyTimeZone(tx, actor.customerId);
    const instants = [
      ...(await tenderDates(tx, actor, inWindow)),
      ...(await meetingDates(tx, actor, inWindow)),
    ];
    const found: Found[] = instants.flatMap(({ projectId, type, at }) => {
      if (at === null) return [];
      const local = `${utcToZonedLocal(at, timeZone)}:${pad(at.getUTCSeconds())}`;
      const day = local.slice(0, 10);
      if (!isRealDate(local) || day < range.startDate || day > range.endDate) return [];
      return [{ projectId, type, calendarDate: local }];
    });
    found.push(...(await awardDays(tx, actor, range)));
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
      .leftJoin(users, and(eq(users.customerId, projects.customerId), eq(users.id, projects.projectLeadId)))
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
