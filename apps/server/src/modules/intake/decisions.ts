import { type IntakeRequest, type intakeDecisionSchema, intakeStatuses } from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { mailIntakeDecision } from './decision-mail.ts';
import { updateIntakeRequestRow } from './request-queries.ts';
import { answerRequest } from './requests.ts';
import { type IntakeStaff, requireIntakeRequest } from './staff-access.ts';

type Decision = z.output<typeof intakeDecisionSchema>;

/**
 * PUT api/intake/approvedeclineintake (001 §4): 2 approves, 3 declines with the reason (kept and
 * mailed to the requester, shown read-only afterwards). The row is locked first, so of two
 * decisions at once the second finds the first and is refused 409 intakeAlreadyDecided.
 */
export async function decideIntakeRequest(
  ctx: AppContext,
  staff: IntakeStaff,
  decision: Decision,
): Promise<IntakeRequest> {
  return inTenant(ctx.db, staff.customerId, async (tx) => {
    const row = await requireIntakeRequest(tx, staff, decision.intakeRequestId, { forUpdate: true });
    if (row.status !== intakeStatuses.pending) throw new AppError(409, 'intakeAlreadyDecided');
    const now = ctx.clock.now();
    // The approve call carries the word 'approve' as its reason: not a reason to keep.
    const declineReason = decision.status === intakeStatuses.declined ? decision.reason : null;
    const saved = await updateIntakeRequestRow(tx, row.customerId, row.id, {
      status: decision.status,
      declineReason,
      decidedById: staff.userId,
      decidedAt: now,
      modifiedByUserId: staff.userId,
      dateModifiedUtc: now,
    });
    await mailIntakeDecision(tx, ctx, saved);
    await recordAudit(tx, ctx.clock, {
      ...byActor(staff),
      action:
        decision.status === intakeStatuses.approved ? 'intakeRequest.approved' : 'intakeRequest.declined',
      entityType: 'intakeRequest',
      entityId: row.id,
      before: { status: row.status },
      after: { status: saved.status, declineReason },
    });
    return answerRequest(tx, staff, saved);
  });
}
