import type { SubmissionStatus } from '@procura/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  nodes,
  planTakers,
  projects,
  submissionCompliance,
  submissionFiles,
  submissions,
  tenderBonds,
  tenderComplianceItems,
  tenders,
  tenderTables,
  tenderUploadRequirements,
  vendorContacts,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { isCompleteBid } from '../projects/index.ts';

/** SQL of the buyer's Submissions and Compliance tabs; every lookup is confined to the actor's node. */

export type SubmissionRow = typeof submissions.$inferSelect;
export type PlanTakerRow = typeof planTakers.$inferSelect;
export type SubmissionFileRow = typeof submissionFiles.$inferSelect;
export type ComplianceReviewRow = typeof submissionCompliance.$inferSelect;

const ofTender = (customerId: number, tenderId: number) =>
  and(eq(submissions.customerId, customerId), eq(submissions.tenderId, tenderId));

/** A page of a source's submissions with their contact's name, oldest first (by submission, then entry). */
export async function findSubmissionsPage(
  tx: Tx,
  customerId: number,
  tenderId: number,
  filter: { status?: SubmissionStatus; start: number; limit: number },
) {
  const where = and(
    ofTender(customerId, tenderId),
    filter.status ? eq(submissions.status, filter.status) : undefined,
  );
  const rows = await tx
    .select({
      submission: submissions,
      firstName: vendorContacts.firstName,
      lastName: vendorContacts.lastName,
    })
    .from(submissions)
    .leftJoin(vendorContacts, tenantJoin(vendorContacts.id, submissions.contactId))
    .where(where)
    .orderBy(asc(submissions.submittedAt), asc(submissions.id))
    .offset(filter.start)
    .limit(filter.limit);
  const [total] = await tx.select({ n: count() }).from(submissions).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A source's complete submissions in the order they were received. */
export async function findCompleteSubmissions(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<SubmissionRow[]> {
  return tx
    .select()
    .from(submissions)
    .where(and(ofTender(customerId, tenderId), isCompleteBid))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id));
}

