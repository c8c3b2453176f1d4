import type { Award, AwardSummary } from '@procura/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes, projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal, sessionFixture } from '../../../test/fixtures.ts';
import { openingFixture, submissionSummaryFixture } from '../../../test/submission-fixtures.ts';
import {
  currentStatusKey,
  currentStatusRoute,
  onProbation,
  probationWarning,
  warningSession,
} from '../../performance/status-warnings/warning-fixtures.ts';
import { AwardSummaryPage } from './award-summary-page.tsx';
import { AwardsPage } from './awards-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const closed = projectFixture({ status: 'Closed' });
/** A buyer who may view and change awards. */
const awardRoutes = () =>
  buildRoutes(
    sessionFixture({ user: { permissions: ['BUILD_VIEW', 'SOURCE_VIEW', 'AWARD_VIEW', 'AWARD_EDIT'] } }),
  );

function awardFixture(overrides: Partial<Award> = {}): Award {
  return {
    id: 7,
    projectId: 5,
    tenderId: 50,
    submissionId: 31,
    companyName: 'Acme Roads',
    vendorId: null,
    awardAmount: 1234.5,
    provisionalAmount: null,
    subtotal: null,
    taxAmount: null,
    awardDate: '2026-03-04',
    actualTotalProjectValue: null,
    actualTotalAnnualValue: null,
    awardExceptionId: null,
    awardExceptionName: null,
    displayToPublic: true,
    valueNotes: '',
    contractNumber: 'C-14',
    createdAt: '2026-03-04T15:00:00.000Z',
    updatedAt: '2026-03-04T15:00:00.000Z',
    ...overrides,
  };
}

const completeBids = {
  [`GET ${nodePath}/Submissions`]: {
    body: {
      ...envelope('submission', [
        submissionSummaryFixture(31, { companyName: 'Acme Roads' }),
        submissionSummaryFixture(32, { companyName: 'Birch Paving' }),
      ]),
      opening: openingFixture(),
    },
  },
  [`GET ${nodePath}/AwardExceptions`]: { body: envelope('awardException', []) },
  [`GET ${nodePath}/AwardExceptions/All`]: { body: envelope('awardException', []) },
};

