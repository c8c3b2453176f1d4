import type { SupplierEvaluation } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { refusal } from '../../../test/fixtures.ts';
import { portalApi, portalRoutes } from '../../../test/portal-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { sessionBody } from '../../../test/supplier-account-fixtures.ts';
import { evaluationsApi, supplierEvaluationFixture } from './portal-evaluation-fixtures.ts';

const one = `${evaluationsApi}/31`;
const answer = (evaluation: SupplierEvaluation) => ({
  body: envelope('performanceEvaluation', [evaluation]),
});

function serve(evaluation: SupplierEvaluation, routes: Record<string, MockRoute> = {}) {
  return mockServer(
    portalRoutes({
      [`GET ${portalApi}/Session`]: { body: sessionBody },
      [`GET ${one}`]: answer(evaluation),
      [`GET ${evaluationsApi}`]: { body: envelope('performanceEvaluation', []) },
      ...routes,
    }),
  );
}

// The portal's frame, its lazy pages and Mantine's dialogs take seconds in jsdom.
describe('the portal: one evaluation', { timeout: 30_000 }, () => {
  it('shows the card read-only with section and overall results, comments, attachments and the deadline', async () => {
    serve(supplierEvaluationFixture());
    renderApp('/portal/demo/performance/31');
    const page = await screen.findByTestId('portal-evaluation');
    expect(within(page).getByRole('heading', { level: 1, name: 'Road salt supply' })).toBeTruthy();
    const overall = within(page).getByTestId('portal-eval-overall');
    expect(within(overall).getByText('72.5%')).toBeTruthy();
    expect(within(overall).getByText('Satisfactory')).toBeTruthy();
    expect(within(page).getByTestId('portal-eval-deadline').textContent).toBe(
      'Give your response by April 20, 2026.',
    );

    const quality = within(page).getByTestId('portal-section-result-quality');
    expect(quality.textContent).toBe('75.0%15 of 20');
    const grade = within(page).getByTestId('portal-criterion-grade');
    expect(
      within(grade)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Salt grade', '4', 'Met the specification.']);
    const onTime = within(page).getByTestId('portal-criterion-onTime');
    expect(within(onTime).getAllByRole('cell')[1]?.textContent).toBe('Not scored');
    expect(within(page).getByTestId('portal-eval-general-comments').textContent).toBe('Good season overall.');
    expect(within(page).getByRole('link', { name: 'Download site-visit.pdf' }).getAttribute('href')).toBe(
      `${one}/Documents/7`,
    );
  });

  it('shows no comment nor attachment the agency keeps from the supplier', async () => {
    serve(supplierEvaluationFixture({ comments: {}, generalComments: '', documents: [] }));
    renderApp('/portal/demo/performance/31');
    const page = await screen.findByTestId('portal-evaluation');
    expect(within(page).queryByRole('columnheader', { name: 'Comment' })).toBeNull();
    expect(within(page).queryByTestId('portal-eval-general-comments')).toBeNull();
    expect(within(page).queryByText('The agency’s comments')).toBeNull();
    expect(within(page).queryByText('Attachments')).toBeNull();
    const grade = within(page).getByTestId('portal-criterion-grade');
    expect(within(grade).getAllByRole('cell')).toHaveLength(2);
  });

  it('accepts the evaluation with the supplier’s comment, which then shows', async () => {
    const server = serve(supplierEvaluationFixture(), {
      [`POST ${one}/Acknowledge`]: ({ body }) =>
        answer(
          supplierEvaluationFixture({
            status: 'Complete',
            supplierComment: (body as { comment: string }).comment,
            can: { acknowledge: false, appeal: false },
          }),
        ),
    });
    const user = userEvent.setup();
    renderApp('/portal/demo/performance/31');
    await fill(user, await screen.findByRole('textbox', { name: 'Your comment' }), '  Thanks, noted.  ');
    await user.click(screen.getByTestId('portal-eval-accept'));
    expect((await screen.findByTestId('portal-eval-your-comment')).textContent).toBe('Thanks, noted.');
    expect(server.callsTo(`POST ${one}/Acknowledge`)[0]?.body).toEqual({ comment: 'Thanks, noted.' });
    expect(screen.queryByTestId('portal-eval-accept')).toBeNull();
    expect(screen.queryByTestId('portal-eval-appeal')).toBeNull();
    expect(within(screen.getByTestId('portal-evaluation')).getAllByText('Complete').length).toBeGreaterThan(
      0,
    );
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('shows the server’s refusal when the review period has ended meanwhile', async () => {
    serve(supplierEvaluationFixture(), {
      [`POST ${one}/Acknowledge`]: refusal(
        400,
        ['performanceReviewWindowClosed'],
        ['The review period for this evaluation has ended.'],
      ),
    });
    const user = userEvent.setup();
    renderApp('/portal/demo/performance/31');
    await user.click(await screen.findByTestId('portal-eval-accept'));
    expect((await screen.findByTestId('portal-eval-failure')).textContent).toBe(
      'The review period for this evaluation has ended.',
    );
  });

  it('appeals only with a reason, then shows the appeal', async () => {
    const appealed = supplierEvaluationFixture({
      status: 'Under Appeal',
      can: { acknowledge: false, appeal: false },
      appeal: {
        reason: 'The delays were the agency’s.',
        requestedAt: '2026-04-05T14:00:00.000Z',
        meetingDate: null,
        outcome: '',
        completedAt: null,
      },
    });
    const server = serve(supplierEvaluationFixture(), { [`POST ${one}/Appeal`]: answer(appealed) });
    const user = userEvent.setup();
    renderApp('/portal/demo/performance/31');
    await user.click(await screen.findByTestId('portal-eval-appeal'));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal the evaluation' });
    await user.click(within(dialog).getByTestId('portal-appeal-confirm'));
    expect(await within(dialog).findByText('Give the reason for the appeal.')).toBeTruthy();
    expect(server.callsTo(`POST ${one}/Appeal`)).toHaveLength(0);

    await fill(user, within(dialog).getByTestId('portal-appeal-reason'), 'The delays were the agency’s.');
    await user.click(within(dialog).getByTestId('portal-appeal-confirm'));
    const block = await screen.findByTestId('portal-appeal-block');
    expect(server.callsTo(`POST ${one}/Appeal`)[0]?.body).toEqual({
      reason: 'The delays were the agency’s.',
    });
    expect(within(block).getByTestId('portal-appeal-reason').textContent).toBe(
      'The delays were the agency’s.',
    );
    expect(within(block).getByText('The agency has not completed the appeal yet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('portal-eval-appeal')).toBeNull();
  });

  it('offers acceptance alone where the agency allows no appeal', async () => {
    serve(supplierEvaluationFixture({ can: { acknowledge: true, appeal: false } }));
    renderApp('/portal/demo/performance/31');
    expect(await screen.findByTestId('portal-eval-accept')).toBeTruthy();
    expect(screen.queryByTestId('portal-eval-appeal')).toBeNull();
  });

  it('shows a completed appeal, with nothing left to do', async () => {
    serve(
      supplierEvaluationFixture({
        status: 'Complete - Appeal Complete',
        can: { acknowledge: false, appeal: false },
        appeal: {
          reason: 'Late trucks were rerouted.',
          requestedAt: '2026-04-05T14:00:00.000Z',
          meetingDate: '2026-04-12',
          outcome: 'Delivery score raised.',
          completedAt: '2026-04-13T15:00:00.000Z',
        },
      }),
    );
    renderApp('/portal/demo/performance/31');
    const block = await screen.findByTestId('portal-appeal-block');
    expect(within(block).getByTestId('portal-appeal-meeting').textContent).toBe('April 12, 2026');
    expect(within(block).getByTestId('portal-appeal-outcome').textContent).toBe('Delivery score raised.');
    expect(screen.queryByTestId('portal-eval-appeal')).toBeNull();
    expect(screen.queryByTestId('portal-eval-accept')).toBeNull();
  });

  it('says when the evaluation cannot be loaded, with the way back', async () => {
    serve(supplierEvaluationFixture(), { [`GET ${one}`]: { status: 404, body: ['Not Found'] } });
    renderApp('/portal/demo/performance/31');
    expect(await screen.findByText('The evaluation could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my evaluations' }).getAttribute('href')).toBe(
      '/portal/demo/performance',
    );
  });
});
