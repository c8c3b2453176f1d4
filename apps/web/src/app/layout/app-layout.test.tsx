import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browser } from '../../platform/api/browser.ts';
import { envelope, mockServer } from '../../test/fetch-mock.ts';
import { sessionFixture, signedInRoutes } from '../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../test/render.tsx';

const customers = envelope('customer', [
  { customerId: 7, customerName: 'City of Springfield', customerNodeId: 71, tenderNodeId: 70 },
  { customerId: 8, customerName: 'Shelbyville', customerNodeId: 81, tenderNodeId: 80 },
]);

describe('app shell', () => {
  it('shows the navigation and a user menu with profile and logout, without agency switch', async () => {
    const server = mockServer({
      ...signedInRoutes(),
      'POST /api/v1/login/signoff': { body: { redirectUrl: null } },
    });
    const user = userEvent.setup();
    renderApp('/');

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/team/all');
    expect(within(nav).getByRole('link', { name: 'Message Centre' }).getAttribute('href')).toBe('/messages');

    await user.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(
      '/team/teammember/42',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Switch agency' })).toBeNull();
    expect(server.callsTo('GET /api/v1/customer/All')).toHaveLength(0);

    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/login'));
    expect(server.callsTo('POST /api/v1/login/signoff')).toHaveLength(1);
  });

  it('lets a site administrator switch agency and reloads the session data', async () => {
    const admin = sessionFixture({ user: { isSiteAdmin: true } });
    const switched: typeof admin = {
      ...admin,
      customer: { ...admin.customer, id: 8, displayName: 'Shelbyville' },
      tenderNode: { ...admin.tenderNode, id: 80 },
    };
    const server = mockServer({
      ...signedInRoutes({ session: admin }),
      'GET /api/v1/customer/All': { body: customers },
      'POST /api/v1/login/switchAgency': { body: switched },
      'GET /api/v1/customer/8/node/80/RoutePermissions/All': { body: envelope('routePermission', []) },
    });
    const user = userEvent.setup();
    renderApp('/team/all');
    await screen.findByRole('navigation', { name: 'Main navigation' });

    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch agency' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('combobox', { name: 'Agency' }));
    await user.click(await screen.findByRole('option', { name: 'Shelbyville' }));
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(server.callsTo('POST /api/v1/login/switchAgency')[0]?.body).toEqual({ customerId: 8 });
    expect(await screen.findByText('Shelbyville')).toBeTruthy();
    expect(server.callsTo('GET /api/v1/customer/8/node/80/RoutePermissions/All')).toHaveLength(1);
  });

  it('closes the settings menu when the user navigates', async () => {
    mockServer({
      ...signedInRoutes(),
      'GET /api/v1/customer/7/node/70/Users': { body: envelope('user', [], 0) },
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Message Centre' }).getAttribute('href')).toBe(
      '/messages',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Team' }));
    await waitFor(() => expect(currentLocation()).toBe('/team/all'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('validates a passthrough landing, then reloads the page without it', async () => {
    const server = mockServer(signedInRoutes());
    renderApp('/team/all?passthrough=1&x=2');
    await waitFor(() => expect(browser.replace).toHaveBeenCalledWith('/team/all?x=2'));
    expect(server.callsTo('POST /api/v1/login/validate')).toHaveLength(1);
  });
});
