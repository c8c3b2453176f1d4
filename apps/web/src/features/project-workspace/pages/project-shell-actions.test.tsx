import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { buyerSession, nodePath, projectFixture, projectRoutes } from '../../../test/project-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

// The first render loads the session, the project and its lists: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

describe('project actions', { timeout: 20_000 }, () => {
  it('copies a public link with a success notice, and only logs a missing one', async () => {
    mockServer({
      ...projectRoutes(projectFixture()),
      [`GET ${nodePath}/Projects/Share`]: {
        body: envelope('url', [{ url: 'https://bids.example.org/p/12' }]),
      },
      [`GET ${nodePath}/Projects/HTML`]: { body: envelope('url', []) },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/projects/12/build/settings');

    await user.click(await screen.findByTestId('action-links'));
    await user.click(await screen.findByTestId('copy-link-share'));
    expect(await screen.findByText('The link was copied to the clipboard.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('https://bids.example.org/p/12');

    await user.click(screen.getByTestId('action-links'));
    await user.click(await screen.findByTestId('copy-link-html'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getAllByText('The link was copied to the clipboard.')).toHaveLength(1);
  });

  it('previews the public view in a sandboxed frame', async () => {
    const server = mockServer(projectRoutes(projectFixture()));
    // The preview is an HTML page, not JSON: answered as the server sends it.
    const preview = `${nodePath}/Projects/Preview`;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === preview
        ? Promise.resolve(
            new Response('<h1>Road salt 2031</h1>', {
              headers: { 'content-type': 'text/html; charset=utf-8' },
            }),
          )
        : server.fetch(input, init),
    );
    const user = userEvent.setup();
    renderApp('/projects/12/build/settings');
    await user.click(await screen.findByTestId('action-preview'));
    const frame = (await screen.findByTestId('project-preview-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toBe('<h1>Road salt 2031</h1>');
    expect(frame.getAttribute('sandbox')).toBe('');
  });

  it('asks before moving a published project’s publish date, then saves with the confirmation', async () => {
    const published = projectFixture(
      { status: 'Open', allowedActions: ['cancel', 'terminate'] },
      {
        dateAvailable: '2031-07-01T16:00:00.000Z',
        dateClosing: '2031-07-15T19:00:00.000Z',
        hasQuestionDeadline: false,
      },
    );
    const server = mockServer({
      ...projectRoutes(published),
      [`PUT ${nodePath}/Projects`]: ({ body }) =>
        (body as { confirmRepublish: boolean }).confirmRepublish
          ? { body: envelope('project', [{ ...published, status: 'Design_Mode_Pending', version: 4 }]) }
          : refusal(
              409,
              ['projectRepublishConfirm'],
              [
                'Changing the publish date of a published project returns it to In Progress; it must be published again.',
              ],
            ),
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/dates');
    const publish = (await screen.findByTestId('date-dateAvailable')) as HTMLInputElement;
    await user.clear(publish);
    await user.type(publish, '2031-07-02T12:00');
    expect(screen.getByTestId('dates-republish-warning')).toBeTruthy();

    await user.click(screen.getByTestId('save-dates'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change and return to In Progress' }));
    await waitFor(() =>
      expect(screen.getByTestId('project-status').textContent).toBe('Design / In Progress'),
    );
    const calls = server
      .callsTo(`PUT ${nodePath}/Projects`)
      .map((call) => (call.body as { confirmRepublish: boolean }).confirmRepublish);
    expect(calls).toEqual([false, true]);
  });

  it('says when someone else saved first and reloads on request', async () => {
    const project = projectFixture();
    let current = project;
    mockServer({
      ...projectRoutes(project),
      [`GET ${nodePath}/Projects`]: () => ({ body: envelope('project', [current]) }),
      [`PUT ${nodePath}/Projects`]: () => {
        current = { ...project, name: 'Renamed elsewhere', version: 9 };
        return refusal(
          409,
          ['projectStaleVersion'],
          ['Someone else changed this project since you opened it. Reload it and make your change again.'],
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/details');
    await user.type(await screen.findByTestId('details-name'), ' mine');
    await user.click(screen.getByTestId('save-details'));
    expect(await screen.findByTestId('project-save-failure')).toBeTruthy();

    await user.click(screen.getByTestId('project-reload'));
    await waitFor(() =>
      expect((screen.getByTestId('details-name') as HTMLInputElement).value).toBe('Renamed elsewhere'),
    );
    expect(screen.queryByTestId('project-unsaved')).toBeNull();
    expect(currentLocation()).toBe('/projects/12/build/details');
  });

  it('awards a closed project, warning and confirming when no company is awarded', async () => {
    const project = projectFixture({ status: 'Closed', allowedActions: ['award'] });
    const server = mockServer({
      ...projectRoutes(project, buyerSession(['BUILD_VIEW', 'BUILD_EDIT', 'AWARD_VIEW', 'AWARD_EDIT'])),
      [`GET ${nodePath}/Awards/AwardPhaseStatus`]: {
        body: envelope('awardPhase', [
          { projectId: 12, status: 'Not Started', awardedCompanies: 0, canAward: true },
        ]),
      },
      [`PUT ${nodePath}/Projects/status`]: {
        body: envelope('project', [{ ...project, status: 'Awarded', allowedActions: [] }]),
      },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/settings');
    const award = await screen.findByTestId('action-award');
    await waitFor(() => expect(award.hasAttribute('data-loading')).toBe(false));
    await user.click(award);
    expect(await screen.findByText('No company is awarded on this project. Award it anyway?')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(server.callsTo(`PUT ${nodePath}/Projects/status`)).toHaveLength(1));
    const call = server.callsTo(`PUT ${nodePath}/Projects/status`)[0];
    expect(call?.url.searchParams.get('status')).toBe('Awarded');
    expect(call?.body).toEqual({ confirmNoAward: true });
    expect(await screen.findByText('The project is now Awarded.')).toBeTruthy();
  });
});
