import { addDays, LocalTimeError, utcToZonedLocal, zonedLocalToUtc } from '@procura/contract';
import { badRequest } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone } from '../customers/index.ts';

/* The date helpers the list widgets share: closing ranges are read in the agency's calendar days (000 §9). */

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
