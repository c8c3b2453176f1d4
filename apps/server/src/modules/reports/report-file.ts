import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { ReportColumnType, ReportFormat } from '@procura/contract';
import { type ReportCell, reportCell, reportCsvLine } from './cells.ts';
import type { ReportRow } from './paging.ts';
import { writeXlsx } from './xlsx-writer.ts';

/**
 * A report written to a file as its rows arrive (issue 26 §1): the workbook through our own
 * streaming xlsx writer (xlsx-writer.ts), or csv lines through a file stream, so a million rows
 * take the memory of one page.
 */

/** A column as the file heads it: the row's key, the header in the agency's language, its type. */
export type ReportFileColumn = { key: string; label: string; type: ReportColumnType };

export type ReportFileRequest = {
  path: string;
  format: ReportFormat;
  /** The workbook's sheet name (Excel allows 31 characters, without []:*?/\). */
  sheetName: string;
  columns: readonly ReportFileColumn[];
  rows: AsyncIterable<ReportRow>;
  /** The agency's zone: instants are written as its days. */
  timeZone: string;
  /** At most this many rows; the run then says it stopped there. */
  lineCap?: number;
  /** Called after every `progressEvery` rows with the rows written so far. */
  onProgress?: (rows: number) => Promise<void>;
  progressEvery?: number;
};

export type ReportFileResult = { rows: number; capped: boolean };

/** Column widths from the header, within what stays readable on a screen. */
const widthOf = (label: string) => Math.min(Math.max(label.length + 2, 12), 48);

/**
 * The request's rows up to its line cap, with progress after every `progressEvery` of them; a
 * row counts once the writer asks for the next. `result` says how many passed and whether the
 * cap stopped them.
 */
async function* cappedRows(request: ReportFileRequest, result: ReportFileResult): AsyncGenerator<ReportRow> {
  const every = request.progressEvery ?? 1000;
  for await (const row of request.rows) {
    if (request.lineCap !== undefined && result.rows >= request.lineCap) {
      result.capped = true;
      return;
    }
    yield row;
    result.rows += 1;
    if (result.rows % every === 0) await request.onProgress?.(result.rows);
  }
}

const cellsOf = (request: ReportFileRequest, row: ReportRow): ReportCell[] =>
  request.columns.map((column) => reportCell(column.type, row[column.key] ?? null, request.timeZone));

async function* cellRows(request: ReportFileRequest, result: ReportFileResult) {
  for await (const row of cappedRows(request, result)) yield cellsOf(request, row);
}

async function writeWorkbook(request: ReportFileRequest): Promise<ReportFileResult> {
  const result: ReportFileResult = { rows: 0, capped: false };
  await writeXlsx(request.path, {
    name: request.sheetName,
    columns: request.columns.map((column) => ({ header: column.label, width: widthOf(column.label) })),
    rows: cellRows(request, result),
    modifiedAt: new Date(),
  });
  return result;
}

async function writeCsv(request: ReportFileRequest): Promise<ReportFileResult> {
  const out = createWriteStream(request.path, { mode: 0o600 });
  const closed = once(out, 'close');
  const line = async (text: string) => {
    if (!out.write(`${text}\r\n`)) await once(out, 'drain');
  };
  try {
    // A byte-order mark, so Excel opens the text as UTF-8 (accents in names and French headers).
    await line(`\uFEFF${reportCsvLine(request.columns.map((column) => ({ value: column.label })))}`);
    const result: ReportFileResult = { rows: 0, capped: false };
    for await (const row of cappedRows(request, result)) await line(reportCsvLine(cellsOf(request, row)));
    out.end();
    await closed;
    return result;
  } catch (error) {
    out.destroy();
    throw error;
  }
}

/** Writes the rows to `path`; past the line cap it stops reading and answers `capped`. */
export function writeReportFile(request: ReportFileRequest): Promise<ReportFileResult> {
  return request.format === 'xlsx' ? writeWorkbook(request) : writeCsv(request);
}
