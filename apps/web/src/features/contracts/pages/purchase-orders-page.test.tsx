import type { PurchaseOrder, PurchaseOrderInput } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture } from '../../../test/build-fixtures.tsx';
import {
  contractAnswer,
  contractFixture,
  contractRoutes,
  contractsPath,
  purchaseOrderFixture,
  purchaseOrderList,
  renderContractPage,
} from '../../../test/contract-fixtures.tsx';
import { nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures.ts';
import { PurchaseOrdersPage } from './purchase-orders-page.tsx';

const project = projectFixture({ status: 'Awarded', type: 'SOURCE_CONTRACT', phase: 'Contract' });
const ordersPath = `${contractsPath}/80/PurchaseOrders`;
/** Amount $1,000.00 and contingency $100.00: orders may total $1,100.00. */
const contract = contractFixture();
const poTypes = {
  [`GET ${nodePath}/ContractPOTypes`]: {
    body: envelope('contractPoType', [
      { id: 71, name: 'Blanket', value: null, code: '', active: true, sortOrder: 1 },
    ]),
  },
};

const totalOf = (name: string) => screen.getByTestId(`total-${name}`).lastElementChild?.textContent;

describe('Contract › Purchase orders', { timeout: 30_000 }, () => {
  it('shows the totals, refuses an order above amount plus contingency before sending, then adds one', async () => {
    let orders: PurchaseOrder[] = [purchaseOrderFixture()];
    const server = mockServer({
      ...contractRoutes(),
      ...poTypes,
      [`GET ${contractsPath}`]: contractAnswer(contract),
      [`GET ${ordersPath}`]: () => ({
        body: envelope('purchaseOrders', [purchaseOrderList(contract, orders)]),
      }),
      [`POST ${ordersPath}`]: ({ body }) => {
        const input = body as PurchaseOrderInput;
        orders = [...orders, purchaseOrderFixture({ ...input, id: 902, poTypeName: 'Blanket' })];
        return { body: envelope('purchaseOrders', [purchaseOrderList(contract, orders)]) };
      },
    });
    const user = userEvent.setup();
    renderContractPage(project, <PurchaseOrdersPage />);
    await screen.findByTestId('purchase-order-totals');
    expect(totalOf('amount')).toBe('$1,000.00');
    expect(totalOf('contigencyAmount')).toBe('$100.00');
    expect(totalOf('limit')).toBe('$1,100.00');
    expect(totalOf('ordered')).toBe('$600.00');
    expect(totalOf('remaining')).toBe('$500.00');
    expect(totalOf('contingencyRemaining')).toBe('$100.00');
    const table = screen.getByTestId('purchase-orders');
    expect(within(table).getByText('PO-1')).toBeTruthy();
    expect(within(table).getByText('February 01, 2026')).toBeTruthy();

    await user.click(screen.getByTestId('purchase-order-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Date'), '2026-03-01');
    await user.type(within(dialog).getByRole('textbox', { name: 'PO number' }), 'PO-2');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Purchase orders would total more than the contract amount plus contingency.',
      ),
    ).toBeTruthy();
    expect(server.callsTo(`POST ${ordersPath}`)).toHaveLength(0);

    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '450');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Contingency used' }),
      '{Control>}a{/Control}50',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Blanket' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`POST ${ordersPath}`)[0]?.body).toEqual({
      poTypeId: 71,
      amount: 450,
      date: '2026-03-01',
      poNumber: 'PO-2',
      note: '',
      contingencyUsed: 50,
    });
    expect(within(table).getByText('PO-2')).toBeTruthy();
    expect(totalOf('ordered')).toBe('$1,050.00');
    expect(totalOf('remaining')).toBe('$50.00');
    expect(totalOf('contingencyRemaining')).toBe('$50.00');
  });

  it('shows the server’s refusal beside its field, and deletes an order after confirmation', async () => {
    let orders: PurchaseOrder[] = [purchaseOrderFixture()];
    const server = mockServer({
      ...contractRoutes(),
      ...poTypes,
      [`GET ${contractsPath}`]: contractAnswer(contract),
      [`GET ${ordersPath}`]: () => ({
        body: envelope('purchaseOrders', [purchaseOrderList(contract, orders)]),
      }),
      [`PUT ${ordersPath}/901`]: refusal(
        400,
        ['purchaseOrderOverContingency'],
        ['The contingency used would total more than the contract’s contingency.'],
      ),
      [`DELETE ${ordersPath}/901`]: () => {
        orders = [];
        return { body: envelope('purchaseOrders', [purchaseOrderList(contract, orders)]) };
      },
    });
    const user = userEvent.setup();
    renderContractPage(project, <PurchaseOrdersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit PO-1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'The contingency used would total more than the contract’s contingency.',
      ),
    ).toBeTruthy();
    expect(server.callsTo(`PUT ${ordersPath}/901`)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete PO-1' }));
    await user.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByText('No purchase order yet')).toBeTruthy();
    expect(totalOf('remaining')).toBe('$1,100.00');
  });
});
