import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bidBase, receiptFixture, sessionAnswer } from '../../../test/bids-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { portalRoutes } from '../../../test/portal-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

const path = '/portal/demo/opportunities/42/bid/receipt/77';

describe('the bid receipt', { timeout: 30_000 }, () => {
  it('shows the server time in the agency zone, the receipt number, the SHA-256 and the files', async () => {
    mockServer(
      portalRoutes({
        'GET /api/v1/portal/demo/Session': { body: sessionAnswer },
        [`GET ${bidBase}/Receipt/77`]: { body: envelope('bidReceipt', [receiptFixture]) },
      }),
    );
    renderApp(path);
    expect((await screen.findByTestId('receipt-hash')).textContent).toBe(receiptFixture.contentSha256);
    expect(screen.getByTestId('receipt-number').textContent).toBe('7-77-ABCDEF01');
    // 15:00 UTC is 10:00 in Toronto in March (EST).
    expect(screen.getByTestId('receipt-time').textContent).toMatch(/10:00:00.*(EST|GMT-5)/);
    expect(screen.getByText(receiptFixture.submittedAt)).toBeTruthy();
    expect(screen.getByText('tender.pdf')).toBeTruthy();
    expect(screen.getByTestId('receipt-print')).toBeTruthy();
  });

  it('sends a visitor who is not signed in to the portal sign-in', async () => {
    mockServer(portalRoutes({ 'GET /api/v1/portal/demo/Session': { status: 401, body: ['Unauthorized.'] } }));
    renderApp(path);
    await screen.findByTestId('location');
    await waitFor(() => expect(currentLocation()).toContain('/portal/demo/sign-in?redirect='));
  });

  it('shows an error state for a receipt that is not the supplier’s', async () => {
    mockServer(
      portalRoutes({
        'GET /api/v1/portal/demo/Session': { body: sessionAnswer },
        [`GET ${bidBase}/Receipt/77`]: { status: 404, body: ['Not Found'] },
      }),
    );
    renderApp(path);
    expect(await screen.findByText('This receipt could not be loaded.')).toBeTruthy();
  });
});
