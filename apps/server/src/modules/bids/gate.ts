import type { BidRefusal, TenderInput } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { findPlanTakerOfVendor } from '../plan-takers/index.ts';
import { missedMandatoryMeetings, type ProjectRow, type SubmissionRow, type TenderRow } from './queries.ts';

/** The source settings the bid reads (the jsonb document of tenderInputSchema). */
export type BidSettings = Pick<
  TenderInput,
  | 'submission'
  | 'allowMultipleSubmissions'
  | 'isAttendanceTrackingOn'
  | 'onlineSubmissionShowNoBid'
  | 'noBidEmail'
>;

export function settingsOf(tender: TenderRow): BidSettings {
  const stored = tender.settings;
  return {
    submission: stored.submission ?? 1,
    allowMultipleSubmissions: stored.allowMultipleSubmissions ?? false,
    isAttendanceTrackingOn: stored.isAttendanceTrackingOn ?? false,
    onlineSubmissionShowNoBid: stored.onlineSubmissionShowNoBid ?? false,
    noBidEmail: stored.noBidEmail ?? '',
  };
}

/**
 * Whether the source takes entries now by the server clock (000 §4): Open, with a closing time
 * still ahead. Exactly at the closing time it is closed (decision 131), as the closing job sees it.
 */
export function openRefusal(
  project: ProjectRow,
  tender: TenderRow,
  now: Date,
): Extract<BidRefusal, 'bidNotOpen' | 'bidClosingNotSet' | 'bidClosed'> | null {
  if (tender.dateClosing !== null && now.getTime() >= tender.dateClosing.getTime()) return 'bidClosed';
  if (project.status !== 'Open') return 'bidNotOpen';
  if (tender.dateClosing === null) return 'bidClosingNotSet';
  return null;
}

/** Whether the supplier has a submitted bid that stands (complete, not a no-bid). */
export const hasCompleteBid = (own: readonly SubmissionRow[]) =>
  own.some((s) => s.status === 'complete' && !s.isNoBid);

/**
 * Why this supplier may not enter or submit a bid now, the first reason of bidRefusals' order,
 * with its plan-taker registration when it has one.
 */
export async function bidGate(
  tx: Tx,
  ctx: AppContext,
  input: { project: ProjectRow; tender: TenderRow; vendorId: number; own: readonly SubmissionRow[] },
) {
  const { project, tender } = input;
  const settings = settingsOf(tender);
  const now = ctx.clock.now();
  const planTaker = await findPlanTakerOfVendor(tx, tender.customerId, tender.id, input.vendorId);
  const refusal = await (async (): Promise<BidRefusal | null> => {
    if (settings.submission !== 1) return 'bidNotOnline';
    const closed = openRefusal(project, tender, now);
    if (closed) return closed;
    if (!planTaker) return 'bidNotPlanTaker';
    if (settings.isAttendanceTrackingOn) {
      const missed = await missedMandatoryMeetings(tx, tender.customerId, tender.id, planTaker.id, now);
      if (missed.length > 0) return 'bidMissedMandatoryMeeting';
    }
    if (!settings.allowMultipleSubmissions && hasCompleteBid(input.own)) return 'bidAlreadySubmitted';
    return null;
  })();
  return { refusal, planTaker, settings, now };
}

/** Refuses with the gate's reason (409: the opportunity's state, not the input, stands in the way). */
export function assertMayBid(refusal: BidRefusal | null): void {
  if (refusal) throw new AppError(409, refusal);
}
