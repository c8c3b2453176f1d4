import { and, eq } from 'drizzle-orm';
import {
  evaluationCriteria,
  evaluationMeetings,
  evaluationScores,
  evaluationSections,
  evaluationSuppliers,
  evaluations,
  evaluationTeam,
  users,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { MemberRow } from './queries.ts';

/** The statements that change an evaluation and its parts; reads are in queries.ts. */

type EvaluationValues = Partial<typeof evaluations.$inferInsert>;
type CriterionValues = Omit<typeof evaluationCriteria.$inferInsert, 'customerId' | 'id' | 'evaluationId'>;
type MeetingValues = { startsAt: Date; location: string; notes: string };
type ScoreKey = {
  customerId: number;
  evaluationId: number;
  memberId: number;
  submissionId: number;
  criterionId: number;
};
type ScoreValues = { score: string | null; comment: string; updatedAt: Date };
type SupplierStanding = { status: string; reason: string };

export async function insertEvaluation(
  tx: Tx,
  values: { customerId: number; tenderId: number; ndaTemplate: string; conflictTemplate: string },
) {
  const [row] = await tx.insert(evaluations).values(values).returning({ id: evaluations.id });
  return row;
}

export async function updateEvaluation(tx: Tx, customerId: number, id: number, values: EvaluationValues) {
  await tx
    .update(evaluations)
    .set(values)
    .where(tenantRow(evaluations.id, customerId, id));
}

export async function touchEvaluation(tx: Tx, customerId: number, id: number, at: Date) {
  await tx
    .update(evaluations)
    .set({ updatedAt: at })
    .where(tenantRow(evaluations.id, customerId, id));
}

// ---- Sections and criteria ----

export async function insertSection(
  tx: Tx,
  values: { customerId: number; evaluationId: number; name: string; sortOrder: number },
) {
  await tx.insert(evaluationSections).values(values);
}

export async function updateSectionName(tx: Tx, customerId: number, id: number, name: string) {
  await tx
    .update(evaluationSections)
    .set({ name })
    .where(tenantRow(evaluationSections.id, customerId, id));
}

export async function deleteSectionRow(tx: Tx, customerId: number, id: number) {
  await tx.delete(evaluationSections).where(tenantRow(evaluationSections.id, customerId, id));
}

export async function insertCriterion(
  tx: Tx,
  customerId: number,
  evaluationId: number,
  values: CriterionValues,
) {
  await tx.insert(evaluationCriteria).values({ customerId, evaluationId, ...values });
}

export async function updateCriterionRow(
  tx: Tx,
  customerId: number,
  id: number,
  values: Partial<CriterionValues>,
) {
  await tx
    .update(evaluationCriteria)
    .set(values)
    .where(tenantRow(evaluationCriteria.id, customerId, id));
}

export async function deleteCriterionRow(tx: Tx, customerId: number, id: number) {
  await tx.delete(evaluationCriteria).where(tenantRow(evaluationCriteria.id, customerId, id));
}

/** Every criterion of the evaluation back to worth 0, as another scoring method asks. */
export async function resetCriteriaWorth(tx: Tx, customerId: number, evaluationId: number) {
  await tx
    .update(evaluationCriteria)
    .set({ worth: '0' })
    .where(
      and(eq(evaluationCriteria.customerId, customerId), eq(evaluationCriteria.evaluationId, evaluationId)),
    );
}

// ---- The team ----

/** The user, when an active, non-deleted user of the agency. */
export async function findActiveUser(tx: Tx, customerId: number, userId: number) {
  const [user] = await tx
    .select({ id: users.id })
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

export async function insertMember(
  tx: Tx,
  values: { customerId: number; evaluationId: number; userId: number },
) {
  await tx.insert(evaluationTeam).values(values);
}

export async function updateMember(tx: Tx, customerId: number, id: number, values: Partial<MemberRow>) {
  await tx
    .update(evaluationTeam)
    .set(values)
    .where(tenantRow(evaluationTeam.id, customerId, id));
}

export async function deleteMember(tx: Tx, customerId: number, id: number) {
  await tx.delete(evaluationTeam).where(tenantRow(evaluationTeam.id, customerId, id));
}

/** An evaluator's score of one criterion of one supplier, written over the one saved before. */
export async function upsertScore(tx: Tx, key: ScoreKey, values: ScoreValues) {
  await tx
    .insert(evaluationScores)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [
        evaluationScores.customerId,
        evaluationScores.memberId,
        evaluationScores.submissionId,
        evaluationScores.criterionId,
      ],
      set: values,
    });
}

// ---- Review meetings and suppliers ----

export async function insertMeeting(tx: Tx, customerId: number, evaluationId: number, values: MeetingValues) {
  await tx.insert(evaluationMeetings).values({ customerId, evaluationId, ...values });
}

/** The ids of the meetings changed: none when the evaluation has no such meeting. */
export async function updateMeetingRow(
  tx: Tx,
  customerId: number,
  evaluationId: number,
  id: number,
  values: MeetingValues,
) {
  return tx
    .update(evaluationMeetings)
    .set(values)
    .where(
      and(
        eq(evaluationMeetings.customerId, customerId),
        eq(evaluationMeetings.evaluationId, evaluationId),
        eq(evaluationMeetings.id, id),
      ),
    )
    .returning({ id: evaluationMeetings.id });
}

/** The ids of the meetings deleted: none when the evaluation has no such meeting. */
export async function deleteMeetingRow(tx: Tx, customerId: number, evaluationId: number, id: number) {
  return tx
    .delete(evaluationMeetings)
    .where(
      and(
        eq(evaluationMeetings.customerId, customerId),
        eq(evaluationMeetings.evaluationId, evaluationId),
        eq(evaluationMeetings.id, id),
      ),
    )
    .returning({ id: evaluationMeetings.id });
}

export async function upsertSupplierStanding(
  tx: Tx,
  key: { customerId: number; evaluationId: number; submissionId: number },
  standing: SupplierStanding,
) {
  await tx
    .insert(evaluationSuppliers)
    .values({ ...key, ...standing })
    .onConflictDoUpdate({
      target: [
        evaluationSuppliers.customerId,
        evaluationSuppliers.evaluationId,
        evaluationSuppliers.submissionId,
      ],
      set: standing,
    });
}
