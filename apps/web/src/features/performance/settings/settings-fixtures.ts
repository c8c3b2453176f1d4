import {
  type AssessmentGroup,
  defaultFinalRating,
  defaultPerformanceWorkflow,
  type FinalRating,
  type PerformanceTemplate,
  type PerformanceWorkflow,
} from '@procura/contract';
import type { UserEvent } from '@testing-library/user-event';
import { controlPanelAdmin, controlPanelRoutes, nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute } from '../../../test/fetch-mock.ts';
import { memberFixture } from '../../../test/fixtures.ts';

/** The settings calls of the fixture agency (agency 7, tender node 70). */
export const templatePath = `${nodePath}/PerformanceTemplate`;
export const groupPath = `${nodePath}/PerformanceAssessmentGroups`;
export const workflowPath = `${nodePath}/PerformanceWorkflow`;
export const finalRatingPath = `${nodePath}/FinalRating`;

/** A points template: one section of two criteria worth 10 and 20. */
export function templateFixture(overrides: Partial<PerformanceTemplate> = {}): PerformanceTemplate {
  return {
    id: 11,
    name: 'Construction services',
    description: 'Road and building works',
    guide: 'Score what was delivered.',
    assessmentGroupId: 3,
    assessmentGroupName: 'Construction',
    isActive: true,
    card: {
      scoringMethod: 'points',
      decimalPlaces: 0,
      minScore: 0,
      maxScore: 5,
      sections: [
        {
          key: 's-quality',
          name: 'Quality',
          description: '',
          weight: 100,
          criteria: [
            { key: 'c-work', name: 'Workmanship', description: '', worth: 10 },
            { key: 'c-safety', name: 'Safety', description: '', worth: 20 },
          ],
        },
      ],
    },
    evaluationCount: 0,
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function groupFixture(overrides: Partial<AssessmentGroup> = {}): AssessmentGroup {
  return { id: 3, name: 'Construction', description: 'Works', ranges: null, templateCount: 1, ...overrides };
}

/** The settings routes with the given data; saves answer what was sent, as the server stores it. */
export function settingsRoutes(
  data: {
    templates?: PerformanceTemplate[];
    groups?: AssessmentGroup[];
    workflow?: PerformanceWorkflow;
    finalRating?: FinalRating;
    session?: ReturnType<typeof controlPanelAdmin>;
  } = {},
): Record<string, MockRoute> {
  const templates = data.templates ?? [templateFixture()];
  const stored = (body: unknown, id: number): PerformanceTemplate => ({
    ...templateFixture(),
    ...(body as object),
    id,
    assessmentGroupName: null,
    evaluationCount: 0,
  });
  return {
    ...controlPanelRoutes(data.session ?? controlPanelAdmin()),
    [`GET ${templatePath}`]: { body: envelope('performanceTemplate', templates) },
    [`POST ${templatePath}`]: ({ body }) => ({ body: envelope('performanceTemplate', [stored(body, 99)]) }),
    [`PUT ${templatePath}/11`]: ({ body }) => ({ body: envelope('performanceTemplate', [stored(body, 11)]) }),
    [`GET ${groupPath}`]: { body: envelope('assessmentGroup', data.groups ?? [groupFixture()]) },
    [`GET ${workflowPath}`]: {
      body: envelope('performanceWorkflow', [data.workflow ?? defaultPerformanceWorkflow]),
    },
    [`PUT ${workflowPath}`]: ({ body }) => ({ body: envelope('performanceWorkflow', [body]) }),
    [`GET ${finalRatingPath}`]: { body: envelope('finalRating', [data.finalRating ?? defaultFinalRating]) },
    [`PUT ${finalRatingPath}`]: ({ body }) => ({ body: envelope('finalRating', [body]) }),
    [`GET ${nodePath}/Users`]: {
      body: envelope('user', [
        memberFixture(5, { firstName: 'Grace', lastName: 'Hopper' }),
        memberFixture(6, { firstName: 'Alan', lastName: 'Turing' }),
      ]),
    },
  };
}

/**
 * Replaces a field's content as one paste: typing renders the whole card editor once per key,
 * which on a busy machine costs seconds; the tests here are about the value, not the keys.
 */
export async function retype(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.paste(text);
}
