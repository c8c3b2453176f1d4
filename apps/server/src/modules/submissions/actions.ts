import {
  canEnterHardCopy,
  canWithdrawSubmission,
  type hardCopySubmissionSchema,
  type SubmissionSummary,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { closingTimeText } from '../../platform/mail-dates.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findAgency } from '../invitations/index.ts';
import { findProject, findTenderById } from '../projects/index.ts';
import {
  deleteSubmission,
  findPlanTaker,
  findSubmission,
  insertPlanTaker,
  insertSubmission,
  updateSubmission,
} from './queries.ts';
import { getSubmission, submissionNotFound } from './service.ts';

/**
 * What the buyer does to submissions besides reading them: withdraw one once the bid has closed
 * (000 §4, `submissionBidNotClosed` otherwise), enter a hard copy in Closed or Awarded status, and
 * delete a hard copy (only those, `planTakerOnlyHardCopyDelete`).
 */

const withdrawnByAgency = 'Withdrawn by the agency';

/** PUT /submissions/withdraw/{id}: the agency withdraws a submission of a closed bid, and tells the supplier. */
export async function withdrawSubmission(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<SubmissionSummary> {
  const withdrawn = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const found = await findSubmission(tx, actor, id, { forUpdate: true });
    if (!found) throw submissionNotFound();
    const project = await findProject(tx, actor, found.project.id, { forUpdate: true });
    if (!canWithdrawSubmission(project.status)) throw new AppError(409, 'submissionBidNotClosed');
    const { submission, tender } = found;
    if (submission.status === 'withdrawn') throw new AppError(409, 'submissionAlreadyWithdrawn');
    const now = ctx.clock.now();
    await updateSubmission(tx, actor.customerId, id, {
      status: 'withdrawn',
      withdrawnAt: now,
      withdrawnReason: withdrawnByAgency,
      updatedAt: now,
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'submission.withdrawn',
      entityType: 'submission',
      entityId: id,
      before: { status: submission.status },
      after: { status: 'withdrawn', reason: withdrawnByAgency, tenderId: tender.id },
      projectId: project.id,
      companyName: submission.companyName,
      vendorId: submission.vendorId,
    });
    if (submission.contactEmail && !submission.isHardCopy) {
      const agency = (await findAgency(tx, actor.customerId)) ?? { displayName: '', timezone: 'UTC' };
      await enqueueNotice(tx, ctx, {
        customerId: actor.customerId,
        to: submission.contactEmail,
        kind: 'submissionWithdrawnByAgency',
        projectId: project.id,
        values: {
          CompanyName: submission.companyName,
          AgencyName: agency.displayName,
          ProjectTitle: project.number ? `${project.number} ${project.name}` : project.name,
          // A closed source has its closing time; a dash stands for one cleared before a manual close.
          ClosingDate: closingTimeText(tender.dateClosing, agency.timezone, 'en-CA') ?? '—',
        },
      });
    }
    return id;
  });
  return (await getSubmission(ctx, actor, withdrawn)) as SubmissionSummary;
}

/** POST /Submissions/HardCopy: a paper bid entered by the buyer, for a plan taker or a company named here. */
export async function enterHardCopy(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof hardCopySubmissionSchema>,
): Promise<SubmissionSummary> {
  const id = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const found = await findTenderById(tx, actor, input.tenderId);
    const project = await findProject(tx, actor, found.project.id, { forUpdate: true });
    if (!canEnterHardCopy(project.status)) throw new AppError(409, 'submissionHardCopyNotClosed');
    const now = ctx.clock.now();
    let planTaker =
      input.planTakerId === undefined
        ? undefined
        : await findPlanTaker(tx, actor.customerId, input.tenderId, input.planTakerId);
    if (input.planTakerId !== undefined && !planTaker) throw badRequest('submissionPlanTakerNotFound');
    if (!planTaker) {
      // A company that never registered: recorded as a plan taker added by the buyer (vendor null).
      planTaker = await insertPlanTaker(tx, {
        customerId: actor.customerId,
        tenderId: input.tenderId,
        companyName: input.companyName ?? '',
        email: input.email ?? '',
        addedById: actor.userId,
        registeredAt: now,
      });
    }
    const row = await insertSubmission(tx, {
      customerId: actor.customerId,
      tenderId: input.tenderId,
      companyName: planTaker.companyName,
      contactEmail: planTaker.email,
      status: 'complete',
      isHardCopy: true,
      submittedAt: new Date(input.submittedAt),
      vendorId: planTaker.vendorId,
      contactId: planTaker.contactId,
      planTakerId: planTaker.id,
      enteredById: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'submission.hardCopyEntered',
      entityType: 'submission',
      entityId: row.id,
      after: { tenderId: input.tenderId, planTakerId: planTaker.id, submittedAt: input.submittedAt },
      projectId: project.id,
      companyName: row.companyName,
      vendorId: row.vendorId,
    });
    return row.id;
  });
  return (await getSubmission(ctx, actor, id)) as SubmissionSummary;
}

/** DELETE /plantakers/HardCopySubmission?submissionId: removes a hard-copy submission (only those). */
export async function deleteHardCopy(
  ctx: AppContext,
  actor: Actor,
  submissionId: number,
): Promise<{ id: number }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const found = await findSubmission(tx, actor, submissionId, { forUpdate: true });
    if (!found) throw submissionNotFound();
    const { submission, project } = found;
    if (!submission.isHardCopy) throw new AppError(409, 'planTakerOnlyHardCopyDelete');
    await deleteSubmission(tx, actor.customerId, submissionId);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'submission.hardCopyDeleted',
      entityType: 'submission',
      entityId: submissionId,
      before: {
        tenderId: submission.tenderId,
        status: submission.status,
        submittedAt: submission.submittedAt?.toISOString() ?? null,
      },
      projectId: project.id,
      companyName: submission.companyName,
      vendorId: submission.vendorId,
    });
    return { id: submissionId };
  });
}
