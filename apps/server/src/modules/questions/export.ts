import { formatZoned, type VendorQuestion } from '@procura/contract';
import ExcelJS from 'exceljs';

const headers = {
  en: {
    sheet: 'Vendor Questions',
    askedAt: 'Asked',
    company: 'Company',
    fullName: 'Full name',
    email: 'Email',
    question: 'Question',
    answer: 'Answer',
    status: 'Status',
    displayName: 'Display name',
    addendum: 'Addendum',
  },
  fr: {
    sheet: 'Questions des fournisseurs',
    askedAt: 'Posée le',
    company: 'Entreprise',
    fullName: 'Nom complet',
    email: 'Courriel',
    question: 'Question',
    answer: 'Réponse',
    status: 'Statut',
    displayName: "Nom d'affichage",
    addendum: 'Addenda',
  },
};

/**
 * POST /Exports/VendorQuestions (001 §7): the chosen questions with their answers, one row each,
 * oldest first, the asking time on the agency's clock with its zone. The buyer's own export, so
 * the asking company is in it.
 */
export async function vendorQuestionsWorkbook(
  questions: VendorQuestion[],
  timeZone: string,
  language: 'en' | 'fr',
): Promise<Buffer> {
  const text = headers[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Procura';
  const sheet = workbook.addWorksheet(text.sheet);
  sheet.columns = [
    { header: text.askedAt, key: 'askedAt', width: 34 },
    { header: text.company, key: 'company', width: 28 },
    { header: text.fullName, key: 'fullName', width: 24 },
    { header: text.email, key: 'email', width: 28 },
    { header: text.question, key: 'question', width: 60 },
    { header: text.answer, key: 'answer', width: 60 },
    { header: text.status, key: 'status', width: 12 },
    { header: text.displayName, key: 'displayName', width: 24 },
    { header: text.addendum, key: 'addendum', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const question of questions) {
    const row = sheet.addRow({
      askedAt: formatZoned(new Date(question.askedAt), timeZone),
      company: question.companyName,
      fullName: question.fullName,
      email: question.email,
      question: question.question,
      answer: question.answer,
      status: question.status,
      displayName: question.displayName,
      addendum: question.addendumNumber ?? '',
    });
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** 'Vendor Questions - {number} - {MM.DD.YYYY}.xlsx', the style of the spec's exports (001 §7). */
export function vendorQuestionsFileName(projectNumber: string, now: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  })
    .format(now)
    .replace(/\//g, '.');
  const safeNumber = projectNumber.replace(/[^\w.-]+/g, '_') || 'project';
  return `Vendor Questions - ${safeNumber} - ${day}.xlsx`;
}
