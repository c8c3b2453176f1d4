import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  controlPanelRoutes,
  nodePath,
  projectSettingsFixture,
} from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const settingsPath = `${nodePath}/TenderNodes`;

function settingsServer() {
  return mockServer({
    ...controlPanelRoutes(),
    [`GET ${settingsPath}`]: { body: envelope('tenderNode', [projectSettingsFixture()]) },
    [`PUT ${settingsPath}`]: ({ body }) => ({
      body: envelope('tenderNode', [{ tenderNodeId: 70, ...(body as object) }]),
    }),
  });
}

function field(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('project settings', () => {
  it('shows the next number as the settings would make it', async () => {
    settingsServer();
    const user = userEvent.setup();
    renderApp('/control-panel/project-settings');
    await screen.findByTestId('project-settings-form');
    expect(screen.getByTestId('next-number-example').textContent).toBe('RFP-0042');
    await user.clear(field(/^Number width/));
    await user.type(field(/^Number width/), '6');
    expect(screen.getByTestId('next-number-example').textContent).toBe('RFP-000042');
  });

  it('refuses a padding of 15, explaining the limit, and keeps save disabled', async () => {
    const server = settingsServer();
    const user = userEvent.setup();
    renderApp('/control-panel/project-settings');
    await screen.findByTestId('project-settings-form');
    await user.clear(field(/^Number width/));
    await user.type(field(/^Number width/), '15');
    await user.tab();
    expect(field(/^Number width/).value).toBe('15');
    expect(await screen.findByText('Enter 14 or less.')).toBeTruthy();
    expect((screen.getByTestId('project-settings-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('next-number-example').textContent).toBe(
      'Correct the numbering fields to see the next number.',
    );
    expect(server.callsTo(`PUT ${settingsPath}`)).toHaveLength(0);
  });

  it('refuses forbidden characters in the prefix and requires the numbers', async () => {
    settingsServer();
    const user = userEvent.setup();
    renderApp('/control-panel/project-settings');
    await screen.findByTestId('project-settings-form');
    await user.type(field(/^Number prefix/), '2026/');
    await user.tab();
    expect(await screen.findByText(/The number may not contain any of/)).toBeTruthy();
    await user.clear(field(/^Optional rows/));
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect((screen.getByTestId('project-settings-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves valid settings', async () => {
    const server = settingsServer();
    const user = userEvent.setup();
    renderApp('/control-panel/project-settings');
    await screen.findByTestId('project-settings-form');
    await user.clear(field(/^Number width/));
    await user.type(field(/^Number width/), '14');
    await user.clear(field(/^Notification months/));
    await user.type(field(/^Notification months/), '6');
    await user.click(screen.getByTestId('project-settings-save'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    const { tenderNodeId: _id, ...sent } = projectSettingsFixture();
    expect(server.callsTo(`PUT ${settingsPath}`)[0]?.body).toEqual({
      ...sent,
      projectNumberPadding: 14,
      notificationMonths: 6,
      allowInformalProjects: false,
    });
  });
});
