import type { Contract } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture } from '../../../test/build-fixtures.tsx';
import {
  contractAnswer,
  contractFixture,
  contractRoutes,
  contractsPath,
  renderContractPage,
} from '../../../test/contract-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { ContractSuppliersPage } from './contract-suppliers-page.tsx';

const project = projectFixture({ status: 'Awarded', type: 'SOURCE_CONTRACT', phase: 'Contract' });
const invitationsPath = `${nodePath}/ContractVendorInvitations`;
const cedarInvitation = {
  id: 61,
  contractId: 80,
  email: 'sales@cedar.example',
  companyName: 'Cedar Works',
  contactName: '',
  invitedBy: null,
  invitedAt: '2026-03-01T15:00:00.000Z',
  acceptedAt: null,
  vendorId: null,
};
const birch = { vendorId: 302, companyName: 'Birch Paving', isActive: true, fromAward: false };

describe('Contract › Suppliers', { timeout: 30_000 }, () => {
  it('adds a supplier found by name, and deactivates one', async () => {
    let contract = contractFixture();
    const server = mockServer({
      ...contractRoutes(),
      [`GET ${contractsPath}`]: () => contractAnswer(contract),
      [`GET ${invitationsPath}`]: { body: envelope('contractVendorInvitation', []) },
      [`GET ${contractsPath}/SupplierLookup`]: ({ url }) => ({
        body: envelope(
          'supplier',
          url.searchParams.get('search') === 'Birch'
            ? [{ vendorId: 302, companyName: 'Birch Paving', city: 'Springfield' }]
            : [],
        ),
      }),
      [`POST ${contractsPath}/80/Supplier/302`]: () => {
        contract = {
          ...contract,
          vendors: [...contract.vendors, { ...birch, addedAt: '2026-03-01T15:00:00.000Z' }],
        };
        return contractAnswer(contract);
      },
      [`PUT ${contractsPath}/80/Supplier/301/Deactivate`]: () => {
        contract = {
          ...contract,
          vendors: contract.vendors.map((v) => (v.vendorId === 301 ? { ...v, isActive: false } : v)),
        } satisfies Contract;
        return contractAnswer(contract);
      },
    });
    const user = userEvent.setup();
    renderContractPage(project, <ContractSuppliersPage />);
    const table = await screen.findByTestId('contract-suppliers');
    const acme = within(table).getByText('Acme Roads').closest('tr') as HTMLElement;
    expect(within(acme).getByText('From award')).toBeTruthy();
    expect(within(acme).getByText('Active')).toBeTruthy();
    expect(await screen.findByText('No invitation sent')).toBeTruthy();

    // Two characters ask nothing: the lookup needs three (000 §5).
    const search = screen.getByRole('textbox', { name: 'Find a registered supplier' });
    await user.type(search, 'Bi');
    expect(screen.getByText('Type at least 3 characters to search suppliers.')).toBeTruthy();
    await user.type(search, 'rch');
    await user.click(await screen.findByRole('button', { name: 'Add Birch Paving' }));
    const birchRow = await within(table).findByText('Birch Paving');
    expect(within(birchRow.closest('tr') as HTMLElement).queryByText('From award')).toBeNull();
    const searched = server
      .callsTo(`GET ${contractsPath}/SupplierLookup`)
      .map((call) => call.url.searchParams.get('search'));
    expect(searched).toEqual(['Birch']);
    expect(within(screen.getByTestId('supplier-lookup-results')).getByText('On the contract')).toBeTruthy();

    await user.click(within(acme).getByRole('button', { name: 'Deactivate Acme Roads' }));
    await waitFor(() => expect(within(acme).getByText('Inactive')).toBeTruthy());
    expect(server.callsTo(`PUT ${contractsPath}/80/Supplier/301/Deactivate`)).toHaveLength(1);
  });

  it('removes a supplier after confirmation, and invites a company by email', async () => {
    let contract = contractFixture();
    let invited = false;
    const server = mockServer({
      ...contractRoutes(),
      [`GET ${contractsPath}`]: () => contractAnswer(contract),
      [`DELETE ${contractsPath}/80/Supplier/301`]: () => {
        contract = { ...contract, vendors: [] };
        return contractAnswer(contract);
      },
      [`GET ${invitationsPath}`]: () => ({
        body: envelope('contractVendorInvitation', invited ? [cedarInvitation] : []),
      }),
      [`POST ${invitationsPath}`]: ({ body }) => {
        if ((body as { email: string }).email === 'known@acme.example') {
          return refusal(
            409,
            ['contractInvitationRegistered'],
            ['This address belongs to a registered supplier: add the supplier to the contract instead.'],
          );
        }
        invited = true;
        return { body: envelope('contractVendorInvitation', [cedarInvitation]) };
      },
    });
    const user = userEvent.setup();
    renderContractPage(project, <ContractSuppliersPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Acme Roads' }));
    await user.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByText('No supplier is on this contract yet')).toBeTruthy();
    expect(server.callsTo(`DELETE ${contractsPath}/80/Supplier/301`)).toHaveLength(1);

    const invite = screen.getByTestId('contract-invite');
    const email = within(invite).getByRole('textbox', { name: /Email/ });
    await user.type(email, 'not-an-address');
    await user.click(within(invite).getByTestId('contract-invite-send'));
    expect(await within(invite).findByText('Invalid email format.')).toBeTruthy();
    expect(server.callsTo(`POST ${invitationsPath}`)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'known@acme.example');
    await user.click(within(invite).getByTestId('contract-invite-send'));
    expect(
      await within(invite).findByText(
        'This address belongs to a registered supplier: add the supplier to the contract instead.',
      ),
    ).toBeTruthy();

    await user.clear(email);
    await user.type(email, 'sales@cedar.example');
    await user.type(within(invite).getByRole('textbox', { name: 'Company' }), 'Cedar Works');
    await user.click(within(invite).getByTestId('contract-invite-send'));
    const invitations = await screen.findByTestId('contract-invitations');
    expect(within(invitations).getByText('Pending')).toBeTruthy();
    expect(server.callsTo(`POST ${invitationsPath}`)[1]?.body).toEqual({
      contractId: 80,
      email: 'sales@cedar.example',
      companyName: 'Cedar Works',
      contactName: '',
    });
  });
});
