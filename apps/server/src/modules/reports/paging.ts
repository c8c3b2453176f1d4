import { type BuiltInReport, type BuiltInReportName, findBuiltInReport } from '@procura/contract';
/**
 * What a built-in report's rows are and how they are read: in keyset pages, so an agency with a
 * million contracts is streamed to the file a page at a time and never held whole in memory.
 */

/** Whose rows a report reads and on which of the agency's days. */
export type ReportScope = {
  customerId: number;
  nodeId: number;
  /** The agency's calendar day (YYYY-MM-DD) in its time zone: every window counts from it. */
  today: string;
  /** The agency's zone: rows carry instants as they are, and a file shows each as its day here. */
  timeZone: string;
};

/**
 * A typed cell before formatting: Yes/No a boolean, a Date column a day (YYYY-MM-DD) or an
 * instant (Date), Id and Number and Dollar Amount a number, List a string[], Option and Text a
 * string; null when the row has no value.
 */
export type ReportValue = string | number | boolean | Date | readonly string[] | null;

/** One row of a report: its column keys, in the catalogue's order, to their values. */
export type ReportRow = Readonly<Record<string, ReportValue>>;

export type ReportRowOptions = {
  /** Rows per query; tests shrink it to cross page boundaries inside runs of equal sort keys. */
  pageSize?: number;
};

export const reportPageSize = 1000;

/**
 * Consecutive pages: `fetchPage(after)` answers the rows past the cursor `after` (null for the
 * first page) in the report's order, at most `pageSize`. A consumer that stops early (a line cap)
 * stops the reading too, as the generator is not resumed.
 */
export async function* keysetPages<Row, Cursor>(
  fetchPage: (after: Cursor | null, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageSize: number,
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  for (;;) {
    const page: Row[] = await fetchPage(after, pageSize);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (last === undefined || page.length < pageSize) return;
    after = cursorOf(last);
  }
}

/** The rows of consecutive pages one at a time, for the sources that map row by row. */
export async function* rowsOf<Row>(pages: AsyncIterable<Row[]>): AsyncGenerator<Row> {
  for await (const page of pages) yield* page;
}

/** Money read as numeric text, to the cent, as a number; null stays null. */
export const dollars = (value: string | null): number | null => (value === null ? null : Number(value));

/** Whole cents of numeric text, so sums and differences of money stay exact. */
export const cents = (value: string | null): number => (value === null ? 0 : Math.round(Number(value) * 100));

/** All the rows of a report, for tests and small previews; files stream the iterable instead. */
export async function collectRows(rows: AsyncIterable<ReportRow>): Promise<ReportRow[]> {
  const all: ReportRow[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/** The catalogue's report `name`; a name the catalogue lacks is a bug here. */
export function reportNamed(name: BuiltInReportName): BuiltInReport {
  const report = findBuiltInReport(name);
  if (!report) throw new Error(`built-in report ${name} is not declared`);
  return report;
}

/** The row's values in the order of the report's columns; a column without a value is a bug here. */
export function inColumnOrder(report: BuiltInReport, values: Record<string, ReportValue>): ReportRow {
  const row: Record<string, ReportValue> = {};
  for (const { key } of report.columns) {
    const value = values[key];
    if (value === undefined) throw new Error(`report ${report.name} has no value for column ${key}`);
    row[key] = value;
  }
  return row;
}
