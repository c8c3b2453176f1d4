import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { portalRoutes } from '../../../test/portal-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import {
  categoriesBody,
  contactFixture,
  portalApi,
  selfContact,
  sessionBody,
  vendorFixture,
} from '../../../test/supplier-account-fixtures.ts';

const base = {
  [`GET ${portalApi}/Session`]: { body: sessionBody },
  [`GET ${portalApi}/Categories`]: { body: categoriesBody },
};

async function openContacts(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Contacts' }));
  return screen.findByTestId('contacts-table');
}

describe('supplier account page', () => {
  it('sends a signed-out visitor to sign-in and back', async () => {
    mockServer(
      portalRoutes({ [`GET ${portalApi}/Session`]: { status: 401, body: ['Your session has expired.'] } }),
    );
    renderApp('/portal/demo/account');
    await waitFor(() =>
      expect(currentLocation()).toBe('/portal/demo/sign-in?redirect=%2Fportal%2Fdemo%2Faccount'),
    );
  });

  it('stops adding contacts at 10 and says why', async () => {
    const contacts = [selfContact, ...Array.from({ length: 9 }, (_, i) => contactFixture(901 + i))];
    mockServer(
      portalRoutes({
        ...base,
        [`GET ${portalApi}/Profile`]: { body: envelope('vendor', [vendorFixture(contacts)]) },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/account');
    const table = await openContacts(user);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('heading', { name: 'Contacts (10 of 10)' })).toBeTruthy();
    expect(screen.getByTestId('add-contact')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('contact-limit').textContent).toContain('(10)');
  });

  it('adds a contact below the limit; the signed-in primary contact has no delete button', async () => {
    const added = contactFixture(950, { firstName: 'Bo', lastName: 'Reed', email: 'bo@acme.test' });
    const server = mockServer(
      portalRoutes({
        ...base,
        [`GET ${portalApi}/Profile`]: { body: envelope('vendor', [vendorFixture()]) },
        [`POST ${portalApi}/Contacts`]: { body: envelope('vendorContact', [selfContact, added]) },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/account');
    const table = await openContacts(user);
    expect(within(table).getByTestId('primary-badge')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();

    await user.click(screen.getByTestId('add-contact'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('contact-save'));
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(server.callsTo(`POST ${portalApi}/Contacts`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^First name/), 'Bo');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Reed');
    await user.type(within(dialog).getByLabelText(/^Email/), 'bo@acme.test');
    await user.click(within(dialog).getByTestId('contact-save'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Contacts (2 of 10)' })).toBeTruthy());
    expect(server.callsTo(`POST ${portalApi}/Contacts`)[0]?.body).toMatchObject({
      firstName: 'Bo',
      lastName: 'Reed',
      email: 'bo@acme.test',
      isPrimary: false,
    });
    expect(screen.getByRole('button', { name: 'Delete Bo Reed' })).toBeTruthy();
    // The dialog closed: the save went through without a failure.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an error state with retry when the profile cannot be read', async () => {
    mockServer(portalRoutes({ ...base, [`GET ${portalApi}/Profile`]: { status: 500, body: ['Boom'] } }));
    renderApp('/portal/demo/account');
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
