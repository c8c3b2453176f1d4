import type { IntakeSettings } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  controlPanelAdmin,
  controlPanelRoutes,
  controlPanelViewer,
  nodePath,
} from '../../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../../test/fetch-mock.ts';
import { memberFixture, refusal } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render.tsx';

const page = '/control-panel/intake-settings';
const settingsPath = `${nodePath}/IntakeSettings`;

function settingsFixture(overrides: Partial<IntakeSettings> = {}): IntakeSettings {
  return {
    enableIntake: false,
    enableIntakeEssentials: false,
    guide: '<p>Ask early.</p>',
    departmentIds: [],
    notifyUserIds: [5],
    linkPath: '/#/intake-request?cid=7&nid=70',
    ...overrides,
  };
}

function routes(session = controlPanelAdmin(), stored = settingsFixture()) {
  return {
    ...controlPanelRoutes(session),
    [`GET ${settingsPath}`]: { body: stored },
    [`GET ${nodePath}/Departments`]: {
      body: envelope('department', [
        { id: 3, name: 'Parks', divisions: [] },
        { id: 4, name: 'Roads', divisions: [] },
      ]),
    },
    [`GET ${nodePath}/Users`]: {
      body: envelope('user', [
        memberFixture(5, { firstName: 'Grace', lastName: 'Hopper' }),
        memberFixture(6, { firstName: 'Alan', lastName: 'Turing' }),
      ]),
    },
  };
}

describe('control panel › intake settings', { timeout: 20_000 }, () => {
  it('loads the settings and the link to share, and copies the link', async () => {
    mockServer(routes());
    const user = userEvent.setup();
    renderApp(page);
    await screen.findByTestId('intake-settings-form');
    expect(screen.getByRole('heading', { name: 'Intake Settings' })).toBeTruthy();
    const link = `${window.location.origin}/#/intake-request?cid=7&nid=70`;
    expect((screen.getByTestId('intake-link') as HTMLInputElement).value).toBe(link);
    expect((screen.getByTestId('intake-link') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Open form' }).getAttribute('href')).toBe(link);
    expect((screen.getByRole('switch', { name: /^Take intake requests/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.getByText('None chosen: the form offers every department.')).toBeTruthy();
    expect((await screen.findAllByText('Grace Hopper')).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('saves the switches and departments, and asks the session again for the node’s flag', async () => {
    const server = mockServer({
      ...routes(),
      [`PUT ${settingsPath}`]: ({ body }) => ({
        body: { ...(body as object), linkPath: '/#/intake-request?cid=7&nid=70' },
      }),
    });
    const user = userEvent.setup();
    renderApp(page);
    await screen.findByTestId('intake-settings-form');
    const validations = server.callsTo('POST /api/v1/login/validate').length;
    await user.click(screen.getByRole('switch', { name: /^Take intake requests/ }));
    await user.click(screen.getByRole('switch', { name: /^Show the Intake: pending requests widget/ }));
    await user.click(screen.getByRole('combobox', { name: /^Departments offered/ }));
    await user.click(await screen.findByRole('option', { name: 'Roads' }));
    await user.click(screen.getByTestId('intake-settings-save'));

    await waitFor(() => expect(server.callsTo(`PUT ${settingsPath}`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${settingsPath}`)[0]?.body).toEqual({
      enableIntake: true,
      enableIntakeEssentials: true,
      guide: '<p>Ask early.</p>',
      departmentIds: [4],
      notifyUserIds: [5],
    });
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    await waitFor(() =>
      expect(server.callsTo('POST /api/v1/login/validate').length).toBeGreaterThan(validations),
    );
    await waitFor(() =>
      expect((screen.getByTestId('intake-settings-save') as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('shows a refused save in the form', async () => {
    mockServer({
      ...routes(),
      [`PUT ${settingsPath}`]: refusal(400, ['invalidParameter'], ['Invalid parameter.']),
    });
    const user = userEvent.setup();
    renderApp(page);
    await screen.findByTestId('intake-settings-form');
    await user.click(screen.getByRole('switch', { name: /^Take intake requests/ }));
    await user.click(screen.getByTestId('intake-settings-save'));
    const form = screen.getByTestId('intake-settings-form');
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('Invalid parameter.');
  });

  it('is read-only for people who may only look', async () => {
    mockServer(routes(controlPanelViewer()));
    renderApp(page);
    await screen.findByTestId('intake-settings-form');
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect((screen.getByRole('switch', { name: /^Take intake requests/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    // The link stays copyable: sharing it changes nothing.
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    mockServer({ ...routes(), [`GET ${settingsPath}`]: { status: 500, body: ['Server error'] } });
    renderApp(page);
    expect(await screen.findByText('The intake settings could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
