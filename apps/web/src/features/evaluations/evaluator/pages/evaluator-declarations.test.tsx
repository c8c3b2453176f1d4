import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../../test/fetch-mock.ts';
import { fill } from '../../../../test/fill.ts';
import { refusal, signedInRoutes } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render.tsx';
import { blockedViewFixture, evaluatorApi, viewAnswer } from '../evaluator-fixtures.ts';

// The signed-in frame loads with the page: a few seconds in jsdom.
describe('the evaluator page, before scoring', { timeout: 20_000 }, () => {
  it('asks for the NDA before the conflict declaration, its line breaks kept', async () => {
    const server = mockServer({
      ...signedInRoutes(),
      [`GET ${evaluatorApi}`]: viewAnswer(blockedViewFixture('evaluationNdaRequired')),
      [`POST ${evaluatorApi}/Nda`]: viewAnswer(blockedViewFixture('evaluationConflictRequired')),
    });
    const user = userEvent.setup();
    renderApp('/evaluator/9');

    const nda = await screen.findByTestId('evaluator-nda');
    expect(nda.textContent).toBe('Keep every bid confidential.\nShare nothing outside the team.');
    expect(screen.getByTestId('evaluator-project').textContent).toBe('RFP-12 — Road resurfacing');
    // No declaration is offered before the NDA.
    expect(screen.queryByRole('radio')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'I accept' }));
    expect(await screen.findByRole('radio', { name: 'I have no conflict of interest' })).toBeTruthy();
    expect(screen.getByTestId('evaluator-conflict-template').textContent).toBe(
      'Declare any tie to a bidder.',
    );
    expect(screen.queryByTestId('evaluator-nda-step')).toBeNull();
    expect(server.callsTo(`POST ${evaluatorApi}/Nda`)).toHaveLength(1);
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('asks for a note with a conflict, confirms, then shows the evaluator is out', async () => {
    const server = mockServer({
      ...signedInRoutes(),
      [`GET ${evaluatorApi}`]: viewAnswer(blockedViewFixture('evaluationConflictRequired')),
      [`POST ${evaluatorApi}/Conflict`]: viewAnswer(
        blockedViewFixture('evaluationConflictDeclared', { hasConflict: true }),
      ),
    });
    const user = userEvent.setup();
    renderApp('/evaluator/9');

    const declare = await screen.findByRole('button', { name: 'Declare' });
    expect(declare).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'I have a conflict of interest' }));
    await user.click(declare);
    expect(screen.getByText('Describe the conflict before declaring it.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await fill(user, screen.getByLabelText(/Describe the conflict/), ' My brother works for Acme ');
    await user.click(declare);
    const dialog = await screen.findByRole('dialog', { name: 'Declare a conflict of interest?' });
    expect(server.callsTo(`POST ${evaluatorApi}/Conflict`)).toHaveLength(0);
    await user.click(within(dialog).getByTestId('confirm-action'));

    const excluded = await screen.findByTestId('evaluator-excluded');
    expect(within(excluded).getByText('You do not take part in this evaluation')).toBeTruthy();
    expect(
      within(excluded).getByText(
        'You declared a conflict of interest: you do not take part in this evaluation.',
      ),
    ).toBeTruthy();
    expect(server.callsTo(`POST ${evaluatorApi}/Conflict`).map((call) => call.body)).toEqual([
      { hasConflict: true, note: 'My brother works for Acme' },
    ]);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('declares no conflict, then waits, in the server words, while the bids are sealed', async () => {
    let sealed = true;
    const server = mockServer({
      ...signedInRoutes(),
      [`GET ${evaluatorApi}`]: () =>
        viewAnswer(
          blockedViewFixture(sealed ? 'evaluationConflictRequired' : 'evaluationSubmissionsSealed', {
            hasConflict: sealed ? null : false,
          }),
        ),
      [`POST ${evaluatorApi}/Conflict`]: () => {
        sealed = false;
        return viewAnswer(blockedViewFixture('evaluationSubmissionsSealed', { hasConflict: false }));
      },
    });
    const user = userEvent.setup();
    renderApp('/evaluator/9');

    await user.click(await screen.findByRole('radio', { name: 'I have no conflict of interest' }));
    // No note is asked for without a conflict.
    expect(screen.queryByLabelText(/Describe the conflict/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Declare' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Your declarations are recorded and cannot change once you have scored.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByTestId('confirm-action'));

    const waiting = await screen.findByTestId('evaluator-waiting');
    expect(within(waiting).getByText('The submissions are still sealed.')).toBeTruthy();
    expect(server.callsTo(`POST ${evaluatorApi}/Conflict`)[0]?.body).toEqual({
      hasConflict: false,
      note: '',
    });
    await user.click(within(waiting).getByRole('button', { name: 'Check again' }));
    expect(server.callsTo(`GET ${evaluatorApi}`).length).toBeGreaterThanOrEqual(2);
  });

  it('shows a refused declaration as the server says it', async () => {
    mockServer({
      ...signedInRoutes(),
      [`GET ${evaluatorApi}`]: viewAnswer(blockedViewFixture('evaluationNdaRequired')),
      [`POST ${evaluatorApi}/Nda`]: refusal(
        409,
        ['evaluationNotInProgress'],
        ['The evaluation is not open for scoring.'],
      ),
    });
    const user = userEvent.setup();
    renderApp('/evaluator/9');
    await user.click(await screen.findByRole('button', { name: 'I accept' }));
    expect(await screen.findByText('The evaluation is not open for scoring.')).toBeTruthy();
    expect(screen.getByTestId('evaluator-nda-step')).toBeTruthy();
  });

  it('says so in place when the evaluation is not one of mine', async () => {
    mockServer({
      ...signedInRoutes(),
      [`GET ${evaluatorApi}`]: { status: 404, body: ['The evaluation was not found.'] },
    });
    renderApp('/evaluator/9');
    const failed = await screen.findByTestId('error-state');
    expect(within(failed).getByText('The evaluation could not be loaded.')).toBeTruthy();
    expect(within(failed).getByText('The evaluation was not found.')).toBeTruthy();
  });
});
