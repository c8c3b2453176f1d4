import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../platform/api/browser.ts';
import { idleClock } from '../../platform/api/idle-clock.ts';
import { mockServer } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { SessionTimeoutDialog, secondsLeft } from './session-timeout-dialog.tsx';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('session timeout dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T15:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rounds the seconds left up and never below zero', () => {
    expect(secondsLeft(10_500, 0)).toBe(11);
    expect(secondsLeft(0, 5_000)).toBe(0);
  });

  it('opens two minutes before the idle expiry and counts down every second', () => {
    mockServer({});
    idleClock.note(new Date(Date.now() + 125_000).toISOString());
    renderApp('/', <SessionTimeoutDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();

    advance(5_000);
    expect(screen.getByRole('dialog').textContent).toContain('You will be signed out in 120 seconds');
    advance(1_000);
    expect(screen.getByRole('dialog').textContent).toContain('You will be signed out in 119 seconds');
    advance(30_000);
    expect(screen.getByRole('dialog').textContent).toContain('You will be signed out in 89 seconds');
  });

  it('stays signed in: the refreshed expiry closes the dialog', async () => {
    const later = () => new Date(Date.now() + 30 * 60_000).toISOString();
    const server = mockServer({
      'GET /api/v1/Utilities/RefreshSession': () => ({
        body: { idleExpiresAt: later(), expiresAt: later() },
      }),
    });
    idleClock.note(new Date(Date.now() + 60_000).toISOString());
    renderApp('/', <SessionTimeoutDialog />);
    advance(1_000);
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(server.callsTo('GET /api/v1/Utilities/RefreshSession')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs off at zero and goes to the login page with the expiry message', async () => {
    const server = mockServer({ 'POST /api/v1/login/signoff': { body: { redirectUrl: null } } });
    idleClock.note(new Date(Date.now() + 3_000).toISOString());
    renderApp('/', <SessionTimeoutDialog />);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(server.callsTo('POST /api/v1/login/signoff')).toHaveLength(1);
    expect(browser.assign).toHaveBeenCalledWith(`/login?err=${encodeURIComponent('Session has expired.')}`);
  });
});
