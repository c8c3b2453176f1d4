import { defaultRoutePermissions, realtimeEvents, realtimePath } from '@procura/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../platform/api/browser.ts';
import { fakeSockets, openSocket } from '../test/fake-socket.ts';
import { envelope, mockServer } from '../test/fetch-mock.ts';
import { sessionFixture, signedInRoutes } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';

const node = '/api/v1/customer/7/node/70';

describe('real-time client', () => {
  it('connects once signed in, at the contract path with the session cookie', async () => {
    mockServer({ ...signedInRoutes(), [`GET ${node}/Users`]: { body: envelope('user', [], 0) } });
    renderApp('/');
    await screen.findByText('Welcome, Ada Lovelace');
    // The real-time client is a chunk of its own: it connects once that chunk has arrived.
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    expect(fakeSockets[0]?.options).toEqual({ path: realtimePath, withCredentials: true });
  });

  it('does not connect without a session', async () => {
    mockServer({ 'POST /api/v1/login/validate': { status: 401, body: ['Session has expired.'] } });
    renderApp('/team/all');
    expect(await screen.findByLabelText('Domain')).toBeTruthy();
    expect(fakeSockets).toHaveLength(0);
  });

  it('refetches the groups, the user and the route permissions on userGroupUpdated, so the guard rechecks', async () => {
    // At first Ada holds no team permission; a group change then gives her the view.
    let permissions: string[] = [];
    const server = mockServer({
      ...signedInRoutes({ routePermissions: defaultRoutePermissions }),
      'POST /api/v1/login/validate': () => ({ body: sessionFixture({ user: { permissions } }) }),
      [`GET ${node}/Users`]: { body: envelope('user', [], 0) },
    });
    renderApp('/team/all');
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    const before = {
      session: server.callsTo('POST /api/v1/login/validate').length,
      routes: server.callsTo(`GET ${node}/RoutePermissions/All`).length,
    };

    permissions = ['TEAM_MEMBERS_VIEW'];
    act(() => openSocket()?.emitFromServer(realtimeEvents.userGroupUpdated, { groupId: 1 }));

    expect(await screen.findByText('No team members yet.')).toBeTruthy();
    expect(screen.queryByText('Access Denied')).toBeNull();
    expect(server.callsTo('POST /api/v1/login/validate').length).toBe(before.session + 1);
    expect(server.callsTo(`GET ${node}/RoutePermissions/All`).length).toBe(before.routes + 1);
    await waitFor(() => expect(server.callsTo(`GET ${node}/UserGroups`).length).toBeGreaterThanOrEqual(1));
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('refetches the groups an open screen shows', async () => {
    const server = mockServer({
      ...signedInRoutes(),
      [`GET ${node}/Users`]: { body: envelope('user', [], 0) },
    });
    renderApp('/team/all');
    await screen.findByText('No team members yet.');
    await waitFor(() => expect(server.callsTo(`GET ${node}/UserGroups`)).toHaveLength(1));
    act(() => openSocket()?.emitFromServer(realtimeEvents.userGroupUpdated, { groupId: 1 }));
    await waitFor(() => expect(server.callsTo(`GET ${node}/UserGroups`)).toHaveLength(2));
  });

  it('only logs connection errors, and connects again after the server disconnects it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockServer(signedInRoutes());
    renderApp('/');
    await screen.findByText('Welcome, Ada Lovelace');
    const socket = openSocket();
    act(() => socket?.emitFromServer('connect_error', new Error('xhr poll error')));
    expect(warn).toHaveBeenCalledWith('Real-time connection failed:', 'xhr poll error');
    expect(screen.queryByText('Error')).toBeNull();

    act(() => socket?.emitFromServer('disconnect', 'io server disconnect'));
    expect(socket?.connect).toHaveBeenCalledTimes(1);
    // Transport losses are retried by socket.io itself.
    act(() => socket?.emitFromServer('disconnect', 'transport close'));
    expect(socket?.connect).toHaveBeenCalledTimes(1);
  });

  it('disconnects on sign-out', async () => {
    mockServer({ ...signedInRoutes(), 'POST /api/v1/login/signoff': { body: { redirectUrl: null } } });
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByText('Welcome, Ada Lovelace');
    const socket = openSocket();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/login'));
    expect(socket?.disconnect).toHaveBeenCalled();
  });

  it('reconnects for the new agency after an agency switch', async () => {
    const admin = sessionFixture({ user: { isSiteAdmin: true } });
    const switched = {
      ...admin,
      customer: { ...admin.customer, id: 8, displayName: 'Shelbyville' },
      tenderNode: { ...admin.tenderNode, id: 80 },
    };
    mockServer({
      ...signedInRoutes({ session: admin }),
      'GET /api/v1/customer/All': {
        body: envelope('customer', [
          { customerId: 8, customerName: 'Shelbyville', customerNodeId: 81, tenderNodeId: 80 },
        ]),
      },
      'POST /api/v1/login/switchAgency': { body: switched },
      'GET /api/v1/customer/8/node/80/RoutePermissions/All': { body: envelope('routePermission', []) },
    });
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByText('Welcome, Ada Lovelace');
    const first = openSocket();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch agency' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('combobox', { name: 'Agency' }));
    await user.click(await screen.findByRole('option', { name: 'Shelbyville' }));
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));

    await waitFor(() => expect(first?.disconnect).toHaveBeenCalled());
    await waitFor(() => expect(fakeSockets).toHaveLength(2));
    expect(openSocket()).toBe(fakeSockets[1]);
  });
});
