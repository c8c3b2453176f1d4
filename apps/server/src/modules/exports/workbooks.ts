import {
  type ComputedTable,
  formatDecimal,
  formatZoned,
  isSupplierColumn,
  type TenderTableColumn,
} from '@procura/contract';
import ExcelJS from 'exceljs';
import type { BidAnalysis, ComplianceExport, ExportHeader, OpeningSheet } from './service.ts';

/**
 * The xlsx files of the Source exports (001 §7). English headings: the exports are records the
 * agency files, like the activity export. Money cells are numbers with two decimals, taken from the
 * engine's exact figures.
 */

const money = (value: bigint) => Number(formatDecimal(value, 2));
const moneyFormat = '#,##0.00';

function titleOf(header: ExportHeader): string {
  const { project } = header.source;
  return project.number ? `${project.number} - ${project.name}` : project.name;
}

function closingOf(header: ExportHeader): string {
  const { tender } = header.source;
  return tender.dateClosing ? formatZoned(tender.dateClosing, header.timeZone) : '';
}

export function addHeading(sheet: ExcelJS.Worksheet, header: ExportHeader, title: string): void {
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow(['Agency', header.agency]);
  sheet.addRow(['Project', titleOf(header)]);
  sheet.addRow(['Closing time', closingOf(header)]);
  sheet.addRow([]);
}

export const workbookBytes = async (workbook: ExcelJS.Workbook) =>
  Buffer.from(await workbook.xlsx.writeBuffer());

export function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Procura';
  return workbook;
}

/** The opening sheet: each complete submission, with its price totals per form once unsealed. */
export async function openingSheetWorkbook(data: OpeningSheet): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet('Opening Sheet');
  addHeading(sheet, data, 'Opening Sheet');
  const priceColumns = data.priceUnsealed ? data.formNames : [];
  const head = sheet.addRow(['Company', 'Submitted at', 'Hard copy', ...priceColumns]);
  head.font = { bold: true };
  for (const { submission, totals } of data.rows) {
    const row = sheet.addRow([
      submission.companyName,
      submission.submittedAt ? formatZoned(submission.submittedAt, data.timeZone) : '',
      submission.isHardCopy ? 'Yes' : 'No',
      ...priceColumns.map((_, index) => (totals?.[index] === undefined ? '' : Number(totals[index]))),
    ]);
    priceColumns.forEach((_, index) => {
      row.getCell(4 + index).numFmt = moneyFormat;
    });
  }
  if (!data.priceUnsealed) sheet.addRow([]).getCell(1).value = 'Prices are sealed.';
  sheet.getColumn(1).width = 36;
  sheet.getColumn(2).width = 40;
  return workbookBytes(workbook);
}

