import { defaultRoutePermissions } from '@procura/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../test/fetch-mock.ts';
import { signedInRoutes } from '../../../test/fixtures.ts';
import { mailPaths, pageOf } from '../../../test/messages-fixtures.tsx';
import { buyerSession, projectFixture, projectRoutes } from '../../../test/project-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

// The first render loads the session, the project and its lists: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const none = { emails: 0, copies: 0, queued: 0, sent: 0, failed: 0, scheduled: 0 };

describe('the project shell’s Messages (000 §2 /projects/{id}/messages)', { timeout: 30_000 }, () => {
  it('has a Messages area that opens the project’s mail at its address', async () => {
    const server = mockServer({
      ...projectRoutes(projectFixture()),
      [`GET ${mailPaths.aggregates}`]: { body: none },
      [`GET ${mailPaths.scheduledAggregates}`]: { body: none },
      [`GET ${mailPaths.sent}`]: { body: pageOf([]) },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/settings');
    const areas = await screen.findByRole('tablist', { name: 'Project areas' });
    await user.click(within(areas).getByRole('tab', { name: 'Messages' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/messages'));
    expect(await screen.findByText('No email was sent.')).toBeTruthy();
    expect(server.callsTo(`GET ${mailPaths.sent}`)[0]?.url.searchParams.get('tenderId')).toBe('501');
  });

  it('leaves the area out for whoever may not view the Message Centre', async () => {
    const session = buyerSession();
    mockServer({
      ...projectRoutes(projectFixture(), session),
      ...signedInRoutes({
        session,
        routePermissions: [
          ...defaultRoutePermissions,
          { routeName: 'messages', permissions: [{ id: 'CONTROL_PANEL_VIEW', canPerformAction: true }] },
        ],
      }),
    });
    renderApp('/projects/12/build/settings');
    const areas = await screen.findByRole('tablist', { name: 'Project areas' });
    expect(within(areas).getByRole('tab', { name: 'Team' })).toBeTruthy();
    expect(within(areas).queryByRole('tab', { name: 'Messages' })).toBeNull();
  });
});
