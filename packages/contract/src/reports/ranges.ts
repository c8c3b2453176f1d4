/**
 * The report date ranges (000 §3): Custom, two days the user picks, or Fixed, a span named
 * relative to today (today, yesterday, tomorrow, this/last/next week, month, year). Days are the
 * agency's calendar days; a range becomes instants in its time zone, the end exclusive, so a day
 * that is 23 or 25 hours long on a daylight-saving change is still exactly that day.
 */
import { z } from 'zod';
import { addDays } from '../dashboard/ranges.ts';
import { LocalTimeError, zonedLocalToUtc } from '../projects/dates-zone.ts';

export const dateRangeTypes = ['Custom', 'Fixed'] as const;
export type DateRangeType = (typeof dateRangeTypes)[number];

export const fixedRanges = [
  'today',
  'yesterday',
  'tomorrow',
  'thisWeek',
  'lastWeek',
  'nextWeek',
  'thisMonth',
  'lastMonth',
  'nextMonth',
  'thisYear',
  'lastYear',
  'nextYear',
] as const;
export type FixedRange = (typeof fixedRanges)[number];

/** A span of the agency's days, both ends included (YYYY-MM-DD). */
export type DaySpan = { from: string; to: string };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(day: string): [number, number, number] {
  const m = DAY_PATTERN.exec(day);
  if (!m) throw new LocalTimeError('malformed', day);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const dayOfUtc = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The span `range` names on the day `today` (the agency's). Weeks run Sunday to Saturday, as the
 * North American calendars the agencies keep do.
 */
export function fixedSpan(range: FixedRange, today: string): DaySpan {
  const [year, month, date] = partsOf(today);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  const week = (offset: number) => {
    const from = addDays(today, offset * 7 - weekday);
    return { from, to: addDays(from, 6) };
  };
  const monthSpan = (offset: number) => ({
    from: dayOfUtc(new Date(Date.UTC(year, month - 1 + offset, 1))),
    to: dayOfUtc(new Date(Date.UTC(year, month + offset, 0))),
  });
  const yearSpan = (offset: number) => ({
    from: `${String(year + offset).padStart(4, '0')}-01-01`,
    to: `${String(year + offset).padStart(4, '0')}-12-31`,
  });
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 1) };
    case 'thisWeek':
      return week(0);
    case 'lastWeek':
      return week(-1);
    case 'nextWeek':
      return week(1);
    case 'thisMonth':
      return monthSpan(0);
    case 'lastMonth':
      return monthSpan(-1);
    case 'nextMonth':
      return monthSpan(1);
    case 'thisYear':
      return yearSpan(0);
    case 'lastYear':
      return yearSpan(-1);
    case 'nextYear':
      return yearSpan(1);
  }
}

/**
 * The first instant of the agency's day `day`. Where a zone springs forward at midnight (Santiago,
 * Havana), midnight never shows on its clocks and the day starts at the change instead.
 */
export function startOfZonedDay(day: string, timeZone: string): Date {
  partsOf(day);
  for (let minutes = 0; minutes <= 180; minutes += 15) {
    const local = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    try {
      return zonedLocalToUtc(local, timeZone);
    } catch (error) {
      if (!(error instanceof LocalTimeError) || error.problem !== 'nonexistent') throw error;
    }
  }
  throw new LocalTimeError('nonexistent', `${day} in ${timeZone}`);
}

/** The instants of a span of days: from its first day's start until the next day after its last. */
export function spanInstants(span: DaySpan, timeZone: string): { start: Date; end: Date } {
  return { start: startOfZonedDay(span.from, timeZone), end: startOfZonedDay(addDays(span.to, 1), timeZone) };
}

/** A report's date range as the wizard sends it: Custom with its days, or Fixed with its name. */
export const reportDateRangeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Custom'),
    from: z.iso.date('invalidParameter'),
    to: z.iso.date('invalidParameter'),
  }),
  z.object({ type: z.literal('Fixed'), value: z.enum(fixedRanges, { error: 'invalidParameter' }) }),
]);
export type ReportDateRange = z.infer<typeof reportDateRangeSchema>;

/** The days a range covers on the agency's day `today`. */
export const daysOfRange = (range: ReportDateRange, today: string): DaySpan =>
  range.type === 'Custom' ? { from: range.from, to: range.to } : fixedSpan(range.value, today);
