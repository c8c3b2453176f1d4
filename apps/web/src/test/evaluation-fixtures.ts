import type { Consensus, Criterion, Evaluation, Evaluator, PermissionId } from '@procura/contract';
import { buildRoutes } from './build-fixtures.tsx';
import { nodePath } from './control-panel-fixtures.ts';
import { envelope, type MockRoute } from './fetch-mock.ts';
import { sessionFixture } from './fixtures.ts';

export const evaluationsPath = `${nodePath}/Evaluations`;

/** A buyer who may view and change evaluations (route `project.evaluate`), or only view them. */
export function evaluationRoutes(canAct = true): Record<string, MockRoute> {
  const permissions: PermissionId[] = canAct
    ? ['EVALUATION_VIEW', 'EVALUATION_CREATE', 'EVALUATION_EDIT']
    : ['EVALUATION_VIEW'];
  return buildRoutes(sessionFixture({ user: { permissions } }));
}

export function criterionFixture(overrides: Partial<Criterion> = {}): Criterion {
  return {
    id: 31,
    sectionId: 21,
    name: 'Approach',
    description: '',
    kind: 'scored',
    worth: 60,
    sortOrder: 1,
    ...overrides,
  };
}

export function evaluatorFixture(overrides: Partial<Evaluator> = {}): Evaluator {
  return {
    id: 41,
    userId: 142,
    fullName: 'Jordan Evaluator',
    email: 'jordan@springfield.example',
    ndaAcceptedAt: null,
    hasConflict: null,
    conflictNote: '',
    submittedAt: null,
    ...overrides,
  };
}

/** Evaluation 9 of project 5 (source 50), a Draft on points with one General section. */
export function evaluationFixture(overrides: Partial<Evaluation> = {}): Evaluation {
  return {
    id: 9,
    projectId: 5,
    tenderId: 50,
    status: 'Draft',
    scoringMethod: 'points',
    decimalPlaces: 2,
    minScore: 0,
    maxScore: 10,
    ndaTemplate: 'Non-disclosure agreement',
    conflictTemplate: 'Conflict of interest',
    scoreCardTemplate: '',
    sections: [{ id: 21, name: 'General', sortOrder: 1 }],
    criteria: [],
    team: [],
    meetings: [],
    missing: ['evaluationNeedsCriteria', 'evaluationNeedsEvaluator'],
    updatedAt: '2026-03-04T15:00:00.000Z',
    ...overrides,
  };
}

export function consensusFixture(overrides: Partial<Consensus> = {}): Consensus {
  return {
    evaluationId: 9,
    status: 'In Progress',
    criteria: [
      { id: 31, name: 'Approach', kind: 'scored', worth: 60 },
      { id: 32, name: 'Price', kind: 'price', worth: 40 },
    ],
    rows: [],
    priceUnsealed: true,
    ...overrides,
  };
}

/** The server's answer to a change: the whole evaluation in its envelope. */
export const answer = (evaluation: Evaluation) => ({ body: envelope('evaluation', [evaluation]) });

/** GET /Evaluations?projectId: the project's evaluation, or none. */
export const evaluationOf = (evaluation: Evaluation | null) => ({
  [`GET ${evaluationsPath}`]: { body: envelope('evaluation', evaluation ? [evaluation] : []) },
});
