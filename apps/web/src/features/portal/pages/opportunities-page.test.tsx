import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { portalApi, portalRoutes, summaryFixture } from '../../../test/portal-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

describe('the portal opportunities list', () => {
  it('shows the agency, the server clock in its zone and the open opportunities', async () => {
    mockServer(
      portalRoutes({
        [`GET ${portalApi}/Opportunities`]: { body: envelope('opportunity', [summaryFixture(1)], 1) },
      }),
    );
    renderApp('/portal/demo');
    expect(await screen.findByRole('heading', { name: 'City of Demo' })).toBeTruthy();
    expect(screen.getByTestId('server-clock').textContent).toContain('EDT');
    expect(screen.getByTestId('server-clock').textContent).toContain('May 4, 2026 10:00 AM');
    expect(await screen.findByRole('link', { name: 'Opportunity 1' })).toBeTruthy();
    expect(screen.getByText('Wed, May 20, 2026 2:00 PM EDT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends the search, the filters, the tab and the page to the server', async () => {
    const server = mockServer(
      portalRoutes({
        [`GET ${portalApi}/Opportunities`]: ({ url }) => ({
          body: envelope('opportunity', [summaryFixture(Number(url.searchParams.get('start')) + 1)], 45),
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo');
    await screen.findByRole('link', { name: 'Opportunity 1' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'paving{Enter}');
    await user.click(screen.getByRole('tab', { name: 'Awarded' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Opportunity 21' })).toBeTruthy();
    const last = server.callsTo(`GET ${portalApi}/Opportunities`).at(-1)?.url.searchParams;
    expect(last?.get('searchText')).toBe('paving');
    expect(last?.get('status')).toBe('awarded');
    expect(last?.get('start')).toBe('20');
  });

  it('shows the empty state and the error state with a retry', async () => {
    let fail = true;
    mockServer(
      portalRoutes({
        [`GET ${portalApi}/Opportunities`]: () =>
          fail ? { status: 500, body: ['Boom'] } : { body: envelope('opportunity', [], 0) },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo');
    expect(await screen.findByText('The opportunities could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No opportunities')).toBeTruthy());
  });
});
