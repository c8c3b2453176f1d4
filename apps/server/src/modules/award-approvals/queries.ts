import type { ApprovalStatus } from '@procura/contract';
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import {
  approverSessions,
  awardApprovalDocuments,
  awardApprovals,
  awardApprovalWorkflows,
  awards,
  customers,
  projects,
  submissions,
  tenders,
  users,
} from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type ApprovalRow = typeof awardApprovals.$inferSelect;
export type DocumentRow = typeof awardApprovalDocuments.$inferSelect;
export type PersonRow = typeof awardApprovalWorkflows.$inferSelect;
export type ApprovalWithNames = ApprovalRow & {
  status: ApprovalStatus;
  companyName: string;
  projectId: number;
  projectName: string;
  projectNumber: string;
  projectStatus: string;
};

/** Approvals with their supplier's name and their project (one join each). */
function named(tx: Tx) {
  return tx
    .select({
      approval: awardApprovals,
      companyName: submissions.companyName,
      projectId: projects.id,
      projectName: projects.name,
      projectNumber: projects.number,
      projectStatus: projects.status,
      nodeId: projects.nodeId,
    })
    .from(awardApprovals)
    .innerJoin(submissions, tenantJoin(submissions.id, awardApprovals.submissionId))
    .innerJoin(tenders, tenantJoin(tenders.id, awardApprovals.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId));
}

type NamedRow = Awaited<ReturnType<ReturnType<typeof named>['execute']>>[number];

const flatten = (row: NamedRow): ApprovalWithNames => ({
  ...row.approval,
  status: row.approval.status,
  companyName: row.companyName,
  projectId: row.projectId,
  projectName: row.projectName,
  projectNumber: row.projectNumber,
  projectStatus: row.projectStatus,
});

/** The approvals of a source, oldest first. */
export async function findApprovalsOfTender(tx: Tx, customerId: number, tenderId: number) {
  const rows = await named(tx)
    .where(and(eq(awardApprovals.customerId, customerId), eq(awardApprovals.tenderId, tenderId)))
    .orderBy(asc(awardApprovals.id));
  return rows.map(flatten);
}

