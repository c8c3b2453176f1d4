import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/fetch-mock.ts';
import { portalRoutes } from '../../../test/portal-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { portalApi } from '../../../test/supplier-account-fixtures.ts';

const confirm = `POST ${portalApi}/PasswordReset/Confirm`;

describe('supplier password reset', () => {
  it('asks for the link by email and shows the same answer for anyone', async () => {
    const server = mockServer(
      portalRoutes({
        [`POST ${portalApi}/PasswordReset`]: {
          body: { message: 'If an account exists for x@y.test, a link was sent.' },
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'x@y.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByTestId('reset-sent')).textContent).toContain('x@y.test');
    expect(server.callsTo(`POST ${portalApi}/PasswordReset`)[0]?.body).toEqual({ email: 'x@y.test' });
  });

  it('sets the new password from the link once it meets the rule and matches', async () => {
    const server = mockServer(
      portalRoutes({
        [confirm]: { body: { message: 'Your password was changed. Sign in with your new password.' } },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/reset-password?token=t0k3n');
    await user.type(await screen.findByLabelText(/^New password/), 'weak');
    await user.type(screen.getByLabelText(/^Confirm password/), 'weak2');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/not complex enough/)).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(server.callsTo(confirm)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Brand-New-Pass-9!');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Brand-New-Pass-9!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findByTestId('reset-done')).textContent).toContain('Sign in with your new password');
    expect(server.callsTo(confirm)[0]?.body).toEqual({ token: 't0k3n', password: 'Brand-New-Pass-9!' });
  });

  it('says a link without a token is invalid', async () => {
    mockServer(portalRoutes({}));
    renderApp('/portal/demo/reset-password');
    expect(await screen.findByTestId('reset-link-invalid')).toBeTruthy();
  });
});
