/**
 * The dashboard's closing ranges (000 §9, 001 §9): which projects "close within N days", read in
 * the agency's calendar days. Server filters and web drop-downs both use these lists.
 */
import { z } from 'zod';
import { daysBetween } from '../contracts/dates.ts';

/** 'any' keeps every project, with or without a closing date. */
export type ClosingRange = 'any' | number;

/** Bid closing (the overview's projects and Source Projects by Lead): any, 7, 30, 60, 90; 7 first. */
export const bidClosingRanges = ['any', 7, 30, 60, 90] as const satisfies readonly ClosingRange[];
export const bidClosingDefault = 7;

/** Contract closing (the overview's ending contracts): 0 means already expired. */
export const contractClosingRanges = [0, 7, 30, 60, 90] as const;
export const contractClosingDefault = 7;

/** Source Projects by Team Member: any, 1, 7, 14, 21, 30, 60, 90, 180 days; status In Progress first. */
export const teamMemberClosingRanges = [
  'any',
  1,
  7,
  14,
  21,
  30,
  60,
  90,
  180,
] as const satisfies readonly ClosingRange[];
export const teamMemberClosingDefault = 'any';

/** Projects ending: the dashboard fetches at most 1000 contracts ending within 90 days (000 §9). */
export const projectsEndingLimit = 1000;
export const projectsEndingDays = 90;

/** The stored date that means "no date" (000 §9): treated as empty wherever it is read. */
export const noDateSentinel = '9999-12-31T23:59:59';

/** Whether a date (date or date-time text) is a real date: not empty and not the sentinel's year. */
export function isRealDate(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value !== '' && !value.startsWith('9999-12-31');
}

/** Days from the agency's `today` to `day` (both YYYY-MM-DD): 0 on the day itself, negative once past. */
export function daysLeft(day: string, today: string): number {
  return daysBetween(today, day);
}

/**
 * "Closing within N days" means 0 <= days left < N (000 §9), so 7 keeps today and the six days
 * after it; 'any' keeps everything, dates or not. A missing or sentinel date is within no range.
 */
export function closesWithin(day: string | null | undefined, today: string, range: ClosingRange): boolean {
  if (range === 'any') return true;
  if (!isRealDate(day)) return false;
  const left = daysLeft(day.slice(0, 10), today);
  return left >= 0 && left < range;
}

/**
 * A contract "ending within N days" reads the same way, except that 0 means already ended
 * (the contract-closing range "0 (expired)").
 */
export function endsWithin(day: string | null | undefined, today: string, range: number): boolean {
  if (!isRealDate(day)) return false;
  const left = daysLeft(day.slice(0, 10), today);
  return range === 0 ? left < 0 : left >= 0 && left < range;
}

/** The calendar days a closing range covers, as [from, to) for a query; null for 'any'. */
export function closingWindow(today: string, range: ClosingRange): { from: string; to: string } | null {
  if (range === 'any') return null;
  return { from: today, to: addDays(today, range) };
}

export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A closing range as a query parameter: 'any' or one of the listed numbers. */
export function closingRangeQuery<const R extends readonly ClosingRange[]>(ranges: R, fallback: R[number]) {
  return z
    .union([z.literal('any'), z.coerce.number().int()])
    .default(fallback)
    .refine((value) => (ranges as readonly ClosingRange[]).includes(value), 'invalidParameter');
}
