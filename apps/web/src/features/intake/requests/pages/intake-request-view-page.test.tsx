import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../../test/fetch-mock.ts';
import { refusal } from '../../../../test/fixtures.ts';
import {
  intakeApi,
  intakeReadRoutes,
  intakeRequestFixture,
  intakeSession,
  intakeSignedIn,
} from '../../../../test/intake-fixtures.ts';
import { projectFixture, projectRoutes } from '../../../../test/project-fixtures.ts';
import { currentLocation, renderApp } from '../../../../test/render.tsx';

// The first render loads the session and the frame: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const decidePath = `PUT ${intakeApi}/approvedeclineintake`;

function renderRequest(request = intakeRequestFixture(), routes = {}) {
  const server = mockServer({ ...intakeSignedIn(), ...intakeReadRoutes(request), ...routes });
  renderApp(`/projects/${request.id}/intake`);
  return server;
}

describe('intake request page', { timeout: 20_000 }, () => {
  it('shows what the requester sent, its documents and who changed it last', async () => {
    renderRequest();
    expect(await screen.findByTestId('intake-project-name')).toHaveProperty('textContent', 'New salt dome');
    expect(screen.getByTestId('intake-status-badge').textContent).toBe('Pending');
    expect(screen.getByText('Contact details')).toBeTruthy();
    expect(screen.getByText('Project value')).toBeTruthy();
    expect(screen.getByText('$150,000.00')).toBeTruthy();
    expect(screen.getByText('1 Main St, Springfield, ON')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `${intakeApi}/31/download?documentId=9`,
    );
    expect(screen.getByTestId('intake-download-all').getAttribute('href')).toBe(`${intakeApi}/31/download`);
    expect((await screen.findByTestId('intake-last-changed')).textContent).toBe(
      'Last changed by Ada Lovelace on March 05, 2030',
    );
  });

  it('approves, says so, and opens the new-project wizard with the request', async () => {
    const approved = intakeRequestFixture({ allowedActions: ['createProject'] }, { status: 2 });
    const server = renderRequest(intakeRequestFixture(), {
      [decidePath]: { body: { data: { intakeRequestDTO: { values: [approved], count: 1 } } } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('intake-approve'));
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/newproject?intakeRequestId=31'));
    expect(server.callsTo(decidePath)[0]?.body).toEqual({
      intakeRequestId: 31,
      status: 2,
      reason: 'approve',
    });
    expect(await screen.findByText('The intake request was approved.')).toBeTruthy();
  });

  it('names the HTTP status when the decision fails, and stays', async () => {
    renderRequest(intakeRequestFixture(), {
      [decidePath]: refusal(
        409,
        ['intakeAlreadyDecided'],
        ['This request has already been approved or declined.'],
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('intake-approve'));
    expect(
      await screen.findByText('The intake request could not be approved or declined (409).'),
    ).toBeTruthy();
    expect(currentLocation()).toBe('/projects/31/intake');
  });

  it('declines only with a reason', async () => {
    const declined = intakeRequestFixture({ allowedActions: [] }, { status: 3, declineReason: 'No budget.' });
    // The server keeps the decision: the request read again afterwards is the declined one.
    let current = intakeRequestFixture();
    const server = renderRequest(current, {
      [`GET ${intakeApi}/31`]: () => ({
        body: { data: { intakeRequestDTO: { values: [current], count: 1 } } },
      }),
      [decidePath]: () => {
        current = declined;
        return { body: { data: { intakeRequestDTO: { values: [declined], count: 1 } } } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('intake-decline'));
    await user.click(await screen.findByTestId('intake-decline-confirm'));
    expect(await screen.findByText('A reason is required to decline the request.')).toBeTruthy();
    expect(server.callsTo(decidePath)).toHaveLength(0);

    await user.type(screen.getByTestId('intake-decline-reason'), 'No budget.');
    await user.click(screen.getByTestId('intake-decline-confirm'));
    expect(await screen.findByText('The intake request was declined.')).toBeTruthy();
    expect(server.callsTo(decidePath)[0]?.body).toEqual({
      intakeRequestId: 31,
      status: 3,
      reason: 'No budget.',
    });
    await waitFor(() => expect(screen.getByTestId('intake-status-badge').textContent).toBe('Declined'));
  });

  it('shows a declined request’s reason read-only', async () => {
    renderRequest(
      intakeRequestFixture({ allowedActions: [] }, { status: 3, declineReason: 'No budget this year.' }),
    );
    const user = userEvent.setup();
    expect(screen.queryByTestId('intake-approve')).toBeNull();
    await user.click(await screen.findByTestId('intake-view-reason'));
    const reason = (await screen.findByTestId('intake-decline-reason')) as HTMLTextAreaElement;
    expect(reason.value).toBe('No budget this year.');
    expect(reason.readOnly).toBe(true);
    expect(screen.queryByTestId('intake-decline-confirm')).toBeNull();
  });

  it('edits the request and sends the documents kept', async () => {
    const request = intakeRequestFixture();
    const server = renderRequest(request, {
      [`PUT ${intakeApi}`]: { body: { data: { intakeRequestDTO: { values: [request], count: 1 } } } },
      [`GET ${intakeApi}/context`]: { status: 404, body: ['This intake form is not available.'] },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('intake-edit'));
    const name = await screen.findByTestId('intake-edit-projectName');
    await user.clear(name);
    await user.type(name, 'Bigger salt dome');
    await user.click(screen.getByRole('checkbox', { name: 'plan.pdf' }));
    await user.click(screen.getByTestId('intake-edit-save'));
    await waitFor(() => expect(server.callsTo(`PUT ${intakeApi}`)).toHaveLength(1));
    const call = server.callsTo(`PUT ${intakeApi}`)[0];
    expect(call?.url.searchParams.get('intakeRequestId')).toBe('31');
    expect(call?.body).toMatchObject({
      projectDetail: { projectName: 'Bigger salt dome', documentIds: [], estimatedPostingDate: '2030-04-01' },
      contactDetails: { departmentId: 5, procurementLeadId: 42 },
      financialDetails: { projectBudget: 50000 },
    });
  });

  it('answers an unknown request with the no-matching-request page', async () => {
    mockServer({ ...intakeSignedIn() });
    renderApp('/projects/404/intake');
    expect(await screen.findByText('No matching intake request was found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/');
  });
});

describe('intake-project page', { timeout: 20_000 }, () => {
  it('shows the request the project came from, with the way to it', async () => {
    const request = intakeRequestFixture({ projectId: 12, allowedActions: [] }, { status: 2 });
    mockServer({
      ...projectRoutes(projectFixture({ id: 12, intakeRequestId: 31 }), intakeSession()),
      ...intakeReadRoutes(request),
    });
    renderApp('/projects/12/intake-project');
    expect(await screen.findByTestId('intake-project-page')).toBeTruthy();
    expect(screen.getByTestId('project-tab-intake-project')).toBeTruthy();
    expect(screen.getByTestId('intake-project-link').getAttribute('href')).toBe('/projects/31/intake');
    expect(screen.getByTestId('intake-project-name').textContent).toBe('New salt dome');
  });

  it('has no Intake tab for a project made otherwise', async () => {
    mockServer(projectRoutes(projectFixture({ id: 12 }), intakeSession()));
    renderApp('/projects/12/build/settings');
    expect(await screen.findByTestId('project-tab-build')).toBeTruthy();
    expect(screen.queryByTestId('project-tab-intake-project')).toBeNull();
  });
});
