import { formatZoned } from '@procura/contract';
import ExcelJS from 'exceljs';
import { type PdfItem, pageHeight, writePdf } from './pdf.ts';

export type SignInSheet = {
  agency: { name: string; timezone: string };
  project: { number: string; name: string };
  meeting: {
    description: string;
    location: string;
    date: Date | null;
    endDate: Date | null;
    isMandatory: boolean;
  };
  companies: { companyName: string; contactName: string }[];
};

const when = (sheet: SignInSheet) => {
  const { date, endDate } = sheet.meeting;
  if (!date) return 'Date to be announced';
  const start = formatZoned(date, sheet.agency.timezone);
  return endDate ? `${start} to ${formatZoned(endDate, sheet.agency.timezone)}` : start;
};

function headingLines(sheet: SignInSheet): string[] {
  const title = sheet.project.number ? `${sheet.project.number} ${sheet.project.name}` : sheet.project.name;
  return [
    `Meeting: ${sheet.meeting.description || 'Site meeting'}${sheet.meeting.isMandatory ? ' (mandatory)' : ''}`,
    `Project: ${title}`,
    `When: ${when(sheet)}`,
    ...(sheet.meeting.location ? [`Where: ${sheet.meeting.location}`] : []),
  ];
}

/** The sign-in sheet as a spreadsheet: the registered companies with blank name and signature cells. */
export async function signInSheetXlsx(sheet: SignInSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Procura';
  const ws = workbook.addWorksheet('Sign-in sheet');
  ws.columns = [{ width: 40 }, { width: 30 }, { width: 30 }, { width: 36 }];
  ws.addRow([sheet.agency.name]).font = { bold: true, size: 14 };
  ws.addRow(['Sign-in sheet']).font = { bold: true };
  for (const line of headingLines(sheet)) ws.addRow([line]);
  ws.addRow([]);
  const header = ws.addRow(['Company', 'Registered contact', 'Attendee name', 'Signature']);
  header.font = { bold: true };
  const border = { style: 'thin' as const };
  const cells = { top: border, bottom: border, left: border, right: border };
  header.eachCell((cell) => {
    cell.border = cells;
  });
  for (const company of sheet.companies) {
    const row = ws.addRow([company.companyName, company.contactName, '', '']);
    row.height = 28;
    for (let column = 1; column <= 4; column++) row.getCell(column).border = cells;
  }
  // Blank lines for companies that come without having registered.
  for (let i = 0; i < 5; i++) {
    const row = ws.addRow(['', '', '', '']);
    row.height = 28;
    for (let column = 1; column <= 4; column++) row.getCell(column).border = cells;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const margin = 40;
const rowHeight = 30;
const columns = [margin, 210, 330, 450];

/** The sign-in sheet as a PDF: heading, then a ruled line per company with blank name and signature. */
export function signInSheetPdf(sheet: SignInSheet): Buffer {
  const pages: PdfItem[][] = [];
  let items: PdfItem[] = [];
  let y = pageHeight - margin;
  const text = (x: number, size: number, value: string, bold = false) =>
    items.push({
      kind: 'text',
      x,
      y,
      size,
      text: value.length > 60 ? `${value.slice(0, 57)}...` : value,
      bold,
    });
  const tableHeader = () => {
    text(columns[0] ?? margin, 10, 'Company', true);
    text(columns[1] ?? 0, 10, 'Registered contact', true);
    text(columns[2] ?? 0, 10, 'Attendee name', true);
    text(columns[3] ?? 0, 10, 'Signature', true);
    y -= 8;
    items.push({ kind: 'line', x1: margin, y1: y, x2: 572, y2: y });
  };
  const newPage = () => {
    pages.push(items);
    items = [];
    y = pageHeight - margin;
    tableHeader();
  };
  text(margin, 16, sheet.agency.name, true);
  y -= 22;
  text(margin, 13, 'Sign-in sheet', true);
  for (const line of headingLines(sheet)) {
    y -= 16;
    text(margin, 10, line);
  }
  y -= 28;
  tableHeader();
  const rows = [
    ...sheet.companies,
    ...Array.from({ length: 5 }, () => ({ companyName: '', contactName: '' })),
  ];
  for (const company of rows) {
    if (y - rowHeight < margin) newPage();
    y -= rowHeight;
    const cut = (value: string) => (value.length > 30 ? `${value.slice(0, 28)}...` : value);
    items.push({ kind: 'text', x: columns[0] ?? margin, y: y + 8, size: 9, text: cut(company.companyName) });
    items.push({ kind: 'text', x: columns[1] ?? 0, y: y + 8, size: 9, text: cut(company.contactName) });
    items.push({ kind: 'line', x1: margin, y1: y, x2: 572, y2: y });
  }
  pages.push(items);
  return writePdf(pages, `Sign-in sheet - ${sheet.project.number || sheet.project.name}`);
}
