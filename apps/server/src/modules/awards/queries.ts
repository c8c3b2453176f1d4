import { awardBlockingStatuses } from '@procura/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  awardApprovals,
  awards,
  dropdownOptions,
  projects,
  submissions,
  tenders,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type AwardRow = typeof awards.$inferSelect;
export type AwardWithNames = AwardRow & {
  companyName: string;
  vendorId: number | null;
  awardExceptionName: string | null;
};

/** Awards with their company's and exception's names and their project (one lookup each). */
function named(tx: Tx) {
  return tx
    .select({
      award: awards,
      companyName: submissions.companyName,
      vendorId: submissions.vendorId,
      awardExceptionName: dropdownOptions.name,
      projectId: projects.id,
    })
    .from(awards)
    .innerJoin(submissions, tenantJoin(submissions.id, awards.submissionId))
    .leftJoin(dropdownOptions, tenantJoin(dropdownOptions.id, awards.awardExceptionId))
    .innerJoin(tenders, tenantJoin(tenders.id, awards.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId));
}

const flatten = (row: {
  award: AwardRow;
  companyName: string;
  vendorId: number | null;
  awardExceptionName: string | null;
}) => ({
  ...row.award,
  companyName: row.companyName,
  vendorId: row.vendorId,
  awardExceptionName: row.awardExceptionName,
});

/** The awards of a source, in the order they were entered. */
export async function findAwardsOfTender(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<AwardWithNames[]> {
  const rows = await named(tx)
    .where(and(eq(awards.customerId, customerId), eq(awards.tenderId, tenderId)))
    .orderBy(asc(awards.id));
  return rows.map(flatten);
}

/** One award of the actor's agency and node with its project's id, or undefined. */
export async function findAwardOfNode(tx: Tx, actor: Actor, awardId: number) {
  const [row] = await named(tx).where(
    and(eq(awards.customerId, actor.customerId), eq(awards.id, awardId), eq(projects.nodeId, actor.nodeId)),
  );
  return row ? { award: flatten(row), projectId: row.projectId } : undefined;
}

export async function countAwards(tx: Tx, customerId: number, tenderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(awards)
    .where(and(eq(awards.customerId, customerId), eq(awards.tenderId, tenderId)));
  return row?.n ?? 0;
}

/** A complete submission of the source, or undefined. */
export async function findCompleteSubmission(
  tx: Tx,
  customerId: number,
  tenderId: number,
  submissionId: number,
) {
  const [row] = await tx
    .select({ id: submissions.id, companyName: submissions.companyName, vendorId: submissions.vendorId })
    .from(submissions)
    .where(
      and(
        eq(submissions.customerId, customerId),
        eq(submissions.tenderId, tenderId),
        eq(submissions.id, submissionId),
        eq(submissions.status, 'complete'),
        eq(submissions.isNoBid, false),
      ),
    );
  return row;
}

/** Whether `id` is an active entry of the agency's AwardExceptions list. */
export async function isActiveAwardException(tx: Tx, customerId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: dropdownOptions.id })
    .from(dropdownOptions)
    .where(
      and(
        eq(dropdownOptions.customerId, customerId),
        eq(dropdownOptions.list, 'awardException'),
        eq(dropdownOptions.id, id),
        eq(dropdownOptions.active, true),
      ),
    );
  return row !== undefined;
}

/** Whether an award refers to the exception `id` (it may then not be deleted). */
export async function isAwardExceptionUsed(tx: Tx, customerId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: awards.id })
    .from(awards)
    .where(and(eq(awards.customerId, customerId), eq(awards.awardExceptionId, id)))
    .limit(1);
  return row !== undefined;
}

/** The awards an agency displays to the public (the portal's awarded opportunity), in order. */
export async function findPublicAwards(tx: Tx, customerId: number, tenderId: number) {
  const rows = await findAwardsOfTender(tx, customerId, tenderId);
  return rows
    .filter((row) => row.displayToPublic)
    .map((row) => ({
      companyName: row.companyName,
      awardAmount: row.awardAmount === null ? null : Number(row.awardAmount),
    }));
}

/**
 * Where the source's award approvals stand, for the award phase and the Award action: pending
 * while one is sent and undecided, being corrected or declined; approved once one is approved.
 */
export async function approvalStateOf(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<'none' | 'pending' | 'approved'> {
  const rows = await tx
    .select({ status: awardApprovals.status })
    .from(awardApprovals)
    .where(and(eq(awardApprovals.customerId, customerId), eq(awardApprovals.tenderId, tenderId)));
  const statuses = rows.map((r) => r.status);
  if (statuses.some((s) => (awardBlockingStatuses as readonly string[]).includes(s))) return 'pending';
  return statuses.includes('Approved') ? 'approved' : 'none';
}

/** Once the project is awarded, its approved approvals are done with: Closed. */
export async function closeApprovedApprovals(tx: Tx, customerId: number, tenderId: number, now: Date) {
  await tx
    .update(awardApprovals)
    .set({ status: 'Closed', updatedAt: now })
    .where(
      and(
        eq(awardApprovals.customerId, customerId),
        eq(awardApprovals.tenderId, tenderId),
        eq(awardApprovals.status, 'Approved'),
      ),
    );
}

/** A new award's row; answers its id. */
export async function insertAward(tx: Tx, values: typeof awards.$inferInsert) {
  const [row] = await tx.insert(awards).values(values).returning({ id: awards.id });
  return row;
}

export async function updateAwardRow(
  tx: Tx,
  customerId: number,
  awardId: number,
  values: Partial<typeof awards.$inferInsert>,
) {
  await tx
    .update(awards)
    .set(values)
    .where(tenantRow(awards.id, customerId, awardId));
}

export async function deleteAwardRow(tx: Tx, customerId: number, awardId: number) {
  await tx.delete(awards).where(tenantRow(awards.id, customerId, awardId));
}
