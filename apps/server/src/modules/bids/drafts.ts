import type { submissions } from '../../db/schema/index.ts';
import { byVendor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { draftOf, findBidder, insertSubmission, type SubmissionRow, type TenderRow } from './queries.ts';

/**
 * A new submission of the signed-in supplier on the source (a draft or a no-bid), named after its
 * company and signed-in contact as they are now.
 */
export async function insertOwnSubmission(
  tx: Tx,
  supplier: SupplierContext,
  tender: TenderRow,
  now: Date,
  values: Pick<
    typeof submissions.$inferInsert,
    'status' | 'isNoBid' | 'noBidReason' | 'submittedAt' | 'planTakerId'
  >,
) {
  const bidder = await findBidder(tx, supplier.customerId, supplier.vendorId, supplier.contactId);
  const row = await insertSubmission(tx, {
    customerId: supplier.customerId,
    tenderId: tender.id,
    companyName: bidder.companyName,
    contactEmail: bidder.email,
    vendorId: supplier.vendorId,
    contactId: supplier.contactId,
    createdAt: now,
    updatedAt: now,
    ...values,
  });
  if (!row) throw new Error('submission not inserted');
  return { row, bidder };
}

/** The supplier's draft, made (empty) when it has none; `started` says it was made now. */
export async function findOrStartDraft(
  tx: Tx,
  ctx: AppContext,
  supplier: SupplierContext,
  tender: TenderRow,
  own: readonly SubmissionRow[],
  planTakerId: number,
): Promise<{ row: SubmissionRow; started: boolean }> {
  const existing = draftOf(own);
  if (existing) return { row: existing, started: false };
  const { row } = await insertOwnSubmission(tx, supplier, tender, ctx.clock.now(), {
    status: 'incomplete',
    planTakerId,
  });
  return { row, started: true };
}

export const draftStarted = (supplier: SupplierContext, row: SubmissionRow, projectId: number) => ({
  ...byVendor(supplier),
  action: 'submission.draftStarted',
  entityType: 'submission',
  entityId: row.id,
  projectId,
});

/** The supplier's draft, made (empty, sealed) when it has none. */
export async function ensureDraft(
  tx: Tx,
  ctx: AppContext,
  supplier: SupplierContext,
  tender: TenderRow,
  own: readonly SubmissionRow[],
  planTakerId: number,
): Promise<SubmissionRow> {
  const { row, started } = await findOrStartDraft(tx, ctx, supplier, tender, own, planTakerId);
  if (started) await recordAudit(tx, ctx.clock, draftStarted(supplier, row, tender.projectId));
  return row;
}
