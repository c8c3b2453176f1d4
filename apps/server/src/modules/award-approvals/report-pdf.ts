import { createReport } from '../exports/index.ts';
import type { ApprovalFacts } from './mail.ts';
import type { DocumentRow, PersonRow } from './queries.ts';

/**
 * The approval's summary report (issue 8 §3): what is proposed, to whom, on which documents, and
 * where each person of the workflow stands. Dates are written in UTC with their zone, as the
 * report may travel outside the agency.
 */
export async function approvalSummaryPdf(input: {
  facts: ApprovalFacts;
  status: string;
  award: { awardAmount: string | null; awardDate: string | null } | null;
  documents: DocumentRow[];
  people: PersonRow[];
  madeAt: Date;
}): Promise<Buffer> {
  const { facts } = input;
  const utc = (at: Date | null) => (at ? `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');
  const report = await createReport(`${facts.reportNumber} ${facts.reportName}`);
  report.title('Award Approval Summary');
  report.text(facts.agencyName, { bold: true });
  report.space();
  report.pair('Project', `${facts.projectName} (${facts.projectNumber})`);
  report.pair('Report name', facts.reportName);
  report.pair('Report number', facts.reportNumber);
  report.pair('Supplier', facts.companyName);
  report.pair('Approval status', input.status);
  if (input.award) {
    const amount = input.award.awardAmount;
    report.pair(
      'Award amount',
      amount === null
        ? 'not entered'
        : `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    report.pair('Award date', input.award.awardDate ?? 'not entered');
  }
  report.heading('Documents');
  if (input.documents.length === 0) report.text('No documents.');
  for (const [index, document] of input.documents.entries()) {
    report.text(`${index + 1}. ${document.fileName} (${Math.max(1, Math.round(document.size / 1024))} KB)`);
  }
  report.heading('Workflow');
  if (input.people.length === 0) report.text('No people.');
  for (const [index, person] of input.people.entries()) {
    report.text(`${index + 1}. ${person.fullName} <${person.email}>`, { bold: true });
    const role = person.role === 'approver' ? 'Approver' : 'Reviewer';
    report.pair('Role', person.title ? `${role}, ${person.title}` : role, 12);
    report.pair('Status', person.status, 12);
    if (person.emailSentAt) report.pair('Link sent', utc(person.emailSentAt), 12);
    if (person.decidedAt) report.pair('Decided', utc(person.decidedAt), 12);
    if (person.comments) report.pair('Comments', person.comments, 12);
    report.space(2);
  }
  report.space(12);
  report.text(`Made by Procura on ${utc(input.madeAt)}.`, { size: 8 });
  return report.save();
}
