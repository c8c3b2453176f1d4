import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  controlPanelRoutes,
  controlPanelViewer,
  nodePath,
  optionFixture,
} from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { sessionFixture } from '../../../test/fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

const lists = {
  [`GET ${nodePath}/ContractPOTypes/All`]: {
    body: envelope('contractPoType', [optionFixture(1, 'Blanket')]),
  },
  [`GET ${nodePath}/InsuranceTypes/All`]: {
    body: envelope('insuranceType', [optionFixture(2, 'General liability')]),
  },
};

describe('control panel: contract settings', () => {
  it('shows one tab per contract list, each loading its own list, and adds an option', async () => {
    const server = mockServer({
      ...controlPanelRoutes(),
      ...lists,
      [`POST ${nodePath}/InsuranceTypes`]: { body: envelope('insuranceType', [optionFixture(3, 'Auto')]) },
    });
    const user = userEvent.setup();
    renderApp('/control-panel/contract-settings');
    expect(await screen.findByRole('heading', { name: 'Contract Settings' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Purchase order types',
      'Insurance types',
      'Bond document types',
      'Vendor document types',
      'Contract document categories',
    ]);
    expect(await screen.findByText('Blanket')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Insurance types' }));
    expect(await screen.findByText('General liability')).toBeTruthy();
    expect(currentLocation()).toBe('/control-panel/contract-settings?tab=insuranceType');
    await user.type(screen.getByLabelText('New option'), 'Auto');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.callsTo(`POST ${nodePath}/InsuranceTypes`)).toHaveLength(1));
    expect(server.callsTo(`POST ${nodePath}/InsuranceTypes`)[0]?.body).toMatchObject({ name: 'Auto' });
  });

  it('is read-only to viewers and closed to people without the control-panel permission', async () => {
    mockServer({ ...controlPanelRoutes(controlPanelViewer()), ...lists });
    const { unmount } = renderApp('/control-panel/contract-settings?tab=contractPoType');
    expect(await screen.findByTestId('read-only-notice')).toBeTruthy();
    expect(await screen.findByText('Blanket')).toBeTruthy();
    expect(screen.queryByLabelText('New option')).toBeNull();
    unmount();

    mockServer(controlPanelRoutes(sessionFixture({ user: { permissions: [] } })));
    renderApp('/control-panel/contract-settings');
    expect(await screen.findByText('Access Denied')).toBeTruthy();
  });
});
