import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { csrfHeader, csrfHeaderValue } from '@procura/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockServer } from '../../test/fetch-mock.ts';
import { authStorage } from './auth-storage.ts';
import { browser } from './browser.ts';
import { ApiError, apiRequest } from './client.ts';
import { idleClock } from './idle-clock.ts';

function shownNotifications() {
  return notificationsStore.getState().notifications.map((n) => ({ title: n.title, message: n.message }));
}

describe('api client', () => {
  afterEach(() => {
    cleanNotifications();
    window.history.replaceState(null, '', '/');
  });

  it('sends JSON, the CSRF header and the browser language on state-changing calls', async () => {
    const server = mockServer({ 'POST /api/v1/thing': { body: { ok: true } } });
    await expect(apiRequest('/api/v1/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const call = server.calls[0];
    expect(call?.headers.get('x-requested-with')).toBe('procura');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('accept-language')).toBe('en');
    expect(call?.body).toEqual({ a: 1 });
    expect(server.fetch.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('sends the CSRF header but no body on GET (a GET may act: decision 404), and drops empty query values', async () => {
    const server = mockServer({ 'GET /api/v1/list': { body: envelope('thing', [1, 2], 9) } });
    const body = await apiRequest('/api/v1/list', { query: { offset: 0, search: '', missing: undefined } });
    expect(body).toEqual(envelope('thing', [1, 2], 9));
    expect(server.calls[0]?.headers.get(csrfHeader)).toBe(csrfHeaderValue);
    expect(server.calls[0]?.headers.get('content-type')).toBeNull();
    expect(server.calls[0]?.url.search).toBe('?offset=0');
  });

  it('repeats a list in the query, one name per value, leaving out empty ones', async () => {
    const server = mockServer({ 'GET /api/v1/list': { body: envelope('thing', [], 0) } });
    await apiRequest('/api/v1/list', { query: { vendorId: [11, 12, null], start: 0 } });
    expect(server.calls[0]?.url.search).toBe('?vendorId=11&vendorId=12&start=0');
  });

  it('redirects a 401 to the login page with the first message and the current path', async () => {
    window.history.replaceState(null, '', '/team/all?search=ada');
    authStorage.setLoginType('local');
    mockServer({ 'GET /api/v1/x': { status: 401, body: ['Your session ended.'] } });
    const failure = apiRequest('/api/v1/x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(browser.assign).toHaveBeenCalledWith(
      `/login?err=${encodeURIComponent('Your session ended.')}&redirect=${encodeURIComponent('/team/all?search=ada')}`,
    );
    expect(authStorage.loginType()).toBeNull();
    expect(shownNotifications()).toEqual([]);
  });

  it('falls back to "Session has expired." and stays put on a login path', async () => {
    mockServer({ 'GET /api/v1/x': { status: 401, body: [] } });
    window.history.replaceState(null, '', '/dashboard');
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({ status: 401 });
    expect(browser.assign).toHaveBeenCalledWith(
      expect.stringContaining(`err=${encodeURIComponent('Session has expired.')}`),
    );

    vi.mocked(browser.assign).mockClear();
    window.history.replaceState(null, '', '/login');
    const { resetClientState } = await import('./client.ts');
    resetClientState();
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({ status: 401 });
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('does not redirect a 401 the caller handles', async () => {
    mockServer({ 'POST /api/v1/login': { status: 401, body: ['Invalid credentials.'] } });
    await expect(
      apiRequest('/api/v1/login', { method: 'POST', redirectOnUnauthorized: false, notifyOnError: false }),
    ).rejects.toMatchObject({ status: 401, messages: ['Invalid credentials.'] });
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('notifies other errors under "Error", reading an agency mismatch from its second item', async () => {
    mockServer({
      'GET /api/v1/customer/1/node/2/Users': {
        status: 403,
        body: ['agencyMismatch', 'This item belongs to another agency. Change agency first.'],
        headers: { 'x-message-keys': 'agencyMismatch' },
      },
    });
    const failure = apiRequest('/api/v1/customer/1/node/2/Users');
    await expect(failure).rejects.toMatchObject({
      status: 403,
      messages: ['This item belongs to another agency. Change agency first.'],
      keys: ['agencyMismatch'],
    });
    expect(shownNotifications()).toEqual([
      { title: 'Error', message: 'This item belongs to another agency. Change agency first.' },
    ]);
  });

  it('reports a call that got no answer as an unknown error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({ status: 0 });
    expect(shownNotifications()).toEqual([
      { title: 'Error', message: 'An unknown error occurred. Please contact the administrator.' },
    ]);
  });

  it('logs a call its caller cancelled to the debug console only, and rejects with the abort', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const call = apiRequest('/api/v1/search', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(debug).toHaveBeenCalledWith('Request canceled by user');
    expect(shownNotifications()).toEqual([]);
    debug.mockRestore();
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      ),
    );
    const failure = apiRequest('/api/v1/slow', { notifyOnError: false });
    const settled = expect(failure).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(300_000);
    await settled;
  });

  it('records the idle expiry the server sends in a header', async () => {
    const at = '2026-03-02T15:30:00.000Z';
    mockServer({ 'GET /api/v1/x': { body: {}, headers: { 'x-idle-expires-at': at } } });
    await apiRequest('/api/v1/x');
    expect(idleClock.get()).toBe(Date.parse(at));
  });

  it('counts an answered call on the session as activity, but not a public call', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T15:00:00Z') });
    mockServer({ 'GET /api/v1/x': { body: {} }, 'GET /api/v1/features': { body: {} } });
    idleClock.note('2026-03-02T15:10:00.000Z', '2026-03-02T15:40:00.000Z');

    await apiRequest('/api/v1/features', { touchesSession: false });
    expect(idleClock.get()).toBe(Date.parse('2026-03-02T15:10:00.000Z'));

    await apiRequest('/api/v1/x');
    // 30 idle minutes from now, less the server's 30-second touch granularity...
    expect(idleClock.get()).toBe(Date.parse('2026-03-02T15:29:30.000Z'));
    // ...and never past the absolute expiry.
    vi.setSystemTime(new Date('2026-03-02T15:20:00Z'));
    await apiRequest('/api/v1/x');
    expect(idleClock.get()).toBe(Date.parse('2026-03-02T15:40:00.000Z'));
  });

  it('does not invent a session when none is known', async () => {
    mockServer({ 'GET /api/v1/x': { body: {} } });
    await apiRequest('/api/v1/x');
    expect(idleClock.get()).toBeNull();
  });

  it('reads a file download as a Blob, untouched by text decoding', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff]);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(bytes, { status: 200, headers: { 'content-type': 'application/octet-stream' } }),
      ),
    );
    const blob = await apiRequest<Blob>('/api/v1/export', { method: 'POST', responseType: 'blob' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });
});
