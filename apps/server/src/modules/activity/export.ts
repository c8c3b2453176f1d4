import { type ActivityEvent, formatZoned } from '@procura/contract';
import ExcelJS from 'exceljs';

const headers = {
  en: {
    sheet: 'Activity',
    date: 'Date',
    type: 'Event type',
    description: 'Description',
    user: 'User',
    company: 'Company',
  },
  fr: {
    sheet: 'Activité',
    date: 'Date',
    type: "Type d'événement",
    description: 'Description',
    user: 'Utilisateur',
    company: 'Entreprise',
  },
};

/** The feed as a spreadsheet: one row per event, dates on the agency's clock with its zone. */
export async function activityWorkbook(
  events: ActivityEvent[],
  timeZone: string,
  language: 'en' | 'fr',
): Promise<Buffer> {
  const text = headers[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Procura';
  const sheet = workbook.addWorksheet(text.sheet);
  sheet.columns = [
    { header: text.date, key: 'date', width: 34 },
    { header: text.type, key: 'type', width: 28 },
    { header: text.description, key: 'description', width: 80 },
    { header: text.user, key: 'user', width: 28 },
    { header: text.company, key: 'company', width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const event of events) {
    sheet.addRow({
      date: formatZoned(new Date(event.created), timeZone),
      type: event.eventTypeName,
      description: event.description,
      user: event.userName,
      company: event.companyName ?? '',
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function dayOf(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' })
    .format(now)
    .replace(/\//g, '.');
}

/** 'Project Activity - {number} - {MM.DD.YYYY}.xlsx', the style of the spec's client exports (001 §7). */
export function activityFileName(projectNumber: string, now: Date, timeZone: string): string {
  const safeNumber = projectNumber.replace(/[^\w.-]+/g, '_') || 'project';
  return `Project Activity - ${safeNumber} - ${dayOf(now, timeZone)}.xlsx`;
}

/** 'Supplier Activity - {company} - {MM.DD.YYYY}.xlsx': a supplier's feed (issue 22 §2). */
export function vendorActivityFileName(companyName: string, now: Date, timeZone: string): string {
  const safeName = companyName.replace(/[^\w .-]+/g, '_').trim() || 'supplier';
  return `Supplier Activity - ${safeName} - ${dayOf(now, timeZone)}.xlsx`;
}
