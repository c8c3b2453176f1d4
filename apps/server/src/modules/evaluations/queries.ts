import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  evaluationCriteria,
  evaluationMeetings,
  evaluationScores,
  evaluationSections,
  evaluationSuppliers,
  evaluations,
  evaluationTeam,
  projects,
  submissions,
  tenders,
  users,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type EvaluationRow = typeof evaluations.$inferSelect;
export type CriterionRow = typeof evaluationCriteria.$inferSelect;
export type MemberRow = typeof evaluationTeam.$inferSelect;

/** Evaluations with their project, to check the node and name the project. */
function withProject(tx: Tx) {
  return tx
    .select({
      evaluation: evaluations,
      projectId: projects.id,
      projectName: projects.name,
      projectNumber: projects.number,
      projectStatus: projects.status,
      nodeId: projects.nodeId,
    })
    .from(evaluations)
    .innerJoin(tenders, tenantJoin(tenders.id, evaluations.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId));
}

export type EvaluationWithProject = Awaited<ReturnType<ReturnType<typeof withProject>['execute']>>[number];

/** One evaluation of the actor's agency and node (locked for a write when asked), or undefined. */
export async function findEvaluationOfNode(
  tx: Tx,
  actor: Actor,
  evaluationId: number,
  options: { forUpdate?: boolean } = {},
): Promise<EvaluationWithProject | undefined> {
  const query = withProject(tx).where(
    and(
      eq(evaluations.customerId, actor.customerId),
      eq(evaluations.id, evaluationId),
      eq(projects.nodeId, actor.nodeId),
    ),
  );
  const [row] = options.forUpdate ? await query.for('update', { of: evaluations }) : await query;
  return row;
}

export async function findEvaluationOfTender(tx: Tx, customerId: number, tenderId: number) {
  const [row] = await withProject(tx).where(
    and(eq(evaluations.customerId, customerId), eq(evaluations.tenderId, tenderId)),
  );
  return row;
}

/** The evaluations a user is on the team of, oldest first, each with the user's seat. */
export async function findEvaluationsOfMember(tx: Tx, customerId: number, userId: number) {
  const members = await tx
    .select()
    .from(evaluationTeam)
    .where(and(eq(evaluationTeam.customerId, customerId), eq(evaluationTeam.userId, userId)));
  if (members.length === 0) return [];
  const rows = await withProject(tx)
    .where(
      and(
        eq(evaluations.customerId, customerId),
        inArray(
          evaluations.id,
          members.map((m) => m.evaluationId),
        ),
      ),
    )
    .orderBy(asc(evaluations.id));
  return rows.flatMap((found) => {
    const member = members.find((m) => m.evaluationId === found.evaluation.id);
    return member ? [{ found, member }] : [];
  });
}

export async function sectionsOf(tx: Tx, customerId: number, evaluationId: number) {
  return tx
    .select()
    .from(evaluationSections)
    .where(
      and(eq(evaluationSections.customerId, customerId), eq(evaluationSections.evaluationId, evaluationId)),
    )
    .orderBy(asc(evaluationSections.sortOrder), asc(evaluationSections.id));
}

export async function criteriaOf(tx: Tx, customerId: number, evaluationId: number) {
  return tx
    .select()
    .from(evaluationCriteria)
    .where(
      and(eq(evaluationCriteria.customerId, customerId), eq(evaluationCriteria.evaluationId, evaluationId)),
    )
    .orderBy(asc(evaluationCriteria.sortOrder), asc(evaluationCriteria.id));
}

export async function teamOf(tx: Tx, customerId: number, evaluationId: number) {
  return tx
    .select({
      member: evaluationTeam,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(evaluationTeam)
    .innerJoin(users, tenantJoin(users.id, evaluationTeam.userId))
    .where(and(eq(evaluationTeam.customerId, customerId), eq(evaluationTeam.evaluationId, evaluationId)))
    .orderBy(asc(evaluationTeam.id));
}

export async function meetingsOf(tx: Tx, customerId: number, evaluationId: number) {
  return tx
    .select()
    .from(evaluationMeetings)
    .where(
      and(eq(evaluationMeetings.customerId, customerId), eq(evaluationMeetings.evaluationId, evaluationId)),
    )
    .orderBy(asc(evaluationMeetings.startsAt), asc(evaluationMeetings.id));
}

/** The source's complete bids (no-bid answers and drafts are not evaluated), with their standing. */
export async function suppliersOf(tx: Tx, customerId: number, evaluation: { id: number; tenderId: number }) {
  return tx
    .select({
      submission: submissions,
      status: evaluationSuppliers.status,
      reason: evaluationSuppliers.reason,
    })
    .from(submissions)
    .leftJoin(
      evaluationSuppliers,
      and(
        eq(evaluationSuppliers.customerId, submissions.customerId),
        eq(evaluationSuppliers.evaluationId, evaluation.id),
        eq(evaluationSuppliers.submissionId, submissions.id),
      ),
    )
    .where(
      and(
        eq(submissions.customerId, customerId),
        eq(submissions.tenderId, evaluation.tenderId),
        eq(submissions.status, 'complete'),
        eq(submissions.isNoBid, false),
      ),
    )
    .orderBy(asc(submissions.companyName), asc(submissions.id));
}

export async function scoresOf(tx: Tx, customerId: number, evaluationId: number, memberIds?: number[]) {
  const conditions = [
    eq(evaluationScores.customerId, customerId),
    eq(evaluationScores.evaluationId, evaluationId),
  ];
  if (memberIds) {
    if (memberIds.length === 0) return [];
    conditions.push(inArray(evaluationScores.memberId, memberIds));
  }
  return tx
    .select()
    .from(evaluationScores)
    .where(and(...conditions));
}

/** The evaluation's source row (for its sealing state). */
export async function tenderOf(tx: Tx, customerId: number, tenderId: number) {
  const [row] = await tx
    .select()
    .from(tenders)
    .where(tenantRow(tenders.id, customerId, tenderId));
  if (!row) throw new Error('an evaluation without its source');
  return row;
}
