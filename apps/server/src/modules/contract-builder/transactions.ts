import { billingPeriodStatusOn, crossedThresholds, remainingTransactions } from '@procura/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { agencyToday } from '../customers/index.ts';
import { findLicenceOfAgency, lockBillingPeriods, updateBillingPeriod } from './licence-queries.ts';
import { asDated } from './licences.ts';

/**
 * Uses one transaction of the agency's current billing period, inside the caller's transaction
 * (the envelope's send): 409 contractBuilderNotLicensed, or noEnvelopesLeft when the current
 * period has none (or there is none). Crossing 25, 5 or 0 left mails the licence's contact once.
 */
export async function useTransaction(tx: Tx, ctx: AppContext, actor: Actor, what: Record<string, unknown>) {
  const licence = await findLicenceOfAgency(tx, actor.customerId);
  if (!licence?.allowContractBuilder) throw new AppError(409, 'contractBuilderNotLicensed');
  const today = await agencyToday(tx, actor.customerId, ctx.clock.now());
  const rows = await lockBillingPeriods(tx, actor.customerId, licence.id);
  const periods = rows.map(asDated);
  const current = periods.find((p) => billingPeriodStatusOn(p, periods, today) === 'Current');
  const before = remainingTransactions(periods, today);
  if (!current || before <= 0) throw new AppError(409, 'noEnvelopesLeft');
  const after = before - 1;
  const crossed = crossedThresholds(before, after).filter((n) => !current.reminded.includes(n));
  await updateBillingPeriod(tx, actor.customerId, current.id, {
    transactionUsed: current.transactionUsed + 1,
    reminded: [...current.reminded, ...crossed],
  });
  await recordAudit(tx, ctx.clock, {
    customerId: actor.customerId,
    actorUserId: actor.userId,
    actorLabel: `user:${actor.userId}`,
    action: 'contractBuilderLicence.transactionUsed',
    entityType: 'contractBuilderLicence',
    entityId: licence.id,
    after: { ...what, remaining: after },
  });
  for (const threshold of crossed) {
    await enqueueNotice(tx, ctx, {
      customerId: actor.customerId,
      to: licence.contactEmail,
      kind: 'contractBuilderReminder',
      values: {
        EnvelopesLeft: threshold === 0 ? 'No envelopes left' : `${threshold} envelopes left`,
        Details:
          threshold === 0
            ? 'Your agency has used every envelope of its current contract builder billing period.'
            : `Your agency has ${after} envelopes left in its current contract builder billing period (ending ${current.dateEnd}).`,
      },
    });
  }
  return after;
}
