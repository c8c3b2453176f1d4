import type { AppContext } from '../../platform/context.ts';
import { agencyMayRead, isUnsealed } from '../../platform/sealing.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { formsOfSource, priceTotalsOf, readPrice } from './opening.ts';
import type { SubmissionRow } from './queries.ts';

/**
 * What a bid comes to over its source's price forms, for the agency (a supplier's submission
 * history, issue 22 §2): null while the source's price part is sealed, for a draft (never the
 * agency's to read) and for a hard copy (no price part was entered). The price is read through
 * openSealed like every other sealed read.
 */
export async function unsealedBidTotal(
  tx: Tx,
  ctx: AppContext,
  submission: SubmissionRow,
): Promise<number | null> {
  if (!submission.priceSealed || !agencyMayRead(submission)) return null;
  const ref = { customerId: submission.customerId, tenderId: submission.tenderId };
  if (!(await isUnsealed(tx, ref, 'price'))) return null;
  const forms = await formsOfSource(tx, submission.customerId, submission.tenderId);
  const totals = priceTotalsOf(forms, await readPrice(tx, ctx, submission));
  const cents = totals.reduce((sum, form) => sum + Math.round(Number(form.total) * 100), 0);
  return cents / 100;
}
