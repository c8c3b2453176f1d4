import type { SupplierClaim } from '@procura/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { portalRoutes } from '../../../test/portal-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import { categoriesBody, portalApi, sessionBody } from '../../../test/supplier-account-fixtures.ts';

const claimPath = `${portalApi}/Register/Claim`;

const claim: SupplierClaim = {
  companyName: 'Acme Paving Ltd.',
  city: 'Hamilton',
  provinceState: 'ON',
  country: 'Canada',
  phone: '905-555-0100',
  website: 'https://acme.test',
  firstName: 'Ada',
  lastName: 'Stone',
  email: 'ada@acme.test',
};

const invalid = refusal(
  400,
  ['supplierClaimInvalid'],
  ['This invitation link is not valid or was already used.'],
);

const value = (label: RegExp | string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('claiming an account the agency added', () => {
  it('fills the form with the agency’s entry, the email fixed, and signs the supplier in on submit', async () => {
    let signedIn = false;
    const server = mockServer(
      portalRoutes({
        [`GET ${portalApi}/Categories`]: { body: categoriesBody },
        [`GET ${portalApi}/Session`]: () =>
          signedIn ? { body: sessionBody } : { status: 401, body: ['Your session has expired.'] },
        [`GET ${claimPath}`]: { body: envelope('supplierClaim', [claim]) },
        [`POST ${claimPath}`]: () => {
          signedIn = true;
          return { body: sessionBody };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/register?claim=tok-123');
    expect(await screen.findByRole('heading', { name: 'Claim your company account' })).toBeTruthy();
    await waitFor(() => expect(value(/^Company name/)).toBe('Acme Paving Ltd.'));
    expect(server.callsTo(`GET ${claimPath}`)[0]?.url.searchParams.get('token')).toBe('tok-123');
    expect(value(/^City/)).toBe('Hamilton');
    expect(value(/^Website/)).toBe('https://acme.test');
    expect(value(/^First name/)).toBe('Ada');
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('ada@acme.test');
    expect(email.readOnly).toBe(true);

    await user.click(screen.getByTestId('claim-submit'));
    expect(await screen.findByText(/not complex enough/)).toBeTruthy();
    expect(server.callsTo(`POST ${claimPath}`)).toHaveLength(0);

    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('Sturdy-Pass-42!');
    await user.click(screen.getByLabelText(/^Confirm password/));
    await user.paste('Sturdy-Pass-42!');
    await user.click(screen.getByTestId('claim-submit'));
    await waitFor(() => expect(currentLocation()).toBe('/portal/demo'));
    expect(server.callsTo(`POST ${claimPath}`)[0]?.body).toMatchObject({
      token: 'tok-123',
      company: { companyName: 'Acme Paving Ltd.', city: 'Hamilton', phone: '905-555-0100', categories: [] },
      contact: { firstName: 'Ada', lastName: 'Stone', email: 'ada@acme.test' },
      password: 'Sturdy-Pass-42!',
    });
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('says an invalid link is invalid and leads to the normal registration', async () => {
    mockServer(portalRoutes({ [`GET ${claimPath}`]: invalid }));
    const user = userEvent.setup();
    renderApp('/portal/demo/register?claim=spent');
    expect((await screen.findByTestId('claim-invalid')).textContent).toBe(
      'This invitation link is not valid or was already used.',
    );
    await user.click(screen.getByTestId('claim-register-link'));
    expect(await screen.findByRole('heading', { name: 'Register your company' })).toBeTruthy();
    expect(currentLocation()).toBe('/portal/demo/register');
  });

  it('says so when the link is spent between reading and submitting', async () => {
    mockServer(
      portalRoutes({
        [`GET ${claimPath}`]: { body: envelope('supplierClaim', [claim]) },
        [`POST ${claimPath}`]: invalid,
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/register?claim=tok-123');
    await waitFor(() => expect(value(/^Company name/)).toBe('Acme Paving Ltd.'));
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('Sturdy-Pass-42!');
    await user.click(screen.getByLabelText(/^Confirm password/));
    await user.paste('Sturdy-Pass-42!');
    await user.click(screen.getByTestId('claim-submit'));
    expect(await screen.findByTestId('claim-invalid')).toBeTruthy();
    expect(screen.getByTestId('claim-register-link')).toBeTruthy();
  });
});
