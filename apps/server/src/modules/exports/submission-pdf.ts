import {
  type AnsweredForm,
  computeEntry,
  formatDecimal,
  formatZoned,
  type SubmissionDetail,
  type TenderTableColumn,
} from '@procura/contract';
import { createReport, type ReportWriter } from './pdf.ts';

/**
 * Submission.pdf of the CompletedSubmission export: who submitted and when, the receipt, the
 * answers and the price forms, each form's lines and totals computed by the contract engine
 * (the figures the supplier saw when submitting). The uploaded files travel beside it in the zip.
 */

export type SubmissionPdfInput = {
  agency: string;
  projectTitle: string;
  timeZone: string;
  detail: SubmissionDetail;
};

const liveColumns = (columns: readonly TenderTableColumn[]) =>
  columns.filter((c) => !c.deleted && !c.isHiddenOnPublic).sort((a, b) => a.sortOrder - b.sortOrder);

function writeForm(report: ReportWriter, answered: AnsweredForm): void {
  const { form, entry, totals } = answered;
  report.text(form.table.name, { bold: true });
  const computed = computeEntry(form, entry);
  const columns = liveColumns(form.columns);
  const texts = new Map<string, string | null>();
  for (const cell of form.cells) if (!cell.deleted) texts.set(`${cell.rowId}:${cell.columnId}`, cell.value);
  for (const cell of entry.cells) texts.set(`${cell.rowId}:${cell.columnId}`, cell.value);
  computed.lines.forEach((line, index) => {
    const parts: string[] = [];
    for (const column of columns) {
      const number = line.values[column.id];
      const value =
        number === undefined
          ? (texts.get(`${line.rowId}:${column.id}`) ?? '')
          : number === null
            ? ''
            : formatDecimal(number, 2);
      if (value !== '') parts.push(`${column.name}: ${value}`);
    }
    report.text(`Line ${line.lineNumber ?? index + 1} - ${parts.join('; ')}`, { indent: 12 });
  });
  if (computed.lines.some((line) => Object.keys(line.values).length > 0) || totals.total !== '0.00') {
    report.pair('Subtotal', totals.subtotal, 12);
    if (form.table.hasPromptPayDiscount) report.pair('Discount', totals.discount, 12);
    for (const tax of totals.taxes) report.pair(tax.taxType, tax.amount, 12);
    report.text(`Total: ${totals.total}`, { bold: true, indent: 12 });
  }
  report.space();
}

/** The submission as a PDF; the caller has checked that both parts are unsealed. */
export async function submissionPdf(input: SubmissionPdfInput): Promise<Buffer> {
  const { detail, timeZone } = input;
  const when = (iso: string | null) => (iso ? formatZoned(new Date(iso), timeZone) : '');
  const report = await createReport(`Submission - ${detail.companyName}`);
  report.text(input.agency, { bold: true });
  report.text(input.projectTitle);
  report.space();
  report.title(`Submission - ${detail.companyName}`);
  report.pair('Contact', [detail.contactName, detail.contactEmail].filter(Boolean).join(', '));
  report.pair('Submitted at', when(detail.submittedAt));
  report.pair('Hard copy', detail.isHardCopy ? 'Yes' : 'No');
  if (detail.receiptNumber) report.pair('Receipt number', detail.receiptNumber);
  if (detail.receiptHash) report.pair('Receipt SHA-256', detail.receiptHash);

  const prices = detail.prices?.forms ?? [];
  report.heading('Price forms');
  if (prices.length === 0) report.text('No price form was answered online.');
  for (const form of prices) writeForm(report, form);

  const answers = detail.answers;
  if (answers) {
    if (answers.forms.length > 0) {
      report.heading('Questionnaires');
      for (const form of answers.forms) writeForm(report, form);
    }
    if (answers.compliance.length > 0) {
      report.heading('Compliance');
      for (const item of answers.compliance) {
        report.pair(item.name, `${item.answer}${item.comment ? ` - ${item.comment}` : ''}`);
      }
    }
    if (answers.bonds.length > 0) {
      report.heading('Bonds');
      for (const bond of answers.bonds) report.pair(bond.name, bond.reference);
    }
    report.heading('Documents');
    if (answers.files.length === 0) report.text('No document was uploaded.');
    for (const file of answers.files) {
      const requirement = file.uploadRequirementName ? `${file.uploadRequirementName}: ` : '';
      report.text(`${requirement}${file.fileName} (${file.sizeInByte} bytes)`);
    }
    if (answers.notes) {
      report.heading('Notes');
      report.text(answers.notes);
    }
  }
  return report.save();
}
