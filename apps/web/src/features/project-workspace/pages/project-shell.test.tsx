import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { sessionFixture } from '../../../test/fixtures.ts';
import { formsServer, priceFormFixture } from '../../../test/forms-fixtures.tsx';
import { nodePath, projectFixture, projectRoutes } from '../../../test/project-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import { requirementsFixture } from '../../../test/requirements-fixtures.tsx';

// The first render loads the session, the project and its lists: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const admin = sessionFixture({ user: { isSiteAdmin: true } });

describe('project shell', { timeout: 20_000 }, () => {
  it('opens a project on its Build settings, with name, number, status and method', async () => {
    mockServer(projectRoutes(projectFixture()));
    renderApp('/projects/12');
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/build/settings'));
    expect((await screen.findByTestId('project-name')).textContent).toBe('Road salt 2031');
    expect(screen.getByTestId('project-number').textContent).toBe('RFP-0012');
    expect(screen.getByTestId('project-status').textContent).toBe('Design / In Progress');
    expect(screen.getByTestId('project-method').textContent).toBe('Public');
  });

  it('shows the Build pages in the order of 000 §2, submission requirements last, and opens it', async () => {
    const none = (name: string) => ({ body: envelope(name, []) });
    mockServer({
      ...projectRoutes(projectFixture()),
      [`GET ${nodePath}/TenderRequirements`]: {
        body: envelope('tenderRequirements', [requirementsFixture({ tenderId: 501 })]),
      },
      [`GET ${nodePath}/TenderTables`]: none('tenderTables'),
      [`GET ${nodePath}/TenderUploadRequirements`]: none('tenderUploadRequirements'),
      [`GET ${nodePath}/TenderBonds`]: none('tenderBonds'),
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/settings');
    const tabs = within(await screen.findByRole('tablist', { name: 'Build pages' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Settings',
      'Details',
      'Documents',
      'Compliance',
      'Invitations',
      'Dates',
      'Publish',
      'Submission requirements',
    ]);
    await user.click(tabs.getByRole('tab', { name: 'Submission requirements' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/build/submission-requirements'));
    expect(await screen.findByTestId('requirements-overview')).toBeTruthy();
    await user.click(screen.getByTestId('requirements-edit'));
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/build/submission-requirements/edit'));
    expect(screen.getByTestId('build-tab-submission-requirements').getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('opens a form in the form editor at /projects/{id}/form/{tabletype}/{formid}, ', async () => {
    formsServer(priceFormFixture({ tenderId: 501 }), projectRoutes(projectFixture()));
    renderApp('/projects/12/form/prices/900');
    expect((await screen.findByTestId('project-name')).textContent).toBe('Road salt 2031');
    expect(await screen.findByRole('grid', { name: /Form/ })).toBeTruthy();
    expect(screen.getByTestId('form-total')).toBeTruthy();
  });

  it('sends an unknown project subpath to Build settings, and says when the project does not exist', async () => {
    mockServer({
      ...projectRoutes(projectFixture()),
      [`GET ${nodePath}/Projects`]: ({ url }) =>
        url.searchParams.get('projectId') === '12'
          ? { body: envelope('project', [projectFixture()]) }
          : { status: 404, body: ['Not Found'] },
    });
    const first = renderApp('/projects/12/nowhere/at/all');
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/build/settings'));
    first.unmount();
    renderApp('/projects/99/build/details');
    expect(await screen.findByText('This project does not exist, or it was deleted.')).toBeTruthy();
  });

  it('blocks switching agency and asks before leaving while changes are unsaved', async () => {
    mockServer({
      ...projectRoutes(projectFixture(), admin),
      'GET /api/v1/customer/All': { body: envelope('customer', []) },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/details');
    await user.type(await screen.findByTestId('details-name'), ' revised');
    expect(screen.getByTestId('project-unsaved')).toBeTruthy();

    // Moving between Build pages keeps the changes: they belong to the project, not the page.
    await user.click(screen.getByTestId('build-tab-settings'));
    await user.click(screen.getByTestId('build-tab-details'));
    expect((screen.getByTestId('details-name') as HTMLInputElement).value).toBe('Road salt 2031 revised');

    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch agency' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Save or discard your unsaved changes before switching agency.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Leaving the project asks first; staying keeps the changes.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(currentLocation()).toBe('/projects/12/build/details');

    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('saves with the loaded version and lets the switch through afterwards', async () => {
    const project = projectFixture();
    const server = mockServer({
      ...projectRoutes(project, admin),
      [`PUT ${nodePath}/Projects`]: ({ body }) => ({
        body: envelope('project', [{ ...project, name: (body as { name: string }).name, version: 4 }]),
      }),
      'GET /api/v1/customer/All': { body: envelope('customer', []) },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/details');
    await user.type(await screen.findByTestId('details-name'), ' revised');
    await user.click(screen.getByTestId('save-details'));

    await waitFor(() => expect(screen.queryByTestId('project-unsaved')).toBeNull());
    expect(server.callsTo(`PUT ${nodePath}/Projects`)[0]?.body).toMatchObject({
      id: 12,
      version: 3,
      name: 'Road salt 2031 revised',
    });
    expect(screen.getByTestId('project-name').textContent).toBe('Road salt 2031 revised');
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch agency' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).queryByText('Save or discard your unsaved changes before switching agency.'),
    ).toBeNull();
  });

  it('deletes the project after confirmation and cancels it with a reason', async () => {
    const project = projectFixture();
    const server = mockServer({
      ...projectRoutes(project),
      [`PUT ${nodePath}/Projects/status`]: {
        body: envelope('project', [{ ...project, status: 'Cancelled', allowedActions: ['delete'] }]),
      },
      [`DELETE ${nodePath}/Projects`]: { body: envelope('project', []) },
      [`POST ${nodePath}/Projects/Search`]: { body: envelope('project', [], 0) },
      [`GET ${nodePath}/SavedSearchCriteria`]: { body: envelope('savedSearch', []) },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/settings');

    await user.click(await screen.findByTestId('project-menu'));
    await user.click(await screen.findByTestId('menu-cancel'));
    await fill(user, await screen.findByTestId('status-reason'), 'Budget withdrawn');
    await user.click(screen.getByTestId('status-reason-confirm'));
    await waitFor(() => expect(server.callsTo(`PUT ${nodePath}/Projects/status`)).toHaveLength(1));
    const call = server.callsTo(`PUT ${nodePath}/Projects/status`)[0];
    expect(call?.url.searchParams.get('status')).toBe('Cancelled');
    expect(call?.body).toEqual({ reason: 'Budget withdrawn' });

    await user.click(screen.getByTestId('project-menu'));
    await user.click(await screen.findByTestId('menu-delete'));
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(currentLocation()).toBe('/projects'));
    expect(server.callsTo(`DELETE ${nodePath}/Projects`)[0]?.url.searchParams.get('projectId')).toBe('12');
  });
});
