import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../../../app/require-session.tsx';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { renderApp } from '../../../test/render.tsx';
import {
  listDetailFixture,
  listMemberFixture,
  listsPath,
  supplierEditorSession,
  supplierRoutes,
  vendorListFixture,
} from '../../../test/vendor-lists-fixtures.ts';
import { AddToListMenu } from './list-add-menu.tsx';

function renderMenu(vendorIds: number[]) {
  return renderApp(
    '/suppliers',
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/suppliers" element={<AddToListMenu vendorIds={vendorIds} />} />
      </Route>
    </Routes>,
  );
}

const paving = vendorListFixture(4, { name: 'Paving', memberCount: 1 });

describe('add to list', () => {
  it('adds the chosen suppliers to a list, or to a new list holding them', async () => {
    const server = mockServer({
      ...supplierRoutes(),
      [`GET ${listsPath}`]: { body: envelope('vendorList', [paving]) },
      [`POST ${listsPath}/AddVendorToList`]: {
        body: envelope('vendorList', [
          listDetailFixture(paving, [listMemberFixture(1), listMemberFixture(5), listMemberFixture(6)]),
        ]),
      },
      [`POST ${listsPath}`]: {
        body: envelope('vendorList', [
          listDetailFixture(vendorListFixture(9, { name: 'Spring' }), [
            listMemberFixture(5),
            listMemberFixture(6),
          ]),
        ]),
      },
    });
    const user = userEvent.setup();
    renderMenu([5, 6]);
    await user.click(await screen.findByRole('button', { name: 'Add to list' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Paving' }));
    expect(await screen.findByText('2 suppliers were added to Paving.')).toBeTruthy();
    expect(server.callsTo(`POST ${listsPath}/AddVendorToList`)[0]?.body).toEqual({
      vendorListId: 4,
      vendorIds: [5, 6],
    });

    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New list with the selection…' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('The list starts with the 2 chosen suppliers.')).toBeTruthy();
    await fill(user, dialog.getByLabelText(/^Name/), 'Spring');
    await user.click(dialog.getByTestId('vendor-list-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`POST ${listsPath}`)[0]?.body).toEqual({
      name: 'Spring',
      visibility: 'Personal',
      isRotational: false,
      vendorIds: [5, 6],
    });
  });

  it('is disabled with nothing chosen, and locked without the right to change suppliers', async () => {
    mockServer(supplierRoutes());
    const first = renderMenu([]);
    expect((await screen.findByRole('button', { name: 'Add to list' })).hasAttribute('disabled')).toBe(true);
    first.unmount();
    mockServer(supplierRoutes(supplierEditorSession(['SUPPLIER_VIEW'])));
    renderMenu([5]);
    const locked = await screen.findByRole('button', { name: 'Add to list' });
    expect(locked.closest('[data-locked="true"]')).toBeTruthy();
  });
});
