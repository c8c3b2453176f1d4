import { defaultFeatureFlags } from '@procura/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../../platform/api/auth-storage.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

const features = { body: envelope('feature', [...defaultFeatureFlags]) };
const verify = 'POST /api/v1/auth/verify-email';
const change = 'POST /api/v1/auth/change-forgotten-password';
const link = '/resetpassword?email=ada%40springfield.example&token=t0k3n';

describe('reset password', () => {
  it('redirects to the login page when the resetPassword feature is off', async () => {
    const off = defaultFeatureFlags.map((flag) =>
      flag.name === 'resetPassword' ? { ...flag, enabled: false } : flag,
    );
    mockServer({ 'GET /api/v1/features': { body: envelope('feature', off) } });
    renderApp(link);
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('says so when the link is invalid or expired', async () => {
    const server = mockServer({ 'GET /api/v1/features': features, [verify]: { body: { isValid: false } } });
    renderApp(link);
    expect(await screen.findByTestId('reset-link-invalid')).toBeTruthy();
    expect(server.callsTo(verify)[0]?.body).toEqual({ email: 'ada@springfield.example', token: 't0k3n' });
  });

  it('checks the password rule as the user types, then changes the password', async () => {
    const server = mockServer({
      'GET /api/v1/features': features,
      [verify]: { body: { isValid: true } },
      [change]: { body: { message: 'changed' } },
    });
    const user = userEvent.setup();
    renderApp(link);

    const password = await screen.findByLabelText('New password');
    expect(document.title).toBe('Reset Password');
    const checklist = screen.getByTestId('password-checklist');
    expect(checklist.querySelectorAll('[data-met="true"]')).toHaveLength(0);

    await user.type(password, 'abcdefgh');
    expect(checklist.querySelectorAll('[data-met="true"]')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveProperty('disabled', true);

    await user.clear(password);
    await user.type(password, 'GoodPass#1');
    expect(checklist.querySelectorAll('[data-met="false"]')).toHaveLength(0);
    await user.type(screen.getByLabelText('Confirm new password'), 'GoodPass#2');
    await user.tab();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'GoodPass#1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByTestId('reset-done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
    expect(server.callsTo(change)[0]?.body).toEqual({
      email: 'ada@springfield.example',
      token: 't0k3n',
      newPassword: 'GoodPass#1',
    });
  });

  it('shows the server message when the change is refused', async () => {
    mockServer({
      'GET /api/v1/features': features,
      [verify]: { body: { isValid: true } },
      [change]: { status: 400, body: ['The reset link is invalid or has expired.'] },
    });
    const user = userEvent.setup();
    renderApp('/verifyEmail?email=ada%40springfield.example&token=t0k3n');
    await user.type(await screen.findByLabelText('New password'), 'GoodPass#1');
    expect(document.title).toBe('Set Your Password');
    await user.type(screen.getByLabelText('Confirm new password'), 'GoodPass#1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The reset link is invalid or has expired.')).toBeTruthy();
  });
});

describe('maintenance landing', () => {
  it('sets the no-redirect flag and goes to the login page', async () => {
    mockServer({});
    renderApp('/maintenance/landing');
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(authStorage.noRedirect()).toBe(true);
  });
});
