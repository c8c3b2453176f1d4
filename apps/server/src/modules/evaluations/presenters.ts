import { type Evaluation, missingToStart } from '@procura/contract';
import type { Tx } from '../../platform/tenancy.ts';
import {
  type CriterionRow,
  criteriaOf,
  type EvaluationWithProject,
  meetingsOf,
  sectionsOf,
  teamOf,
} from './queries.ts';

export function presentCriterion(row: CriterionRow) {
  return {
    id: row.id,
    sectionId: row.sectionId,
    name: row.name,
    description: row.description,
    kind: row.kind as 'scored' | 'price',
    worth: Number(row.worth),
    sortOrder: row.sortOrder,
  };
}

/** The evaluation as the builder, team and meetings pages read it. */
export async function presentEvaluation(tx: Tx, found: EvaluationWithProject): Promise<Evaluation> {
  const { evaluation } = found;
  const { customerId, id } = evaluation;
  const sections = await sectionsOf(tx, customerId, id);
  const criteria = (await criteriaOf(tx, customerId, id)).map(presentCriterion);
  const team = await teamOf(tx, customerId, id);
  const meetings = await meetingsOf(tx, customerId, id);
  const method = evaluation.scoringMethod;
  return {
    id,
    projectId: found.projectId,
    tenderId: evaluation.tenderId,
    status: evaluation.status,
    scoringMethod: method,
    decimalPlaces: evaluation.decimalPlaces,
    minScore: evaluation.minScore,
    maxScore: evaluation.maxScore,
    ndaTemplate: evaluation.ndaTemplate,
    conflictTemplate: evaluation.conflictTemplate,
    scoreCardTemplate: evaluation.scoreCardTemplate,
    sections: sections.map((s) => ({ id: s.id, name: s.name, sortOrder: s.sortOrder })),
    criteria,
    team: team.map(({ member, firstName, lastName, email }) => ({
      id: member.id,
      userId: member.userId,
      fullName: `${firstName} ${lastName}`.trim(),
      email,
      ndaAcceptedAt: member.ndaAcceptedAt?.toISOString() ?? null,
      hasConflict: member.hasConflict,
      conflictNote: member.conflictNote,
      submittedAt: member.submittedAt?.toISOString() ?? null,
    })),
    meetings: meetings.map((m) => ({
      id: m.id,
      startsAt: m.startsAt.toISOString(),
      location: m.location,
      notes: m.notes,
    })),
    missing: missingToStart({ method, criteria, team: team.length }),
    updatedAt: evaluation.updatedAt.toISOString(),
  };
}
