import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockRequest, mockServer } from '../../../../test/fetch-mock.ts';
import { refusal, signedInRoutes } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render.tsx';
import { evaluatorApi, evaluatorViewFixture, viewAnswer } from '../evaluator-fixtures.ts';

const scoreOf = (company: string) => screen.getByLabelText(`Score of ${company} for Approach`);
const commentOf = (company: string) => screen.getByLabelText(`Comment on ${company} for Approach`);
const earnedOf = (submissionId: number) =>
  within(screen.getByTestId(`score-${submissionId}-11`)).getByTestId('earned').textContent;

/** A server that saves what it is sent and answers the page with the scores it holds. */
function scoringServer(extra: Record<string, ReturnType<typeof refusal>> = {}) {
  let scores = evaluatorViewFixture().scores;
  let submittedAt: string | null = null;
  const page = () => viewAnswer(evaluatorViewFixture({ scores, submittedAt }));
  return mockServer({
    ...signedInRoutes(),
    [`GET ${evaluatorApi}`]: page,
    [`PUT ${evaluatorApi}/Scores`]: ({ body }: MockRequest) => {
      const sent = (body as { scores: typeof scores }).scores;
      const kept = scores.filter(
        (s) => !sent.some((n) => n.submissionId === s.submissionId && n.criterionId === s.criterionId),
      );
      scores = [...kept, ...sent];
      return page();
    },
    [`POST ${evaluatorApi}/Submit`]: () => {
      submittedAt = '2026-03-04T15:30:00.000Z';
      return page();
    },
    ...extra,
  });
}

describe('the evaluator scoring grid', { timeout: 30_000 }, () => {
  it('shows what each score earns as it is typed, and states the price formula', async () => {
    scoringServer();
    const user = userEvent.setup();
    renderApp('/evaluator/9');

    await screen.findByTestId('evaluator-scoring');
    expect(screen.getByTestId('price-formula').textContent).toContain(
      'Scored automatically from the price forms: lowest price ÷ this price × 40.',
    );
    expect(screen.queryByLabelText('Score of Acme Roads for Price')).toBeNull();
    expect(earnedOf(31)).toBe('—');
    await user.type(scoreOf('Acme Roads'), '7.5');
    // (7.5 - 0) / (10 - 0) x 60 points.
    expect(earnedOf(31)).toBe('45 of 60 points');
    const progress = screen.getByTestId('progress-31');
    expect(within(progress).getByText('1 of 1 criteria')).toBeTruthy();
    expect(within(progress).getByText('45 points')).toBeTruthy();
    expect(within(screen.getByTestId('progress-32')).getByText('0 of 1 criteria')).toBeTruthy();
    expect(screen.getByTestId('evaluator-unsaved').textContent).toBe('1 unsaved change');

    // The score card guide is folded away until asked for.
    await user.click(screen.getByRole('button', { name: 'Show the score card' }));
    expect(screen.getByTestId('evaluator-score-card').textContent).toBe(
      '10: excellent\n5: adequate\n0: missing',
    );
  });

  it('refuses an out-of-range score in place, then saves the changed scores only', async () => {
    const server = scoringServer();
    const user = userEvent.setup();
    renderApp('/evaluator/9');
    await screen.findByTestId('evaluator-scoring');

    await user.type(scoreOf('Birch Paving'), '11');
    expect(screen.getByText('Scores go from 0 to 10 in steps of 0.1.')).toBeTruthy();
    expect(earnedOf(32)).toBe('—');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Submit scores' })).toHaveProperty('disabled', true);
    await user.clear(scoreOf('Birch Paving'));
    await user.type(scoreOf('Birch Paving'), '6.25');
    expect(screen.getByText('Scores go from 0 to 10 in steps of 0.1.')).toBeTruthy();
    await user.clear(scoreOf('Birch Paving'));
    await user.type(scoreOf('Birch Paving'), '6');
    expect(screen.queryByText('Scores go from 0 to 10 in steps of 0.1.')).toBeNull();
    await user.type(commentOf('Birch Paving'), ' Thin plan ');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your scores are saved.')).toBeTruthy();
    expect(server.callsTo(`PUT ${evaluatorApi}/Scores`).map((call) => call.body)).toEqual([
      { scores: [{ submissionId: 32, criterionId: 11, score: 6, comment: 'Thin plan' }] },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('evaluator-unsaved').textContent).toBe('All changes saved'),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect((scoreOf('Birch Paving') as HTMLInputElement).value).toBe('6');
    expect(earnedOf(32)).toBe('36 of 60 points');
  });

  it('asks before submitting, saves what is left, then shows the scores read-only', async () => {
    const server = scoringServer();
    const user = userEvent.setup();
    renderApp('/evaluator/9');
    await screen.findByTestId('evaluator-scoring');
    await user.type(scoreOf('Acme Roads'), '9');
    await user.type(scoreOf('Birch Paving'), '6');

    await user.click(screen.getByRole('button', { name: 'Submit scores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your scores?' });
    expect(within(dialog).getByText(/Submitting is final/)).toBeTruthy();
    expect(server.callsTo(`PUT ${evaluatorApi}/Scores`)).toHaveLength(0);
    await user.click(within(dialog).getByTestId('confirm-action'));

    const submitted = await screen.findByTestId('evaluator-submitted');
    expect(submitted.textContent).toContain('You submitted your scores on March 04, 2026');
    const saves = server.callsTo(`PUT ${evaluatorApi}/Scores`).map((call) => call.body);
    expect(saves).toEqual([
      {
        scores: [
          { submissionId: 31, criterionId: 11, score: 9, comment: '' },
          { submissionId: 32, criterionId: 11, score: 6, comment: '' },
        ],
      },
    ]);
    expect(server.callsTo(`POST ${evaluatorApi}/Submit`)).toHaveLength(1);
    expect(scoreOf('Acme Roads')).toHaveProperty('readOnly', true);
    expect(commentOf('Birch Paving')).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Submit scores' })).toBeNull();
    expect(earnedOf(31)).toBe('54 of 60 points');
  });

  it('shows the server refusal of an incomplete submission and stays editable', async () => {
    const server = scoringServer({
      [`POST ${evaluatorApi}/Submit`]: refusal(
        400,
        ['evaluationScoresIncomplete'],
        ['Score every criterion of every supplier before submitting.'],
      ),
    });
    const user = userEvent.setup();
    renderApp('/evaluator/9');
    await screen.findByTestId('evaluator-scoring');
    await user.click(screen.getByRole('button', { name: 'Submit scores' }));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-action'));

    expect(
      await screen.findByText('Score every criterion of every supplier before submitting.'),
    ).toBeTruthy();
    // Nothing changed, so nothing was saved first.
    expect(server.callsTo(`PUT ${evaluatorApi}/Scores`)).toHaveLength(0);
    expect(screen.queryByTestId('evaluator-submitted')).toBeNull();
    expect(scoreOf('Acme Roads')).toHaveProperty('readOnly', false);
  });
});
