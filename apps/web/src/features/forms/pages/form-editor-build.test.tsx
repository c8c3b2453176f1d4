import type { SaveTenderTable } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/fixtures.ts';
import { formsPath, formsServer, priceFormFixture, renderFormEditor } from '../../../test/forms-fixtures.tsx';

type User = ReturnType<typeof userEvent.setup>;
const grid = () => screen.getByRole('grid', { name: /Form/ });
const cell = (label: string) => within(grid()).getByLabelText(label) as HTMLInputElement;

/** Opens a column's settings, applies `change` inside the drawer, and closes it. */
async function inSettings(user: User, column: string, change: (drawer: HTMLElement) => Promise<void>) {
  await user.click(await screen.findByRole('button', { name: `Settings of ${column}` }));
  const drawer = await screen.findByRole('dialog');
  await change(drawer);
  await user.click(within(drawer).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function addColumn(user: User, number: number, name: string, type: string) {
  await user.click(screen.getByRole('button', { name: 'Add column' }));
  await inSettings(user, `Column ${number}`, async (drawer) => {
    await user.type(within(drawer).getByLabelText('Column name'), name);
    await user.selectOptions(within(drawer).getByLabelText('Type'), type);
  });
}

describe('building a price form', { timeout: 60_000 }, () => {
  it('adds Quantity, Unit Price and Total columns and computes lines, taxes and the discount exactly', async () => {
    const server = formsServer(null);
    const user = userEvent.setup();
    renderFormEditor('/projects/5/form/prices/');
    await user.type(await screen.findByLabelText(/Form name/), 'Salt');
    await addColumn(user, 2, 'Qty', 'Quantity');
    await addColumn(user, 3, 'Price', 'Unit Price');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await inSettings(user, 'Column 4', async (drawer) => {
      await user.type(within(drawer).getByLabelText('Column name'), 'Total');
      await user.selectOptions(within(drawer).getByLabelText('Type'), 'Total');
      await user.selectOptions(within(drawer).getByLabelText('First column'), 'Qty');
      await user.selectOptions(within(drawer).getByLabelText('Operation'), 'multiply');
      await user.selectOptions(within(drawer).getByLabelText('Second column'), 'Price');
      await user.click(within(drawer).getByLabelText('Included in the subtotal'));
    });

    await user.type(cell('Qty, line 1'), '2');
    await user.type(cell('Price, line 1'), '550');
    expect(within(screen.getByTestId('form-row--2')).getByText('$1,100.00')).toBeTruthy();
    expect(screen.getByTestId('column-total--5').textContent).toBe('$1,100.00');
    expect(screen.getByTestId('column-total--3').textContent).toBe('2');
    expect(screen.getByTestId('form-subtotal').textContent).toBe('$1,100.00');
    // A column a calculation reads cannot be deleted.
    expect((screen.getByRole('button', { name: 'Delete Qty' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete Total' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByLabelText('Compute taxes'));
    expect(screen.getByText('Choose a tax type and its percentage.')).toBeTruthy();
    await user.click(await screen.findByLabelText('HST (13%)'));
    await user.click(screen.getByLabelText('Prompt pay discount'));
    await user.click(screen.getByText('Dollar amount'));
    await user.type(screen.getByLabelText(/^Discount/), '100');
    expect(screen.getByTestId('form-discount').textContent).toBe('-$100.00');
    expect(screen.getByTestId('form-tax-HST').textContent).toBe('$130.00');
    expect(screen.getByTestId('form-total').textContent).toBe('$1,130.00');

    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(server.callsTo(`PUT ${formsPath}`)).toHaveLength(1));
    const body = server.callsTo(`PUT ${formsPath}`)[0]?.body as SaveTenderTable;
    expect(body.columns.map((c) => [c.id, c.name, c.columnTypeName])).toEqual([
      [-1, 'Description', 'DescriptiveText'],
      [-3, 'Qty', 'Quantity'],
      [-4, 'Price', 'UnitPrice'],
      [-5, 'Total', 'Total'],
    ]);
    expect(body.columns[3]).toMatchObject({
      isSubtotalIncluded: true,
      tenderTableTotalCalculation: { operator: 'multiply', leftColumnId: -3, rightColumnId: -4 },
    });
    expect(body.rows).toEqual([{ id: -2, isRequired: true, isDynamicRow: false }]);
    expect(body.cells).toEqual([
      { rowId: -2, columnId: -3, value: '2' },
      { rowId: -2, columnId: -4, value: '550' },
    ]);
    expect(body).toMatchObject({
      isAutoComputeTax: true,
      taxes: [{ taxId: 1, taxType: 'HST', percentage: '13' }],
      hasPromptPayDiscount: true,
      promptPayDiscountType: 'DollarAmount',
      promptPayDiscount: '100',
    });
    // Saved, the form comes back with real ids and the same figures.
    expect(await screen.findByRole('heading', { name: 'Salt' })).toBeTruthy();
    expect(screen.getByTestId('form-total').textContent).toBe('$1,130.00');
  });

  it('marks cells and columns with the engine’s problems and saves nothing until they are fixed', async () => {
    const server = formsServer(priceFormFixture());
    const user = userEvent.setup();
    renderFormEditor('/projects/5/form/prices/900');
    await user.type(await screen.findByLabelText('Quantity, line 1'), 'x');
    expect(cell('Quantity, line 1').getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByTestId('form-row-11')).getByText('Enter a number.')).toBeTruthy();
    await inSettings(user, 'Item', async (drawer) => {
      await user.selectOptions(within(drawer).getByLabelText('Type'), 'Dropdown List');
      expect(within(drawer).getByText('A dropdown list column needs at least one choice.')).toBeTruthy();
    });
    expect(within(screen.getByTestId('column-header-1')).getByText(/needs at least one choice/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(screen.getByTestId('form-failure').textContent).toContain('Fix the problems marked on the form');
    expect(server.callsTo(`PUT ${formsPath}`)).toHaveLength(0);

    await inSettings(user, 'Item', async (drawer) => {
      await user.type(within(drawer).getByLabelText('Choices'), 'Road salt{Enter}Sand');
    });
    await user.clear(cell('Quantity, line 1'));
    await user.type(cell('Quantity, line 1'), '3');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(server.callsTo(`PUT ${formsPath}`)).toHaveLength(1));
    const body = server.callsTo(`PUT ${formsPath}`)[0]?.body as SaveTenderTable;
    expect(body.columns[0]).toMatchObject({
      id: 1,
      columnTypeName: 'DropdownList',
      options: ['Road salt', 'Sand'],
    });
    expect(body.cells).toContainEqual({ rowId: 11, columnId: 2, value: '3' });
  });

  it('reorders and removes columns and rows, and clears removed values on save', async () => {
    const server = formsServer(priceFormFixture());
    const user = userEvent.setup();
    renderFormEditor('/projects/5/form/prices/900');
    await user.click(await screen.findByRole('button', { name: 'Move Item right' }));
    const headers = () =>
      within(grid())
        .getAllByRole('columnheader')
        .map((th) => th.dataset.testid ?? '');
    expect(headers().slice(1)).toEqual([
      'column-header-2',
      'column-header-1',
      'column-header-3',
      'column-header-4',
    ]);
    await user.click(screen.getByRole('button', { name: 'Row 1 actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move row down' }));
    expect(
      within(grid())
        .getAllByRole('row')
        .map((tr) => tr.dataset.testid ?? ''),
    ).toEqual(['', 'form-row-12', 'form-row-11', '']);
    await user.click(screen.getByRole('button', { name: 'Row 2 actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete row' }));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Delete Item' }));
    expect(screen.queryByTestId('column-header-1')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(server.callsTo(`PUT ${formsPath}`)).toHaveLength(1));
    const body = server.callsTo(`PUT ${formsPath}`)[0]?.body as SaveTenderTable;
    expect(body.columns.map((c) => c.id)).toEqual([2, 3, 4]);
    expect(body.rows.map((r) => r.id)).toEqual([12, -1]);
    expect(body.cells).toEqual([{ rowId: 12, columnId: 2, value: '4' }]);
  });

  it('locks a column’s type after the server refuses to change it', async () => {
    formsServer(priceFormFixture(), {
      [`PUT ${formsPath}`]: refusal(
        409,
        ['formColumnTypeLocked'],
        ['Suppliers have submitted data in this column.'],
      ),
    });
    const user = userEvent.setup();
    renderFormEditor('/projects/5/form/prices/900');
    await inSettings(user, 'Item', async (drawer) => {
      await user.selectOptions(within(drawer).getByLabelText('Type'), 'Unit');
    });
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect((await screen.findByTestId('form-failure')).textContent).toBe(
      'Suppliers have submitted data in this column.',
    );
    await inSettings(user, 'Item', async (drawer) => {
      const type = within(drawer).getByLabelText('Type') as HTMLSelectElement;
      expect(type.disabled).toBe(true);
      expect(type.value).toBe('DescriptiveText');
      expect(within(drawer).getByTestId('column-type-locked')).toBeTruthy();
    });
  });
});
