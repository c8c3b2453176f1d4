import { awards } from '../../src/db/schema/index.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import type { TestApp } from '../harness.ts';
import { insertPendingApproval } from './approval-world.ts';
import { insertEvaluation } from './evaluation-world.ts';

/**
 * The award phase's rows of an agency's world, on one source and bid: an award, an approval
 * waiting on its approver and an evaluation with `userId` on its team; their ids by kind.
 */
export async function insertAwardRows(
  t: TestApp,
  place: { customerId: number; tenderId: number; submissionId: number; userId: number },
  mark: string,
) {
  const { customerId, tenderId, submissionId } = place;
  const [award] = await asSystem(t.database.db, (tx) =>
    tx.insert(awards).values({ customerId, tenderId, submissionId, valueNotes: mark }).returning(),
  );
  const approval = await insertPendingApproval(
    t,
    { customerId, tenderId, submissionId, createdBy: place.userId },
    mark,
  );
  const evaluation = await insertEvaluation(t, { customerId, tenderId, memberUserId: place.userId }, mark);
  return {
    approval,
    ids: {
      award: [award?.id ?? 0],
      awardApproval: [approval.approvalId],
      approvalWorkflow: [approval.workflowId],
      approvalDocument: [approval.documentId],
      evaluation: [evaluation.evaluationId],
      evaluationSection: [evaluation.sectionId],
      evaluationCriterion: [evaluation.criterionId],
      evaluationMember: [evaluation.memberId],
      reviewMeeting: [evaluation.reviewMeetingId],
    },
  };
}
