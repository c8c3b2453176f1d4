import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { portalRoutes } from '../../../test/portal-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import { portalApi, sessionBody } from '../../../test/supplier-account-fixtures.ts';

const signIn = `POST ${portalApi}/SignIn`;
const refusal = (status: number, key: string, message: string) => ({
  status,
  body: [message],
  headers: { 'x-message-keys': key },
});

async function submit(user: ReturnType<typeof userEvent.setup>, email = 'ada@acme.test') {
  await fill(user, await screen.findByLabelText(/^Email/), email);
  await fill(user, screen.getByLabelText(/^Password/), 'Sturdy-Pass-42!');
  await user.click(screen.getByTestId('sign-in-submit'));
}

describe('supplier sign-in', () => {
  it('signs in and goes back to the portal page it came from', async () => {
    let signedIn = false;
    const server = mockServer(
      portalRoutes({
        [signIn]: () => {
          signedIn = true;
          return { body: sessionBody };
        },
        [`GET ${portalApi}/Session`]: () =>
          signedIn ? { body: sessionBody } : { status: 401, body: ['Your session has expired.'] },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/sign-in?redirect=%2Fportal%2Fdemo%2Fopportunities%2F12');
    await submit(user);
    await waitFor(() => expect(currentLocation()).toBe('/portal/demo/opportunities/12'));
    expect(server.callsTo(signIn)[0]?.body).toEqual({ email: 'ada@acme.test', password: 'Sturdy-Pass-42!' });
  });

  it('never follows a redirect off the portal', async () => {
    mockServer(
      portalRoutes({ [signIn]: { body: sessionBody }, [`GET ${portalApi}/Session`]: { body: sessionBody } }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/sign-in?redirect=%2F%2Fevil.example%2F');
    await submit(user);
    await waitFor(() => expect(currentLocation()).toBe('/portal/demo'));
  });

  it('says the credentials are wrong and empties the password', async () => {
    mockServer(
      portalRoutes({
        [signIn]: refusal(400, 'supplierInvalidCredentials', 'The email or password is incorrect.'),
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/sign-in');
    await submit(user);
    expect((await screen.findByTestId('sign-in-invalid')).textContent).toContain(
      'The email or password is incorrect.',
    );
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });

  it('shows the lock-out with the way to reset the password', async () => {
    mockServer(
      portalRoutes({
        [signIn]: refusal(
          429,
          'supplierAccountLocked',
          'Your account is locked for 30 minutes after 5 unsuccessful sign-in attempts.',
        ),
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/sign-in');
    await submit(user);
    const alert = await screen.findByTestId('sign-in-locked');
    expect(alert.textContent).toContain('locked for 30 minutes');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/portal/demo/forgot-password');
  });

  it('offers a new verification link to an unverified account', async () => {
    const server = mockServer(
      portalRoutes({
        [signIn]: refusal(403, 'supplierEmailNotVerified', 'Your email address is not verified yet.'),
        [`POST ${portalApi}/Register/Resend`]: {
          body: { message: 'A new verification link has been sent.' },
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/portal/demo/sign-in');
    await submit(user, 'new@acme.test');
    expect(await screen.findByTestId('sign-in-unverified')).toBeTruthy();
    await user.click(screen.getByTestId('resend-verification'));
    expect((await screen.findByTestId('resend-answer')).textContent).toBe(
      'A new verification link has been sent.',
    );
    expect(server.callsTo(`POST ${portalApi}/Register/Resend`)[0]?.body).toEqual({ email: 'new@acme.test' });
  });
});

describe('email verification link', () => {
  it('verifies, signs in and goes to the portal', async () => {
    const server = mockServer(
      portalRoutes({
        [`POST ${portalApi}/Register/Verify`]: { body: sessionBody },
        [`GET ${portalApi}/Session`]: { body: sessionBody },
      }),
    );
    renderApp('/portal/demo/verify-email?token=abc123');
    await waitFor(() => expect(currentLocation()).toBe('/portal/demo'));
    expect(server.callsTo(`POST ${portalApi}/Register/Verify`)).toHaveLength(1);
    expect(server.callsTo(`POST ${portalApi}/Register/Verify`)[0]?.body).toEqual({ token: 'abc123' });
  });

  it('says so when the link is used or expired', async () => {
    mockServer(
      portalRoutes({
        [`POST ${portalApi}/Register/Verify`]: refusal(400, 'supplierLinkInvalid', 'This link is invalid.'),
      }),
    );
    renderApp('/portal/demo/verify-email?token=old');
    expect(await screen.findByTestId('verify-link-invalid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe(
      '/portal/demo/sign-in',
    );
  });
});
