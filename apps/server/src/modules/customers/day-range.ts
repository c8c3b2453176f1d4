import { LocalTimeError, zonedLocalToUtc } from '@procura/contract';
import { badRequest } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone } from './queries.ts';

/**
 * Days as the agency counts them (YYYY-MM-DD in its time zone) made instants for a search: the
 * first instant of a day, and of the day after, so an end day is inclusive. A day its zone skips
 * is refused with the contract's key, never answered as a 500.
 */

/** The first instant of the agency's day `day`. */
export function agencyDayStart(day: string, timeZone: string): Date {
  try {
    return zonedLocalToUtc(`${day}T00:00`, timeZone);
  } catch (error) {
    if (error instanceof LocalTimeError) throw badRequest(error.key);
    throw error;
  }
}

/** The day after `day` (YYYY-MM-DD), across month and year ends. */
export const nextDay = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8)) + 1))
    .toISOString()
    .slice(0, 10);

/**
 * A search's day range in the agency's zone: `from` its first day's start, `to` the start of the
 * day after its last (exclusive). 000 §5: the start may not be after the end (searchDateRangeInvalid).
 */
export async function agencyDayRange(
  tx: Tx,
  customerId: number,
  range: { dateFrom?: string | undefined; dateTo?: string | undefined },
): Promise<{ from: Date | undefined; to: Date | undefined }> {
  if (range.dateFrom && range.dateTo && range.dateFrom > range.dateTo) {
    throw badRequest('searchDateRangeInvalid');
  }
  if (!range.dateFrom && !range.dateTo) return { from: undefined, to: undefined };
  const timeZone = await agencyTimeZone(tx, customerId);
  return {
    from: range.dateFrom ? agencyDayStart(range.dateFrom, timeZone) : undefined,
    to: range.dateTo ? agencyDayStart(nextDay(range.dateTo), timeZone) : undefined,
  };
}
