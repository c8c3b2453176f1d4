import { and, eq, inArray, isNull } from 'drizzle-orm';
import { approverSessions, awardApprovalWorkflows } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** Writes to an approval's people, and the links and approver sessions they are given. */

type PersonValues = Partial<typeof awardApprovalWorkflows.$inferInsert>;

export async function insertPerson(tx: Tx, values: typeof awardApprovalWorkflows.$inferInsert) {
  await tx.insert(awardApprovalWorkflows).values(values);
}

/** Changes one person's columns. */
export async function updatePersonRow(tx: Tx, customerId: number, workflowId: number, values: PersonValues) {
  await tx
    .update(awardApprovalWorkflows)
    .set(values)
    .where(tenantRow(awardApprovalWorkflows.id, customerId, workflowId));
}

/** One statement for the same change to several people of an approval. */
export async function updatePeopleRows(
  tx: Tx,
  customerId: number,
  workflowIds: number[],
  values: PersonValues,
) {
  if (workflowIds.length === 0) return;
  await tx
    .update(awardApprovalWorkflows)
    .set(values)
    .where(
      and(eq(awardApprovalWorkflows.customerId, customerId), inArray(awardApprovalWorkflows.id, workflowIds)),
    );
}

export async function deletePersonRow(tx: Tx, customerId: number, workflowId: number) {
  await tx.delete(awardApprovalWorkflows).where(tenantRow(awardApprovalWorkflows.id, customerId, workflowId));
}

/**
 * The agency of the person an emailed link was issued to, when the link's token, step and approval
 * match, or undefined. Read across agencies: the link names none.
 */
export async function findLinkOwner(tx: Tx, linkTokenHash: string, workflowId: number, approvalId: number) {
  const [row] = await tx
    .select({ customerId: awardApprovalWorkflows.customerId })
    .from(awardApprovalWorkflows)
    .where(
      and(
        eq(awardApprovalWorkflows.linkTokenHash, linkTokenHash),
        eq(awardApprovalWorkflows.id, workflowId),
        eq(awardApprovalWorkflows.approvalId, approvalId),
      ),
    );
  return row;
}

export async function insertApproverSession(tx: Tx, values: typeof approverSessions.$inferInsert) {
  await tx.insert(approverSessions).values(values);
}

/** The approver session with this token hash that has not ended, with its approval, or undefined. */
export async function findOpenApproverSession(tx: Tx, hash: string) {
  const [row] = await tx
    .select({ session: approverSessions, approvalId: awardApprovalWorkflows.approvalId })
    .from(approverSessions)
    .innerJoin(awardApprovalWorkflows, tenantJoin(awardApprovalWorkflows.id, approverSessions.workflowId))
    .where(and(eq(approverSessions.tokenHash, hash), isNull(approverSessions.endedAt)));
  return row;
}
