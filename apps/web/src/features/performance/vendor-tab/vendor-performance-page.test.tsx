import type { PerformanceStatusLog, VendorPerformance } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractFixture } from '../../../test/contract-fixtures.tsx';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import { agencyVendorFixture, historyRowFixture, vendorKey } from '../../../test/vendors-fixtures.ts';
import {
  agencyDay,
  evaluationAnswer,
  evaluationFixture,
  performanceRoutes,
  performanceSession,
  perfPaths,
  rowFixture,
  statusLogFixture,
  templateFixture,
  workflowAnswer,
} from '../evaluations/performance-fixtures.ts';

const vendor = agencyVendorFixture({ companyName: 'Acme Paving Ltd.' });

const summary: VendorPerformance = {
  vendorId: 500,
  evaluations: 3,
  completed: 2,
  average: 81.25,
  averageRating: 'good',
  best: { id: 11, percent: 92.5, rating: 'exceptional' },
  latest: { id: 12, percent: 70, rating: 'satisfactory' },
  worst: { id: 12, percent: 70, rating: 'satisfactory' },
  satisfactory: 2,
  nonSatisfactory: 0,
  currentStatus: null,
};

function server(routes: Record<string, MockRoute> = {}, session = performanceSession()) {
  return mockServer({
    ...performanceRoutes(session),
    [vendorKey]: { body: envelope('vendor', [vendor]) },
    [`GET ${perfPaths.vendorSummary}`]: { body: envelope('vendorPerformance', [summary]) },
    [`GET ${perfPaths.currentStatus}`]: { body: envelope('performanceVendorStatusLog', []) },
    [`GET ${perfPaths.statusHistory}`]: { body: envelope('performanceVendorStatusLog', []) },
    [`GET ${perfPaths.statuses}`]: {
      body: envelope(
        'performanceStatus',
        ['Watch List', 'Probation', 'Suspended', 'Debarred'].map((status) => ({ status })),
      ),
    },
    [`GET ${perfPaths.evaluations}`]: ({ url }) => {
      const start = Number(url.searchParams.get('start') ?? 0);
      const rows = Array.from({ length: 25 }, (_, i) => rowFixture(100 + i));
      return { body: envelope('performanceEvaluation', rows.slice(start, start + 20), rows.length) };
    },
    ...routes,
  });
}

