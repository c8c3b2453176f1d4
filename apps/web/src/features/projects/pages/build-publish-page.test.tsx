import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { nodePath, projectFixture, projectRoutes } from '../../../test/project-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';
import { requirementsFixture } from '../../../test/requirements-fixtures.tsx';

// The first render loads the session, the project and its lists: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

describe('Build publish', { timeout: 20_000 }, () => {
  it('lists each missing item with its message and a link to the page and field that fixes it', async () => {
    mockServer({
      ...projectRoutes(projectFixture()),
      [`GET ${nodePath}/Projects/Checklist`]: {
        body: envelope('checklistItem', [
          { item: 'department', key: 'publishMissingItem', page: 'details', field: 'departmentId' },
          { item: 'documents', key: 'publishMissingItem', page: 'documents' },
          { item: 'publishDate', key: 'projectPublishDateInPast', page: 'dates', field: 'dateAvailable' },
        ]),
      },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/publish');

    const department = await screen.findByTestId('checklist-item-department');
    expect(department.textContent).toBe('Department');
    expect(department.getAttribute('href')).toBe('/projects/12/build/details?field=departmentId');
    expect(screen.getByTestId('checklist-item-documents').getAttribute('href')).toBe(
      '/projects/12/build/documents',
    );
    expect(screen.getByTestId('checklist-item-publishDate').getAttribute('href')).toBe(
      '/projects/12/build/dates?field=dateAvailable',
    );
    expect(screen.getAllByText(/This must be completed before publishing\./)).toHaveLength(2);
    expect(screen.getByText(/Publish date must be after the current time\./)).toBeTruthy();
    expect(screen.queryByTestId('publish-now')).toBeNull();

    await user.click(department);
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/build/details?field=departmentId'));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-field')).toBe('departmentId'));
  });

  it('links a missing submission requirement to its section page', async () => {
    mockServer({
      ...projectRoutes(projectFixture()),
      [`GET ${nodePath}/Projects/Checklist`]: {
        body: envelope('checklistItem', [
          { item: 'termsText', key: 'publishMissingItem', page: 'submission-requirements', field: 'terms' },
          {
            item: 'digitalBond',
            key: 'publishMissingItem',
            page: 'submission-requirements',
            field: 'security',
          },
          { item: 'onlineFormOrUpload', key: 'publishMissingItem', page: 'submission-requirements' },
        ]),
      },
      [`GET ${nodePath}/TenderRequirements`]: {
        body: envelope('tenderRequirements', [requirementsFixture({ tenderId: 501 })]),
      },
      [`GET ${nodePath}/OnlineSubmissionTemplate/Search`]: { body: envelope('onlineSubmissionTemplate', []) },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/publish');

    const terms = await screen.findByTestId('checklist-item-termsText');
    expect(terms.textContent).toBe('Terms text');
    expect(terms.getAttribute('href')).toBe('/projects/12/build/submission-requirements/terms');
    const bond = screen.getByTestId('checklist-item-digitalBond');
    expect(bond.textContent).toBe('A bond for digital bonds');
    expect(bond.getAttribute('href')).toBe('/projects/12/build/submission-requirements/security');
    const online = screen.getByTestId('checklist-item-onlineFormOrUpload');
    expect(online.textContent).toBe('A form or upload requirement for online submissions');
    expect(online.getAttribute('href')).toBe('/projects/12/build/submission-requirements');

    await user.click(terms);
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/build/submission-requirements/terms'));
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeTruthy();
    expect(screen.getByTestId('build-tab-submission-requirements').getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('offers publishing once nothing is missing, and shows the status after', async () => {
    const project = projectFixture({}, { dateAvailable: '2099-07-01T16:00:00.000Z' });
    let current = project;
    const server = mockServer({
      ...projectRoutes(project),
      // The server's project, so the reload after the status call reads what the call did.
      [`GET ${nodePath}/Projects`]: () => ({ body: envelope('project', [current]) }),
      [`GET ${nodePath}/Projects/Checklist`]: { body: envelope('checklistItem', []) },
      [`PUT ${nodePath}/Projects/status`]: () => {
        current = { ...project, status: 'Open', version: 4, allowedActions: ['cancel', 'terminate'] };
        return { body: envelope('project', [current]) };
      },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/publish');

    expect(await screen.findByTestId('publish-ready')).toBeTruthy();
    expect(screen.getByTestId('publish-status').textContent).toBe('Design / In Progress');
    // The publish date lies ahead, so scheduling is offered besides publishing now and approval.
    expect(screen.getByTestId('publish-schedule')).toBeTruthy();
    expect(screen.getByTestId('publish-send-approval')).toBeTruthy();

    await user.click(screen.getByTestId('publish-now'));
    await waitFor(() => expect(screen.getByTestId('project-status').textContent).toBe('Published'));
    const call = server.callsTo(`PUT ${nodePath}/Projects/status`)[0];
    expect(call?.url.searchParams.get('projectId')).toBe('12');
    expect(call?.url.searchParams.get('status')).toBe('Open');
    expect(screen.getByTestId('publish-status').textContent).toBe('Published');
    expect(screen.queryByTestId('publish-now')).toBeNull();
  });
});