function sheetName(name: string, taken: Set<string>): string {
  const base = (name.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Form').slice(0, 28);
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

const liveSorted = (columns: readonly TenderTableColumn[]) =>
  columns.filter((c) => !c.deleted && !c.isHiddenOnPublic).sort((a, b) => a.sortOrder - b.sortOrder);

const isComputed = (column: TenderTableColumn) =>
  column.columnTypeName === 'Total' && column.tenderTableTotalCalculation !== null;

function cellValue(
  column: TenderTableColumn,
  rowId: number,
  computed: ComputedTable,
  cells: Map<string, string | null>,
): string | number {
  const line = computed.lines.find((l) => l.rowId === rowId);
  const number = line?.values[column.id];
  if (number !== undefined) return number === null ? '' : money(number);
  return cells.get(`${rowId}:${column.id}`) ?? '';
}

/**
 * The bid analysis: a sheet per price form, the form's lines down; the buyer's columns, then for
 * each supplier its supplier-entered columns and line totals across; rows a supplier added follow
 * the form's lines; then subtotal, discount, taxes and total rows.
 */
export async function bidAnalysisWorkbook(data: BidAnalysis): Promise<Buffer> {
  const workbook = newWorkbook();
  const taken = new Set<string>();
  for (const { form, bids } of data.forms) {
    const sheet = workbook.addWorksheet(sheetName(form.table.name, taken));
    addHeading(sheet, data, form.table.name);
    const columns = liveSorted(form.columns);
    const buyerColumns = columns.filter((c) => !isSupplierColumn(c) && !isComputed(c));
    const supplierColumns = columns.filter((c) => isSupplierColumn(c) || isComputed(c));
    const width = supplierColumns.length;
    const head = sheet.addRow([
      'Line',
      ...buyerColumns.map((c) => c.name),
      ...bids.flatMap(({ submission }) =>
        supplierColumns.map((c) => `${submission.companyName} - ${c.name}`),
      ),
    ]);
    head.font = { bold: true };
    const buyerCells = new Map(
      form.cells.filter((c) => !c.deleted).map((c) => [`${c.rowId}:${c.columnId}`, c.value]),
    );
    const entryCells = bids.map(
      ({ entry }) => new Map(entry.cells.map((c) => [`${c.rowId}:${c.columnId}`, c.value] as const)),
    );
    const firstComputed = bids[0]?.computed;
    const formRows = form.rows
      .filter((r) => !r.deleted && !r.isDynamicRow)
      .sort((a, b) => a.sortOrder - b.sortOrder);
    formRows.forEach((row, index) => {
      const lineNumber = firstComputed?.lines.find((l) => l.rowId === row.id)?.lineNumber ?? index + 1;
      sheet.addRow([
        lineNumber,
        ...buyerColumns.map((c) => buyerCells.get(`${row.id}:${c.id}`) ?? ''),
        ...bids.flatMap(({ computed }, b) =>
          supplierColumns.map((c) => cellValue(c, row.id, computed, entryCells[b] ?? new Map())),
        ),
      ]);
    });
    bids.forEach(({ submission, entry, computed }, b) => {
      for (const rowId of entry.addedRowIds) {
        const values: (string | number)[] = [
          `${submission.companyName} (added line)`,
          ...buyerColumns.map((c) => cellValue(c, rowId, computed, entryCells[b] ?? new Map())),
        ];
        for (let other = 0; other < bids.length; other++) {
          for (const c of supplierColumns)
            values.push(other === b ? cellValue(c, rowId, computed, entryCells[b] ?? new Map()) : '');
        }
        sheet.addRow(values);
      }
    });
    const summary = (label: string, amountOf: (computed: ComputedTable) => bigint) => {
      const values: (string | number)[] = [label, ...buyerColumns.map(() => '')];
      for (const { computed } of bids) {
        for (let i = 0; i < width; i++) values.push(i === width - 1 ? money(amountOf(computed)) : '');
      }
      sheet.addRow(values).font = { bold: label === 'Total' };
    };
    if (width > 0) {
      summary('Subtotal', (c) => c.subtotal);
      if (form.table.hasPromptPayDiscount) summary('Discount', (c) => c.discount);
      const taxTypes = [...new Set(bids.flatMap(({ computed }) => computed.taxes.map((t) => t.taxType)))];
      for (const taxType of taxTypes) {
        summary(taxType, (c) =>
          c.taxes.filter((t) => t.taxType === taxType).reduce((s, t) => s + t.amount, 0n),
        );
      }
      summary('Total', (c) => c.total);
    }
    sheet.getColumn(1).width = 24;
    for (let i = 2; i <= 1 + buyerColumns.length + bids.length * width; i++) sheet.getColumn(i).width = 22;
  }
  if (data.forms.length === 0)
    workbook.addWorksheet('Bid Analysis').addRow(['This source has no price forms.']);
  return workbookBytes(workbook);
}

/** The compliance checklist: a row per complete submission, a status and comment column per item. */
export async function complianceWorkbook(data: ComplianceExport): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet('Compliance');
  addHeading(sheet, data, 'Compliance');
  const head = sheet.addRow([
    'Company',
    ...data.items.flatMap((item) => [item.name, `${item.name} - Comment`]),
  ]);
  head.font = { bold: true };
  for (const row of data.rows) {
    sheet.addRow([row.companyName, ...row.items.flatMap((item) => [item.status, item.comment])]);
  }
  sheet.getColumn(1).width = 36;
  return workbookBytes(workbook);
}

/** '{Export} - {project number} - {MM.DD.YYYY}.xlsx' on the agency's calendar (decision 147). */
export function exportFileName(kind: string, projectNumber: string, now: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  })
    .format(now)
    .replace(/\//g, '.');
  const safeNumber = projectNumber.replace(/[^\w.-]+/g, '_') || 'project';
  return `${kind} - ${safeNumber} - ${day}.xlsx`;
}
