import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { nodePath, projectFixture, projectRoutes } from '../../../test/project-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

// The first render loads the session, the project and its lists: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

describe('Build details', { timeout: 20_000 }, () => {
  it('saves money typed in a currency field as a number, though it shows two fixed decimals', async () => {
    const project = projectFixture();
    const server = mockServer({
      ...projectRoutes(project),
      [`PUT ${nodePath}/Projects`]: { body: envelope('project', [{ ...project, version: 4 }]) },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/details');

    const value = (await screen.findByRole('textbox', { name: 'Estimated total value' })) as HTMLInputElement;
    await user.type(value, '250000');
    await user.tab();
    expect(value.value).toBe('$250,000.00');

    await user.click(screen.getByTestId('save-details'));
    await waitFor(() => expect(server.callsTo(`PUT ${nodePath}/Projects`)).toHaveLength(1));
    const body = server.callsTo(`PUT ${nodePath}/Projects`)[0]?.body as { estimatedValue: number | null };
    expect(body.estimatedValue).toBe(250000);
  });
});
