import { formatZoned } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findAgency } from '../invitations/index.ts';
import { findTender } from '../projects/index.ts';
import {
  findCompleteSubmissions,
  formsOfSource,
  openSource,
  priceForms,
  priceTotalsOf,
  readPrice,
  sourceIsClosed,
  unsealedParts,
} from '../submissions/index.ts';
import { createReport } from './pdf.ts';
import { countAddenda, findPlanTakersOf, findQuestionsOf, findSubmissionEvents } from './queries.ts';
import { exportFileName } from './workbooks.ts';

/**
 * ProjectSummary?projectId (001 §7): a PDF of the project, its source's dates in the agency's zone
 * and its counts (plan takers, questions, addenda, submissions); the price totals per submission
 * only once the source has closed and its price part is unsealed (decision 166).
 */
export async function projectSummaryPdf(
  ctx: AppContext,
  actor: Actor,
  projectId: number,
): Promise<{ fileName: string; content: Buffer }> {
  const data = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const tender = await findTender(tx, actor, projectId);
    const source = await openSource(tx, ctx, actor, tender.id);
    const agency = (await findAgency(tx, actor.customerId)) ?? { displayName: '', timezone: 'UTC' };
    const closed = sourceIsClosed(source);
    const parts = await unsealedParts(tx, source.tender);
    const takers = await findPlanTakersOf(tx, actor.customerId, tender.id);
    const questions = await findQuestionsOf(tx, actor.customerId, tender.id);
    const events = await findSubmissionEvents(tx, actor.customerId, tender.id);
    const complete = events.filter((e) => e.status === 'complete' && !e.isNoBid);
    let prices: { companyName: string; totals: { name: string; total: string }[] }[] | null = null;
    if (closed && parts.price) {
      const forms = await formsOfSource(tx, actor.customerId, tender.id);
      prices = [];
      for (const submission of await findCompleteSubmissions(tx, actor.customerId, tender.id)) {
        const totals = submission.priceSealed
          ? priceTotalsOf(forms, await readPrice(tx, ctx, submission)).map((t) => ({
              name: t.name,
              total: t.total,
            }))
          : priceForms(forms).map((form) => ({ name: form.table.name, total: 'Hard copy' }));
        prices.push({ companyName: submission.companyName, totals });
      }
    }
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'export.projectSummary',
      entityType: 'project',
      entityId: projectId,
      projectId,
    });
    return {
      source,
      agency,
      closed,
      prices,
      counts: {
        planTakers: takers.length,
        questions: questions.length,
        unanswered: questions.filter((q) => q.status !== 'Complete').length,
        addenda: await countAddenda(tx, actor.customerId, tender.id),
        complete: complete.length,
        noBids: events.filter((e) => e.status === 'complete' && e.isNoBid).length,
        withdrawn: events.filter((e) => e.status === 'withdrawn').length,
      },
    };
  });

  const { project, tender } = data.source;
  const zone = data.agency.timezone;
  const when = (date: Date | null) => (date ? formatZoned(date, zone) : 'Not set');
  const title = project.number ? `${project.number} - ${project.name}` : project.name;
  const report = await createReport(`Project Summary - ${title}`);
  report.text(data.agency.displayName, { bold: true });
  report.title(`Project Summary - ${title}`);
  report.pair('Type', project.type);
  report.pair('Procurement method', project.procurementMethod);
  report.pair('Status', project.status);
  if (project.description) report.pair('Description', project.description);

  report.heading(`Source dates (${zone})`);
  report.pair('Available', when(tender.dateAvailable));
  report.pair('Question deadline', when(tender.questionDeadline));
  report.pair('Registration deadline', when(tender.registrationDeadline));
  report.pair('Closing', when(tender.dateClosing));
  if (tender.closedAt) report.pair('Closed', when(tender.closedAt));
  if (tender.priceUnsealedAt) report.pair('Prices unsealed', when(tender.priceUnsealedAt));
  if (tender.submissionUnsealedAt) report.pair('Submissions unsealed', when(tender.submissionUnsealedAt));

  report.heading('Counts');
  report.pair('Plan takers', String(data.counts.planTakers));
  report.pair('Questions', `${data.counts.questions} (${data.counts.unanswered} not complete)`);
  report.pair('Addenda', String(data.counts.addenda));
  report.pair('Complete submissions', String(data.counts.complete));
  report.pair('No-bid responses', String(data.counts.noBids));
  report.pair('Withdrawn submissions', String(data.counts.withdrawn));

  report.heading('Prices');
  if (!data.prices) report.text('Prices are sealed.');
  else if (data.prices.length === 0) report.text('No complete submission.');
  else {
    for (const row of data.prices) {
      report.text(row.companyName, { bold: true });
      for (const total of row.totals) report.pair(total.name, total.total, 12);
    }
  }
  const fileName = exportFileName('Project Summary', project.number, ctx.clock.now(), zone).replace(
    /\.xlsx$/,
    '.pdf',
  );
  return { fileName, content: await report.save() };
}
