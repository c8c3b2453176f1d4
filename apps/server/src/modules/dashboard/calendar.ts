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
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { agencyTimeZone } from '../customers/index.ts';
import { fullName } from '../project-team/index.ts';
import { type CalendarRange, findDatesOfMyProjects, findProjectsWithLead } from './widget-queries.ts';

/**
 * The Important Dates calendar (000 §4, 001 §7 Calendar?startDate&endDate): the dates of my
 * projects that fall on the agency's calendar days from startDate to endDate, both included.
 */

/**
 * An award date is a calendar day without a time; the calendar's events last an hour, so it is
 * shown at 09:00, the start of a working day, where the day view puts it in plain sight.
 */
export const awardedAt = 'T09:00:00';

/** 400 dashboardRangeInvalid unless startDate <= endDate and the range spans at most calendarMaxDays days. */
export function checkRange(range: CalendarRange) {
  const span = daysBetween(range.startDate, range.endDate) + 1;
  if (span < 1 || span > calendarMaxDays) throw badRequest('dashboardRangeInvalid');
}

type Found = { projectId: number; type: CalendarEventType; calendarDate: string };

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
    const found: Found[] = (await findDatesOfMyProjects(tx, actor, range)).flatMap(
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
    const about = await findProjectsWithLead(tx, actor.customerId, [
      ...new Set(found.map((event) => event.projectId)),
    ]);
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
