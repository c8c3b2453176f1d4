import type { PerformanceEvaluation } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import {
  evaluationAnswer,
  evaluationFixture,
  performanceRoutes,
  performanceSession,
  perfPaths,
} from './performance-fixtures.ts';

const read = `GET ${perfPaths.evaluation(9)}`;
const update = `PUT ${perfPaths.evaluation(9)}`;
const step = `POST ${perfPaths.step(9)}`;

function server(evaluation: PerformanceEvaluation, routes: Record<string, MockRoute> = {}) {
  return mockServer({ ...performanceRoutes(), [read]: evaluationAnswer(evaluation), ...routes });
}

const scoreInput = (name: string) => screen.findByRole('textbox', { name: `Score of ${name}` });

describe('the evaluation page', { timeout: 30_000 }, () => {
  it('shows the header, the reviewers and the history, and totals the card live with the contract rules', async () => {
    server(evaluationFixture());
    const user = userEvent.setup();
    renderApp('/performance/evaluations/9');

    expect((await screen.findByTestId('evaluation-title')).textContent).toBe(
      'Evaluation of Acme Paving Ltd.',
    );
    expect(screen.getByTestId('evaluation-status').textContent).toBe('In Progress');
    expect(screen.getByTestId('evaluation-period').textContent).toBe('January 01, 2026 – June 30, 2026');
    expect(screen.getByTestId('reviewer-projectLead').textContent).toContain('Grace Hopper');
    expect(screen.getByTestId('reviewer-director').textContent).toContain('Unassigned');
    expect(within(screen.getByTestId('evaluation-history')).getByText('Created')).toBeTruthy();
    expect(screen.getByTestId('card-percent').textContent).toBe('—');
    expect(screen.getByTestId('card-scale').textContent).toContain('Rated by: Sum of points.');

    await user.type(await scoreInput('Workmanship'), '8');
    await user.type(await scoreInput('Safety'), '5');
    await user.type(await scoreInput('Schedule'), '9');
    // Sum scale: (32 + 10 + 36) of 100 points.
    expect(screen.getByTestId('earned-workmanship').textContent).toBe('32.0 / 40');
    expect(screen.getByTestId('section-total-quality').textContent).toContain('42.0 of 60.0');
    expect(screen.getByTestId('section-total-quality').textContent).toContain('70.0%');
    expect(screen.getByTestId('card-percent').textContent).toBe('78.0%');
    expect(screen.getByTestId('card-rating').textContent).toBe('Satisfactory');

    // A score off the scale is shown wrong and does not count.
    await user.clear(await scoreInput('Schedule'));
    await user.type(await scoreInput('Schedule'), '12');
    expect(await screen.findByText(/Each score must be between the minimum and maximum/)).toBeTruthy();
    // Sum of points: 42 earned of the 100 the card is worth.
    expect(screen.getByTestId('card-percent').textContent).toBe('42.0%');
    expect(screen.getByTestId('evaluation-save').hasAttribute('disabled')).toBe(true);
  });

  it('rates on the section weight scale with the evaluation’s own ranges', async () => {
    server(
      evaluationFixture({
        ratingScale: 'sectionWeight',
        ranges: { exceptional: 95, good: 85, satisfactory: 75, cautionary: 65, notSatisfactory: 55 },
      }),
    );
    const user = userEvent.setup();
    renderApp('/performance/evaluations/9');
    await user.type(await scoreInput('Workmanship'), '10');
    await user.type(await scoreInput('Safety'), '10');
    await user.type(await scoreInput('Schedule'), '5');
    // Quality 100% weighs 60, delivery 50% weighs 40: 80%, Satisfactory on these ranges (Good on the agency's).
    expect(screen.getByTestId('card-percent').textContent).toBe('80.0%');
    expect(screen.getByTestId('card-rating').textContent).toBe('Satisfactory');
  });

  it('saves the card with its version, and offers a reload when someone saved first', async () => {
    let current = evaluationFixture();
    const api = mockServer({
      ...performanceRoutes(),
      [read]: () => evaluationAnswer(current),
      [update]: refusal(409, ['performanceStaleVersion'], ['Someone else changed this evaluation.']),
    });
    const user = userEvent.setup();
    renderApp('/performance/evaluations/9');
    await user.type(await scoreInput('Workmanship'), '7');
    await user.click(screen.getByTestId('evaluation-save'));

    expect((await screen.findByTestId('evaluation-stale')).textContent).toContain(
      'Someone else changed this evaluation. Reload it to see their changes.',
    );
    expect(api.callsTo(update)[0]?.body).toMatchObject({
      scores: { workmanship: 7, safety: null, schedule: null },
      version: 3,
    });

    // The reload reads the newer version: the page shows it, and the warning goes.
    current = evaluationFixture({ scores: { workmanship: 6 }, version: 4 });
    await user.click(screen.getByTestId('evaluation-reload'));
    await waitFor(() => expect(screen.queryByTestId('evaluation-stale')).toBeNull());
    await waitFor(async () =>
      expect(((await scoreInput('Workmanship')) as HTMLInputElement).value).toBe('6'),
    );
  });

  it('offers the steps the server lists: submit for the evaluator', async () => {
    const submitted = evaluationFixture({
      status: 'Pending Project Lead Review',
      can: { edit: false, delete: false, actions: [] },
      version: 4,
    });
    const api = server(evaluationFixture({ scores: { workmanship: 8, safety: 5, schedule: 9 } }), {
      [step]: evaluationAnswer(submitted),
    });
    const user = userEvent.setup();
    renderApp('/performance/evaluations/9');
    await user.click(await screen.findByTestId('action-submit'));
    expect(screen.queryByTestId('action-approve')).toBeNull();
    expect(screen.queryByTestId('action-return')).toBeNull();
    await user.click(await screen.findByTestId('confirm-action'));

    await waitFor(() => expect(api.callsTo(step)).toHaveLength(1));
    expect(api.callsTo(step)[0]?.body).toEqual({
      action: 'submit',
      comment: '',
      appealMeetingDate: null,
      version: 3,
    });
    expect(api.callsTo(update)).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByTestId('evaluation-status').textContent).toBe('Pending Project Lead Review'),
    );
    expect(screen.queryByTestId('action-submit')).toBeNull();
    expect(screen.queryByTestId('action-delete')).toBeNull();
  });

  it('lets the reviewer approve, or return with the comment it requires', async () => {
    const reviewing = evaluationFixture({
      status: 'Pending Project Lead Review',
      scores: { workmanship: 8, safety: 5, schedule: 9 },
      can: { edit: false, delete: false, actions: ['approve', 'return'] },
    });
    const returned = evaluationFixture({
      status: 'In Progress',
      version: 4,
      can: { edit: false, delete: false, actions: [] },
    });
    const api = server(reviewing, { [step]: evaluationAnswer(returned) });
    const user = userEvent.setup();
    renderApp('/performance/evaluations/9');

    expect(await screen.findByTestId('action-approve')).toBeTruthy();
    expect(screen.queryByTestId('action-submit')).toBeNull();
    // The reviewer reads the card; they do not score it.
    expect((await scoreInput('Workmanship')).hasAttribute('readonly')).toBe(true);

    await user.click(screen.getByTestId('action-return'));
    const dialog = await screen.findByTestId('step-dialog-return');
    await user.click(within(dialog).getByTestId('step-send'));
    expect(await within(dialog).findByText('Say why the evaluation is returned.')).toBeTruthy();
    expect(api.callsTo(step)).toHaveLength(0);

    await user.type(within(dialog).getByTestId('step-comment'), 'Safety score needs evidence.');
    await user.click(within(dialog).getByTestId('step-send'));
    await waitFor(() => expect(api.callsTo(step)).toHaveLength(1));
    expect(api.callsTo(step)[0]?.body).toEqual({
      action: 'return',
      comment: 'Safety score needs evidence.',
      appealMeetingDate: null,
      version: 3,
    });
    await waitFor(() => expect(screen.getByTestId('evaluation-status').textContent).toBe('In Progress'));
  });

  it('shows the server’s refusal of a step at its field', async () => {
    const appeal = evaluationFixture({
      status: 'Under Appeal',
      appeal: {
        reason: 'The delays were the city’s.',
        requestedAt: '2026-07-10T15:00:00.000Z',
        meetingDate: null,
        outcome: '',
        completedAt: null,
      },
      supplierComment: 'We disagree.',
      can: { edit: true, delete: false, actions: ['completeAppeal'] },
    });
    server(appeal, {
      [step]: refusal(
        400,
        ['performanceAppealMeetingDateRequired'],
        ['The appeal meeting date is required.'],
      ),
    });
    const user = userEvent.setup();
    renderApp('/performance/evaluations/9');
    expect((await screen.findByTestId('supplier-appeal')).textContent).toContain(
      'The delays were the city’s.',
    );
    expect(screen.getByTestId('supplier-comment').textContent).toBe('We disagree.');

    await user.click(screen.getByTestId('action-completeAppeal'));
    const dialog = await screen.findByTestId('step-dialog-completeAppeal');
    await user.click(within(dialog).getByTestId('step-send'));
    expect(await within(dialog).findByText('The appeal meeting date is required.')).toBeTruthy();
    await user.type(within(dialog).getByTestId('appeal-meeting-date'), '2026-07-20');
    await user.click(within(dialog).getByTestId('step-send'));
    await waitFor(() =>
      expect(within(dialog).getByText('The appeal meeting date is required.')).toBeTruthy(),
    );
  });

  it('asks for the declarations before the card when the agency has them', async () => {
    const declared = evaluationFixture({
      ndaTemplate: 'Keep it confidential.',
      conflictOfInterestTemplate: 'Declare any tie.',
      ndaAcceptedAt: '2026-06-02T15:00:00.000Z',
      noConflictDeclaredAt: '2026-06-02T15:00:00.000Z',
      version: 4,
    });
    const api = server(
      evaluationFixture({
        ndaTemplate: 'Keep it confidential.',
        conflictOfInterestTemplate: 'Declare any tie.',
      }),
      { [update]: evaluationAnswer(declared) },
    );
    const user = userEvent.setup();
    renderApp('/performance/evaluations/9');
    expect((await screen.findByTestId('evaluation-nda')).textContent).toBe('Keep it confidential.');
    expect(screen.queryByTestId('score-card')).toBeNull();
    const declare = screen.getByTestId('evaluation-declare');
    expect(declare.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByTestId('evaluation-nda-accept'));
    await user.click(screen.getByTestId('evaluation-no-conflict'));
    await user.click(declare);
    await waitFor(() => expect(api.callsTo(update)).toHaveLength(1));
    expect(api.callsTo(update)[0]?.body).toEqual({ acceptNda: true, declareNoConflict: true, version: 3 });
    expect(await screen.findByTestId('score-card')).toBeTruthy();
  });

  it('offers neither delete nor a reminder on a completed evaluation the server will not delete', async () => {
    server(evaluationFixture({ can: { edit: false, delete: false, actions: [] }, status: 'Complete' }));
    renderApp('/performance/evaluations/9');
    expect(await screen.findByTestId('evaluation-actions')).toBeTruthy();
    expect(screen.queryByTestId('action-delete')).toBeNull();
    expect(screen.queryByTestId('action-remind')).toBeNull();
  });

  it('deletes after confirmation, and removes an attachment', async () => {
    const withFile = evaluationFixture({
      documents: [
        {
          id: 61,
          fileName: 'site-photos.pdf',
          contentType: 'application/pdf',
          sizeInByte: 2048,
          uploadedBy: 'Ada Lovelace',
          uploadedAt: '2026-06-03T15:00:00.000Z',
        },
      ],
    });
    const api = server(withFile, {
      [`DELETE ${perfPaths.evaluations}GeneralInput/61`]: evaluationAnswer(evaluationFixture({ version: 4 })),
      [`DELETE ${perfPaths.evaluation(9)}`]: { body: envelope('performanceEvaluation', [{ id: 9 }]) },
    });
    const user = userEvent.setup();
    renderApp('/performance/evaluations/9');
    const link = await screen.findByRole('link', { name: 'site-photos.pdf' });
    expect(link.getAttribute('href')).toBe(`${perfPaths.evaluations}GeneralInput/61`);
    await user.click(screen.getByRole('button', { name: 'Delete site-photos.pdf' }));
    await user.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByTestId('attachments-empty')).toBeTruthy();

    await user.click(screen.getByTestId('action-delete'));
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(api.callsTo(`DELETE ${perfPaths.evaluation(9)}`)).toHaveLength(1));
    await waitFor(() => expect(currentLocation()).toBe('/suppliers/500/performance'));
  });

  it('says when the evaluation is not found, and offers a retry when it could not be read', async () => {
    mockServer({ ...performanceRoutes(), [read]: { status: 404, body: ['The evaluation was not found.'] } });
    const first = renderApp('/performance/evaluations/9');
    expect(await screen.findByText('This evaluation was not found.')).toBeTruthy();
    first.unmount();

    mockServer({ ...performanceRoutes(), [read]: { status: 500, body: ['Boom'] } });
    renderApp('/performance/evaluations/9');
    expect(await screen.findByText('The evaluation could not be loaded.')).toBeTruthy();
  });

  it('is refused to someone who may not view supplier performance', async () => {
    mockServer({
      ...performanceRoutes(performanceSession([])),
      [read]: evaluationAnswer(evaluationFixture()),
    });
    renderApp('/performance/evaluations/9');
    await waitFor(() => expect(screen.queryByTestId('evaluation-title')).toBeNull());
    expect(await screen.findByText(/permission/i)).toBeTruthy();
  });
});
