import { rm } from 'node:fs/promises';
import { createZip } from '../../platform/zip.ts';
import type { ReportCell } from './cells.ts';

/**
 * A one-sheet workbook (SpreadsheetML, ECMA-376) written as its rows arrive (issue 26 Speed):
 * the sheet's XML is made in chunks of about 64 KB that the zip writer asks for only when deflate
 * has room, so a million rows take the memory of one chunk. exceljs's streaming writer built an
 * object per cell and cost about 3 s per million cells more than csv; here a cell is one string.
 * Text goes inline (no shared-strings table to hold in memory), numbers as numbers, empty cells
 * are left out.
 */

export type XlsxColumn = { header: string; width: number };

export type XlsxSheet = {
  /** Made fit for Excel: 31 characters, none of []:*?/\, no apostrophe at either end. */
  name: string;
  columns: readonly XlsxColumn[];
  /** The body's rows, a cell per column; the header row comes from `columns`, bold and frozen. */
  rows: AsyncIterable<readonly ReportCell[]>;
  /** Stamps the archive's entries. */
  modifiedAt: Date;
};

/** Excel opens no sheet beyond this row. */
const maxRows = 1_048_576;
/** Excel refuses a longer cell text (it "repairs" the file). */
const maxText = 32_767;
/** Large enough that a chunk costs one deflate call, small enough to stay in the young heap. */
const chunkSize = 64 * 1024;

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Formats Excel knows by number (ECMA-376 §18.8.30), written without a numFmt of their own. */
const builtInFormats: Record<string, number> = { '0': 1, '0.00': 2, '#,##0': 3, '#,##0.00': 4 };
const firstCustomFormat = 164;

// Characters XML 1.0 cannot carry at all (controls but tab, LF and CR; U+FFFE, U+FFFF; a lone
// surrogate), and Excel's own _xHHHH_ escape, which it would decode in text that merely looks so.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const forbidden = /[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|\p{Cs}/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for.
const needsWork = /[&<>\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]|_x[0-9A-Fa-f]{4}_/;

/** Text as XML character data: escaped, stripped of what XML forbids, within Excel's length. */
export function xmlText(text: string): string {
  const fitted = text.length > maxText ? text.slice(0, maxText) : text;
  if (!needsWork.test(fitted)) return fitted;
  return fitted
    .replace(forbidden, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1');
}

const xmlAttribute = (text: string) => xmlText(text).replaceAll('"', '&quot;');

/** A sheet name Excel accepts (it refuses the file otherwise). */
export function sheetNameOf(name: string): string {
  const fitted = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .replace(forbidden, '')
    .replace(/^'+|'+$/g, '')
    .trim();
  return fitted || 'Report';
}

/** The column's letters: A … Z, AA … ZZ, AAA … */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** The cell styles the sheet used, written once the last row is out. */
class Styles {
  static readonly bold = 1;
  private readonly formats = new Map<string, number>();

  styleOf(numFmt: string): number {
    let style = this.formats.get(numFmt);
    if (style === undefined) {
      style = this.formats.size + 2;
      this.formats.set(numFmt, style);
    }
    return style;
  }

  xml(): string {
    const ids = [...this.formats.keys()].map((format, index) => ({
      format,
      id: builtInFormats[format] ?? firstCustomFormat + index,
    }));
    const custom = ids.filter(({ id }) => id >= firstCustomFormat);
    const numFmts = custom.length
      ? `<numFmts count="${custom.length}">${custom
          .map(({ format, id }) => `<numFmt numFmtId="${id}" formatCode="${xmlAttribute(format)}"/>`)
          .join('')}</numFmts>`
      : '';
    const xf = (font: number, numFmt: number) =>
      `<xf numFmtId="${numFmt}" fontId="${font}" fillId="0" borderId="0" xfId="0"${
        font ? ' applyFont="1"' : ''
      }${numFmt ? ' applyNumberFormat="1"' : ''}/>`;
    const xfs = [xf(0, 0), xf(1, 0), ...ids.map(({ id }) => xf(0, id))];
    const font = (bold: string) => `<font>${bold}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
    return (
      `${declaration}<styleSheet xmlns="${main}">${numFmts}` +
      `<fonts count="2">${font('')}${font('<b/>')}</fonts>` +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>'
    );
  }
}

/** Builds rows as strings; the letters of each column are worked out once. */
class RowWriter {
  private readonly letters: string[] = [];

  constructor(private readonly styles: Styles) {}

  private lettersOf(index: number): string {
    const known = this.letters[index];
    if (known !== undefined) return known;
    const letters = columnLetters(index);
    this.letters[index] = letters;
    return letters;
  }

  row(number: number, cells: readonly ReportCell[], style?: number): string {
    let xml = `<row r="${number}">`;
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index] as ReportCell;
      const { value } = cell;
      if (value === null || value === '') continue;
      const ref = this.lettersOf(index) + number;
      const s = style ?? (cell.numFmt ? this.styles.styleOf(cell.numFmt) : 0);
      const styled = s ? ` s="${s}"` : '';
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) throw new TypeError(`a workbook cell cannot hold ${value}`);
        xml += `<c r="${ref}"${styled}><v>${value}</v></c>`;
      } else {
        xml += `<c r="${ref}"${styled} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
      }
    }
    return `${xml}</row>`;
  }
}

