import type { Contract } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture } from '../../../test/build-fixtures.tsx';
import {
  contractAnswer,
  contractFixture,
  contractsPath,
  renderContractPage,
} from '../../../test/contract-fixtures.tsx';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import {
  agencyDay,
  performanceRoutes,
  performanceSession,
  perfPaths,
  rowFixture,
  templateFixture,
  workflowAnswer,
} from '../evaluations/performance-fixtures.ts';
import { ContractPerformancePage } from './contract-performance-page.tsx';

const schedule = `POST ${perfPaths.contractEvaluations}`;

/** Contract 80 running from 100 days ago for a year, with Acme Roads and Beta Builders. */
function termContract(overrides: Partial<Contract> = {}) {
  return contractFixture({
    initialTerm: { start: agencyDay(-100), end: agencyDay(265) },
    termEnd: agencyDay(265),
    vendors: [
      {
        vendorId: 301,
        companyName: 'Acme Roads',
        isActive: true,
        fromAward: true,
        addedAt: '2026-01-02T15:00:00.000Z',
      },
      {
        vendorId: 302,
        companyName: 'Beta Builders',
        isActive: true,
        fromAward: false,
        addedAt: '2026-01-02T15:00:00.000Z',
      },
    ],
    ...overrides,
  });
}

function server(contract: Contract, routes: Record<string, MockRoute> = {}, session = performanceSession()) {
  return mockServer({
    ...performanceRoutes(session),
    [`GET ${contractsPath}`]: contractAnswer(contract),
    [`GET ${perfPaths.contractRatings}`]: {
      body: envelope('contractVendorsPerformanceRating', [
        {
          vendorId: 301,
          companyName: 'Acme Roads',
          isActive: true,
          evaluations: 2,
          completed: 1,
          average: 84.25,
          latestRating: 'good',
          nextEvaluationDate: agencyDay(30),
        },
      ]),
    },
    [`GET ${perfPaths.contractEvaluations}`]: {
      body: envelope('performanceEvaluation', [
        rowFixture(9, { companyName: 'Acme Roads', percent: 84.25, rating: 'good' }),
      ]),
    },
    [`GET ${perfPaths.templates}`]: {
      body: envelope('performanceTemplate', [
        templateFixture(),
        templateFixture({ id: 4, name: 'Retired', isActive: false }),
      ]),
    },
    [`GET ${perfPaths.workflow}`]: workflowAnswer({ workflowRoles: ['projectLead', 'director'] }),
    ...routes,
  });
}

