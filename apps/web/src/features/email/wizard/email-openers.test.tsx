import { defaultRoutePermissions, type Invitation } from '@procura/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildEditorSession, projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import {
  contractAnswer,
  contractFixture,
  contractsPath,
  renderContractPage,
} from '../../../test/contract-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { signedInRoutes } from '../../../test/fixtures.ts';
import { contactFixture } from '../../../test/supplier-account-fixtures.ts';
import { agencyVendorFixture } from '../../../test/vendor-lists-fixtures.ts';
import { ContractSuppliersPage } from '../../contracts/pages/contract-suppliers-page.tsx';
import { InvitationsPage } from '../../invitations/pages/invitations-page.tsx';
import { PlanTakersPage } from '../../plan-takers/pages/plan-takers-page.tsx';
import { ProjectTeamPage } from '../../project-team/pages/project-team-page.tsx';
import { EmailButton } from '../index.ts';
import { projectUserFixture, wizardRoutes } from './wizard-fixtures.ts';

const checkbox = (scope: { getByRole: typeof screen.getByRole }, name: string) =>
  scope.getByRole('checkbox', { name }) as HTMLInputElement;

function invitationFixture(id: number, contactName: string): Invitation {
  return {
    id,
    tenderId: 50,
    email: `bids${id}@supplier.example`,
    companyName: `Supplier ${id}`,
    contactName,
    invitedBy: null,
    invitedAt: '2026-03-02T12:00:00.000Z',
    notifiedAt: null,
    vendorId: null,
  };
}

function vendorWith(id: number, companyName: string, person: string) {
  const [firstName = '', lastName = ''] = person.split(' ');
  return agencyVendorFixture({
    id,
    companyName,
    contacts: [contactFixture(id * 10, { firstName, lastName, email: `${firstName.toLowerCase()}@x.test` })],
  });
}

/** A buyer who may read the Message Centre but not write mail. */
function readOnlyMailRoutes(): Record<string, MockRoute> {
  return signedInRoutes({
    session: buildEditorSession(),
    routePermissions: [
      ...defaultRoutePermissions,
      { routeName: 'messages', permissions: [{ id: 'BUILD_VIEW', canPerformAction: false }] },
    ],
  });
}

function threeSuppliersContract() {
  return contractFixture({
    vendors: ['Acme Roads', 'Birch Paving', 'Cedar Works'].map((companyName, i) => ({
      vendorId: 301 + i,
      companyName,
      isActive: true,
      fromAward: false,
      addedAt: '2026-01-02T15:00:00.000Z',
    })),
  });
}

const contractProject = () =>
  projectFixture({ status: 'Awarded', type: 'SOURCE_CONTRACT', phase: 'Contract' });

