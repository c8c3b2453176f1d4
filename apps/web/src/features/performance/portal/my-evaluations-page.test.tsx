import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { portalApi, portalRoutes } from '../../../test/portal-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import { sessionBody } from '../../../test/supplier-account-fixtures.ts';
import {
  evaluationsApi,
  supplierEvaluationFixture,
  supplierRowFixture,
} from './portal-evaluation-fixtures.ts';

// The portal's frame and its lazy pages take a second or two in jsdom.
describe('the portal: my evaluations', { timeout: 30_000 }, () => {
  it('lists the supplier’s evaluations from the signed-in navigation and opens one', async () => {
    mockServer(
      portalRoutes({
        [`GET ${portalApi}/Session`]: { body: sessionBody },
        [`GET ${evaluationsApi}`]: {
          body: envelope('performanceEvaluation', [
            supplierRowFixture(31),
            supplierRowFixture(32, {
              contractName: null,
              type: 'Custom',
              status: 'Complete',
              percent: 91.25,
              rating: 'exceptional',
              supplierReviewEndsOn: null,
            }),
          ]),
        },
        [`GET ${evaluationsApi}/31`]: {
          body: envelope('performanceEvaluation', [supplierEvaluationFixture()]),
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo');
    await user.click(await screen.findByRole('link', { name: 'My evaluations' }));
    const table = await screen.findByTestId('portal-evaluations');

    const waiting = within(table).getByTestId('portal-evaluation-31');
    expect(
      within(waiting)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Road salt supply',
      'Interim',
      'January 01, 2026 to March 31, 2026',
      'Pending Supplier/Vendor Review',
      '72.5%',
      'Satisfactory',
      'April 20, 2026',
    ]);
    const done = within(table).getByTestId('portal-evaluation-32');
    expect(
      within(done)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'No contract',
      'Custom',
      'January 01, 2026 to March 31, 2026',
      'Complete',
      '91.3%',
      'Exceptional',
      'N/A',
    ]);

    await user.click(within(table).getByRole('link', { name: 'Road salt supply' }));
    expect(currentLocation()).toBe('/portal/demo/performance/31');
    expect(await screen.findByTestId('portal-evaluation')).toBeTruthy();
  });

  it('says so when there is none, and when the list fails', async () => {
    let fail = false;
    mockServer(
      portalRoutes({
        [`GET ${portalApi}/Session`]: { body: sessionBody },
        [`GET ${evaluationsApi}`]: () =>
          fail
            ? { status: 500, body: ['Unable to retrieve data, try later.'] }
            : { body: envelope('performanceEvaluation', []) },
      }),
    );
    const first = renderApp('/portal/demo/performance');
    expect(await screen.findByText('No evaluation to show')).toBeTruthy();
    first.unmount();
    fail = true;
    renderApp('/portal/demo/performance');
    expect(await screen.findByText('Your evaluations could not be loaded.')).toBeTruthy();
  });

  it('sends a visitor who is not signed in to the sign-in page', async () => {
    mockServer(portalRoutes());
    renderApp('/portal/demo/performance');
    await waitFor(() =>
      expect(currentLocation()).toBe('/portal/demo/sign-in?redirect=%2Fportal%2Fdemo%2Fperformance'),
    );
  });
});
