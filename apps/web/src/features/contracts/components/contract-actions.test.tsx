import type { Contract } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractAnswer, contractFixture } from '../../../test/contract-fixtures.tsx';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { buyerSession, nodePath, projectFixture, projectRoutes } from '../../../test/project-fixtures.ts';
import { currentLocation, renderApp } from '../../../test/render.tsx';

const contractsPath = `${nodePath}/Contracts`;
/** A buyer who may change Build and contracts. */
const buyer = buyerSession(['BUILD_VIEW', 'BUILD_EDIT', 'CONTRACT_VIEW', 'CONTRACT_EDIT']);
const awarded = projectFixture({ status: 'Awarded', allowedActions: ['archive'] });
const none = { body: envelope('contract', []) };

describe('the project’s contract', { timeout: 30_000 }, () => {
  it('sends a project without a contract from its Contract area to Build, and offers Start Contract', async () => {
    mockServer({ ...projectRoutes(awarded, buyer), [`GET ${contractsPath}`]: none });
    renderApp('/projects/12/contract/dates');
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/build/settings'));
    expect(await screen.findByTestId('action-start-contract')).toBeTruthy();
    const areas = within(screen.getByRole('tablist', { name: 'Project areas' }));
    expect(areas.queryByRole('tab', { name: 'Contract' })).toBeNull();
  });

  it('starts the contract from the award and opens its Dates, with the Contract tab and its pages', async () => {
    let contract: Contract | null = null;
    const server = mockServer({
      ...projectRoutes(awarded, buyer),
      [`GET ${contractsPath}`]: () => (contract ? contractAnswer(contract) : none),
      [`POST ${contractsPath}`]: () => {
        contract = contractFixture({ projectId: 12 });
        return contractAnswer(contract);
      },
      [`GET ${nodePath}/ContractVendorInvitations`]: { body: envelope('contractVendorInvitation', []) },
    });
    const user = userEvent.setup();
    renderApp('/projects/12/build/settings');
    await user.click(await screen.findByTestId('action-start-contract'));
    const dialog = await screen.findByRole('dialog', { name: 'Start the contract' });
    // A term ending before it starts is refused here, before anything is sent.
    await user.type(within(dialog).getByTestId('start-contract-start'), '2026-06-01');
    await user.type(within(dialog).getByTestId('start-contract-end'), '2026-01-01');
    expect(within(dialog).getByText('Initial term start date must be before its end date.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Start contract' }));
    expect(server.callsTo(`POST ${contractsPath}`)).toHaveLength(0);

    // Emptied, the dates are the server's to fill from the award.
    await user.clear(within(dialog).getByTestId('start-contract-start'));
    await user.clear(within(dialog).getByTestId('start-contract-end'));
    await user.click(within(dialog).getByRole('button', { name: 'Start contract' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/contract/dates'));
    expect(server.callsTo(`POST ${contractsPath}`)[0]?.body).toEqual({ projectId: 12 });
    expect((await screen.findByTestId('contract-status')).textContent).toBe('Active');
    expect(await screen.findByTestId('contract-dates-page')).toBeTruthy();
    const areas = within(screen.getByRole('tablist', { name: 'Project areas' }));
    expect(areas.getByRole('tab', { name: 'Contract' }).getAttribute('aria-selected')).toBe('true');
    const pages = within(screen.getByRole('tablist', { name: 'Contract pages' }));
    expect(pages.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dates',
      'Suppliers',
      'Contract builder',
      'Documents',
      'Purchase orders',
      'Performance',
    ]);
    expect(screen.queryByTestId('action-start-contract')).toBeNull();
    await user.click(pages.getByRole('tab', { name: 'Suppliers' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/contract/suppliers'));
    expect(await screen.findByTestId('contract-suppliers')).toBeTruthy();
  });

  it('closes an active contract after saying its notifications stop', async () => {
    const server = contractStatusServer();
    const user = userEvent.setup();
    renderApp('/projects/12/contract');
    await waitFor(() => expect(currentLocation()).toBe('/projects/12/contract/dates'));
    await user.click(await screen.findByTestId('action-close-contract'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Its notifications stop/)).toBeTruthy();
    await user.click(within(dialog).getByTestId('confirm-action'));
    await waitFor(() => expect(screen.getByTestId('contract-status').textContent).toBe('Closed'));
    expect(server.callsTo(`PUT ${contractsPath}/80/Status`)[0]?.body).toEqual({ action: 'close' });
    expect(screen.queryByTestId('action-close-contract')).toBeNull();
    await user.click(screen.getByTestId('project-menu'));
    expect(await screen.findByTestId('menu-archive-contract')).toBeTruthy();
    expect(screen.queryByTestId('menu-cancel-contract')).toBeNull();
  });

  it('cancels the contract from the project menu with a reason', async () => {
    const server = contractStatusServer();
    const user = userEvent.setup();
    renderApp('/projects/12/contract/suppliers');
    expect(await screen.findByTestId('contract-suppliers')).toBeTruthy();
    await user.click(screen.getByTestId('project-menu'));
    await user.click(await screen.findByTestId('menu-cancel-contract'));
    await fill(user, await screen.findByTestId('status-reason'), 'Supplier went bankrupt');
    await user.click(screen.getByTestId('status-reason-confirm'));
    await waitFor(() => expect(screen.getByTestId('contract-status').textContent).toBe('Cancelled'));
    expect(server.callsTo(`PUT ${contractsPath}/80/Status`)[0]?.body).toEqual({
      action: 'cancel',
      reason: 'Supplier went bankrupt',
    });
    // A cancelled contract no longer changes: its suppliers page offers nothing to do.
    expect(screen.queryByTestId('action-close-contract')).toBeNull();
    expect(screen.queryByTestId('supplier-picker')).toBeNull();
  });
});

/** An active contract on a started project, whose status actions answer as the server would. */
function contractStatusServer() {
  let contract = contractFixture({ projectId: 12 });
  return mockServer({
    ...projectRoutes({ ...awarded, type: 'SOURCE_CONTRACT', phase: 'Contract' }, buyer),
    [`GET ${contractsPath}`]: () => contractAnswer(contract),
    [`GET ${nodePath}/ContractVendorInvitations`]: { body: envelope('contractVendorInvitation', []) },
    [`PUT ${contractsPath}/80/Status`]: ({ body }) => {
      const { action } = body as { action: string };
      contract =
        action === 'close'
          ? { ...contract, status: 'Closed', storedStatus: 'Closed', allowedActions: ['archive'] }
          : { ...contract, status: 'Cancelled', storedStatus: 'Cancelled', allowedActions: [] };
      return contractAnswer(contract);
    },
  });
}
