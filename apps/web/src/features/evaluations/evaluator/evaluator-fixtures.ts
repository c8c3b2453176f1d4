import type { EvaluatorView } from '@procura/contract';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope } from '../../../test/fetch-mock.ts';

/** The evaluator's calls of the fixture session (agency 7, node 70) on evaluation 9. */
export const mineApi = `${nodePath}/Evaluator/Evaluations`;
export const evaluatorApi = `${mineApi}/9`;

/**
 * Evaluation 9 of project RFP-12 open for scoring: a 0-10 scale with one decimal, points method;
 * "Approach" worth 60 points scored by hand, "Price" worth 40 scored from the price forms; two
 * suppliers. Overrides move it back to an earlier step.
 */
export function evaluatorViewFixture(overrides: Partial<EvaluatorView> = {}): EvaluatorView {
  return {
    evaluationId: 9,
    projectId: 5,
    projectName: 'Road resurfacing',
    projectNumber: 'RFP-12',
    status: 'In Progress',
    ndaAccepted: true,
    hasConflict: false,
    submittedAt: null,
    ndaTemplate: 'Keep every bid confidential.\nShare nothing outside the team.',
    conflictTemplate: 'Declare any tie to a bidder.',
    scoreCardTemplate: '10: excellent\n5: adequate\n0: missing',
    scoringMethod: 'points',
    decimalPlaces: 1,
    minScore: 0,
    maxScore: 10,
    sections: [
      { id: 1, name: 'Technical' },
      { id: 2, name: 'Commercial' },
    ],
    criteria: [
      {
        id: 11,
        sectionId: 1,
        name: 'Approach',
        description: 'How the work will be done.',
        kind: 'scored',
        worth: 60,
        sortOrder: 1,
      },
      { id: 12, sectionId: 2, name: 'Price', description: '', kind: 'price', worth: 40, sortOrder: 2 },
    ],
    suppliers: [
      { submissionId: 31, companyName: 'Acme Roads' },
      { submissionId: 32, companyName: 'Birch Paving' },
    ],
    scores: [],
    blockedBy: null,
    ...overrides,
  };
}

/** Before anything is declared: the page holds the templates only. */
export function blockedViewFixture(blockedBy: string, overrides: Partial<EvaluatorView> = {}) {
  return evaluatorViewFixture({
    ndaAccepted: blockedBy !== 'evaluationNdaRequired',
    hasConflict: null,
    sections: [],
    criteria: [],
    suppliers: [],
    blockedBy,
    ...overrides,
  });
}

export function viewAnswer(view: EvaluatorView) {
  return { body: envelope('evaluatorEvaluation', [view]) };
}