describe('the Awards tab', { timeout: 20_000 }, () => {
  it('lists the awarded companies with their amount, date and contract number', async () => {
    mockServer({
      ...awardRoutes(),
      [`GET ${nodePath}/Awards`]: { body: envelope('award', [awardFixture()]) },
    });
    renderBuildPage(<AwardsPage project={closed} />);
    const table = await screen.findByTestId('awards-table');
    const row = within(table).getByText('Acme Roads').closest('tr') as HTMLElement;
    expect(within(row).getByText('$1,234.50')).toBeTruthy();
    expect(within(row).getByText('March 04, 2026')).toBeTruthy();
    expect(within(row).getByText('C-14')).toBeTruthy();
    expect(within(row).getByText('Public')).toBeTruthy();
  });

  it('awards a company, showing the date refusal beside the award date', async () => {
    let refuse = true;
    const server = mockServer({
      ...awardRoutes(),
      ...completeBids,
      [`GET ${nodePath}/Awards`]: () => ({
        body: envelope(
          'award',
          refuse ? [] : [awardFixture({ submissionId: 32, companyName: 'Birch Paving' })],
        ),
      }),
      [`POST ${nodePath}/Awards`]: () =>
        refuse
          ? refusal(400, ['awardDateBeforeClosing'], ['The award date cannot be before the closing date.'])
          : { body: envelope('award', [awardFixture({ submissionId: 32, companyName: 'Birch Paving' })]) },
    });
    const user = userEvent.setup();
    renderBuildPage(<AwardsPage project={closed} />);
    expect(await screen.findByText('No company is awarded yet')).toBeTruthy();
    await user.click(screen.getByTestId('award-add'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the successful company.')).toBeTruthy();
    expect(server.callsTo(`POST ${nodePath}/Awards`)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /Successful company/ }));
    await user.click(await screen.findByRole('option', { name: 'Birch Paving' }));
    await user.type(screen.getByRole('textbox', { name: 'Award amount' }), '98000.5');
    await user.type(screen.getByLabelText('Award date'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The award date cannot be before the closing date.')).toBeTruthy();
    expect(server.callsTo(`POST ${nodePath}/Awards`)[0]?.body).toMatchObject({
      projectId: 5,
      submissionId: 32,
      awardAmount: 98000.5,
      awardDate: '2026-02-01',
      displayToPublic: false,
    });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const table = await screen.findByTestId('awards-table');
    expect(within(table).getByText('Birch Paving')).toBeTruthy();
  });

  it('offers no award before the source has closed, and shows a failed list', async () => {
    mockServer({
      ...awardRoutes(),
      [`GET ${nodePath}/Awards`]: refusal(500, ['unknownError'], ['Something went wrong.']),
    });
    renderBuildPage(<AwardsPage project={projectFixture({ status: 'Open' })} />);
    expect(await screen.findByText('The awards could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Companies can be awarded once the source has closed.')).toBeTruthy();
    expect(screen.queryByTestId('award-add')).toBeNull();
  });
});

describe('the award summary', { timeout: 20_000 }, () => {
  it('shows the phase, the totals beside the estimates, and the companies', async () => {
    const summary: AwardSummary = {
      projectId: 5,
      status: 'In Progress',
      estimatedValue: 150000,
      estimatedAnnualValue: null,
      dateClosing: '2026-03-01T17:00:00.000Z',
      companies: [
        {
          awardId: 7,
          submissionId: 31,
          companyName: 'Acme Roads',
          vendorId: null,
          awardAmount: 1234.5,
          awardDate: null,
          displayToPublic: false,
        },
      ],
      totalAwardAmount: 1234.5,
      totalActualProjectValue: 0,
      totalActualAnnualValue: 0,
    };
    mockServer({
      ...awardRoutes(),
      [`GET ${nodePath}/awards/summary`]: { body: envelope('awardSummary', [summary]) },
    });
    renderBuildPage(<AwardSummaryPage project={closed} />);
    expect((await screen.findByTestId('award-phase')).textContent).toBe('In Progress');
    expect(screen.getByText('$150,000.00')).toBeTruthy();
    const companies = screen.getByTestId('award-summary-companies');
    expect(within(companies).getByText('Acme Roads')).toBeTruthy();
    expect(within(companies).getByText('N/A')).toBeTruthy();
    expect(screen.getAllByText('$1,234.50')).toHaveLength(2);
  });
});

describe('the performance status warning on the awarded companies', { timeout: 20_000 }, () => {
  const rights = ['BUILD_VIEW', 'SOURCE_VIEW', 'AWARD_VIEW', 'AWARD_EDIT'] as const;
  const awarded = [
    awardFixture({ id: 7, vendorId: 11 }),
    awardFixture({ id: 8, submissionId: 32, companyName: 'Birch Paving', vendorId: 12 }),
  ];
  const summary: AwardSummary = {
    projectId: 5,
    status: 'In Progress',
    estimatedValue: null,
    estimatedAnnualValue: null,
    dateClosing: null,
    companies: awarded.map((a) => ({
      awardId: a.id,
      submissionId: a.submissionId,
      companyName: a.companyName,
      vendorId: a.vendorId,
      awardAmount: a.awardAmount,
      awardDate: a.awardDate,
      displayToPublic: a.displayToPublic,
    })),
    totalAwardAmount: 2469,
    totalActualProjectValue: 0,
    totalActualAnnualValue: 0,
  };
  const routes = (canView: boolean) => ({
    ...buildRoutes(warningSession([...rights], canView)),
    [`GET ${nodePath}/Awards`]: { body: envelope('award', awarded) },
    [`GET ${nodePath}/awards/summary`]: { body: envelope('awardSummary', [summary]) },
    [currentStatusKey]: currentStatusRoute([onProbation(11)]),
  });
  const rowOf = (company: string) => screen.getByText(company).closest('tr') as HTMLElement;

  it('warns beside the awarded supplier with a current status, on the tab and the summary', async () => {
    mockServer(routes(true));
    const tab = renderBuildPage(<AwardsPage project={closed} />);
    expect(await screen.findByLabelText(probationWarning)).toBeTruthy();
    expect(within(rowOf('Acme Roads')).getByTestId('performance-status-warning')).toBeTruthy();
    expect(within(rowOf('Birch Paving')).queryByTestId('performance-status-warning')).toBeNull();
    tab.unmount();

    renderBuildPage(<AwardSummaryPage project={closed} />);
    expect(await screen.findByLabelText(probationWarning)).toBeTruthy();
    expect(within(rowOf('Acme Roads')).getByTestId('performance-status-warning')).toBeTruthy();
    expect(screen.getAllByTestId('performance-status-warning')).toHaveLength(1);
  });

  it('shows no warning and asks nothing without the view of supplier performance', async () => {
    const server = mockServer(routes(false));
    renderBuildPage(<AwardsPage project={closed} />);
    expect(await screen.findByText('Birch Paving')).toBeTruthy();
    expect(screen.queryByTestId('performance-status-warning')).toBeNull();
    expect(server.callsTo(currentStatusKey)).toEqual([]);
  });
});
