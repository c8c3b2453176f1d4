/**
 * Reading and showing times in the agency's IANA time zone (DESIGN "Time"): instants are UTC, and a
 * date typed by a person is read by that zone's rules on that date, never by a fixed offset. Only
 * `Intl` is used, so the rules are those of the runtime's time zone data.
 */
import type { MessageKey } from '../messages/catalogue.ts';

/** Why a local date and time could not be turned into an instant. */
export type LocalTimeProblem = 'malformed' | 'nonexistent' | 'unknownTimeZone';

/** The catalogue key shown for each `LocalTimeProblem`. */
export const localTimeProblemKeys = {
  malformed: 'projectDateTimeInvalid',
  nonexistent: 'projectDateTimeNonexistent',
  unknownTimeZone: 'projectTimeZoneUnknown',
} as const satisfies Record<LocalTimeProblem, MessageKey>;

/**
 * Thrown by `zonedLocalToUtc` when the typed time cannot be read. A time that falls in a
 * spring-forward gap is refused (`nonexistent`) rather than shifted, so nobody closes a project at
 * an hour they did not choose.
 */
export class LocalTimeError extends Error {
  readonly problem: LocalTimeProblem;
  readonly key: (typeof localTimeProblemKeys)[LocalTimeProblem];

  constructor(problem: LocalTimeProblem, detail: string) {
    super(`${problem}: ${detail}`);
    this.name = 'LocalTimeError';
    this.problem = problem;
    this.key = localTimeProblemKeys[problem];
  }
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new LocalTimeError('unknownTimeZone', timeZone);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows `timeZone` as an IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(time: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(time)) parts[part.type] = part.value;
  const year = Number(parts.year);
  return {
    year: parts.era === 'BC' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

// The wall clock written as if it were UTC, in milliseconds: comparable with the instant.
function wallClockAsUtc(w: WallClock): number {
  const d = new Date(Date.UTC(2000, w.month - 1, w.day, w.hour, w.minute, w.second));
  d.setUTCFullYear(w.year);
  return d.getTime();
}

/** The zone's offset from UTC at `time`, in milliseconds (positive east of Greenwich). */
function offsetAt(time: number, timeZone: string): number {
  return wallClockAsUtc(wallClock(Math.floor(time / 1000) * 1000, timeZone)) - Math.floor(time / 1000) * 1000;
}

function assertInstant(date: Date): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid Date');
  return time;
}

/**
 * The instant at which the wall clocks of `timeZone` show `local` ('YYYY-MM-DDTHH:mm', seconds
 * optional). Throws `LocalTimeError`: `nonexistent` for a time skipped by a spring-forward change,
 * `malformed` for text that is not a real calendar date and time, `unknownTimeZone` for a bad zone.
 * A time shown twice (fall-back overlap) resolves to the earlier instant, the one still on summer
 * time: a deadline read that way never falls later than the person could have meant.
 */
export function zonedLocalToUtc(local: string, timeZone: string): Date {
  const m = LOCAL.exec(local);
  if (!m) throw new LocalTimeError('malformed', local);
  const [year, month, day, hour, minute, second = 0] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  const wall = { year, month, day, hour, minute, second } as WallClock;
  const target = wallClockAsUtc(wall);
  const check = new Date(target);
  if (
    check.getUTCMonth() + 1 !== wall.month ||
    check.getUTCDate() !== wall.day ||
    wall.hour > 23 ||
    wall.minute > 59 ||
    wall.second > 59
  ) {
    throw new LocalTimeError('malformed', local);
  }
  // Every offset in force within a day of the target; a change between them is the only way a wall
  // time can be missing or doubled, and zones change at most once a day.
  const offsets = new Set([
    offsetAt(target - DAY, timeZone),
    offsetAt(target, timeZone),
    offsetAt(target + DAY, timeZone),
  ]);
  const candidates = [...offsets]
    .map((offset) => target - offset)
    .filter((time) => wallClockAsUtc(wallClock(time, timeZone)) === target)
    .sort((a, b) => a - b);
  const earliest = candidates[0];
  if (earliest === undefined) throw new LocalTimeError('nonexistent', `${local} in ${timeZone}`);
  return new Date(earliest);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock of `timeZone` at `date`, as 'YYYY-MM-DDTHH:mm' (seconds dropped), for date inputs. */
export function utcToZonedLocal(date: Date, timeZone: string): string {
  const w = wallClock(assertInstant(date), timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const zoneNames = new Map<string, Intl.DateTimeFormat>();

function zoneLabel(time: number, timeZone: string): string {
  let formatter = zoneNames.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, formatter);
  }
  const short = formatter.formatToParts(time).find((p) => p.type === 'timeZoneName')?.value ?? '';
  // Letters (EST, EDT, UTC) name the zone; a bare offset (GMT+3) does not, so the zone name follows.
  return /^[A-Z]{2,5}$/.test(short) ? short : `${short} (${timeZone})`.trim();
}

/**
 * `date` as 'ddd, MMM D, YYYY h:mm A' (000 §9) on the wall clock of `timeZone`, followed by the zone
 * so a reader in another zone is never misled: its abbreviation when the runtime has one ('EDT'),
 * otherwise the offset and the IANA name ('GMT+3 (Europe/Kyiv)').
 */
export function formatZoned(date: Date, timeZone: string): string {
  const time = assertInstant(date);
  const w = wallClock(time, timeZone);
  const weekday = WEEKDAYS[new Date(wallClockAsUtc(w)).getUTCDay()];
  const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  const meridiem = w.hour < 12 ? 'AM' : 'PM';
  return `${weekday}, ${MONTHS[w.month - 1]} ${w.day}, ${w.year} ${hour12}:${pad(w.minute)} ${meridiem} ${zoneLabel(time, timeZone)}`;
}