async function choose(user: UserEvent, testId: string, option: string | RegExp) {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the supplier’s Performance tab', { timeout: 60_000 }, () => {
  it('shows the results, the status and the evaluations, paged and sorted by the server', async () => {
    const api = server({
      [`GET ${perfPaths.currentStatus}`]: {
        body: envelope('performanceVendorStatusLog', [statusLogFixture(7)]),
      },
    });
    const user = userEvent.setup();
    renderApp('/suppliers/500/performance');

    expect((await screen.findByTestId('result-average-percent')).textContent).toBe('81.3%');
    expect(screen.getByTestId('result-average-rating').textContent).toBe('Good');
    expect(screen.getByTestId('result-best-percent').textContent).toBe('92.5%');
    expect(screen.getByTestId('result-best-rating').textContent).toBe('Exceptional');
    expect(screen.getByTestId('result-latest-percent').textContent).toBe('70.0%');
    expect(screen.getByTestId('results-count').textContent).toBe('2 completed of 3 evaluations');
    expect(screen.getByTestId('supplier-tab-performance').getAttribute('aria-selected')).toBe('true');
    // The profile's header warns of the current status.
    expect((await screen.findByTestId('supplier-performance-status')).textContent).toBe(
      'Performance status: Probation',
    );
    expect((await screen.findByTestId('status-current-name')).textContent).toBe('Probation');

    expect(await screen.findByTestId('evaluation-row-100')).toBeTruthy();
    expect(screen.getByTestId('pager-summary').textContent).toBe('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByTestId('evaluation-row-120')).toBeTruthy();
    await user.click(screen.getByTestId('sort-percent'));
    await waitFor(() => {
      const last = api.callsTo(`GET ${perfPaths.evaluations}`).at(-1);
      expect(last?.url.searchParams.get('sortColumn')).toBe('percent');
      expect(last?.url.searchParams.get('start')).toBe('0');
      expect(last?.url.searchParams.get('vendorId')).toBe('500');
    });
    await user.click(screen.getByTestId('evaluation-row-101'));
    await waitFor(() => expect(currentLocation()).toBe('/performance/evaluations/101'));
  });

  it('adds a status with the end-before-start rule live, and shows the server’s refusal', async () => {
    const api = server({
      [`POST ${perfPaths.statusLogs}`]: refusal(
        400,
        ['performanceActiveStatusExists'],
        ['This supplier already has an active performance status. Complete it before adding another.'],
      ),
    });
    const user = userEvent.setup();
    renderApp('/suppliers/500/performance');
    await user.click(await screen.findByTestId('status-add'));
    const modal = await screen.findByTestId('status-log-modal');
    await user.click(within(modal).getByTestId('status-log-save'));
    expect(await within(modal).findByText('Comments are required.')).toBeTruthy();
    expect(api.callsTo(`POST ${perfPaths.statusLogs}`)).toHaveLength(0);

    await choose(user, 'status-log-status', 'Suspended');
    await user.type(within(modal).getByTestId('status-log-start'), '2026-05-10');
    await user.type(within(modal).getByTestId('status-log-end'), '2026-05-01');
    expect(await within(modal).findByText('The end date cannot be before the start date.')).toBeTruthy();
    await user.clear(within(modal).getByTestId('status-log-end'));
    await user.type(within(modal).getByTestId('status-log-end'), '2026-08-01');
    await user.type(within(modal).getByTestId('status-log-comments'), 'Safety incident on site.');
    await user.click(within(modal).getByTestId('status-log-save'));

    await waitFor(() => expect(api.callsTo(`POST ${perfPaths.statusLogs}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${perfPaths.statusLogs}`)[0]?.body).toEqual({
      vendorId: 500,
      status: 'Suspended',
      comments: 'Safety incident on site.',
      startDate: '2026-05-10',
      endDate: '2026-08-01',
      complete: false,
    });
    expect(
      await within(modal).findByText(
        'This supplier already has an active performance status. Complete it before adding another.',
      ),
    ).toBeTruthy();
  });

  it('completes the current status, and edits a history entry with fromHistory', async () => {
    let current: PerformanceStatusLog[] = [statusLogFixture(7)];
    let history: PerformanceStatusLog[] = [
      statusLogFixture(3, { status: 'Watch List', complete: true, completedAt: '2026-01-01T15:00:00.000Z' }),
    ];
    const api = server({
      [`GET ${perfPaths.currentStatus}`]: () => ({ body: envelope('performanceVendorStatusLog', current) }),
      [`GET ${perfPaths.statusHistory}`]: () => ({ body: envelope('performanceVendorStatusLog', history) }),
      [`PUT ${perfPaths.statusLogs}`]: ({ body, url }) => {
        const log = body as PerformanceStatusLog;
        if (url.searchParams.get('fromHistory') === 'false' && log.complete) {
          history = [
            { ...statusLogFixture(7), complete: true, completedAt: '2026-06-01T15:00:00.000Z' },
            ...history,
          ];
          current = [];
        }
        return { body: envelope('performanceVendorStatusLog', [{ ...statusLogFixture(log.id), ...log }]) };
      },
    });
    const user = userEvent.setup();
    renderApp('/suppliers/500/performance');
    await user.click(await screen.findByTestId('status-complete'));
    await user.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByTestId('status-current-none')).toBeTruthy();
    expect(await screen.findByTestId('status-history-7')).toBeTruthy();
    expect(api.callsTo(`PUT ${perfPaths.statusLogs}`)[0]?.body).toMatchObject({ id: 7, complete: true });

    await user.click(screen.getByTestId('status-history-edit-3'));
    const modal = await screen.findByTestId('status-log-modal');
    const comments = within(modal).getByTestId('status-log-comments');
    await user.clear(comments);
    await user.type(comments, 'Reviewed.');
    await user.click(within(modal).getByTestId('status-log-save'));
    await waitFor(() => expect(api.callsTo(`PUT ${perfPaths.statusLogs}`)).toHaveLength(2));
    const edit = api.callsTo(`PUT ${perfPaths.statusLogs}`)[1];
    expect(edit?.url.searchParams.get('fromHistory')).toBe('true');
    expect(edit?.body).toMatchObject({ id: 3, status: 'Watch List', comments: 'Reviewed.', complete: true });
  });

  it('makes a single evaluation from the supplier: its contracts or none, the date rules, then the new page', async () => {
    const api = server({
      [`GET ${perfPaths.submissionHistory}`]: {
        body: envelope('vendorSubmissionHistory', [
          historyRowFixture(5, { outcome: 'awarded' }),
          historyRowFixture(6, { outcome: 'notAwarded' }),
        ]),
      },
      [`GET ${perfPaths.contracts}`]: contractAnswerFor500(),
      [`GET ${perfPaths.templates}`]: { body: envelope('performanceTemplate', [templateFixture()]) },
      [`GET ${perfPaths.workflow}`]: workflowAnswer(),
      [`POST ${perfPaths.evaluations}`]: evaluationAnswer(evaluationFixture({ id: 31, contractId: null })),
      [`GET ${perfPaths.evaluation(31)}`]: evaluationAnswer(evaluationFixture({ id: 31, contractId: null })),
    });
    const user = userEvent.setup();
    renderApp('/suppliers/500/performance');
    await user.click(await screen.findByTestId('vendor-new-evaluation'));
    expect((await screen.findByTestId('wizard-vendor-name')).textContent).toContain('Acme Paving Ltd.');
    // Only the awarded project's contract is asked for.
    await waitFor(() => expect(api.callsTo(`GET ${perfPaths.contracts}`)).toHaveLength(1));
    await user.click(screen.getByTestId('wizard-contract'));
    expect(await screen.findByRole('option', { name: 'Road salt supply' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'None (custom evaluation)' }));
    expect(screen.getByTestId('wizard-type')).toHaveProperty('value', 'Custom');

    await user.type(screen.getByTestId('wizard-date'), agencyDay(-2));
    await user.type(screen.getByTestId('wizard-period-start'), agencyDay(-30));
    await user.type(screen.getByTestId('wizard-period-end'), agencyDay(-40));
    await choose(user, 'wizard-template', 'Construction services');
    await user.click(screen.getByTestId('wizard-next'));
    expect(await screen.findByText('The evaluation date cannot be in the past.')).toBeTruthy();
    expect(screen.getByText('The period cannot end before it starts.')).toBeTruthy();

    await user.clear(screen.getByTestId('wizard-date'));
    await user.type(screen.getByTestId('wizard-date'), agencyDay(0));
    await user.clear(screen.getByTestId('wizard-period-end'));
    await user.type(screen.getByTestId('wizard-period-end'), agencyDay(-1));
    await choose(user, 'wizard-evaluator', 'Ada Lovelace');
    await user.click(screen.getByTestId('wizard-next'));
    await user.click(await screen.findByTestId('wizard-supplier-review'));
    await user.click(screen.getByTestId('wizard-next'));
    await user.click(await screen.findByTestId('wizard-create'));

    await waitFor(() => expect(api.callsTo(`POST ${perfPaths.evaluations}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${perfPaths.evaluations}`)[0]?.body).toEqual({
      vendorId: 500,
      contractId: null,
      performanceTemplateId: 3,
      evaluatorId: 42,
      reviewers: [{ role: 'projectLead', userId: null }],
      supplierReview: false,
      allowAppeal: false,
      commentsVisibleToSupplier: true,
      attachmentsVisibleToSupplier: false,
      type: 'Custom',
      periodStart: agencyDay(-30),
      periodEnd: agencyDay(-1),
      evaluationDate: agencyDay(0),
    });
    await waitFor(() => expect(currentLocation()).toBe('/performance/evaluations/31'));
  });

  it('shows the empty and failed states', async () => {
    server({
      [`GET ${perfPaths.vendorSummary}`]: { status: 500, body: ['Boom'] },
      [`GET ${perfPaths.evaluations}`]: { body: envelope('performanceEvaluation', [], 0) },
    });
    const first = renderApp('/suppliers/500/performance');
    expect(await screen.findByText('The results could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('No evaluations yet')).toBeTruthy();
    expect(await screen.findByTestId('status-history-empty')).toBeTruthy();
    first.unmount();

    server({
      [`GET ${perfPaths.vendorSummary}`]: {
        body: envelope('vendorPerformance', [
          { ...summary, completed: 0, average: null, best: null, latest: null, worst: null },
        ]),
      },
      [`GET ${perfPaths.evaluations}`]: { status: 500, body: ['Boom'] },
    });
    renderApp('/suppliers/500/performance');
    expect(await screen.findByText('No completed evaluations yet')).toBeTruthy();
    expect(await screen.findByText('The evaluations could not be loaded.')).toBeTruthy();
  });

  it('is hidden from those who may not view supplier performance, and locked for viewers', async () => {
    server({}, performanceSession([]));
    const first = renderApp('/suppliers/500');
    expect(await screen.findByTestId('supplier-tab-history')).toBeTruthy();
    expect(screen.queryByTestId('supplier-tab-performance')).toBeNull();
    expect(screen.queryByTestId('supplier-performance-status')).toBeNull();
    first.unmount();

    server({}, performanceSession(['SUPPLIER_PERFORMANCE_VIEW']));
    renderApp('/suppliers/500/performance');
    const add = await screen.findByTestId('status-add');
    expect(add.closest('[data-locked="true"]')).toBeTruthy();
    expect(screen.getByTestId('vendor-new-evaluation').closest('[data-locked="true"]')).toBeTruthy();
  });
});

/** Project 5's contract, with the supplier on it. */
function contractAnswerFor500(): MockRoute {
  return {
    body: envelope('contract', [
      contractFixture({
        vendors: [
          {
            vendorId: 500,
            companyName: 'Acme Paving Ltd.',
            isActive: true,
            fromAward: true,
            addedAt: '2026-01-02T15:00:00.000Z',
          },
        ],
      }),
    ]),
  };
}
