import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { readZip } from '../../../test/zip-reader.ts';
import { dollarFormat, type ReportCell } from './cells.ts';
import { columnLetters, sheetNameOf, writeXlsx, xmlText } from './xlsx-writer.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'procura-xlsx-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function* rowsOf(rows: readonly (readonly ReportCell[])[]) {
  yield* rows;
}

const modifiedAt = new Date('2026-03-03T12:00:00Z');
const wide = Array.from({ length: 30 }, (_, index) => ({
  header: `Column ${index + 1}`,
  width: 12 + (index % 3),
}));

async function readBack(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('xlsx writer', () => {
  it('writes text, numbers, money and empty cells that exceljs reads back, header bold and frozen', async () => {
    const file = path.join(folder, 'cells.xlsx');
    const text = 'Éloïse "Ré" <b> & Co\u0001 😀';
    const first: ReportCell[] = wide.map(() => ({ value: null }));
    first[0] = { value: text };
    first[1] = { value: 1234567.5, numFmt: dollarFormat };
    first[2] = { value: 42 };
    first[3] = { value: '  padded\ttab\nline  ' };
    first[26] = { value: 'in AA' };
    first[29] = { value: -0.25 };
    const second: ReportCell[] = [{ value: '' }, { value: 'literal _x0041_ stays' }, { value: 1e21 }];
    await writeXlsx(file, {
      name: 'Bids: [2026] / Q1 & Q2 — a very long sheet name indeed',
      columns: wide,
      rows: rowsOf([first, second]),
      modifiedAt,
    });

    const sheet = await readBack(file);
    expect(sheet.name).toBe(sheetNameOf('Bids: [2026] / Q1 & Q2 — a very long sheet name indeed'));
    expect(sheet.name).toBe('Bids   2026    Q1 & Q2 — a very');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).value).toBe('Column 1');
    expect(sheet.getRow(1).getCell(30).value).toBe('Column 30');
    expect(sheet.getRow(1).getCell(27).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(13);

    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Éloïse "Ré" <b> & Co 😀');
    expect(row.getCell(2).value).toBe(1234567.5);
    expect(row.getCell(2).numFmt).toBe('#,##0.00');
    expect(row.getCell(3).value).toBe(42);
    expect(row.getCell(3).numFmt).toBeUndefined();
    expect(row.getCell(3).font?.bold).toBeFalsy();
    expect(row.getCell(4).value).toBe('  padded\ttab\nline  ');
    expect(row.getCell(5).value).toBeNull();
    expect(row.getCell(27).value).toBe('in AA');
    expect(row.getCell(27).address).toBe('AA2');
    expect(row.getCell(30).value).toBe(-0.25);
    expect(sheet.getRow(3).getCell(1).value).toBeNull();
    // Excel decodes _xHHHH_ in text (ECMA-376 ST_Xstring), so a literal one has its underscore escaped.
    expect(sheet.getRow(3).getCell(2).value).toBe('literal _x005F_x0041_ stays');
    expect(sheet.getRow(3).getCell(3).value).toBe(1e21);
    expect(sheet.rowCount).toBe(3);

    const entries = readZip(readFileSync(file));
    expect([...entries.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const xml = entries.get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
    expect(xml).toContain('<c r="AA2" t="inlineStr"><is><t xml:space="preserve">in AA</t></is></c>');
    expect(xml).toContain('&lt;b&gt; &amp; Co 😀');
    expect(xml).not.toContain('\u0001');
    expect(xml).not.toContain('r="E2"');
    expect(entries.get('xl/workbook.xml')?.toString('utf8')).toContain(
      'name="Bids   2026    Q1 &amp; Q2 — a very"',
    );
  });

  it('streams many rows in chunks and keeps custom formats', async () => {
    const file = path.join(folder, 'many.xlsx');
    async function* many() {
      for (let n = 0; n < 5000; n++) yield [{ value: `row ${n}` }, { value: n / 4, numFmt: '0.0%' }];
    }
    await writeXlsx(file, { name: 'Many', columns: wide.slice(0, 2), rows: many(), modifiedAt });
    const sheet = await readBack(file);
    expect(sheet.rowCount).toBe(5001);
    expect(sheet.getRow(5001).getCell(1).value).toBe('row 4999');
    expect(sheet.getRow(5001).getCell(2).value).toBe(4999 / 4);
    expect(sheet.getRow(5001).getCell(2).numFmt).toBe('0.0%');
  });

  it('removes the file when the rows fail', async () => {
    const file = path.join(folder, 'failed.xlsx');
    async function* failing() {
      yield [{ value: 'one' }];
      throw new Error('rows broke');
    }
    await expect(
      writeXlsx(file, { name: 'X', columns: wide.slice(0, 1), rows: failing(), modifiedAt }),
    ).rejects.toThrow('rows broke');
    expect(existsSync(file)).toBe(false);
  });

  it('names columns, escapes text and fits sheet names as Excel expects', () => {
    expect([0, 25, 26, 51, 52, 701, 702, 16383].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
    expect(xmlText('a\u0000b\u001fc\td\r\ne\ud800f😀')).toBe('abc\td\r\nef😀');
    expect(xmlText('x'.repeat(40_000)).length).toBe(32_767);
    expect(sheetNameOf("'quoted'")).toBe('quoted');
    expect(sheetNameOf('[]:*?/\\')).toBe('Report');
  });
});
