import { defaultRoutePermissions, type SessionInfo } from '@procura/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../test/fetch-mock.ts';
import { sessionFixture, signedInRoutes } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

function nodeWith(
  contractorPerformance: boolean,
  permissions: string[] = ['TEAM_MEMBERS_VIEW'],
): SessionInfo {
  const session = sessionFixture({ user: { permissions } });
  return { ...session, tenderNode: { ...session.tenderNode, contractorPerformance } };
}

async function mainNav(): Promise<HTMLElement> {
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

// The signed-in frame loads in jsdom in a second or two.
describe('the main navigation: the Supplier Dashboard (000 §2)', { timeout: 30_000 }, () => {
  it('lists it after the Dashboard where the node has contractorPerformance', async () => {
    mockServer(signedInRoutes({ session: nodeWith(true) }));
    renderApp('/team/all');
    const nav = await mainNav();
    const link = within(nav).getByRole('link', { name: 'Supplier Dashboard' });
    expect(link.getAttribute('href')).toBe('/supplier-dashboard');
    const labels = within(nav)
      .getAllByRole('link')
      .map((item) => item.textContent);
    expect(labels.slice(0, 2)).toEqual(['Dashboard', 'Supplier Dashboard']);
  });

  it('leaves it out where the node lacks contractorPerformance', async () => {
    mockServer(signedInRoutes({ session: nodeWith(false) }));
    renderApp('/team/all');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Supplier Dashboard' })).toBeNull();
  });

  it('leaves it out for a user who may not view the supplier dashboard, and shows it to one who may', async () => {
    mockServer(signedInRoutes({ session: nodeWith(true), routePermissions: defaultRoutePermissions }));
    const first = renderApp('/team/all');
    expect(within(await mainNav()).queryByRole('link', { name: 'Supplier Dashboard' })).toBeNull();
    first.unmount();

    mockServer(
      signedInRoutes({
        session: nodeWith(true, ['TEAM_MEMBERS_VIEW', 'SUPPLIER_PERFORMANCE_VIEW']),
        routePermissions: defaultRoutePermissions,
      }),
    );
    renderApp('/team/all');
    expect(within(await mainNav()).getByRole('link', { name: 'Supplier Dashboard' })).toBeTruthy();
  });
});
