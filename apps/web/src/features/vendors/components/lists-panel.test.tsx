import type { VendorListDetail } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../../../app/require-session.tsx';
import { envelope, type MockRoute, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { refusal } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import {
  listDetailFixture,
  listMemberFixture,
  listsPath,
  searchRowFixture,
  supplierEditorSession,
  supplierRoutes,
  vendorListFixture,
  vendorsPath,
} from '../../../test/vendor-lists-fixtures.ts';
import { VendorListsPanel } from './lists-panel.tsx';

function renderPanel(ui: ReactNode = <VendorListsPanel />) {
  return renderApp(
    '/suppliers',
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/suppliers" element={ui} />
      </Route>
    </Routes>,
  );
}

const rotational = listDetailFixture(vendorListFixture(3, { name: 'Snow plowing', isRotational: true }), [
  listMemberFixture(11, { companyName: 'Alpine Plow' }),
  listMemberFixture(12, {
    companyName: 'Blizzard Co',
    lastTurnAt: '2026-02-10T15:00:00.000Z',
    lastTurnProjectId: 8,
    lastTurnProjectName: 'Winter 2026',
  }),
  listMemberFixture(13, { companyName: 'Crystal Ice', isActive: false }),
]);

/** The lists' calls answered from `details`, which the changes update as the server would. */
function listServer(details: VendorListDetail[], extra: Record<string, MockRoute> = {}) {
  const byId = (id: number) => details.find((detail) => detail.id === id) as VendorListDetail;
  const summary = (detail: VendorListDetail) => {
    const { members: _members, turnOrder: _turnOrder, ...list } = detail;
    return list;
  };
  const one = (detail: VendorListDetail) => ({ body: envelope('vendorList', [detail]) });
  let nextId = 20;
  return mockServer({
    ...supplierRoutes(),
    [`GET ${listsPath}`]: () => ({ body: envelope('vendorList', details.map(summary)) }),
    [`POST ${listsPath}`]: ({ body }) => {
      const draft = body as { name: string; visibility: 'Personal' | 'Shared'; isRotational: boolean };
      const created = listDetailFixture(vendorListFixture(nextId++, draft), []);
      details.push(created);
      return one(created);
    },
    [`GET ${listsPath}/3/`]: () => one(byId(3)),
    [`PUT ${listsPath}/3/`]: ({ body }) => {
      Object.assign(byId(3), body);
      return one(byId(3));
    },
    [`DELETE ${listsPath}/3/`]: () => {
      details.splice(details.indexOf(byId(3)), 1);
      return { body: envelope('vendorList', details.map(summary)) };
    },
    [`POST ${listsPath}/RemoveVendorFromList`]: ({ body }) => {
      const { vendorListId, vendorIds } = body as { vendorListId: number; vendorIds: number[] };
      const detail = byId(vendorListId);
      detail.members = detail.members.filter((member) => !vendorIds.includes(member.vendorId));
      detail.turnOrder = detail.turnOrder.filter((id) => !vendorIds.includes(id));
      detail.memberCount = detail.members.length;
      return one(detail);
    },
    [`POST ${listsPath}/AddVendorToList`]: ({ body }) => {
      const { vendorListId, vendorIds } = body as { vendorListId: number; vendorIds: number[] };
      const detail = byId(vendorListId);
      detail.members = [...detail.members, ...vendorIds.map((id) => listMemberFixture(id))];
      detail.turnOrder = [...vendorIds, ...detail.turnOrder];
      detail.memberCount = detail.members.length;
      return one(detail);
    },
    ...extra,
  });
}

describe('supplier lists panel', () => {
  it('lists the lists with their badges, members and owner, and creates a shared rotational one', async () => {
    const server = listServer([
      { ...rotational, visibility: 'Shared' },
      listDetailFixture(vendorListFixture(4, { name: 'Paving' }), [listMemberFixture(11)]),
    ]);
    const user = userEvent.setup();
    renderPanel();
    const first = within(await screen.findByTestId('vendor-list-3'));
    expect(first.getByText('Snow plowing')).toBeTruthy();
    expect(first.getByTestId('vendor-list-visibility').textContent).toBe('Shared');
    expect(first.getByTestId('vendor-list-rotational').textContent).toBe('Rotational');
    expect(first.getByText('3')).toBeTruthy();
    expect(first.getByText('Ada Lovelace')).toBeTruthy();
    const second = within(screen.getByTestId('vendor-list-4'));
    expect(second.getByTestId('vendor-list-visibility').textContent).toBe('Personal');
    expect(second.queryByTestId('vendor-list-rotational')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New list' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByTestId('vendor-list-save'));
    expect(await dialog.findByText('Give the list a name.')).toBeTruthy();
    expect(server.callsTo(`POST ${listsPath}`)).toHaveLength(0);
    await fill(user, dialog.getByLabelText(/^Name/), 'Janitorial');
    await user.click(dialog.getByLabelText('Shared'));
    await user.click(dialog.getByRole('switch', { name: /^Rotational/ }));
    await user.click(dialog.getByTestId('vendor-list-save'));
    expect(await screen.findByTestId('vendor-list-detail')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Janitorial' })).toBeTruthy();
    expect(server.callsTo(`POST ${listsPath}`)[0]?.body).toEqual({
      name: 'Janitorial',
      visibility: 'Shared',
      isRotational: true,
      vendorIds: [],
    });
    expect(server.allMutationsCarriedCsrf()).toBe(true);
  });

  it('shows a name already taken under the name field', async () => {
    listServer([], {
      [`POST ${listsPath}`]: refusal(400, ['vendorListNameInUse'], ['A list with this name already exists.']),
    });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('No supplier lists yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New list' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fill(user, dialog.getByLabelText(/^Name/), 'Paving');
    await user.click(dialog.getByTestId('vendor-list-save'));
    expect(await dialog.findByText('A list with this name already exists.')).toBeTruthy();
  });

  it('opens a rotational list in turn order with each last turn, and removes a member', async () => {
    // The order is the server's: whose turn is first comes first, whatever the names.
    const server = listServer([{ ...rotational, turnOrder: [13, 11, 12] }]);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Snow plowing' }));
    const table = await screen.findByTestId('vendor-list-members');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Crystal IceInactive',
      'Alpine Plow',
      'Blizzard Co',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2', '3']);
    const blizzard = within(screen.getByTestId('vendor-list-member-12'));
    expect(blizzard.getByText(/^February 10, 2026 at .*, Winter 2026$/)).toBeTruthy();
    expect(
      within(screen.getByTestId('vendor-list-member-11')).getByText('Not invited from this list yet'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Alpine Plow from the list' }));
    await waitFor(() => expect(screen.queryByTestId('vendor-list-member-11')).toBeNull());
    expect(server.callsTo(`POST ${listsPath}/RemoveVendorFromList`)[0]?.body).toEqual({
      vendorListId: 3,
      vendorIds: [11],
    });
  });

  it('renames the list and turns rotation off, then deletes it after confirmation', async () => {
    const server = listServer([structuredClone(rotational)]);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Snow plowing' }));
    await screen.findByTestId('vendor-list-members');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    let dialog = within(await screen.findByRole('dialog'));
    const name = dialog.getByLabelText(/^Name/);
    await user.clear(name);
    await fill(user, name, 'Snow removal');
    await user.click(dialog.getByRole('switch', { name: /^Rotational/ }));
    await user.click(dialog.getByTestId('vendor-list-save'));
    expect(await screen.findByRole('heading', { name: 'Snow removal' })).toBeTruthy();
    expect(server.callsTo(`PUT ${listsPath}/3/`)[0]?.body).toEqual({
      name: 'Snow removal',
      visibility: 'Personal',
      isRotational: false,
    });
    // No longer rotational: no turn column, members by name.
    await waitFor(() => expect(screen.queryByText('Turn')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Delete the list Snow removal\?/)).toBeTruthy();
    await user.click(dialog.getByTestId('confirm-action'));
    expect(await screen.findByText('No supplier lists yet.')).toBeTruthy();
    expect(server.callsTo(`DELETE ${listsPath}/3/`)).toHaveLength(1);
  });

  it('adds suppliers found by name (3 characters at least), several at once, members not chosen again', async () => {
    const server = listServer([structuredClone(rotational)], {
      [`GET ${vendorsPath}/Search`]: () => ({
        body: envelope('vendor', [
          searchRowFixture(11, { companyName: 'Alpine Plow' }),
          searchRowFixture(21, { companyName: 'Alpha Salt' }),
          searchRowFixture(22, { companyName: 'Alps Gravel' }),
        ]),
      }),
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Snow plowing' }));
    await user.click(await screen.findByRole('button', { name: 'Add suppliers' }));
    const dialog = within(await screen.findByRole('dialog'));
    const search = dialog.getByLabelText('Search suppliers by name');
    await user.type(search, 'Al');
    expect(dialog.getByText(/at least 3 characters/)).toBeTruthy();
    await user.type(search, 'p');
    const member = await dialog.findByRole('checkbox', { name: 'Choose Alpine Plow' });
    expect((member as HTMLInputElement).disabled).toBe(true);
    expect(dialog.getByText('Already on the list')).toBeTruthy();
    expect(
      server.callsTo(`GET ${vendorsPath}/Search`).map((call) => call.url.searchParams.get('searchText')),
    ).toEqual(['Alp']);
    await user.click(dialog.getByRole('checkbox', { name: 'Choose Alpha Salt' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Choose Alps Gravel' }));
    await user.click(dialog.getByRole('button', { name: 'Add 2 suppliers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('vendor-list-member-21')).toBeTruthy();
    expect(server.callsTo(`POST ${listsPath}/AddVendorToList`)[0]?.body).toEqual({
      vendorListId: 3,
      vendorIds: [21, 22],
    });
  });

  it('locks the changes for someone who may only view suppliers', async () => {
    listServer([structuredClone(rotational)], {
      ...supplierRoutes(supplierEditorSession(['SUPPLIER_VIEW'])),
    });
    const user = userEvent.setup();
    renderPanel();
    const create = await screen.findByRole('button', { name: 'New list' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Snow plowing' }));
    await screen.findByTestId('vendor-list-members');
    expect((screen.getByRole('button', { name: 'Add suppliers' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Remove Alpine Plow from the list' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
