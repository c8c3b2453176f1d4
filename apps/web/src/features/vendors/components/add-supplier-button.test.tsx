import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../../../app/require-session.tsx';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { refusal } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import {
  agencyVendorFixture,
  supplierEditorSession,
  supplierRoutes,
  vendorsPath,
} from '../../../test/vendor-lists-fixtures.ts';
import { AddSupplierButton } from './add-supplier-button.tsx';

function renderButton(routes: Record<string, MockRoute>) {
  const server = mockServer(routes);
  renderApp(
    '/suppliers',
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/suppliers" element={<AddSupplierButton />} />
        <Route path="/suppliers/:id" element={<p>Profile</p>} />
      </Route>
    </Routes>,
  );
  return server;
}

const added = { body: envelope('vendor', [agencyVendorFixture({ id: 501 })]) };

describe('add supplier', () => {
  it('adds a company with its contact, the invitation unticked, then shows its profile', async () => {
    const server = renderButton({ ...supplierRoutes(), [`POST ${vendorsPath}`]: added });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add supplier' }));
    const dialog = within(await screen.findByRole('dialog'));
    const invitation = dialog.getByLabelText(/Send an invitation/) as HTMLInputElement;
    expect(invitation.checked).toBe(true);

    await fill(user, dialog.getByLabelText(/^Company name/), 'Acme Paving Ltd.');
    await fill(user, dialog.getByLabelText(/^Email/), 'not-an-email');
    await user.click(dialog.getByTestId('add-supplier-save'));
    expect(await dialog.findByText('Invalid email format.')).toBeTruthy();
    expect(server.callsTo(`POST ${vendorsPath}`)).toHaveLength(0);

    await user.clear(dialog.getByLabelText(/^Email/));
    await fill(user, dialog.getByLabelText(/^Email/), 'ada@acme.test');
    await fill(user, dialog.getByLabelText('Contact first name'), 'Ada');
    await fill(user, dialog.getByLabelText('Contact last name'), 'Stone');
    await fill(user, dialog.getByLabelText('City'), 'Hamilton');
    await fill(user, dialog.getByLabelText('Province or state'), 'ON');
    await fill(user, dialog.getByLabelText('Country'), 'Canada');
    await fill(user, dialog.getByLabelText('Phone'), '905-555-0100');
    await fill(user, dialog.getByLabelText('Website'), 'https://acme.test');
    await user.click(invitation);
    await user.click(dialog.getByTestId('add-supplier-save'));

    await waitFor(() => expect(currentLocation()).toBe('/suppliers/501'));
    expect(server.callsTo(`POST ${vendorsPath}`)[0]?.body).toEqual({
      companyName: 'Acme Paving Ltd.',
      city: 'Hamilton',
      provinceState: 'ON',
      country: 'Canada',
      phone: '905-555-0100',
      website: 'https://acme.test',
      contact: { firstName: 'Ada', lastName: 'Stone', email: 'ada@acme.test' },
      sendInvitation: false,
    });
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('invites by email with the company and address only', async () => {
    const server = renderButton({ ...supplierRoutes(), [`POST ${vendorsPath}`]: added });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add supplier' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByText('Invite by email'));
    expect(dialog.queryByLabelText('City')).toBeNull();
    expect(dialog.queryByLabelText(/Send an invitation/)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findAllByText('This field is required.')).toHaveLength(2);
    await fill(user, dialog.getByLabelText(/^Company name/), 'Beta Salt');
    await fill(user, dialog.getByLabelText(/^Email/), 'bids@beta.test');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(currentLocation()).toBe('/suppliers/501'));
    expect(server.callsTo(`POST ${vendorsPath}`)[0]?.body).toEqual({
      companyName: 'Beta Salt',
      contact: { email: 'bids@beta.test' },
      sendInvitation: true,
    });
  });

  it('shows an address already in the directory under the email field', async () => {
    renderButton({
      ...supplierRoutes(),
      [`POST ${vendorsPath}`]: refusal(
        400,
        ['vendorAlreadyInDirectory'],
        ['A supplier with this email is already in the directory.'],
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add supplier' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fill(user, dialog.getByLabelText(/^Company name/), 'Acme');
    const email = dialog.getByLabelText(/^Email/);
    await fill(user, email, 'ada@acme.test');
    await user.click(dialog.getByTestId('add-supplier-save'));
    const message = await dialog.findByText('A supplier with this email is already in the directory.');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(currentLocation()).toBe('/suppliers');
  });

  it('is locked without the right to change suppliers', async () => {
    renderButton(supplierRoutes(supplierEditorSession(['SUPPLIER_VIEW'])));
    const button = await screen.findByRole('button', { name: 'Add supplier' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.closest('[data-locked="true"]')).toBeTruthy();
  });
});
