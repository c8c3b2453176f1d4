import type { ProjectStatus, VendorBidOutcome, VendorBidStatus, VendorHistoryRow } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { type SubmissionRow, unsealedBidTotal } from '../submissions/index.ts';
import { findHistoryPage, findSubmissionsByIds, type HistoryRow } from './history-queries.ts';
import { requireVendor } from './service.ts';

/**
 * A supplier's submission history (issue 22 §2 History; GET /Vendors/SubmissionHistory): every
 * project the company took plans for, asked on or bid on, and how it ended. Nothing sealed is
 * answered: a bid's amount only once its source's price part is unsealed (read through openSealed
 * by the submissions area), the award's amount only once awarded.
 */

/** Statuses after which a bid without an award lost: the award is made, or the source ended without one. */
const decided = new Set<ProjectStatus>(['Awarded', 'Archived', 'Cancelled', 'Terminated']);

function bidStatusOf(submission: SubmissionRow | undefined): VendorBidStatus | null {
  if (!submission) return null;
  if (submission.isNoBid) return 'noBid';
  return submission.status;
}

function outcomeOf(row: HistoryRow, status: VendorBidStatus | null): VendorBidOutcome | null {
  if (status !== 'complete') return null;
  if (row.awarded) return 'awarded';
  return decided.has(row.projectStatus as ProjectStatus) ? 'notAwarded' : 'pending';
}

export async function submissionHistory(
  ctx: AppContext,
  actor: Actor,
  query: { vendorId: number; start: number; limit: number },
): Promise<{ values: VendorHistoryRow[]; total: number }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const vendor = await requireVendor(tx, actor.customerId, query.vendorId);
    const page = await findHistoryPage(tx, actor.customerId, vendor.id, query);
    const ids = page.rows.map((row) => row.submissionId).filter((id): id is number => id !== null);
    const submissions = new Map(
      (await findSubmissionsByIds(tx, actor.customerId, ids)).map((row) => [row.id, row]),
    );
    const values: VendorHistoryRow[] = [];
    for (const row of page.rows) {
      const submission = row.submissionId === null ? undefined : submissions.get(row.submissionId);
      const bidStatus = bidStatusOf(submission);
      const priceSealed = row.priceUnsealedAt === null;
      values.push({
        projectId: row.projectId,
        projectNumber: row.projectNumber,
        projectName: row.projectName,
        projectStatus: row.projectStatus as ProjectStatus,
        dateClosing: row.dateClosing?.toISOString() ?? null,
        planTakerRegisteredAt: row.planTakerRegisteredAt?.toISOString() ?? null,
        questionCount: row.questionCount,
        bidStatus,
        submittedAt: submission?.submittedAt?.toISOString() ?? null,
        priceSealed,
        // Only a complete bid's, and only once unsealed (unsealedBidTotal checks the seal again).
        bidAmount:
          submission && bidStatus === 'complete' && !priceSealed
            ? await unsealedBidTotal(tx, ctx, submission)
            : null,
        outcome: outcomeOf(row, bidStatus),
        awardAmount: row.awarded && row.awardAmount !== null ? Number(row.awardAmount) : null,
      });
    }
    return { values, total: page.total };
  });
}
