import type { Requirements } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { findAgency } from '../invitations/index.ts';
import type { BuildActor } from '../projects/index.ts';
import { lockChangeableSource } from '../projects/index.ts';
import { findCompletedSubmissions, markSubmissionsIncomplete } from './queries.ts';
import { requirementsAnswer } from './service.ts';
import { withdrawalMail } from './withdrawal-mail.ts';

/** Why these submissions became incomplete, as stored on them. */
export const requirementsChangedReason = 'requirementsChanged';

/**
 * POST /TenderRequirements/Unlock: the confirmed step of 000 §4 "changing submission requirements
 * or prompt pay on a project with completed submissions withdraws them after confirmation and
 * emails bidders" (decision 84). Every completed submission of the source becomes incomplete (its
 * answers kept), each bidder is mailed through the outbox, and each withdrawal is audited, all in
 * one transaction; the requirements are then free to change. 409 requirementsLocked once the
 * source is closed or awarded. With nothing to withdraw it changes nothing.
 */
export async function unlockRequirements(
  ctx: AppContext,
  actor: BuildActor,
  tenderId: number,
): Promise<Requirements> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { tender, project } = await lockChangeableSource(tx, actor, tenderId);
    const completed = await findCompletedSubmissions(tx, actor.customerId, tenderId);
    if (completed.length > 0) {
      const now = ctx.clock.now();
      await markSubmissionsIncomplete(
        tx,
        actor.customerId,
        completed.map((submission) => submission.id),
        now,
        requirementsChangedReason,
      );
      const agency = (await findAgency(tx, actor.customerId)) ?? { displayName: '', timezone: 'UTC' };
      for (const submission of completed) {
        await enqueueNotice(tx, ctx, {
          customerId: actor.customerId,
          to: submission.contactEmail,
          projectId: project.id,
          ...withdrawalMail({ agency, project, tender, submission, publicUrl: ctx.config.publicUrl }),
        });
        await recordAudit(tx, ctx.clock, {
          ...byActor(actor),
          action: 'submissions.withdrawn',
          entityType: 'submission',
          entityId: submission.id,
          before: { status: submission.status },
          after: { status: 'incomplete', reason: requirementsChangedReason, tenderId },
          projectId: project.id,
          companyName: submission.companyName,
          vendorId: submission.vendorId,
        });
      }
    }
    return requirementsAnswer(tx, project, tenderId);
  });
}