/** The submission `id` when its source's project is in the actor's agency and node. */
export async function findSubmission(
  tx: Tx,
  actor: Actor,
  id: number,
  options: { forUpdate?: boolean } = {},
) {
  const query = tx
    .select({ submission: submissions, tender: tenders, project: projects })
    .from(submissions)
    .innerJoin(tenders, tenantJoin(tenders.id, submissions.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(
      and(
        eq(submissions.customerId, actor.customerId),
        eq(submissions.id, id),
        eq(projects.nodeId, actor.nodeId),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update', { of: submissions }) : await query;
  return row;
}

export async function findContactName(tx: Tx, customerId: number, contactId: number | null): Promise<string> {
  if (contactId === null) return '';
  const [row] = await tx
    .select({ firstName: vendorContacts.firstName, lastName: vendorContacts.lastName })
    .from(vendorContacts)
    .where(tenantRow(vendorContacts.id, customerId, contactId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

export async function updateSubmission(
  tx: Tx,
  customerId: number,
  id: number,
  changes: Partial<
    Pick<SubmissionRow, 'privateComments' | 'status' | 'withdrawnAt' | 'withdrawnReason' | 'updatedAt'>
  >,
): Promise<SubmissionRow> {
  const [row] = await tx
    .update(submissions)
    .set(changes)
    .where(tenantRow(submissions.id, customerId, id))
    .returning();
  if (!row) throw new Error('submission update returned nothing');
  return row;
}

export async function insertSubmission(
  tx: Tx,
  values: typeof submissions.$inferInsert,
): Promise<SubmissionRow> {
  const [row] = await tx.insert(submissions).values(values).returning();
  if (!row) throw new Error('submission insert returned nothing');
  return row;
}

export async function deleteSubmission(tx: Tx, customerId: number, id: number): Promise<void> {
  await tx.delete(submissions).where(tenantRow(submissions.id, customerId, id));
}

export async function findPlanTaker(tx: Tx, customerId: number, tenderId: number, id: number) {
  const [row] = await tx
    .select()
    .from(planTakers)
    .where(
      and(eq(planTakers.customerId, customerId), eq(planTakers.tenderId, tenderId), eq(planTakers.id, id)),
    );
  return row;
}

export async function insertPlanTaker(tx: Tx, values: typeof planTakers.$inferInsert): Promise<PlanTakerRow> {
  const [row] = await tx.insert(planTakers).values(values).returning();
  if (!row) throw new Error('plan taker insert returned nothing');
  return row;
}

/** The agency's minimum of submissions to unseal without an authorisation (the tender node's setting). */
export async function submissionsRequiredToUnseal(
  tx: Tx,
  customerId: number,
  nodeId: number,
): Promise<number> {
  const [row] = await tx
    .select({ required: nodes.submissionsRequiredToUnseal })
    .from(nodes)
    .where(tenantRow(nodes.id, customerId, nodeId));
  return row?.required ?? 1;
}

export async function setUnsealed(
  tx: Tx,
  customerId: number,
  tenderId: number,
  changes: Partial<
    Pick<typeof tenders.$inferSelect, 'priceUnsealedAt' | 'submissionUnsealedAt' | 'unsealedById'>
  >,
): Promise<void> {
  await tx
    .update(tenders)
    .set(changes)
    .where(tenantRow(tenders.id, customerId, tenderId));
}

export async function findFilesOf(
  tx: Tx,
  customerId: number,
  submissionId: number,
): Promise<SubmissionFileRow[]> {
  return tx
    .select()
    .from(submissionFiles)
    .where(and(eq(submissionFiles.customerId, customerId), eq(submissionFiles.submissionId, submissionId)))
    .orderBy(asc(submissionFiles.id));
}

export async function findUploadRequirementNames(tx: Tx, customerId: number, tenderId: number) {
  const rows = await tx
    .select({ id: tenderUploadRequirements.id, name: tenderUploadRequirements.name })
    .from(tenderUploadRequirements)
    .where(
      and(
        eq(tenderUploadRequirements.customerId, customerId),
        eq(tenderUploadRequirements.tenderId, tenderId),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findBondNames(tx: Tx, customerId: number, tenderId: number) {
  const rows = await tx
    .select({ id: tenderBonds.id, name: tenderBonds.name })
    .from(tenderBonds)
    .where(and(eq(tenderBonds.customerId, customerId), eq(tenderBonds.tenderId, tenderId)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Every form of a source, deleted ones too, in their order. */
export async function findFormTablesOfSource(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select()
    .from(tenderTables)
    .where(and(eq(tenderTables.customerId, customerId), eq(tenderTables.tenderId, tenderId)))
    .orderBy(asc(tenderTables.sortOrder), asc(tenderTables.id));
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

export async function findComplianceReviews(
  tx: Tx,
  customerId: number,
  submissionIds: readonly number[],
): Promise<ComplianceReviewRow[]> {
  if (submissionIds.length === 0) return [];
  return tx
    .select()
    .from(submissionCompliance)
    .where(
      and(
        eq(submissionCompliance.customerId, customerId),
        inArray(submissionCompliance.submissionId, [...submissionIds]),
      ),
    );
}

/** Writes the buyer's review of one item of one submission (one row per pair). */
export async function upsertComplianceReview(
  tx: Tx,
  values: typeof submissionCompliance.$inferInsert,
): Promise<ComplianceReviewRow> {
  const [row] = await tx
    .insert(submissionCompliance)
    .values(values)
    .onConflictDoUpdate({
      target: [
        submissionCompliance.customerId,
        submissionCompliance.submissionId,
        submissionCompliance.complianceItemId,
      ],
      set: {
        status: values.status,
        comment: values.comment,
        reviewedById: values.reviewedById,
        reviewedAt: values.reviewedAt,
      },
    })
    .returning();
  if (!row) throw new Error('compliance review upsert returned nothing');
  return row;
}
