import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import {
  customers,
  meetingAttendance,
  type projects,
  submissionFiles,
  submissions,
  tenderComplianceItems,
  tenderMeetings,
  type tenders,
  vendors,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { tenantRow } from '../../platform/query.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { supplierOpportunity } from '../portal/index.ts';
import { findSignedInContact } from '../suppliers/index.ts';

/**
 * Reads of the supplier's bid: every query names the supplier's agency, and the supplier's own
 * rows name its vendor, so another supplier's draft or another agency's project is simply not found.
 */

export type ProjectRow = typeof projects.$inferSelect;
export type TenderRow = typeof tenders.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
export type SubmissionFileRow = typeof submissionFiles.$inferSelect;

/** Statuses in which suppliers see an opportunity (published, and after); others answer 404. */
export const publishedStatuses = ['Open', 'Unofficial_Results', 'Closed', 'Awarded'] as const;

export const submissionNotFound = () => new AppError(404, 'notFound');

/**
 * The published opportunity of the supplier's portal path and its source (the portal's one
 * reading, so an invited-only source needs an invitation).
 */
export function findOpportunity(
  tx: Tx,
  supplier: Pick<SupplierContext, 'customerId' | 'tenderNodeId' | 'vendorId'>,
  projectId: number,
): Promise<{ project: ProjectRow; tender: TenderRow }> {
  return supplierOpportunity(tx, supplier, projectId, { statuses: publishedStatuses });
}

/**
 * The opportunity, locked for a change to the supplier's own bid. The project row is locked for
 * share: closing and the buyer's status changes (which lock it for update) wait for the bids in
 * flight, and bids wait for them, while many suppliers' bids go side by side (a closing surge
 * queued on one exclusive lock: decision 206). The supplier's vendor row is locked for
 * update, so one supplier's own calls (two submits, a save and a submit) still take turns.
 */
export async function lockOpportunityForBid(
  tx: Tx,
  supplier: Pick<SupplierContext, 'customerId' | 'tenderNodeId' | 'vendorId'>,
  projectId: number,
): Promise<{ project: ProjectRow; tender: TenderRow }> {
  const found = await supplierOpportunity(tx, supplier, projectId, {
    statuses: publishedStatuses,
    lock: 'share',
  });
  await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(tenantRow(vendors.id, supplier.customerId, supplier.vendorId))
    .for('update');
  return found;
}

export async function findAgencyTimezone(tx: Tx, customerId: number): Promise<string> {
  const [row] = await tx
    .select({ timezone: customers.timezone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.timezone ?? 'UTC';
}

/** Mandatory meetings of the source that have passed without the plan taker's recorded attendance. */
export async function missedMandatoryMeetings(
  tx: Tx,
  customerId: number,
  tenderId: number,
  planTakerId: number,
  now: Date,
): Promise<number[]> {
  const passed = await tx
    .select({ id: tenderMeetings.id })
    .from(tenderMeetings)
    .where(
      and(
        eq(tenderMeetings.customerId, customerId),
        eq(tenderMeetings.tenderId, tenderId),
        eq(tenderMeetings.isMandatory, true),
        lt(tenderMeetings.date, now),
      ),
    );
  if (passed.length === 0) return [];
  const attended = await tx
    .select({ meetingId: meetingAttendance.meetingId })
    .from(meetingAttendance)
    .where(
      and(
        eq(meetingAttendance.customerId, customerId),
        eq(meetingAttendance.planTakerId, planTakerId),
        eq(meetingAttendance.attended, true),
        inArray(
          meetingAttendance.meetingId,
          passed.map((m) => m.id),
        ),
      ),
    );
  const present = new Set(attended.map((a) => a.meetingId));
  return passed.map((m) => m.id).filter((id) => !present.has(id));
}

/** The supplier's own submissions to the source (bids and no-bids), newest first. */
export async function findOwnSubmissions(tx: Tx, customerId: number, tenderId: number, vendorId: number) {
  return tx
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.customerId, customerId),
        eq(submissions.tenderId, tenderId),
        eq(submissions.vendorId, vendorId),
      ),
    )
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
}

/** One of the supplier's own submissions to the source, or 404 (another supplier's is not found). */
export async function findOwnSubmission(
  tx: Tx,
  customerId: number,
  tenderId: number,
  vendorId: number,
  submissionId: number,
  options: { forUpdate?: boolean } = {},
): Promise<SubmissionRow> {
  const query = tx
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.customerId, customerId),
        eq(submissions.tenderId, tenderId),
        eq(submissions.vendorId, vendorId),
        eq(submissions.id, submissionId),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw submissionNotFound();
  return row;
}

/** The supplier's draft: its submission still being entered (incomplete, not a no-bid), if any. */
export function draftOf(own: readonly SubmissionRow[]): SubmissionRow | undefined {
  return own.find((s) => s.status === 'incomplete' && !s.isNoBid);
}

export async function findFilesOf(tx: Tx, customerId: number, submissionId: number) {
  return tx
    .select()
    .from(submissionFiles)
    .where(and(eq(submissionFiles.customerId, customerId), eq(submissionFiles.submissionId, submissionId)))
    .orderBy(asc(submissionFiles.id));
}

export async function findComplianceItems(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select()
    .from(tenderComplianceItems)
    .where(
      and(eq(tenderComplianceItems.customerId, customerId), eq(tenderComplianceItems.tenderId, tenderId)),
    )
    .orderBy(asc(tenderComplianceItems.sortOrder), asc(tenderComplianceItems.id));
}

/** The supplier's company and the signed-in contact, as a submission records them. */
export async function findBidder(tx: Tx, customerId: number, vendorId: number, contactId: number) {
  const row = await findSignedInContact(tx, { customerId, vendorId, contactId });
  if (!row) throw new AppError(401, 'unauthorized');
  return row;
}

/** A new submission's row, as inserted. */
export async function insertSubmission(tx: Tx, values: typeof submissions.$inferInsert) {
  const [row] = await tx.insert(submissions).values(values).returning();
  return row;
}

type SubmissionValues = Partial<typeof submissions.$inferInsert>;

export async function updateSubmission(
  tx: Tx,
  customerId: number,
  submissionId: number,
  values: SubmissionValues,
) {
  await tx
    .update(submissions)
    .set(values)
    .where(tenantRow(submissions.id, customerId, submissionId));
}

/** updateSubmission answering the row as it now is (the submitted bid, for its receipt). */
export async function updateSubmissionReturning(
  tx: Tx,
  customerId: number,
  submissionId: number,
  values: SubmissionValues,
) {
  const [row] = await tx
    .update(submissions)
    .set(values)
    .where(tenantRow(submissions.id, customerId, submissionId))
    .returning();
  return row;
}

/** A new file's row of a draft, as inserted. */
export async function insertSubmissionFile(tx: Tx, values: typeof submissionFiles.$inferInsert) {
  const [row] = await tx.insert(submissionFiles).values(values).returning();
  return row;
}

export async function deleteSubmissionFile(tx: Tx, customerId: number, fileId: number) {
  await tx.delete(submissionFiles).where(tenantRow(submissionFiles.id, customerId, fileId));
}
