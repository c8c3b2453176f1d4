import {
  evaluationCriteria,
  evaluationMeetings,
  evaluationSections,
  evaluations,
  evaluationTeam,
} from '../../src/db/schema/index.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import type { TestApp } from '../harness.ts';

/**
 * A bid evaluation of a source written straight into the database: a section, a scored criterion,
 * a review meeting and `memberUserId` on the team with the NDA accepted and no conflict, so the
 * security suites reach the evaluator's calls as well as the buyer's.
 */
export async function insertEvaluation(
  t: TestApp,
  place: { customerId: number; tenderId: number; memberUserId: number },
  mark: string,
  status: 'Draft' | 'In Progress' = 'In Progress',
) {
  const { customerId } = place;
  return asSystem(t.database.db, async (tx) => {
    const [evaluation] = await tx
      .insert(evaluations)
      .values({ customerId, tenderId: place.tenderId, status, ndaTemplate: `${mark} NDA` })
      .returning();
    if (!evaluation) throw new Error('evaluation not inserted');
    const evaluationId = evaluation.id;
    const [section] = await tx
      .insert(evaluationSections)
      .values({ customerId, evaluationId, name: `${mark} section`, sortOrder: 1 })
      .returning();
    if (!section) throw new Error('section not inserted');
    const [criterion] = await tx
      .insert(evaluationCriteria)
      .values({
        customerId,
        evaluationId,
        sectionId: section.id,
        name: `${mark} criterion`,
        worth: '100',
        sortOrder: 1,
      })
      .returning();
    const [member] = await tx
      .insert(evaluationTeam)
      .values({
        customerId,
        evaluationId,
        userId: place.memberUserId,
        ndaAcceptedAt: t.clock.now(),
        hasConflict: false,
      })
      .returning();
    const [meeting] = await tx
      .insert(evaluationMeetings)
      .values({ customerId, evaluationId, startsAt: t.clock.now(), location: `${mark} room` })
      .returning();
    if (!criterion || !member || !meeting) throw new Error('evaluation rows not inserted');
    return {
      evaluationId,
      sectionId: section.id,
      criterionId: criterion.id,
      memberId: member.id,
      reviewMeetingId: meeting.id,
    };
  });
}
