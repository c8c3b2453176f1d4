import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { evaluationFixture } from '../../../test/evaluation-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { buyerSession, nodePath, projectFixture, projectRoutes } from '../../../test/project-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

// The whole app loads: the session, the project, then the area's chunk.
configure({ asyncUtilTimeout: 8_000 });

const evaluations = {
  [`GET ${nodePath}/Evaluations`]: { body: envelope('evaluation', [evaluationFixture({ projectId: 12 })]) },
};

describe('the project’s Evaluate area', { timeout: 30_000 }, () => {
  it('opens on Build with the tabs of 000 §2, between Source and Award', async () => {
    const session = buyerSession(['BUILD_VIEW', 'EVALUATION_VIEW', 'EVALUATION_EDIT']);
    mockServer({ ...projectRoutes(projectFixture(), session), ...evaluations });
    const user = userEvent.setup();
    renderApp('/projects/12/evaluate');
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/evaluate/build-evaluation'));
    const areas = within(await screen.findByRole('tablist', { name: 'Project areas' }));
    const names = areas.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names.slice(0, 4)).toEqual(['Build', 'Source', 'Evaluate', 'Award']);
    const tabs = within(await screen.findByRole('tablist', { name: 'Evaluate pages' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Build',
      'Evaluation Team',
      'Review Meetings',
      'Supplier Status',
    ]);
    expect(await screen.findByRole('heading', { name: 'Build evaluation' })).toBeTruthy();
    await user.click(tabs.getByRole('tab', { name: 'Review Meetings' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/evaluate/review-meetings'));
    expect(await screen.findByText('No review meeting yet')).toBeTruthy();
  });

  it('says, inside the project, what it takes to see it to a user without the permission', async () => {
    const server = mockServer({
      ...projectRoutes(projectFixture(), buyerSession(['BUILD_VIEW'])),
      ...evaluations,
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/settings');
    await user.click(await screen.findByTestId('project-tab-evaluate'));
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/evaluate/permission-denied'));
    const denied = await screen.findByTestId('access-denied');
    expect(
      within(denied).getByText(/Ask your administrator for the View evaluations permission/),
    ).toBeTruthy();
    expect(screen.getByTestId('project-name').textContent).toBe('Road salt 2031');
    expect(server.callsTo(`GET ${nodePath}/Evaluations`)).toHaveLength(0);
    // Its pages stay refused by the route guard.
    await user.click(screen.getByTestId('project-tab-build'));
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/build/settings'));
  });
});
