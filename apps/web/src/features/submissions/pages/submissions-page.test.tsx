import {
  type ComplianceRow,
  defaultRoutePermissions,
  type OpeningState,
  type SubmissionSummary,
} from '@procura/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { refusal, sessionFixture, signedInRoutes } from '../../../test/fixtures.ts';
import { openingFixture, submissionSummaryFixture } from '../../../test/submission-fixtures.ts';
import { ComplianceReviewPage } from './compliance-review-page.tsx';
import { SubmissionsPage } from './submissions-page.tsx';

const path = `${nodePath}/Submissions`;

function sourceRoutes(): Record<string, MockRoute> {
  const session = sessionFixture({ user: { permissions: ['SOURCE_VIEW', 'SOURCE_EDIT'] } });
  return signedInRoutes({ session, routePermissions: defaultRoutePermissions });
}

const listAnswer = (state: OpeningState, values: SubmissionSummary[]) => ({
  body: { ...envelope('submission', values), opening: state },
});

describe('submissions tab', () => {
  it('shows only the count before closing', async () => {
    mockServer({
      ...sourceRoutes(),
      [`GET ${path}`]: listAnswer(openingFixture({ isClosed: false, completeCount: 3 }), []),
    });
    renderBuildPage(<SubmissionsPage project={projectFixture()} />);
    expect((await screen.findByTestId('submissions-before-closing')).textContent).toContain('3');
    expect(screen.queryByRole('button', { name: 'Unseal price' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Opening sheet' })).toBeNull();
  });

  it('lists sealed submissions, and unseals the price after the authorisation below the minimum', async () => {
    let state = openingFixture();
    let rows = [submissionSummaryFixture(1), submissionSummaryFixture(2, { isHardCopy: true })];
    const server = mockServer({
      ...sourceRoutes(),
      [`GET ${path}`]: () => listAnswer(state, rows),
      [`POST ${path}/Unseal`]: ({ body }) => {
        if (!(body as { confirmBelowMinimum: boolean }).confirmBelowMinimum) {
          return refusal(409, ['submissionsBelowMinimum'], ['Fewer submissions than the required minimum.']);
        }
        state = openingFixture({ priceUnsealedAt: '2026-03-03T12:00:00.000Z' });
        rows = rows.map((row) => ({
          ...row,
          priceSealed: false,
          priceTotals: [
            {
              tenderTableId: 9,
              name: 'Prices',
              subtotal: '10.00',
              discount: '0.00',
              taxes: [],
              total: '296296.29',
            },
          ],
        }));
        return { body: envelope('opening', [state]) };
      },
    });
    renderBuildPage(<SubmissionsPage project={projectFixture()} />);
    expect(await screen.findByText('Bidder 1')).toBeTruthy();
    expect(screen.getByTestId('price-1').textContent).toBe('Sealed');
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Unseal price' }));
    await userEvent.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByText('Fewer submissions than the required minimum.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Authorize and unseal' }));
    await waitFor(() => expect(screen.getByTestId('price-1').textContent).toContain('$296,296.29'));
    expect(server.callsTo(`POST ${path}/Unseal`).map((call) => call.url.searchParams.get('part'))).toEqual([
      'price',
      'price',
    ]);
    expect(screen.queryByRole('button', { name: 'Unseal price' })).toBeNull();
  });

  it('shows the error state when the list fails', async () => {
    mockServer({ ...sourceRoutes(), [`GET ${path}`]: refusal(500, ['unexpected'], ['Server error']) });
    renderBuildPage(<SubmissionsPage project={projectFixture()} />);
    expect(await screen.findByTestId('error-state')).toBeTruthy();
  });
});

describe('compliance tab', () => {
  it('reviews an item of a submission', async () => {
    const row: ComplianceRow = {
      submissionId: 1,
      companyName: 'Bidder 1',
      isHardCopy: false,
      items: [
        {
          complianceItemId: 3,
          status: 'Not Reviewed',
          comment: '',
          supplierAnswer: { answer: 'Yes', comment: '' },
        },
      ],
    };
    const server = mockServer({
      ...sourceRoutes(),
      [`GET ${path}/Compliance`]: () => ({
        body: {
          ...envelope('submissionCompliance', [row]),
          complianceItems: [{ id: 3, name: 'WSIB clearance', description: '', isRequired: true }],
        },
      }),
      [`PUT ${path}/1/Compliance`]: ({ body }) => {
        row.items[0] = {
          ...(row.items[0] as ComplianceRow['items'][number]),
          status: (body as { status: 'Compliant' }).status,
        };
        return { body: envelope('submissionCompliance', [row]) };
      },
    });
    renderBuildPage(<ComplianceReviewPage project={projectFixture()} />);
    expect(await screen.findByText('Supplier: Yes')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'WSIB clearance for Bidder 1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Compliant' }));
    await waitFor(() => expect(server.callsTo(`PUT ${path}/1/Compliance`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${path}/1/Compliance`)[0]?.body).toEqual({
      complianceItemId: 3,
      status: 'Compliant',
      comment: '',
    });
  });

  it('says when there is nothing to review yet', async () => {
    mockServer({
      ...sourceRoutes(),
      [`GET ${path}/Compliance`]: {
        body: {
          ...envelope('submissionCompliance', []),
          complianceItems: [{ id: 3, name: 'WSIB', description: '', isRequired: true }],
        },
      },
    });
    renderBuildPage(<ComplianceReviewPage project={projectFixture()} />);
    expect(
      await screen.findByText(
        'No complete submissions to review yet: they appear once the source has closed.',
      ),
    ).toBeTruthy();
  });
});