/** One approval of the actor's agency and node, locked for a write when asked, or undefined. */
export async function findApprovalOfNode(
  tx: Tx,
  actor: Actor,
  approvalId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ApprovalWithNames | undefined> {
  const query = named(tx).where(
    and(
      eq(awardApprovals.customerId, actor.customerId),
      eq(awardApprovals.id, approvalId),
      eq(projects.nodeId, actor.nodeId),
    ),
  );
  const [row] = options.forUpdate ? await query.for('update', { of: awardApprovals }) : await query;
  return row ? flatten(row) : undefined;
}

/** One approval of an agency by id alone (the approver's session names the agency), or undefined. */
export async function findApproval(
  tx: Tx,
  customerId: number,
  approvalId: number,
  options: { forUpdate?: boolean } = {},
) {
  const query = named(tx).where(tenantRow(awardApprovals.id, customerId, approvalId));
  const [row] = options.forUpdate ? await query.for('update', { of: awardApprovals }) : await query;
  return row ? flatten(row) : undefined;
}

export async function documentsOf(tx: Tx, customerId: number, approvalIds: number[]) {
  if (approvalIds.length === 0) return [];
  return tx
    .select()
    .from(awardApprovalDocuments)
    .where(
      and(
        eq(awardApprovalDocuments.customerId, customerId),
        inArray(awardApprovalDocuments.approvalId, approvalIds),
      ),
    )
    .orderBy(asc(awardApprovalDocuments.sortOrder), asc(awardApprovalDocuments.id));
}

export async function peopleOf(tx: Tx, customerId: number, approvalIds: number[]) {
  if (approvalIds.length === 0) return [];
  return tx
    .select()
    .from(awardApprovalWorkflows)
    .where(
      and(
        eq(awardApprovalWorkflows.customerId, customerId),
        inArray(awardApprovalWorkflows.approvalId, approvalIds),
      ),
    )
    .orderBy(asc(awardApprovalWorkflows.sortOrder), asc(awardApprovalWorkflows.id));
}

/** The next position at the end of an approval's documents or people. */
export async function nextSortOrder(
  tx: Tx,
  table: typeof awardApprovalDocuments | typeof awardApprovalWorkflows,
  customerId: number,
  approvalId: number,
): Promise<number> {
  const [row] = await tx
    .select({ last: max(table.sortOrder) })
    .from(table)
    .where(and(eq(table.customerId, customerId), eq(table.approvalId, approvalId)));
  return (row?.last ?? 0) + 1;
}

/** Ends every open approver session of a person (a new link, a cancelled approval, a removal). */
export async function endApproverSessions(tx: Tx, clock: Clock, customerId: number, workflowIds: number[]) {
  if (workflowIds.length === 0) return;
  await tx
    .update(approverSessions)
    .set({ endedAt: clock.now() })
    .where(
      and(
        eq(approverSessions.customerId, customerId),
        inArray(approverSessions.workflowId, workflowIds),
        isNull(approverSessions.endedAt),
      ),
    );
}

/** A new approval's row; answers its id. */
export async function insertApproval(tx: Tx, values: typeof awardApprovals.$inferInsert) {
  const [row] = await tx.insert(awardApprovals).values(values).returning({ id: awardApprovals.id });
  return row;
}

/** Changes an approval's columns (its settings, or its status and what goes with it). */
export async function updateApprovalRow(
  tx: Tx,
  customerId: number,
  approvalId: number,
  values: Partial<typeof awardApprovals.$inferInsert>,
) {
  await tx
    .update(awardApprovals)
    .set(values)
    .where(tenantRow(awardApprovals.id, customerId, approvalId));
}

export async function deleteApprovalRow(tx: Tx, customerId: number, approvalId: number) {
  await tx.delete(awardApprovals).where(tenantRow(awardApprovals.id, customerId, approvalId));
}

/** A new document's row; answers its id. */
export async function insertDocument(tx: Tx, values: typeof awardApprovalDocuments.$inferInsert) {
  const [row] = await tx
    .insert(awardApprovalDocuments)
    .values(values)
    .returning({ id: awardApprovalDocuments.id });
  return row;
}

export async function deleteDocumentRow(tx: Tx, customerId: number, documentId: number) {
  await tx.delete(awardApprovalDocuments).where(tenantRow(awardApprovalDocuments.id, customerId, documentId));
}

export async function setDocumentSortOrder(
  tx: Tx,
  customerId: number,
  documentId: number,
  sortOrder: number,
) {
  await tx
    .update(awardApprovalDocuments)
    .set({ sortOrder })
    .where(tenantRow(awardApprovalDocuments.id, customerId, documentId));
}

/** The award of the approval's supplier on its source, for the summary report, or undefined. */
export async function findAwardOfSubmission(
  tx: Tx,
  customerId: number,
  tenderId: number,
  submissionId: number,
) {
  const [award] = await tx
    .select({ awardAmount: awards.awardAmount, awardDate: awards.awardDate })
    .from(awards)
    .where(
      and(
        eq(awards.customerId, customerId),
        eq(awards.tenderId, tenderId),
        eq(awards.submissionId, submissionId),
      ),
    );
  return award;
}

/** The agency's display name, or undefined. */
export async function findAgencyName(tx: Tx, customerId: number): Promise<string | undefined> {
  const [agency] = await tx
    .select({ name: customers.displayName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return agency?.name;
}

/** Where to mail a team member (an approval's maker), or undefined. */
export async function findUserMailbox(tx: Tx, customerId: number, userId: number) {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(tenantRow(users.id, customerId, userId));
  return user;
}

/** An active, not deleted team member's name and email, or undefined. */
export async function findActiveUserIdentity(tx: Tx, customerId: number, userId: number) {
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        eq(users.id, userId),
        eq(users.inActive, false),
        eq(users.deleted, false),
      ),
    );
  return user;
}
