import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { opportunityFixture, portalApi, portalRoutes } from '../../../test/portal-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

const pagePath = `${portalApi}/Opportunities/12`;
const signedIn = {
  [`GET ${portalApi}/Session`]: {
    body: envelope('supplierSession', [
      {
        agency: 'demo',
        vendorId: 4,
        contactId: 5,
        companyName: 'Acme Roads',
        firstName: 'Sam',
        lastName: 'Supplier',
        email: 'sam@acme.test',
      },
    ]),
  },
};

describe('the opportunity page', () => {
  it('shows what the source shows, with times in the agency zone, and asks visitors to sign in', async () => {
    mockServer(
      portalRoutes({ [`GET ${pagePath}`]: { body: envelope('opportunity', [opportunityFixture()]) } }),
    );
    renderApp('/portal/demo/opportunities/12');
    expect(await screen.findByRole('heading', { name: 'Main Street paving' })).toBeTruthy();
    expect(screen.getByText('Site walkthrough')).toBeTruthy();
    expect(screen.getByText('Mandatory')).toBeTruthy();
    expect(screen.getByText(/Fri, May 8, 2026 10:00 AM EDT/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Registered suppliers' })).toBeTruthy();
    // Not registered: the files are listed but not links.
    expect(screen.getByText(/Specifications\.pdf/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Specifications.pdf' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in to register' })).toBeTruthy();
  });

  it('leaves out the sections the source hides and says why registration is closed', async () => {
    mockServer(
      portalRoutes({
        [`GET ${pagePath}`]: {
          body: envelope('opportunity', [
            opportunityFixture({
              planTakers: null,
              meetings: null,
              documents: null,
              purchasingReps: null,
              registration: { open: false, reason: 'registrationDeadlinePassed' },
            }),
          ]),
        },
      }),
    );
    renderApp('/portal/demo/opportunities/12');
    expect(await screen.findByText('The registration deadline has passed.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Registered suppliers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Meetings' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bid documents' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Contacts' })).toBeNull();
  });

  it('registers a signed-in supplier, then offers the downloads and the bid page', async () => {
    let registered = false;
    const page = () => opportunityFixture(registered ? { isRegistered: true, canSubmit: true } : {});
    const server = mockServer(
      portalRoutes({
        ...signedIn,
        [`GET ${pagePath}`]: () => ({ body: envelope('opportunity', [page()]) }),
        [`POST ${pagePath}/Register`]: () => {
          registered = true;
          return { body: envelope('opportunity', [page()]) };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/opportunities/12');
    await user.click(await screen.findByRole('button', { name: 'Register for this opportunity' }));
    const link = await screen.findByRole('link', { name: 'Specifications.pdf' });
    expect(link.getAttribute('href')).toBe(`${portalApi}/Opportunities/12/Documents/21`);
    expect(screen.getByRole('link', { name: 'Addendum 1' }).getAttribute('href')).toBe(
      `${portalApi}/Opportunities/12/Addenda/31`,
    );
    expect(screen.getByRole('link', { name: 'Submit a bid' }).getAttribute('href')).toBe(
      '/portal/demo/opportunities/12/bid',
    );
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('answers a hidden or unknown opportunity with its own message', async () => {
    mockServer(portalRoutes({ [`GET ${pagePath}`]: { status: 404, body: ['Invalid project.'] } }));
    renderApp('/portal/demo/opportunities/12');
    expect(await screen.findByText('This opportunity does not exist or is not public.')).toBeTruthy();
  });
});