describe('where the email wizard opens', { timeout: 30_000 }, () => {
  it('opens from Registered Suppliers with the plan takers and the project’s users', async () => {
    const server = mockServer(wizardRoutes());
    const user = userEvent.setup();
    renderBuildPage(<PlanTakersPage project={projectFixture()} />);
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    const wizard = within(await screen.findByTestId('email-wizard'));
    expect(wizard.getByTestId('email-wizard-step').textContent).toBe('Step 1 of 3');
    expect(await wizard.findByRole('checkbox', { name: 'Choose Ada Byron' })).toBeTruthy();
    expect(await wizard.findByRole('checkbox', { name: 'Choose Grace Hopper' })).toBeTruthy();
    expect(wizard.queryByTestId('email-group-invitations')).toBeNull();
    expect(server.callsTo(`GET ${nodePath}/projectUsers`)[0]?.url.searchParams.get('projectId')).toBe('5');
  });

  it('opens for a contract’s suppliers with their contacts chosen as the page chose them', async () => {
    mockServer({
      ...wizardRoutes(),
      [`GET ${nodePath}/Vendors`]: {
        body: envelope('vendor', [
          agencyVendorFixture({
            id: 8,
            companyName: 'Salt Co',
            contacts: [
              contactFixture(81, { firstName: 'Cy', lastName: 'Salt', email: 'cy@salt.test' }),
              contactFixture(82, { firstName: 'Di', lastName: 'Salt', email: 'di@salt.test' }),
            ],
          }),
        ]),
      },
    });
    const user = userEvent.setup();
    renderBuildPage(
      <EmailButton
        about={{
          groups: ['supplierContacts'],
          contract: { id: 4, name: 'Salt', number: 'C-1' },
          suppliers: [{ vendorId: 8, companyName: 'Salt Co' }],
        }}
        preselected={['contact:82']}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    expect(await screen.findByRole('checkbox', { name: 'Choose Di Salt' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Choose Cy Salt' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Compose' })).toHaveProperty('disabled', false);
  });

  it('opens from Registered Suppliers with the ticked plan takers chosen; a company added by hand cannot be ticked', async () => {
    mockServer(wizardRoutes());
    const user = userEvent.setup();
    renderBuildPage(<PlanTakersPage project={projectFixture()} />);
    await screen.findByText('Paper Bids Ltd');
    const handAdded = checkbox(screen, 'Select Hand Added');
    expect(handAdded.disabled).toBe(true);
    expect(handAdded.title).toBe('Added by hand without a supplier contact: it cannot be emailed.');
    expect(screen.getByRole('button', { name: 'Email selected (0)' })).toHaveProperty('disabled', true);
    await user.click(checkbox(screen, 'Select Ada Byron'));
    expect(checkbox(screen, 'Select all on this page').indeterminate).toBe(true);
    await user.click(checkbox(screen, 'Select Bo Chen'));
    expect(checkbox(screen, 'Select all on this page').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Email selected (2)' }));
    const wizard = within(await screen.findByTestId('email-wizard'));
    expect(await wizard.findByRole('checkbox', { name: 'Choose Ada Byron' })).toHaveProperty('checked', true);
    expect(checkbox(wizard, 'Choose Bo Chen').checked).toBe(true);
    expect(
      (await wizard.findByRole('checkbox', { name: 'Choose Grace Hopper' })) as HTMLInputElement,
    ).toHaveProperty('checked', false);
    expect(wizard.getByTestId('email-chosen-count').textContent).toContain('2');
  });

  it('opens from the Project Team with the ticked members chosen; an inactive one cannot be ticked', async () => {
    const users = [
      projectUserFixture(1, 'Grace Hopper'),
      projectUserFixture(2, 'Alan Turing', true),
      projectUserFixture(3, 'Linus Torvalds'),
    ];
    mockServer({
      ...wizardRoutes({ users }),
      [`GET ${nodePath}/projectRoles`]: { body: envelope('projectRole', []) },
      [`GET ${nodePath}/projectUsers/Assignable`]: { body: envelope('user', []) },
    });
    const user = userEvent.setup();
    renderBuildPage(<ProjectTeamPage project={projectFixture()} />);
    await screen.findByText('Alan Turing');
    const table = within(screen.getByTestId('project-team-table'));
    expect(checkbox(table, 'Select Alan Turing').disabled).toBe(true);
    expect(checkbox(table, 'Select Alan Turing').title).toBe('An inactive user cannot be emailed.');
    await user.click(checkbox(table, 'Select all on this page'));
    expect(checkbox(table, 'Select Grace Hopper').checked).toBe(true);
    expect(checkbox(table, 'Select Linus Torvalds').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Email selected (2)' }));
    const wizard = within(await screen.findByTestId('email-wizard'));
    expect(await wizard.findByRole('checkbox', { name: 'Choose Grace Hopper' })).toHaveProperty(
      'checked',
      true,
    );
    expect(checkbox(wizard, 'Choose Linus Torvalds').checked).toBe(true);
    expect(checkbox(wizard, 'Choose Alan Turing').checked).toBe(false);
  });

  it('opens from the Invitations with the ticked invitations chosen, the plain Email with nobody', async () => {
    mockServer({
      ...wizardRoutes(),
      [`GET ${nodePath}/VendorInvitations`]: {
        body: envelope('vendorInvitation', [
          invitationFixture(7, 'Wile Coyote'),
          invitationFixture(8, 'Road Runner'),
          invitationFixture(9, 'Elmer Fudd'),
        ]),
      },
    });
    const user = userEvent.setup();
    renderBuildPage(<InvitationsPage project={projectFixture()} />);
    const table = within(await screen.findByTestId('invitations-table'));
    await user.click(checkbox(table, 'Select Wile Coyote'));
    await user.click(checkbox(table, 'Select Elmer Fudd'));
    await user.click(screen.getByRole('button', { name: 'Email selected (2)' }));
    let wizard = within(await screen.findByTestId('email-wizard'));
    expect(await wizard.findByRole('checkbox', { name: 'Choose Wile Coyote' })).toHaveProperty(
      'checked',
      true,
    );
    expect(checkbox(wizard, 'Choose Elmer Fudd').checked).toBe(true);
    expect(checkbox(wizard, 'Choose Road Runner').checked).toBe(false);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Email' }));
    wizard = within(await screen.findByTestId('email-wizard'));
    expect(await wizard.findByRole('checkbox', { name: 'Choose Wile Coyote' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('opens from a contract’s Suppliers with the ticked companies’ contacts, all chosen', async () => {
    const contract = threeSuppliersContract();
    const vendors = [
      vendorWith(301, 'Acme Roads', 'Ann Acme'),
      vendorWith(302, 'Birch Paving', 'Bea Birch'),
      vendorWith(303, 'Cedar Works', 'Cal Cedar'),
    ];
    const server = mockServer({
      ...wizardRoutes(),
      [`GET ${contractsPath}`]: contractAnswer(contract),
      [`GET ${nodePath}/ContractVendorInvitations`]: { body: envelope('contractVendorInvitation', []) },
      [`GET ${nodePath}/Vendors`]: ({ url }) => ({
        body: envelope(
          'vendor',
          vendors.filter((vendor) => String(vendor.id) === url.searchParams.get('vendorId')),
        ),
      }),
    });
    const user = userEvent.setup();
    renderContractPage(contractProject(), <ContractSuppliersPage />);
    const table = within(await screen.findByTestId('contract-suppliers'));
    await user.click(checkbox(table, 'Select Acme Roads'));
    await user.click(checkbox(table, 'Select Cedar Works'));
    await user.click(screen.getByRole('button', { name: 'Email selected (2)' }));
    const wizard = within(await screen.findByTestId('email-wizard'));
    expect(await wizard.findByRole('checkbox', { name: 'Choose Ann Acme' })).toHaveProperty('checked', true);
    expect(checkbox(wizard, 'Choose Cal Cedar').checked).toBe(true);
    expect(wizard.queryByRole('checkbox', { name: 'Choose Bea Birch' })).toBeNull();
    expect(wizard.getByTestId('email-chosen-count').textContent).toContain('2');
    // Chosen once, as the contacts arrived: whom the buyer unticks stays unticked.
    await user.click(checkbox(wizard, 'Choose Ann Acme'));
    expect(checkbox(wizard, 'Choose Ann Acme').checked).toBe(false);
    expect(wizard.getByTestId('email-chosen-count').textContent).toContain('1');
    expect(checkbox(wizard, 'Choose Cal Cedar').checked).toBe(true);
    expect(
      server.callsTo(`GET ${nodePath}/Vendors`).map((call) => call.url.searchParams.get('vendorId')),
    ).toEqual(['301', '303']);
  });

  it('shows no row ticks and no Email actions to whoever may not write mail', async () => {
    mockServer({ ...wizardRoutes(), ...readOnlyMailRoutes() });
    renderBuildPage(<PlanTakersPage project={projectFixture()} />);
    await screen.findByText('Paper Bids Ltd');
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Email/ })).toBeNull();
  });

  it('shows no company ticks on a contract’s Suppliers to whoever may not write mail', async () => {
    mockServer({
      ...wizardRoutes(),
      ...readOnlyMailRoutes(),
      [`GET ${contractsPath}`]: contractAnswer(threeSuppliersContract()),
      [`GET ${nodePath}/ContractVendorInvitations`]: { body: envelope('contractVendorInvitation', []) },
    });
    renderContractPage(contractProject(), <ContractSuppliersPage />);
    const table = within(await screen.findByTestId('contract-suppliers'));
    expect(table.getByText('Birch Paving')).toBeTruthy();
    expect(table.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Email/ })).toBeNull();
  });
});
