import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../../platform/api/auth-storage.ts';
import { browser } from '../../../platform/api/browser.ts';
import { mockServer } from '../../../test/fetch-mock.ts';
import { sessionFixture } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const loginType = 'POST /api/v1/login/loginType';
const login = 'POST /api/v1/login';

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name });
}

async function reachCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Domain'), 'springfield');
  await user.click(button('Login'));
  await screen.findByLabelText('Email or username');
}

describe('login page', () => {
  it('keeps both domain buttons disabled until a domain is given', async () => {
    mockServer({});
    const user = userEvent.setup();
    renderApp('/login');

    expect(document.title).toBe('Login');
    expect(button('Login').disabled).toBe(true);
    expect(button('Single Sign-On').disabled).toBe(true);

    await user.type(screen.getByLabelText('Domain'), 'springfield');
    expect(button('Login').disabled).toBe(false);
    expect(button('Single Sign-On').disabled).toBe(false);
  });

  it('remembers the last domain and shows the invalid-domain message on 400', async () => {
    const server = mockServer({ [loginType]: { status: 400, body: ['Invalid email or domain.'] } });
    authStorage.setLastDomain('shelbyville');
    const user = userEvent.setup();
    renderApp('/login');

    expect((screen.getByLabelText('Domain') as HTMLInputElement).value).toBe('shelbyville');
    await user.click(button('Login'));
    expect(await screen.findByText('Invalid email or domain.')).toBeTruthy();
    expect(server.callsTo(loginType)[0]?.body).toEqual({ domain: 'shelbyville' });
  });

  it('sends single sign-on domains to the SSO start', async () => {
    mockServer({ [loginType]: { body: { loginType: 'sso' } } });
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(screen.getByLabelText('Domain'), 'springfield');
    await user.click(button('Single Sign-On'));
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('/api/v1/sso/ssoStart?domain=springfield'),
    );
    expect(authStorage.lastDomain()).toBe('springfield');
  });

  it('keeps the login button disabled until the form is valid', async () => {
    mockServer({ [loginType]: { body: { loginType: 'local' } } });
    const user = userEvent.setup();
    renderApp('/login');
    await reachCredentials(user);

    expect(button('Login').disabled).toBe(true);
    await user.type(screen.getByLabelText('Email or username'), 'ada');
    expect(button('Login').disabled).toBe(true);
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(button('Login').disabled).toBe(false);
    expect(button('Domain')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
  });

  it('shows the invalid-email message without calling the server', async () => {
    const server = mockServer({ [loginType]: { body: { loginType: 'local' } } });
    const user = userEvent.setup();
    renderApp('/login');
    await reachCredentials(user);

    await user.type(screen.getByLabelText('Email or username'), 'ada@springfield');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.tab();
    await user.click(screen.getByLabelText('Email or username'));
    await user.tab();

    expect(await screen.findByText('Invalid email format.')).toBeTruthy();
    expect(button('Login').disabled).toBe(true);
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(server.callsTo(login)).toHaveLength(0);
  });

  it('opens the lock-out dialog on 429, with the server message and a confirm button', async () => {
    const locked = 'Your account has been locked after too many consecutive attempts.';
    mockServer({ [loginType]: { body: { loginType: 'local' } }, [login]: { status: 429, body: [locked] } });
    const user = userEvent.setup();
    renderApp('/login');
    await reachCredentials(user);

    await user.type(screen.getByLabelText('Email or username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(button('Login'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(locked)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows invalid credentials on 401 and stays on the page', async () => {
    mockServer({
      [loginType]: { body: { loginType: 'both' } },
      [login]: { status: 401, body: ['Invalid credentials.'] },
    });
    const user = userEvent.setup();
    renderApp('/login?redirect=%2Fteam%2Fall');
    await reachCredentials(user);

    await user.type(screen.getByLabelText('Email or username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(button('Login'));

    expect((await screen.findByTestId('login-failure')).textContent).toBe('Invalid credentials.');
    expect(browser.assign).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/login?redirect=%2Fteam%2Fall');
  });

  it('signs in and goes to the redirect query', async () => {
    const server = mockServer({
      [loginType]: { body: { loginType: 'local' } },
      [login]: { body: sessionFixture() },
    });
    const user = userEvent.setup();
    renderApp('/login?redirect=%2Fdocs%3Ftab%3D1', <LoginOnly />);
    await reachCredentials(user);

    await user.type(screen.getByLabelText('Email or username'), 'ada@springfield.example');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(button('Login'));

    await waitFor(() => expect(currentLocation()).toBe('/docs?tab=1'));
    expect(server.callsTo(login)[0]?.body).toEqual({
      username: 'ada@springfield.example',
      password: 'secret',
      domain: 'springfield',
    });
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('shows the err query as an error', () => {
    mockServer({});
    renderApp(`/login?err=${encodeURIComponent('Session has expired.')}`);
    expect(screen.getByTestId('login-error').textContent).toContain('Session has expired.');
    expect(screen.getByTestId('login-footer').textContent).toContain('Version 5.2.2');
    expect(screen.getByTestId('login-footer').textContent).toContain(String(new Date().getFullYear()));
  });

  it('sends the reset email and confirms it was sent to the entered address', async () => {
    const server = mockServer({
      [loginType]: { body: { loginType: 'local' } },
      'POST /api/v1/auth/forgot-password': { body: { message: 'sent' } },
    });
    const user = userEvent.setup();
    renderApp('/login');
    await reachCredentials(user);

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(document.title).toBe('Forgot Password');
    expect(button('Confirm').disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'ada@springfield.example');
    await user.click(button('Confirm'));

    const sent = await screen.findByTestId('forgot-sent');
    expect(sent.textContent).toContain('ada@springfield.example');
    expect(sent.textContent).toContain('spam');
    expect(server.callsTo('POST /api/v1/auth/forgot-password')[0]?.body).toEqual({
      email: 'ada@springfield.example',
      domain: 'springfield',
      isTeammemberportal: false,
    });
    // The form closes after a second; the confirmation stays on the login form.
    await screen.findByLabelText('Email or username', undefined, { timeout: 2000 });
    expect(screen.getByTestId('login-notice').textContent).toContain('ada@springfield.example');
  });
});

/** The login page alone, so the redirect target does not need a signed-in app behind it. */
function LoginOnly() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>signed in</p>} />
    </Routes>
  );
}
