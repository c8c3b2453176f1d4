import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { ReportColumnType, ReportFormat } from '@procura/contract';
import ExcelJS from 'exceljs';
import { reportCell, reportCsvLine } from './cells.ts';
import type { ReportRow } from './paging.ts';

/**
 * A report written to a file as its rows arrive (issue 26 §1): the workbook through exceljs's
 * streaming writer, each row committed and let go, or csv lines through a file stream, so a
 * million rows take the memory of one page.
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

const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Report';

/** Column widths from the header, within what stays readable on a screen. */
const widthOf = (label: string) => Math.min(Math.max(label.length + 2, 12), 48);

async function eachRow(
  request: ReportFileRequest,
  write: (row: ReportRow) => Promise<void> | void,
): Promise<ReportFileResult> {
  const every = request.progressEvery ?? 1000;
  let rows = 0;
  for await (const row of request.rows) {
    if (request.lineCap !== undefined && rows >= request.lineCap) return { rows, capped: true };
    await write(row);
    rows += 1;
    if (rows % every === 0) await request.onProgress?.(rows);
  }
  return { rows, capped: false };
}

async function writeWorkbook(request: ReportFileRequest): Promise<ReportFileResult> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: request.path,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetNameOf(request.sheetName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = request.columns.map((column) => ({
    header: column.label,
    key: column.key,
    width: widthOf(column.label),
  }));
  sheet.getRow(1).font = { bold: true };
  const result = await eachRow(request, (row) => {
    const cells = request.columns.map((column) =>
      reportCell(column.type, row[column.key] ?? null, request.timeZone),
    );
    const written = sheet.addRow(cells.map((cell) => cell.value));
    cells.forEach((cell, index) => {
      if (cell.numFmt) written.getCell(index + 1).numFmt = cell.numFmt;
    });
    written.commit();
  });
  sheet.commit();
  await workbook.commit();
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
    const result = await eachRow(request, (row) =>
      line(
        reportCsvLine(
          request.columns.map((column) => reportCell(column.type, row[column.key] ?? null, request.timeZone)),
        ),
      ),
    );
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
