import { Button } from '@mantine/core';
import type { RoutePermissionEntry } from '@procura/contract';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../../app/require-session.tsx';
import { envelope, mockServer } from '../../test/fetch-mock.ts';
import { sessionFixture, signedInRoutes } from '../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../test/render.tsx';
import { PermissionLock } from './permission-lock.tsx';

const teamNeedsView: RoutePermissionEntry[] = [
  { routeName: 'team', permissions: [{ id: 'TEAM_MEMBERS_VIEW', canPerformAction: false }] },
  {
    routeName: 'team.all',
    controlId: 'addTeamMember',
    permissions: [{ id: 'TEAM_MEMBERS_EDIT', canPerformAction: true }],
  },
];
const usersPath = 'GET /api/v1/customer/7/node/70/Users';

describe('route guard', () => {
  it('sends a visitor without a session to the login page with the full path', async () => {
    mockServer({ 'POST /api/v1/login/validate': { status: 401, body: ['Session has expired.'] } });
    renderApp('/team/all?search=ada');
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fteam%2Fall%3Fsearch%3Dada'));
    expect(await screen.findByLabelText('Domain')).toBeTruthy();
  });

  it('shows the access-denied screen when the route permissions deny the route', async () => {
    const session = sessionFixture({ user: { permissions: [] } });
    const server = mockServer(signedInRoutes({ session, routePermissions: teamNeedsView }));
    renderApp('/team/all');

    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('You do not have sufficient permission to access this content.')).toBeTruthy();
    expect(server.callsTo(usersPath)).toHaveLength(0);
    // The navigation hides what the user may not view.
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
  });

  it('lets a user holding the permission through, and a site administrator always', async () => {
    mockServer({
      ...signedInRoutes({
        session: sessionFixture({ user: { permissions: [], isSiteAdmin: true } }),
        routePermissions: teamNeedsView,
      }),
      [usersPath]: { body: envelope('user', [], 0) },
    });
    renderApp('/team');
    await waitFor(() => expect(currentLocation()).toBe('/team/all'));
    expect(await screen.findByText('No team members yet.')).toBeTruthy();
    expect(screen.queryByText('Access Denied')).toBeNull();
  });

  it('offers to retry when the route permissions cannot be loaded', async () => {
    const routes = signedInRoutes();
    routes['GET /api/v1/customer/7/node/70/RoutePermissions/All'] = { status: 500, body: ['Server error'] };
    mockServer(routes);
    renderApp('/');
    expect(await screen.findByText('Your permissions could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('redirects unknown paths to the dashboard', async () => {
    mockServer(signedInRoutes());
    renderApp('/no/such/page');
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Buyer')).toBeTruthy();
  });

  it('redirects a route whose feature is off: docs to the dashboard', async () => {
    mockServer(signedInRoutes());
    renderApp('/docs');
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('opens the debug view when its feature is on in development', async () => {
    mockServer(signedInRoutes({ routePermissions: teamNeedsView }));
    renderApp('/debug-view');
    expect(await screen.findByRole('heading', { name: 'Debug view' })).toBeTruthy();
    expect(screen.getByText('team.addteammember')).toBeTruthy();
  });
});

function LockedButtonPage() {
  return (
    <Routes>
      <Route element={<RequireSession />}>
        <Route
          path="/"
          element={
            <PermissionLock routeName="team.all" controlId="addTeamMember">
              <Button>Add team member</Button>
            </PermissionLock>
          }
        />
      </Route>
    </Routes>
  );
}

describe('permission lock', () => {
  it('disables the control with a lock when the user may not act', async () => {
    mockServer(signedInRoutes({ routePermissions: teamNeedsView }));
    renderApp('/', <LockedButtonPage />);
    const control = (await screen.findByRole('button', { name: 'Add team member' })) as HTMLButtonElement;
    expect(control.disabled).toBe(true);
    expect(control.closest('[data-locked="true"]')).not.toBeNull();
  });

  it('leaves the control alone when the user holds an acting permission', async () => {
    const session = sessionFixture({ user: { permissions: ['TEAM_MEMBERS_VIEW', 'TEAM_MEMBERS_EDIT'] } });
    mockServer(signedInRoutes({ session, routePermissions: teamNeedsView }));
    renderApp('/', <LockedButtonPage />);
    const control = (await screen.findByRole('button', { name: 'Add team member' })) as HTMLButtonElement;
    expect(control.disabled).toBe(false);
    expect(control.closest('[data-locked="true"]')).toBeNull();
  });
});
