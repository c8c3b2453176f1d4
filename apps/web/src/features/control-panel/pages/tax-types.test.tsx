import type { TaxType } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { controlPanelRoutes, nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

const taxPath = `${nodePath}/ShoppingCart/Taxes`;

/** A server holding the tax types, which POST, PUT and DELETE change as the real one would. */
function taxServer(taxes: TaxType[]) {
  let nextId = 100;
  return mockServer({
    ...controlPanelRoutes(),
    [`GET ${taxPath}`]: () => ({ body: envelope('taxes', taxes) }),
    [`POST ${taxPath}`]: ({ body }) => {
      const draft = body as { name: string; percentage: string };
      if (taxes.some((tax) => tax.name.toLowerCase() === draft.name.toLowerCase())) {
        return refusal(400, ['taxNameAlreadyExists'], ['A tax type with this name already exists.']);
      }
      const created = { id: nextId++, active: true, ...draft };
      taxes.push(created);
      return { body: envelope('taxes', [created]) };
    },
    [`PUT ${taxPath}`]: ({ body }) => {
      const changed = body as TaxType;
      taxes.splice(
        taxes.findIndex((tax) => tax.id === changed.id),
        1,
        changed,
      );
      return { body: envelope('taxes', [changed]) };
    },
    [`DELETE ${taxPath}`]: () =>
      refusal(409, ['taxInUse'], ['This tax type is used by forms; deactivate it instead.']),
  });
}

describe('dropdown settings: tax types', () => {
  it('lists rates as people write them, adds one with its rate as decimal text, and refuses a taken name', async () => {
    const server = taxServer([{ id: 1, name: 'HST', percentage: '13.0000', active: true }]);
    const user = userEvent.setup();
    renderApp('/control-panel/dropdown-settings?tab=taxes');
    const list = await screen.findByTestId('tax-types');
    expect(within(await screen.findByTestId('tax-1')).getByText('13 %')).toBeTruthy();

    await user.type(within(list).getByLabelText('Tax type'), 'PST');
    await user.type(within(list).getByLabelText('Rate (%)'), '7.5');
    await user.click(within(list).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('PST')).toBeTruthy();
    expect(server.callsTo(`POST ${taxPath}`)[0]?.body).toEqual({
      name: 'PST',
      percentage: '7.5',
      active: true,
    });

    await user.type(within(list).getByLabelText('Tax type'), 'hst');
    await user.type(within(list).getByLabelText('Rate (%)'), '5');
    await user.click(within(list).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('A tax type with this name already exists.')).toBeTruthy();
  });

  it('deactivates a tax type, and keeps one that forms use when deleting is refused', async () => {
    const server = taxServer([{ id: 1, name: 'HST', percentage: '13', active: true }]);
    const user = userEvent.setup();
    renderApp('/control-panel/dropdown-settings?tab=taxes');
    await user.click(await screen.findByRole('switch', { name: /HST/ }));
    await waitFor(() => expect(server.callsTo(`PUT ${taxPath}`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${taxPath}`)[0]?.body).toMatchObject({ id: 1, active: false });

    await user.click(screen.getByRole('button', { name: 'Delete HST' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo(`DELETE ${taxPath}`)).toHaveLength(1));
    expect(screen.getByTestId('tax-1')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    taxServer([]);
    renderApp('/control-panel/dropdown-settings?tab=taxes');
    expect(await screen.findByText(/No tax types yet/)).toBeTruthy();
  });
});
