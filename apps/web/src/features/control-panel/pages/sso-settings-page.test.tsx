import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  controlPanelAdmin,
  controlPanelRoutes,
  controlPanelViewer,
  nodePath,
  ssoFixture,
} from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { refusal } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

const ssoPath = `${nodePath}/CustomerSsoSaml`;

function ssoServer(extra: Record<string, MockRoute> = {}, session = controlPanelAdmin()) {
  return mockServer({
    ...controlPanelRoutes(session),
    [`GET ${ssoPath}`]: { body: envelope('customerSsoSaml', [ssoFixture()]) },
    ...extra,
  });
}

function input(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('SSO settings', () => {
  it('is read-only, with locked buttons, without the right to change single sign-on', async () => {
    // Managing the control panel is not enough: SSO changes need SSO_SETTINGS_EDIT (000 §6).
    ssoServer({}, controlPanelAdmin({ permissions: ['CONTROL_PANEL_VIEW', 'CONTROL_PANEL_MANAGE'] }));
    renderApp('/control-panel/sso-settings');
    await screen.findByTestId('sso-form');
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect(input(/^Identity provider metadata URL/).disabled).toBe(true);
    expect(input(/^Sign-on URL/).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: /Enable single sign-on/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    for (const button of [
      screen.getByTestId('sso-save'),
      screen.getByRole('button', { name: 'Read metadata' }),
    ]) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(button.closest('[data-locked="true"]')).not.toBeNull();
    }
    // The identity provider's administrator still gets what to register.
    expect(screen.getByText('https://procura.example.org/api/v1/sso/acs')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Assertion consumer service URL' })).toBeTruthy();
  });

  it('is read-only for a control-panel viewer too', async () => {
    ssoServer({}, controlPanelViewer());
    renderApp('/control-panel/sso-settings');
    await screen.findByTestId('sso-form');
    expect(input(/^Signing certificate/).disabled).toBe(true);
  });

  it('fills the form from the metadata, saves nothing until Save, then saves', async () => {
    const metadata = {
      idpUrl: 'https://idp.example.org/sso',
      logoutUrl: 'https://idp.example.org/logout',
      certificate: 'MIIC-certificate',
    };
    const server = ssoServer({
      [`POST ${ssoPath}/Metadata`]: { body: metadata },
      [`PUT ${ssoPath}`]: ({ body }) => ({
        body: envelope('customerSsoSaml', [ssoFixture(body as Record<string, unknown>)]),
      }),
    });
    const user = userEvent.setup();
    renderApp('/control-panel/sso-settings');
    await screen.findByTestId('sso-form');
    await fill(user, input(/^Identity provider metadata URL/), 'https://idp.example.org/metadata');
    await user.click(screen.getByRole('button', { name: 'Read metadata' }));
    await waitFor(() => expect(input(/^Sign-on URL/).value).toBe('https://idp.example.org/sso'));
    expect(input(/^Logout URL/).value).toBe('https://idp.example.org/logout');
    expect(input(/^Signing certificate/).value).toBe('MIIC-certificate');
    expect(server.callsTo(`POST ${ssoPath}/Metadata`)[0]?.body).toEqual({
      metadataUrl: 'https://idp.example.org/metadata',
    });
    expect(server.callsTo(`PUT ${ssoPath}`)).toHaveLength(0);

    await user.click(screen.getByRole('switch', { name: /Enable single sign-on/ }));
    await user.click(screen.getByTestId('sso-save'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`PUT ${ssoPath}`)[0]?.body).toEqual({
      enabled: true,
      allowLocalLogin: true,
      metadataUrl: 'https://idp.example.org/metadata',
      ...metadata,
    });
  });

  it('shows why the metadata could not be read, and a refused save under its field', async () => {
    ssoServer({
      [`POST ${ssoPath}/Metadata`]: refusal(
        400,
        ['ssoMetadataNetworkFailure'],
        ['The SSO metadata could not be fetched.'],
      ),
      [`PUT ${ssoPath}`]: refusal(400, ['ssoMissingCertificate'], ['The SSO certificate is missing.']),
    });
    const user = userEvent.setup();
    renderApp('/control-panel/sso-settings');
    await screen.findByTestId('sso-form');
    await user.click(screen.getByRole('button', { name: 'Read metadata' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    await fill(user, input(/^Identity provider metadata URL/), 'https://idp.example.org/metadata');
    await user.click(screen.getByRole('button', { name: 'Read metadata' }));
    expect(await screen.findByText('The SSO metadata could not be fetched.')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: /Enable single sign-on/ }));
    await user.click(screen.getByTestId('sso-save'));
    expect(await screen.findByText('The SSO certificate is missing.')).toBeTruthy();
    expect(input(/^Signing certificate/).getAttribute('aria-invalid')).toBe('true');
  });
});
