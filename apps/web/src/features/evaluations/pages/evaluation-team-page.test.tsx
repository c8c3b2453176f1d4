import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import {
  answer,
  evaluationFixture,
  evaluationOf,
  evaluationRoutes,
  evaluationsPath,
  evaluatorFixture,
} from '../../../test/evaluation-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { EvaluationTeamPage } from './evaluation-team-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const project = projectFixture({ status: 'Closed' });
const team = [
  evaluatorFixture(),
  evaluatorFixture({
    id: 42,
    userId: 143,
    fullName: 'Sam Clear',
    email: 'sam@springfield.example',
    ndaAcceptedAt: '2026-03-05T15:00:00.000Z',
    hasConflict: false,
    submittedAt: '2026-03-06T18:30:00.000Z',
  }),
  evaluatorFixture({
    id: 43,
    userId: 144,
    fullName: 'Priya Lead',
    email: 'priya@springfield.example',
    ndaAcceptedAt: '2026-03-05T15:00:00.000Z',
    hasConflict: true,
    conflictNote: 'My brother works for Bidder 1',
  }),
];
const assignable = {
  [`GET ${nodePath}/projectUsers/Assignable`]: {
    body: envelope(
      'user',
      [
        { id: 142, firstName: 'Jordan', lastName: 'Evaluator', email: 'jordan@springfield.example' },
        { id: 150, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@springfield.example' },
      ].map((u) => ({ ...u, avatarUrl: null, inActive: false, deleted: false })),
    ),
  },
};

describe('the Evaluate › Evaluation Team page', { timeout: 30_000 }, () => {
  it("shows each evaluator's NDA, conflict declaration and submission", async () => {
    mockServer({ ...evaluationRoutes(), ...assignable, ...evaluationOf(evaluationFixture({ team })) });
    renderBuildPage(<EvaluationTeamPage project={project} />);
    const jordan = await screen.findByTestId('evaluator-41');
    expect(within(jordan).getByText('None declared yet')).toBeTruthy();
    expect(within(jordan).getAllByText('Not yet')).toHaveLength(2);

    const sam = screen.getByTestId('evaluator-42');
    expect(within(sam).getByText('No conflict')).toBeTruthy();
    // On the agency's clock (America/Toronto), with its zone.
    expect(within(sam).getByText('Thu, Mar 5, 2026 10:00 AM EST')).toBeTruthy();
    expect(within(sam).getByText('Fri, Mar 6, 2026 1:30 PM EST')).toBeTruthy();

    const priya = screen.getByTestId('evaluator-43');
    expect(within(priya).getByText('Conflict declared')).toBeTruthy();
    expect(within(priya).getByText('My brother works for Bidder 1')).toBeTruthy();
    expect(within(priya).getByText('Excluded from scoring')).toBeTruthy();
  });

  it('adds a team member who is not on the team yet', async () => {
    const evaluation = evaluationFixture({ team: [team[0] ?? evaluatorFixture()] });
    const server = mockServer({
      ...evaluationRoutes(),
      ...assignable,
      ...evaluationOf(evaluation),
      [`POST ${evaluationsPath}/9/Team`]: () =>
        answer({
          ...evaluation,
          team: [
            ...evaluation.team,
            evaluatorFixture({
              id: 44,
              userId: 150,
              fullName: 'Ada Lovelace',
              email: 'ada@springfield.example',
            }),
          ],
        }),
    });
    const user = userEvent.setup();
    renderBuildPage(<EvaluationTeamPage project={project} />);
    await user.click(await screen.findByRole('combobox', { name: 'Team member' }));
    // Jordan is on the team already: only Ada is offered.
    expect(screen.queryByRole('option', { name: 'Jordan Evaluator' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Add to team' }));
    expect(await screen.findByTestId('evaluator-44')).toBeTruthy();
    expect(server.callsTo(`POST ${evaluationsPath}/9/Team`)[0]?.body).toEqual({ userId: 150 });
  });

  it('shows why an evaluator who scored stays on the team', async () => {
    mockServer({
      ...evaluationRoutes(),
      ...assignable,
      ...evaluationOf(evaluationFixture({ status: 'In Progress', team })),
      [`DELETE ${evaluationsPath}/9/Team/42`]: refusal(
        409,
        ['evaluationEvaluatorHasScores'],
        ['This evaluator has scored: they stay on the team.'],
      ),
    });
    const user = userEvent.setup();
    renderBuildPage(<EvaluationTeamPage project={project} />);
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Clear' }));
    await user.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByText('This evaluator has scored: they stay on the team.')).toBeTruthy();
    expect(screen.getByTestId('evaluator-42')).toBeTruthy();
  });
});
