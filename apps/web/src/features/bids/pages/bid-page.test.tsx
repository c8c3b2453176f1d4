import type { BidPage } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bidBase, bidPageFixture, receiptFixture, sessionAnswer } from '../../../test/bids-fixtures.ts';
import { envelope, type MockRequest, mockServer } from '../../../test/fetch-mock.ts';
import { portalRoutes } from '../../../test/portal-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

const session = { 'GET /api/v1/portal/demo/Session': { body: sessionAnswer } };
const path = '/portal/demo/opportunities/42/bid';

describe('the supplier bid page', { timeout: 30_000 }, () => {
  it('shows the forms, the closing time in the agency zone with a countdown, and saves the entered prices', async () => {
    let saved: MockRequest | null = null;
    const server = mockServer(
      portalRoutes({
        ...session,
        [`GET ${bidBase}`]: { body: envelope('bid', [bidPageFixture()]) },
        [`PUT ${bidBase}`]: (request) => {
          saved = request;
          const sent = request.body as Pick<NonNullable<BidPage['draft']>, 'price' | 'answers'>;
          const draft = { submissionId: 70, ...sent, files: [], updatedAt: '2026-03-01T15:00:01.000Z' };
          return { body: envelope('bid', [bidPageFixture({ draft })]) };
        },
      }),
    );
    renderApp(path);
    expect(await screen.findByText('Winter road maintenance')).toBeTruthy();
    expect(screen.getByTestId('bid-closing').textContent).toMatch(/EST|GMT-5/);
    // The countdown ticks from the server's time: on a loaded machine a second or two may pass first.
    expect(screen.getByTestId('bid-countdown').textContent).toMatch(/^1 d (2 h 0 min|1 h 59 min)/);

    const grid = screen.getByRole('grid');
    const price = within(grid).getByLabelText('Unit Price, line 1') as HTMLInputElement;
    await userEvent.type(price, '12.5');
    await userEvent.click(screen.getByTestId('bid-save'));
    await screen.findByTestId('bid-saved');
    const body = (saved as MockRequest | null)?.body as {
      price: {
        forms: { tenderTableId: number; cells: { rowId: number; columnId: number; value: string }[] }[];
      };
    };
    expect(body.price.forms).toEqual([
      { tenderTableId: 1, addedRowIds: [], cells: [{ rowId: 11, columnId: 3, value: '12.5' }] },
    ]);
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('submits after confirmation and goes to the receipt', async () => {
    const server = mockServer(
      portalRoutes({
        ...session,
        [`GET ${bidBase}`]: { body: envelope('bid', [bidPageFixture()]) },
        [`PUT ${bidBase}`]: { body: envelope('bid', [bidPageFixture()]) },
        [`POST ${bidBase}/Submit`]: { body: envelope('bidReceipt', [receiptFixture]) },
        [`GET ${bidBase}/Receipt/77`]: { body: envelope('bidReceipt', [receiptFixture]) },
      }),
    );
    renderApp(path);
    await userEvent.click(await screen.findByTestId('bid-submit'));
    await userEvent.click(await screen.findByTestId('bid-submit-confirm'));
    await waitFor(() => expect(currentLocation()).toBe('/portal/demo/opportunities/42/bid/receipt/77'));
    expect(server.callsTo(`PUT ${bidBase}`)).toHaveLength(1);
    expect(server.callsTo(`POST ${bidBase}/Submit`)).toHaveLength(1);
    expect((await screen.findByTestId('receipt-hash')).textContent).toBe(receiptFixture.contentSha256);
  });

  it('shows the server’s refusal of a submission in place', async () => {
    mockServer(
      portalRoutes({
        ...session,
        [`GET ${bidBase}`]: { body: envelope('bid', [bidPageFixture()]) },
        [`PUT ${bidBase}`]: { body: envelope('bid', [bidPageFixture()]) },
        [`POST ${bidBase}/Submit`]: {
          status: 400,
          body: ['Upload the required document Signed form of tender.'],
          headers: { 'x-message-keys': 'bidUploadMissing' },
        },
      }),
    );
    renderApp(path);
    await userEvent.click(await screen.findByTestId('bid-submit'));
    await userEvent.click(await screen.findByTestId('bid-submit-confirm'));
    expect((await screen.findByTestId('bid-error')).textContent).toContain('Signed form of tender');
  });

  it('says why a supplier may not bid, with nothing to fill or send', async () => {
    mockServer(
      portalRoutes({
        ...session,
        [`GET ${bidBase}`]: {
          body: envelope('bid', [bidPageFixture({ mayBid: false, whyNot: 'bidNotPlanTaker' })]),
        },
      }),
    );
    renderApp(path);
    expect((await screen.findByTestId('bid-why-not')).textContent).toContain('Register as a plan taker');
    // Nothing to fill or send while the supplier may not bid.
    expect(screen.queryByTestId('bid-submit')).toBeNull();
    expect(screen.queryByTestId('bid-save')).toBeNull();
  });

  it('withdraws a submission with a reason', async () => {
    const submitted = bidPageFixture({
      submissions: [
        {
          id: 77,
          status: 'complete',
          isNoBid: false,
          submittedAt: '2026-03-01T14:00:00Z',
          withdrawnAt: null,
          receiptNumber: '7-77-ABCDEF01',
        },
      ],
    });
    const server = mockServer(
      portalRoutes({
        ...session,
        [`GET ${bidBase}`]: { body: envelope('bid', [submitted]) },
        [`POST ${bidBase}/Withdraw/77`]: { body: envelope('bid', [bidPageFixture()]) },
      }),
    );
    renderApp(path);
    await userEvent.click(await screen.findByTestId('bid-withdraw-77'));
    await userEvent.click(await screen.findByTestId('bid-withdraw-confirm'));
    expect(await screen.findByText('Give a reason.')).toBeTruthy();
    await userEvent.type(screen.getByTestId('bid-withdraw-reason'), 'Pricing error');
    await userEvent.click(screen.getByTestId('bid-withdraw-confirm'));
    await waitFor(() => expect(server.callsTo(`POST ${bidBase}/Withdraw/77`)).toHaveLength(1));
    expect(server.callsTo(`POST ${bidBase}/Withdraw/77`)[0]?.body).toEqual({ reason: 'Pricing error' });
    await waitFor(() => expect(screen.queryByTestId('bid-withdraw-77')).toBeNull());
  });

  it('sends a no-bid response with its reason', async () => {
    const server = mockServer(
      portalRoutes({
        ...session,
        [`GET ${bidBase}`]: { body: envelope('bid', [bidPageFixture()]) },
        'POST /api/v1/portal/demo/Opportunities/42/NoBid': { body: envelope('bid', [bidPageFixture()]) },
      }),
    );
    renderApp(path);
    await userEvent.click(await screen.findByTestId('bid-no-bid'));
    await userEvent.type(await screen.findByTestId('bid-no-bid-reason'), 'Fully booked');
    await userEvent.click(screen.getByTestId('bid-no-bid-confirm'));
    await waitFor(() =>
      expect(server.callsTo('POST /api/v1/portal/demo/Opportunities/42/NoBid')).toHaveLength(1),
    );
    expect(server.callsTo('POST /api/v1/portal/demo/Opportunities/42/NoBid')[0]?.body).toEqual({
      reason: 'Fully booked',
    });
  });

  it('shows an error state when the bid cannot be loaded', async () => {
    mockServer(portalRoutes({ ...session, [`GET ${bidBase}`]: { status: 404, body: ['Not Found'] } }));
    renderApp(path);
    expect(await screen.findByText('This bid could not be loaded.')).toBeTruthy();
  });
});
