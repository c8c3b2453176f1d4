import type { MyEvaluation } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../../test/fetch-mock.ts';
import { signedInRoutes } from '../../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../../test/render.tsx';
import { blockedViewFixture, evaluatorApi, mineApi, viewAnswer } from '../evaluator-fixtures.ts';

function mine(overrides: Partial<MyEvaluation> = {}): MyEvaluation {
  return {
    evaluationId: 9,
    projectId: 5,
    projectName: 'Road resurfacing',
    projectNumber: 'RFP-12',
    status: 'In Progress',
    ndaAccepted: true,
    hasConflict: false,
    submittedAt: null,
    ...overrides,
  };
}

describe('the evaluator portal list', { timeout: 20_000 }, () => {
  it('says so when I am on no evaluation team', async () => {
    mockServer({ ...signedInRoutes(), [`GET ${mineApi}`]: { body: envelope('evaluatorEvaluation', []) } });
    renderApp('/evaluator');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('You are not on any evaluation team')).toBeTruthy();
  });

  it('lists my evaluations with my progress, each leading to its page', async () => {
    mockServer({
      ...signedInRoutes(),
      [`GET ${mineApi}`]: {
        body: envelope('evaluatorEvaluation', [
          mine(),
          mine({
            evaluationId: 10,
            projectNumber: 'RFQ-3',
            projectName: 'Snow clearing',
            status: 'Draft',
            ndaAccepted: false,
            hasConflict: null,
          }),
          mine({ evaluationId: 11, projectNumber: 'RFP-7', projectName: 'Bridges', hasConflict: true }),
        ]),
      },
      [`GET ${evaluatorApi}`]: viewAnswer(blockedViewFixture('evaluationNdaRequired')),
    });
    const user = userEvent.setup();
    renderApp('/evaluator');

    const table = await screen.findByTestId('evaluator-list');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'RFP-12 — Road resurfacingIn ProgressAcceptedNoneNot yet',
      'RFQ-3 — Snow clearingDraftNot yetNot yetNot yet',
      'RFP-7 — BridgesIn ProgressAcceptedDeclaredNot yet',
    ]);
    await user.click(within(table).getByRole('link', { name: 'RFP-12 — Road resurfacing' }));
    await waitFor(() => expect(currentLocation()).toBe('/evaluator/9'));
    expect(await screen.findByTestId('evaluator-nda')).toBeTruthy();
  });

  it('shows the server message when the list fails, with a retry', async () => {
    let fail = true;
    mockServer({
      ...signedInRoutes(),
      [`GET ${mineApi}`]: () =>
        fail ? { status: 500, body: ['The server is busy.'] } : { body: envelope('evaluatorEvaluation', []) },
    });
    const user = userEvent.setup();
    renderApp('/evaluator');
    const failed = await screen.findByTestId('error-state');
    expect(within(failed).getByText('Your evaluations could not be loaded.')).toBeTruthy();
    expect(within(failed).getByText('The server is busy.')).toBeTruthy();
    fail = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
  });

  it('is reached from the settings menu, its first item', async () => {
    mockServer({ ...signedInRoutes(), [`GET ${mineApi}`]: { body: envelope('evaluatorEvaluation', []) } });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const menu = await screen.findByRole('menu');
    const [first] = within(menu).getAllByRole('menuitem');
    expect(first?.textContent).toBe('Evaluator portal');
    await user.click(within(menu).getByRole('menuitem', { name: 'Evaluator portal' }));
    await waitFor(() => expect(currentLocation()).toBe('/evaluator'));
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
  });
});
