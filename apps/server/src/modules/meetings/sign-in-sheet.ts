import { formatZoned } from '@procura/contract';
import ExcelJS from 'exceljs';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { fitted, printable } from '../../platform/pdf-text.ts';

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

const pageSize: [number, number] = [612, 792]; // US Letter, in points
const margin = 40;
const rowHeight = 30;
const columns = [margin, 210, 330, 450];
const right = pageSize[0] - margin;

/**
 * The sign-in sheet as a PDF (pdf-lib, Helvetica): heading, then a ruled line per company with
 * blank attendee name and signature, and five blank lines for walk-ins. Text the standard font
 * cannot write prints as '?' (platform/pdf-text.ts).
 */
export async function signInSheetPdf(sheet: SignInSheet): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(`Sign-in sheet - ${sheet.project.number || sheet.project.name}`);
  document.setProducer('Procura');
  document.setCreator('Procura');
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let page = document.addPage(pageSize);
  let y = pageSize[1] - margin;

  const text = (x: number, atY: number, size: number, value: string, width: number, font = regular) => {
    const line = fitted(font, size, printable(font, value.replace(/\s+/g, ' ').trim()), width);
    if (line) page.drawText(line, { x, y: atY, size, font });
  };
  const rule = () =>
    page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 0.5, color: rgb(0, 0, 0) });
  const tableHeader = () => {
    ['Company', 'Registered contact', 'Attendee name', 'Signature'].forEach((label, i) => {
      const x = columns[i] ?? margin;
      text(x, y, 10, label, (columns[i + 1] ?? right) - x - 6, bold);
    });
    y -= 8;
    rule();
  };

  text(margin, y, 16, sheet.agency.name, right - margin, bold);
  y -= 22;
  text(margin, y, 13, 'Sign-in sheet', right - margin, bold);
  for (const line of headingLines(sheet)) {
    y -= 16;
    text(margin, y, 10, line, right - margin);
  }
  y -= 28;
  tableHeader();
  const rows = [
    ...sheet.companies,
    ...Array.from({ length: 5 }, () => ({ companyName: '', contactName: '' })),
  ];
  for (const company of rows) {
    if (y - rowHeight < margin) {
      page = document.addPage(pageSize);
      y = pageSize[1] - margin;
      tableHeader();
    }
    y -= rowHeight;
    const [company0 = margin, contact = 0, attendee = 0] = columns;
    text(company0, y + 8, 9, company.companyName, contact - company0 - 6);
    text(contact, y + 8, 9, company.contactName, attendee - contact - 6);
    rule();
  }
  return Buffer.from(await document.save());
}
