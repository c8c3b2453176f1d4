import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { nodePath, projectFixture, projectRoutes } from '../../../test/project-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

// The first render loads the session, the project and its lists: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

describe('Build settings', { timeout: 20_000 }, () => {
  it('shows the submission display derived from closing method and results display as they change', async () => {
    const project = projectFixture();
    const server = mockServer({
      ...projectRoutes(project),
      [`PUT ${nodePath}/Projects`]: ({ body }) => ({
        body: envelope('project', [
          {
            ...project,
            version: 4,
            tenders: [{ ...project.tenders[0], ...(body as { tender: object }).tender }],
          },
        ]),
      }),
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/settings');

    await screen.findByTestId('build-settings-form');
    // Sealed, do not display: not shown, others unseal (000 §4).
    expect(screen.getByTestId('derived-show-submitted').textContent).toBe('No');
    expect(screen.getByTestId('derived-unseal-manually').textContent).toBe('Others unseal');

    await user.click(screen.getByText('Unsealed'));
    expect(screen.getByTestId('derived-unseal-manually').textContent).toBe('Let me choose');
    expect(screen.getByTestId('derived-show-submitted').textContent).toBe('No');

    await user.click(screen.getByRole('combobox', { name: 'Results display' }));
    await user.click(await screen.findByRole('option', { name: 'Display results' }));
    expect(screen.getByTestId('derived-show-submitted').textContent).toBe('Yes');
    expect(screen.getByTestId('derived-unseal-manually').textContent).toBe('Automatically display');

    await user.click(screen.getByTestId('save-settings'));
    await waitFor(() => expect(server.callsTo(`PUT ${nodePath}/Projects`)).toHaveLength(1));
    const body = server.callsTo(`PUT ${nodePath}/Projects`)[0]?.body as {
      id: number;
      version: number;
      tender: { closingMethod: string; resultsDisplay: number };
    };
    expect(body).toMatchObject({
      id: 12,
      version: 3,
      tender: { closingMethod: 'UNSEALED', resultsDisplay: 3 },
    });
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
  });

  it('is read-only when the project may not be edited', async () => {
    mockServer(projectRoutes(projectFixture({ canEdit: false })));
    renderApp('/projects/12/build/settings');
    expect(await screen.findByTestId('project-read-only')).toBeTruthy();
    expect(screen.queryByTestId('save-settings')).toBeNull();
    expect((screen.getByRole('switch', { name: 'Project meetings' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
