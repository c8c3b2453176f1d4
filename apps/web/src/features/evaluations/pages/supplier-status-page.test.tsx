import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import {
  answer,
  consensusFixture,
  evaluationFixture,
  evaluationOf,
  evaluationRoutes,
  evaluationsPath,
  evaluatorFixture,
} from '../../../test/evaluation-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import type { EvaluationSupplier } from '../api/evaluations-queries.ts';
import { SourceEvaluationsPage } from './source-evaluations-page.tsx';
import { SupplierStatusPage } from './supplier-status-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const project = projectFixture({ status: 'Closed' });
const evaluation = evaluationFixture({
  status: 'In Progress',
  missing: [],
  team: [
    evaluatorFixture({
      ndaAcceptedAt: '2026-03-05T15:00:00.000Z',
      hasConflict: false,
      submittedAt: '2026-03-06T15:00:00.000Z',
    }),
    evaluatorFixture({
      id: 42,
      userId: 143,
      fullName: 'Sam Clear',
      ndaAcceptedAt: '2026-03-05T15:00:00.000Z',
      hasConflict: false,
    }),
  ],
});

function supplierFixture(overrides: Partial<EvaluationSupplier> = {}): EvaluationSupplier {
  return {
    submissionId: 61,
    companyName: 'Acme Roads',
    status: 'Evaluating',
    reason: '',
    scoredBy: 1,
    evaluators: 2,
    ...overrides,
  };
}

const consensus = consensusFixture({
  rows: [
    {
      submissionId: 62,
      companyName: 'Birch Paving',
      priceTotal: 1000,
      disqualified: false,
      scores: [
        { criterionId: 31, score: 54 },
        { criterionId: 32, score: 40 },
      ],
      total: 94,
      rank: 1,
    },
    {
      submissionId: 61,
      companyName: 'Acme Roads',
      priceTotal: 1250,
      disqualified: false,
      scores: [
        { criterionId: 31, score: 48 },
        { criterionId: 32, score: 32 },
      ],
      total: 80,
      rank: 2,
    },
    {
      submissionId: 63,
      companyName: 'Cedar Works',
      priceTotal: null,
      disqualified: true,
      scores: [
        { criterionId: 31, score: null },
        { criterionId: 32, score: null },
      ],
      total: 0,
      rank: null,
    },
  ],
});

const reads = (suppliers: EvaluationSupplier[]) => ({
  ...evaluationOf(evaluation),
  [`GET ${evaluationsPath}/9/Suppliers`]: { body: envelope('evaluationSupplier', suppliers) },
  [`GET ${evaluationsPath}/9/Consensus`]: { body: envelope('consensus', [consensus]) },
});

describe('the Evaluate › Supplier Status page', { timeout: 30_000 }, () => {
  it('disqualifies a supplier only with a reason', async () => {
    let suppliers = [supplierFixture()];
    const server = mockServer({
      ...evaluationRoutes(),
      ...reads([]),
      [`GET ${evaluationsPath}/9/Suppliers`]: () => ({ body: envelope('evaluationSupplier', suppliers) }),
      [`PUT ${evaluationsPath}/9/Suppliers/61`]: ({ body }) => {
        suppliers = [supplierFixture(body as Partial<EvaluationSupplier>)];
        return answer(evaluation);
      },
    });
    const user = userEvent.setup();
    renderBuildPage(<SupplierStatusPage project={project} />);
    const row = await screen.findByTestId('supplier-61');
    expect(within(row).getByText('Scored by 1 of 2 evaluators')).toBeTruthy();
    expect(within(row).getByText('Evaluating')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Disqualify Acme Roads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disqualify Acme Roads' });
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(await within(dialog).findByText('Enter the reason for disqualifying this supplier.')).toBeTruthy();
    expect(server.callsTo(`PUT ${evaluationsPath}/9/Suppliers/61`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('Bid bond missing');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(await screen.findByTestId('supplier-reason')).toBeTruthy();
    expect(server.callsTo(`PUT ${evaluationsPath}/9/Suppliers/61`)[0]?.body).toEqual({
      status: 'Disqualified',
      reason: 'Bid bond missing',
    });
    expect(within(screen.getByTestId('supplier-61')).getByText('Disqualified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reinstate Acme Roads' })).toBeTruthy();
  });

  it('ranks the suppliers in the consensus, from submitted scores, with its export', async () => {
    mockServer({ ...evaluationRoutes(), ...reads([supplierFixture()]) });
    renderBuildPage(<SupplierStatusPage project={project} />);
    const table = await screen.findByTestId('consensus-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Rank',
      'Supplier',
      'Approach60 points',
      'Price40 points',
      'Total',
      'Price total',
    ]);
    const ranks = within(table)
      .getAllByTestId('consensus-rank')
      .map((cell) => cell.textContent);
    expect(ranks).toEqual(['1', '2', '—']);
    expect(within(screen.getByTestId('consensus-row-62')).getByTestId('consensus-total').textContent).toBe(
      '94',
    );
    expect(within(screen.getByTestId('consensus-row-63')).getByText('Disqualified')).toBeTruthy();
    expect(
      screen.getByText('Counts the scores of the 1 evaluator who submitted them (2 on the team).'),
    ).toBeTruthy();
    const exportLink = screen.getByRole('link', { name: 'Export xlsx' });
    expect(exportLink.getAttribute('href')).toBe(`${evaluationsPath}/9/Consensus/Export`);
  });
});

describe('the Source › Evaluations tab', { timeout: 30_000 }, () => {
  it('links to the builder while the project has no evaluation', async () => {
    mockServer({ ...evaluationRoutes(false), ...evaluationOf(null) });
    renderBuildPage(<SourceEvaluationsPage project={project} />);
    const link = await screen.findByTestId('evaluation-build-link');
    expect(link.getAttribute('href')).toBe('/projects/5/evaluate/build-evaluation');
  });

  it('shows the consensus summary', async () => {
    mockServer({ ...evaluationRoutes(false), ...reads([]) });
    renderBuildPage(<SourceEvaluationsPage project={project} />);
    expect(await screen.findByTestId('consensus-table')).toBeTruthy();
    expect(screen.getByTestId('evaluation-status').textContent).toBe('In Progress');
  });
});
