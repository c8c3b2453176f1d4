import type {
  ComplianceReviewStatus,
  ComplianceRow,
  complianceReviewSchema,
  SubmissionAnswers,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { readAnswers, type Source, sourceIsClosed, unsealedParts } from './opening.ts';
import {
  type ComplianceReviewRow,
  findCompleteSubmissions,
  findComplianceItems,
  findComplianceReviews,
  type SubmissionRow,
  upsertComplianceReview,
} from './queries.ts';
import { openSource, requireVisibleSubmission } from './service.ts';

/**
 * The Compliance tab: the source's checklist against each complete submission, with the buyer's
 * review (Compliant, Non-Compliant, Not Reviewed, the default) and comment, and the supplier's own
 * answer once the submission part is unsealed. Before closing there are no submissions to review.
 */

export type ComplianceGrid = {
  items: { id: number; name: string; description: string; isRequired: boolean }[];
  rows: ComplianceRow[];
};

function rowOf(
  submission: SubmissionRow,
  items: ComplianceGrid['items'],
  reviews: readonly ComplianceReviewRow[],
  answers: SubmissionAnswers | null,
): ComplianceRow {
  return {
    submissionId: submission.id,
    companyName: submission.companyName,
    isHardCopy: submission.isHardCopy,
    items: items.map((item) => {
      const review = reviews.find((r) => r.submissionId === submission.id && r.complianceItemId === item.id);
      const answer = answers?.compliance.find((a) => a.complianceItemId === item.id);
      return {
        complianceItemId: item.id,
        status: (review?.status as ComplianceReviewStatus | undefined) ?? 'Not Reviewed',
        comment: review?.comment ?? '',
        supplierAnswer: answer ? { answer: answer.answer, comment: answer.comment } : null,
      };
    }),
  };
}

/** The grid of a source, for the tab and the export. */
export async function complianceGridOf(tx: Tx, ctx: AppContext, source: Source): Promise<ComplianceGrid> {
  const { customerId, id: tenderId } = source.tender;
  const items = (await findComplianceItems(tx, customerId, tenderId)).map((item) => ({
    id: item.id,
    name: item.name,
    description: item.description,
    isRequired: item.isRequired,
  }));
  if (!sourceIsClosed(source)) return { items, rows: [] };
  const submissions = await findCompleteSubmissions(tx, customerId, tenderId);
  const reviews = await findComplianceReviews(
    tx,
    customerId,
    submissions.map((s) => s.id),
  );
  const parts = await unsealedParts(tx, source.tender);
  const rows: ComplianceRow[] = [];
  for (const submission of submissions) {
    const answers = parts.submission ? await readAnswers(tx, ctx, submission) : null;
    rows.push(rowOf(submission, items, reviews, answers));
  }
  return { items, rows };
}

export async function getComplianceGrid(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<ComplianceGrid> {
  return inTenant(ctx.db, actor.customerId, async (tx) =>
    complianceGridOf(tx, ctx, await openSource(tx, ctx, actor, tenderId)),
  );
}

/** Records the buyer's review of one item of a complete submission. */
export async function reviewCompliance(
  ctx: AppContext,
  actor: Actor,
  submissionId: number,
  input: z.output<typeof complianceReviewSchema>,
): Promise<ComplianceRow> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { submission, tender, project } = await requireVisibleSubmission(
      tx,
      ctx,
      actor,
      submissionId,
      true,
    );
    if (submission.status !== 'complete') throw new AppError(409, 'submissionNotComplete');
    const items = (await findComplianceItems(tx, actor.customerId, tender.id)).map((item) => ({
      id: item.id,
      name: item.name,
      description: item.description,
      isRequired: item.isRequired,
    }));
    if (!items.some((item) => item.id === input.complianceItemId)) throw badRequest('invalidParameter');
    const [before] = (await findComplianceReviews(tx, actor.customerId, [submissionId])).filter(
      (r) => r.complianceItemId === input.complianceItemId,
    );
    await upsertComplianceReview(tx, {
      customerId: actor.customerId,
      submissionId,
      complianceItemId: input.complianceItemId,
      status: input.status,
      comment: input.comment,
      reviewedById: actor.userId,
      reviewedAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'submission.complianceReviewed',
      entityType: 'submission',
      entityId: submissionId,
      before: before
        ? { complianceItemId: input.complianceItemId, status: before.status, comment: before.comment }
        : null,
      after: { complianceItemId: input.complianceItemId, status: input.status, comment: input.comment },
      projectId: project.id,
      companyName: submission.companyName,
      vendorId: submission.vendorId,
    });
    const parts = await unsealedParts(tx, tender);
    const answers = parts.submission ? await readAnswers(tx, ctx, submission) : null;
    return rowOf(
      submission,
      items,
      await findComplianceReviews(tx, actor.customerId, [submissionId]),
      answers,
    );
  });
}
