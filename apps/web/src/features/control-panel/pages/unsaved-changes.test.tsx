import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  controlPanelAdmin,
  controlPanelRoutes,
  nodePath,
  projectSettingsFixture,
} from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const customers = envelope('customer', [
  { customerId: 7, customerName: 'City of Springfield', customerNodeId: 71, tenderNodeId: 70 },
  { customerId: 8, customerName: 'Shelbyville', customerNodeId: 81, tenderNodeId: 80 },
]);

describe('unsaved control-panel changes', () => {
  it('block switching agency with the warning until they are saved or discarded', async () => {
    const server = mockServer({
      ...controlPanelRoutes(controlPanelAdmin({ isSiteAdmin: true })),
      [`GET ${nodePath}/TenderNodes`]: { body: envelope('tenderNode', [projectSettingsFixture()]) },
      'GET /api/v1/customer/All': { body: customers },
    });
    const user = userEvent.setup();
    renderApp('/control-panel/project-settings');
    await screen.findByTestId('project-settings-form');
    await user.type(screen.getByLabelText(/^Number prefix/), 'X');

    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch agency' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Save or discard your unsaved changes before switching agency.'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Switch' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('combobox', { name: 'Agency' })).toBeNull();
    expect(server.callsTo('GET /api/v1/customer/All')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Discarded: the switch is offered again.
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch agency' }));
    dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('combobox', { name: 'Agency' })).toBeTruthy();
    expect(
      within(dialog).queryByText('Save or discard your unsaved changes before switching agency.'),
    ).toBeNull();
  });
});
