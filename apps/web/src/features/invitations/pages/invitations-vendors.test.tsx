import type { InviteVendorsResult, VendorListDetail } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { envelope, type MockAnswer, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import {
  candidateFixture,
  invitationsPath,
  listDetailFixture,
  listMemberFixture,
  listsPath,
  supplierEditorSession,
  supplierRoutes,
  vendorListFixture,
} from '../../../test/vendor-lists-fixtures.ts';
import { InvitationsPage } from './invitations-page.tsx';

const searchPath = `POST ${invitationsPath}/SearchCriteria`;
const invitePath = `POST ${invitationsPath}/Vendors`;

const rotational = listDetailFixture(vendorListFixture(3, { name: 'Snow plowing', isRotational: true }), [
  listMemberFixture(11),
  listMemberFixture(12),
  listMemberFixture(13),
  listMemberFixture(14),
]);
const plain = listDetailFixture(vendorListFixture(4, { name: 'Paving' }), [
  listMemberFixture(21),
  listMemberFixture(22),
]);

function answer(result: InviteVendorsResult): MockAnswer {
  return { body: envelope('vendorInvitationResult', [result]) };
}

function server(extra: Record<string, MockRoute> = {}, routes = supplierRoutes()) {
  return mockServer({
    ...routes,
    [`GET ${invitationsPath}`]: { body: envelope('vendorInvitation', []) },
    [searchPath]: ({ body }) => {
      const { start } = body as { start: number };
      const rows = start === 0 ? [candidateFixture(1, true), candidateFixture(2), candidateFixture(3)] : [];
      return { body: envelope('vendor', rows, 3) };
    },
    [`GET ${listsPath}`]: {
      body: envelope(
        'vendorList',
        [rotational, plain].map(({ members: _m, turnOrder: _t, ...list }) => list),
      ),
    },
    [`GET ${listsPath}/3/`]: { body: envelope('vendorList', [rotational as VendorListDetail]) },
    [`GET ${listsPath}/4/`]: { body: envelope('vendorList', [plain]) },
    ...extra,
  });
}

describe('inviting suppliers from the directory and from lists', () => {
  it('searches the directory, keeps the invited out of the choice, invites the chosen and shows the result', async () => {
    const mock = server({
      [invitePath]: answer({
        invited: [{ vendorId: 2, companyName: 'Company 2', email: 'c2@supplier.test' }],
        skipped: [{ vendorId: 3, companyName: 'Company 3', reason: 'noContact' }],
      }),
    });
    const user = userEvent.setup();
    renderBuildPage(<InvitationsPage project={projectFixture({ procurementMethod: 'Private' })} />);
    await user.click(await screen.findByTestId('invite-from-directory'));
    const dialog = within(await screen.findByRole('dialog'));
    const invited = await dialog.findByRole('checkbox', { name: 'Choose Company 1' });
    expect((invited as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog.getByTestId('invite-candidate-1')).getByText('Invited')).toBeTruthy();
    expect(mock.callsTo(searchPath)[0]?.body).toEqual({ tenderId: 50, criteria: {}, start: 0, limit: 20 });

    await fill(user, dialog.getByLabelText('Company name'), 'Co');
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(await dialog.findByText(/at least 3 characters/)).toBeTruthy();
    expect(mock.callsTo(searchPath)).toHaveLength(1);
    await fill(user, dialog.getByLabelText('Company name'), 'mpany');
    await fill(user, dialog.getByLabelText('City'), 'Hamilton');
    await user.click(dialog.getByLabelText('Local'));
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(mock.callsTo(searchPath).at(-1)?.body).toEqual({
        tenderId: 50,
        searchText: 'Company',
        criteria: { city: 'Hamilton', isLocalVendor: true },
        start: 0,
        limit: 20,
      }),
    );

    await user.click(await dialog.findByRole('checkbox', { name: 'Choose Company 2' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Choose Company 3' }));
    const invitationsBefore = mock.callsTo(`GET ${invitationsPath}`).length;
    await user.click(dialog.getByRole('button', { name: 'Invite 2 suppliers' }));
    const result = within(await dialog.findByTestId('invite-result'));
    expect(result.getByText('1 supplier was invited.')).toBeTruthy();
    expect(result.getByText('Company 2')).toBeTruthy();
    expect(result.getByText('Company 3: no contact address')).toBeTruthy();
    expect(mock.callsTo(invitePath)[0]?.body).toEqual({ tenderId: 50, vendorIds: [2, 3] });
    // The source's invitations and the directory's invited marks are read again.
    await waitFor(() =>
      expect(mock.callsTo(`GET ${invitationsPath}`).length).toBeGreaterThan(invitationsBefore),
    );
    expect(mock.allMutationsCarriedCsrf()).toBe(true);
  });

  it('invites the next suppliers in turn of a rotational list', async () => {
    const mock = server({
      [invitePath]: answer({
        invited: [
          { vendorId: 11, companyName: 'Company 11', email: 'c11@supplier.test' },
          { vendorId: 12, companyName: 'Company 12', email: 'c12@supplier.test' },
        ],
        skipped: [{ vendorId: 13, companyName: 'Company 13', reason: 'alreadyInvited' }],
      }),
    });
    const user = userEvent.setup();
    renderBuildPage(<InvitationsPage project={projectFixture({ procurementMethod: 'Private' })} />);
    await user.click(await screen.findByTestId('invite-from-list'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('combobox', { name: 'Supplier list' }));
    await user.click(await screen.findByRole('option', { name: 'Snow plowing' }));
    const count = await dialog.findByLabelText(/^Number of suppliers/);
    expect((count as HTMLInputElement).value).toBe('3');
    await user.click(dialog.getByRole('button', { name: 'Invite the next 3 in turn' }));
    const result = within(await dialog.findByTestId('invite-result'));
    expect(result.getByText('2 suppliers were invited.')).toBeTruthy();
    expect(result.getByText('Company 11')).toBeTruthy();
    expect(result.getByText('Company 13: already invited')).toBeTruthy();
    expect(mock.callsTo(invitePath)[0]?.body).toEqual({ tenderId: 50, vendorListId: 3, count: 3 });
  });

  it('invites every member of a list that is not rotational', async () => {
    const mock = server({
      [invitePath]: answer({
        invited: [
          { vendorId: 21, companyName: 'Company 21', email: 'c21@supplier.test' },
          { vendorId: 22, companyName: 'Company 22', email: 'c22@supplier.test' },
        ],
        skipped: [],
      }),
    });
    const user = userEvent.setup();
    renderBuildPage(<InvitationsPage project={projectFixture()} />);
    await user.click(await screen.findByTestId('invite-from-list'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('combobox', { name: 'Supplier list' }));
    await user.click(await screen.findByRole('option', { name: 'Paving' }));
    expect(await dialog.findByText('All 2 suppliers of the list are invited.')).toBeTruthy();
    expect(dialog.queryByLabelText(/^Number of suppliers/)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Invite the list' }));
    expect(await dialog.findByText('2 suppliers were invited.')).toBeTruthy();
    expect(mock.callsTo(invitePath)[0]?.body).toEqual({ tenderId: 50, vendorIds: [21, 22] });
  });

  it('offers lists only to those who may see suppliers, and nothing on a read-only project', async () => {
    server({}, supplierRoutes(supplierEditorSession([])));
    const first = renderBuildPage(<InvitationsPage project={projectFixture()} />);
    expect(await screen.findByTestId('invite-from-directory')).toBeTruthy();
    expect(screen.queryByTestId('invite-from-list')).toBeNull();
    first.unmount();
    server();
    renderBuildPage(<InvitationsPage project={projectFixture({ canEdit: false })} />);
    expect(await screen.findByTestId('read-only')).toBeTruthy();
    expect(screen.queryByTestId('invite-supplier-actions')).toBeNull();
  });
});
