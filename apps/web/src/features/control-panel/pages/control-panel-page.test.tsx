import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  controlPanelAdmin,
  controlPanelRoutes,
  controlPanelViewer,
} from '../../../test/control-panel-fixtures.ts';
import { mockServer } from '../../../test/fetch-mock.ts';
import { sessionFixture } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

function sectionLinks() {
  const sections = screen.getByRole('navigation', { name: 'Control panel sections' });
  return within(sections)
    .getAllByRole('link')
    .map((link) => [link.querySelector('p')?.textContent, link.getAttribute('href')]);
}

describe('control panel landing', () => {
  it('links only to the sections that exist, and to Users and Teams', async () => {
    mockServer(
      controlPanelRoutes(controlPanelAdmin({ permissions: ['CONTROL_PANEL_VIEW', 'TEAM_MEMBERS_VIEW'] })),
    );
    renderApp('/control-panel');
    await screen.findByRole('heading', { name: 'Control Panel' });
    expect(sectionLinks()).toEqual([
      ['Account Information', '/control-panel/account-information'],
      ['Project Settings', '/control-panel/project-settings'],
      ['Intake Settings', '/control-panel/intake-settings'],
      ['Evaluation Settings', '/control-panel/evaluation-settings'],
      ['Dropdown Settings', '/control-panel/dropdown-settings'],
      ['Contract Settings', '/control-panel/contract-settings'],
      ['Email Notifications', '/control-panel/email-notifications'],
      ['System Content', '/control-panel/system-content'],
      ['Library Content', '/control-panel/library-content'],
      ['SSO Settings', '/control-panel/sso-settings'],
      ['Supplier Performance', '/control-panel/supplier-performance'],
      ['Users and Teams', '/team/all'],
    ]);
    for (const unbuilt of ['Source Settings', 'Branding', 'Labels', 'eCommerce']) {
      expect(screen.queryByText(new RegExp(unbuilt))).toBeNull();
    }
  });

  it('leaves out what the user may not view', async () => {
    mockServer(controlPanelRoutes(controlPanelViewer()));
    renderApp('/control-panel');
    await screen.findByRole('heading', { name: 'Control Panel' });
    // Without TEAM_MEMBERS_VIEW the team is out of reach; SSO settings follow the control panel's view.
    expect(sectionLinks().map(([title]) => title)).not.toContain('Users and Teams');
    expect(sectionLinks().map(([title]) => title)).toContain('SSO Settings');
  });

  it('joins the navigation and the settings menu for people who may view it', async () => {
    mockServer(controlPanelRoutes(controlPanelViewer()));
    const user = userEvent.setup();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Control Panel' }).getAttribute('href')).toBe(
      '/control-panel',
    );
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Project Settings' }));
    await waitFor(() => expect(currentLocation()).toBe('/control-panel/project-settings'));
  });

  it('is hidden from, and closed to, people without the control-panel permission', async () => {
    mockServer(controlPanelRoutes(sessionFixture({ user: { permissions: [] } })));
    const user = userEvent.setup();
    renderApp('/control-panel/account-information');
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Control Panel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Control Panel' })).toBeNull();
  });
});