function sheetHead(columns: readonly XlsxColumn[]): string {
  const cols = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join('');
  return (
    `${declaration}<worksheet xmlns="${main}" xmlns:r="${relationships}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
    (cols ? `<cols>${cols}</cols>` : '') +
    '<sheetData>'
  );
}

async function* sheetXml(sheet: XlsxSheet, styles: Styles): AsyncGenerator<string> {
  const rows = new RowWriter(styles);
  const header = sheet.columns.map((column): ReportCell => ({ value: column.header }));
  let chunk = sheetHead(sheet.columns) + rows.row(1, header, Styles.bold);
  let number = 1;
  for await (const cells of sheet.rows) {
    number += 1;
    if (number > maxRows) throw new RangeError(`a sheet holds at most ${maxRows} rows`);
    chunk += rows.row(number, cells);
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</sheetData></worksheet>`;
}

const contentTypes =
  `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const packageRels =
  `${declaration}<Relationships xmlns="${packageRelationships}">` +
  `<Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const workbookRels =
  `${declaration}<Relationships xmlns="${packageRelationships}">` +
  `<Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${relationships}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const workbookXml = (name: string) =>
  `${declaration}<workbook xmlns="${main}" xmlns:r="${relationships}">` +
  '<bookViews><workbookView/></bookViews>' +
  `<sheets><sheet name="${xmlAttribute(sheetNameOf(name))}" sheetId="1" r:id="rId1"/></sheets>` +
  '</workbook>';

/**
 * Writes the sheet to `file` as an xlsx workbook. On a failure (a row source that throws, a full
 * disk) the file is removed, so no half workbook is left to download.
 */
export async function writeXlsx(file: string, sheet: XlsxSheet): Promise<void> {
  const zip = createZip(file, sheet.modifiedAt, { level: 3 });
  const styles = new Styles();
  try {
    await zip.add('[Content_Types].xml', Buffer.from(contentTypes));
    await zip.add('_rels/.rels', Buffer.from(packageRels));
    await zip.add('xl/workbook.xml', Buffer.from(workbookXml(sheet.name)));
    await zip.add('xl/_rels/workbook.xml.rels', Buffer.from(workbookRels));
    await zip.add('xl/worksheets/sheet1.xml', sheetXml(sheet, styles));
    // Last, because the formats are known only once every row is written.
    await zip.add('xl/styles.xml', Buffer.from(styles.xml()));
    await zip.finish();
  } catch (error) {
    await zip.abort();
    await rm(file, { force: true });
    throw error;
  }
}