async function choose(user: UserEvent, testId: string, option: string | RegExp) {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the contract’s Performance tab', { timeout: 60_000 }, () => {
  it('lists each supplier’s rating and the contract’s evaluations', async () => {
    server(termContract());
    renderContractPage(projectFixture(), <ContractPerformancePage />);
    const ratings = await screen.findByTestId('contract-rating-301');
    expect(ratings.textContent).toContain('Acme Roads');
    expect(ratings.textContent).toContain('1 of 2 complete');
    expect(ratings.textContent).toContain('84.3%');
    expect(ratings.textContent).toContain('Good');
    const row = await screen.findByTestId('evaluation-row-9');
    expect(row.textContent).toContain('July 01, 2026');
    expect(row.textContent).toContain('In Progress');
  });

  it('schedules interims and a final across the term: proposed rows, a past day refused, the body sent', async () => {
    const api = server(termContract(), {
      [schedule]: ({ body }) => ({
        body: envelope(
          'performanceEvaluation',
          (body as { slots: unknown[] }).slots.map((_, i) => rowFixture(20 + i)),
        ),
      }),
    });
    const user = userEvent.setup();
    renderContractPage(projectFixture(), <ContractPerformancePage />);
    await user.click(await screen.findByTestId('contract-schedule-evaluations'));

    // One interim by default: the term split in two, then the final over the whole term.
    const rows = await screen.findByTestId('wizard-schedule');
    expect(within(rows).getByTestId('wizard-slot-0-date')).toHaveProperty('value', agencyDay(83));
    expect(within(rows).getByTestId('wizard-slot-1-type')).toHaveProperty('value', 'Final');
    expect(within(rows).getByTestId('wizard-slot-1-date')).toHaveProperty('value', agencyDay(265));
    expect(within(rows).getByTestId('wizard-slot-1-start')).toHaveProperty('value', agencyDay(-100));

    const interims = screen.getByTestId('wizard-interims');
    await user.clear(interims);
    await user.type(interims, '2');
    await waitFor(() => expect(screen.getByTestId('wizard-slot-2-type')).toHaveProperty('value', 'Final'));
    expect(screen.getByTestId('wizard-slot-0-date')).toHaveProperty('value', agencyDay(22));

    // A day in the past is the contract's rule's refusal, under that row.
    const first = screen.getByTestId('wizard-slot-0-date');
    await user.clear(first);
    await user.type(first, agencyDay(-1));
    await choose(user, 'wizard-vendor', 'Beta Builders');
    await choose(user, 'wizard-template', 'Construction services');
    await user.click(screen.getByTestId('wizard-next'));
    expect(
      await within(screen.getByTestId('wizard-slot-0')).findByText(
        'The evaluation date cannot be in the past.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Retired' })).toBeNull();

    await user.click(screen.getByTestId('wizard-slot-0-remove'));
    await user.click(screen.getByTestId('wizard-next'));
    // The agency's workflow is the default: its roles ticked.
    expect(await screen.findByTestId('wizard-workflow')).toBeTruthy();
    expect(screen.getByTestId('wizard-role-projectLead-required')).toHaveProperty('checked', true);
    expect(screen.getByTestId('wizard-role-director-required')).toHaveProperty('checked', true);
    expect(screen.getByTestId('wizard-role-procurementLead-required')).toHaveProperty('checked', false);
    await choose(user, 'wizard-reviewer-director', 'Grace Hopper');
    await user.click(screen.getByTestId('wizard-next'));
    expect((await screen.findByTestId('wizard-review')).textContent).toContain(
      '2 evaluations will be created',
    );
    await user.click(screen.getByTestId('wizard-create'));

    await waitFor(() => expect(api.callsTo(schedule)).toHaveLength(1));
    const body = api.callsTo(schedule)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      vendorId: 302,
      contractId: 80,
      performanceTemplateId: 3,
      evaluatorId: null,
      reviewers: [
        { role: 'projectLead', userId: null },
        { role: 'director', userId: 43 },
      ],
      supplierReview: true,
      allowAppeal: true,
    });
    expect(body.slots).toEqual([
      {
        type: 'Interim',
        periodStart: agencyDay(22),
        periodEnd: agencyDay(143),
        evaluationDate: agencyDay(144),
      },
      {
        type: 'Final',
        periodStart: agencyDay(-100),
        periodEnd: agencyDay(265),
        evaluationDate: agencyDay(265),
      },
    ]);
    expect(await screen.findByText('2 evaluations were scheduled.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('wizard-review')).toBeNull());
  });

  it('shows a refusal of the server at its field, back on the step that holds it', async () => {
    const api = server(termContract(), {
      [`POST ${perfPaths.evaluations}`]: refusal(
        400,
        ['performanceTemplateInactive'],
        ['This template is inactive; choose an active one.'],
      ),
    });
    const user = userEvent.setup();
    renderContractPage(projectFixture(), <ContractPerformancePage />);
    await user.click(await screen.findByTestId('contract-add-evaluation'));
    await screen.findByTestId('wizard-single');
    await choose(user, 'wizard-vendor', 'Acme Roads');
    await user.type(screen.getByTestId('wizard-date'), agencyDay(10));
    await user.type(screen.getByTestId('wizard-period-start'), agencyDay(-60));
    await user.type(screen.getByTestId('wizard-period-end'), agencyDay(-1));
    await choose(user, 'wizard-template', 'Construction services');
    await user.click(screen.getByTestId('wizard-next'));
    await user.click(await screen.findByTestId('wizard-next'));
    await user.click(await screen.findByTestId('wizard-create'));

    await waitFor(() => expect(api.callsTo(`POST ${perfPaths.evaluations}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${perfPaths.evaluations}`)[0]?.body).toMatchObject({
      vendorId: 301,
      contractId: 80,
      type: 'Interim',
      evaluationDate: agencyDay(10),
    });
    expect(await screen.findByText('This template is inactive; choose an active one.')).toBeTruthy();
    expect(screen.getByTestId('wizard-setup')).toBeTruthy();
  });

  it('offers no schedule without a term, and hides the wizard from those who may not view performance', async () => {
    server(termContract({ initialTerm: { start: null, end: null }, termEnd: null }));
    const user = userEvent.setup();
    const first = renderContractPage(projectFixture(), <ContractPerformancePage />);
    await user.click(await screen.findByTestId('contract-schedule-evaluations'));
    expect(await screen.findByTestId('wizard-single')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Schedule interims and a final' })).toHaveProperty(
      'disabled',
      true,
    );
    first.unmount();

    server(termContract(), {}, performanceSession([]));
    renderContractPage(projectFixture(), <ContractPerformancePage />);
    expect(await screen.findByTestId('contract-rating-301')).toBeTruthy();
    expect(screen.queryByTestId('contract-schedule-evaluations')).toBeNull();
  });

  it('shows the lists’ empty and failed states', async () => {
    server(termContract(), {
      [`GET ${perfPaths.contractRatings}`]: { status: 500, body: ['Boom'] },
      [`GET ${perfPaths.contractEvaluations}`]: { body: envelope('performanceEvaluation', []) },
    });
    renderContractPage(projectFixture(), <ContractPerformancePage />);
    expect(await screen.findByText('The ratings could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('No evaluations of this contract yet')).toBeTruthy();
  });
});
