import { type ReportColumnType, utcToZonedLocal } from '@procura/contract';
import type { ReportValue } from './paging.ts';

/**
 * How a report's typed value is written to a file (000 §3 column types): the same cell for xlsx
 * and csv, so both downloads of a report read alike.
 */

/** A cell's written value (null for an empty cell) and, for money, its xlsx number format. */
export type ReportCell = { value: string | number | null; numFmt?: string };

/** Money to the cent with thousands separators, as the Source exports write it (workbooks.ts). */
export const dollarFormat = '#,##0.00';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const quarterHour = 15 * 60 * 1000;
/** Offsets remembered, per zone, by quarter hour of UTC; cleared past this many so memory stays flat. */
const offsetsKept = 50_000;
const offsets = new Map<string, Map<number, number>>();

/**
 * The agency's day of an instant. Zones change their offset only on a quarter hour of UTC, so the
 * offset found for a quarter hour holds for every instant in it: a report of a million dates asks
 * Intl (about 5 µs a call) once per quarter hour its dates fall in, not once per cell.
 */
export function dayInZone(date: Date, timeZone: string): string {
  const time = date.getTime();
  const bucket = Math.floor(time / quarterHour) * quarterHour;
  let zone = offsets.get(timeZone);
  if (!zone || zone.size >= offsetsKept) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  let offset = zone.get(bucket);
  if (offset === undefined) {
    offset = Date.parse(`${utcToZonedLocal(new Date(bucket), timeZone)}:00Z`) - bucket;
    zone.set(bucket, offset);
  }
  return new Date(time + offset).toISOString().slice(0, 10);
}

function mismatch(type: ReportColumnType, value: ReportValue): never {
  throw new TypeError(`a ${type} cell cannot hold ${JSON.stringify(value)}`);
}

/**
 * The cell of `value` in a column of `type`: Yes/No as Yes or No; a Date as the agency's day
 * (YYYY-MM-DD), an instant read in `timeZone`; Dollar Amount a number rounded to the cent with
 * two decimals shown; List its values joined by ", "; Id and Number a number; Option and Text the
 * text. A value of the wrong kind is the row layer's bug and throws.
 */
export function reportCell(type: ReportColumnType, value: ReportValue, timeZone: string): ReportCell {
  if (value === null) return { value: null };
  switch (type) {
    case 'Yes/No':
      if (typeof value !== 'boolean') return mismatch(type, value);
      return { value: value ? 'Yes' : 'No' };
    case 'Date':
      if (value instanceof Date) return { value: dayInZone(value, timeZone) };
      if (typeof value !== 'string' || !DAY.test(value)) return mismatch(type, value);
      return { value };
    case 'Dollar Amount':
      if (typeof value !== 'number' || !Number.isFinite(value)) return mismatch(type, value);
      return { value: Math.round(value * 100) / 100, numFmt: dollarFormat };
    case 'List':
      if (!Array.isArray(value)) return mismatch(type, value);
      return { value: value.length === 0 ? null : value.join(', ') };
    case 'Id':
    case 'Number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return mismatch(type, value);
      return { value };
    case 'Option':
    case 'Text':
      if (typeof value !== 'string') return mismatch(type, value);
      return { value };
  }
}

/**
 * Text a spreadsheet would run as a formula when it opens the csv (OWASP "CSV injection"): such a
 * cell is written with a leading apostrophe, which Excel and LibreOffice show as plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The cell as one csv field (RFC 4180): money with its two decimals and no separators, so any
 * parser reads it back as a number; text quoted when it holds a comma, a quote or a line break.
 */
export function reportCsvField(cell: ReportCell): string {
  const { value } = cell;
  if (value === null) return '';
  if (typeof value === 'number') return cell.numFmt === dollarFormat ? value.toFixed(2) : String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One csv line of cells, without its line break. */
export const reportCsvLine = (cells: readonly ReportCell[]) => cells.map(reportCsvField).join(',');
