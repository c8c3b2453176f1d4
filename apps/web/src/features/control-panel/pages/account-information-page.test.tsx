import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  accountFixture,
  controlPanelRoutes,
  controlPanelViewer,
  nodePath,
} from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const accountPath = `${nodePath}/customer/7`;

function accountServer(extra: Record<string, MockRoute> = {}, session = controlPanelRoutes()) {
  return mockServer({
    ...session,
    [`GET ${accountPath}`]: { body: envelope('customer', [accountFixture()]) },
    [`GET ${nodePath}/TimeZones`]: {
      body: envelope('timeZone', [{ id: 'America/Toronto' }, { id: 'America/Vancouver' }]),
    },
    [`GET ${nodePath}/Languages`]: {
      body: envelope('language', [
        { code: 'en', name: 'English' },
        { code: 'fr', name: 'Français' },
      ]),
    },
    ...extra,
  });
}

function input(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('account information', () => {
  it('says what is required once a field is left, and saves only a valid change', async () => {
    const server = accountServer({
      [`PUT ${accountPath}`]: ({ body }) => ({
        body: envelope('customer', [{ ...accountFixture(), ...(body as object) }]),
      }),
    });
    const user = userEvent.setup();
    renderApp('/control-panel/account-information');
    await screen.findByTestId('account-form');
    const save = screen.getByTestId('account-save') as HTMLButtonElement;
    expect(input(/^Display name/).value).toBe('City of Springfield');
    expect(input(/^Domain/).disabled).toBe(true);
    expect(save.disabled).toBe(true);

    await user.clear(input(/^Display name/));
    expect(screen.queryByText('Name is required.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(save.disabled).toBe(true);

    await user.type(input(/^Display name/), 'Springfield');
    await user.type(input(/^City/), ' Heights');
    await user.click(save);
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`PUT ${accountPath}`)[0]?.body).toEqual({
      ...accountFixture(),
      id: undefined,
      domain: undefined,
      displayName: 'Springfield',
      city: 'Springfield Heights',
    });
    // Saved: the form is clean again, and the user menu names the agency by its new name.
    await waitFor(() => expect(save.disabled).toBe(true));
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    expect(within(await screen.findByRole('menu')).getByText('Springfield')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    let calls = 0;
    accountServer({
      [`GET ${accountPath}`]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: ['Server error'] }
          : { body: envelope('customer', [accountFixture()]) };
      },
    });
    const user = userEvent.setup();
    renderApp('/control-panel/account-information');
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('account-form')).toBeTruthy();
  });

  it('is read-only, with the save locked, for people who may only view', async () => {
    accountServer({}, controlPanelRoutes(controlPanelViewer()));
    renderApp('/control-panel/account-information');
    await screen.findByTestId('account-form');
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect(input(/^Display name/).disabled).toBe(true);
    const save = screen.getByTestId('account-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.closest('[data-locked="true"]')).not.toBeNull();
  });
});
