import { computeTable, formatMoney, type TenderTableForm } from '@procura/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { cellFixture, columnFixture, priceFormFixture, rowFixture } from '../../../test/forms-fixtures.tsx';
import { renderApp } from '../../../test/render.tsx';
import { emptySupplierEntry, type SupplierEntry, SupplierFormView } from './supplier-form-view.tsx';

/** The view with the entry held the way a page would hold it; `seen` records every reported entry. */
function Harness({ form, seen = [] }: { form: TenderTableForm; seen?: SupplierEntry[] }) {
  const [entry, setEntry] = useState<SupplierEntry>(emptySupplierEntry);
  return (
    <SupplierFormView
      form={form}
      entry={entry}
      onChange={(next) => {
        seen.push(next);
        setEntry(next);
      }}
    />
  );
}

const grid = () => screen.getByRole('grid');
const input = (label: string) => within(grid()).getByLabelText(label) as HTMLInputElement;

describe('supplier form view', { timeout: 30_000 }, () => {
  it('shows the heading, line numbers from the start number, the buyer’s values read-only, and the footer', () => {
    const form = priceFormFixture({
      startNumber: 7,
      headingText: 'Prices in CAD',
      footerText: 'Valid 60 days',
    });
    renderApp('/', <Harness form={form} />);
    expect(screen.getByTestId('form-heading').textContent).toBe('Prices in CAD');
    expect(screen.getByTestId('form-footer').textContent).toBe('Valid 60 days');
    const rows = within(grid())
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(rows).toEqual(['7', '8']);
    expect(within(grid()).getByText('Road salt')).toBeTruthy();
    expect(within(grid()).queryByLabelText(/^Item/)).toBeNull();
    expect(input('Unit Price, line 7')).toBeTruthy();
    expect(within(grid()).getAllByRole('textbox')).toHaveLength(2);
  });

  it('hides the columns hidden from the public but still counts them', async () => {
    const form = priceFormFixture();
    form.columns.push(
      columnFixture(5, {
        name: 'Internal estimate',
        columnTypeName: 'Estimates',
        isHiddenOnPublic: true,
        isSubtotalIncluded: true,
      }),
    );
    form.cells.push(cellFixture(11, 5, '50'));
    renderApp('/', <Harness form={form} />);
    expect(within(grid()).queryByText('Internal estimate')).toBeNull();
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Line', 'Item', 'Quantity', 'Unit Price *', 'Total']);
    expect(screen.queryByTestId('column-total-5')).toBeNull();
    expect(screen.getByTestId('form-subtotal').textContent).toBe('$50.00');
  });

  it('computes lines and totals as the supplier types, with required cells reported until filled', async () => {
    const seen: SupplierEntry[] = [];
    renderApp(
      '/',
      <Harness
        form={priceFormFixture({
          isAutoComputeTax: true,
          taxes: [{ taxId: 1, taxType: 'HST', percentage: '13' }],
        })}
        seen={seen}
      />,
    );
    const user = userEvent.setup();
    expect(within(grid()).getAllByText('This cell is required.')).toHaveLength(2);
    await user.type(input('Unit Price, line 1'), '12.5');
    await user.type(input('Unit Price, line 2'), '0.25');
    expect(within(screen.getByTestId('supplier-row-11')).getByText('$125.00')).toBeTruthy();
    expect(within(screen.getByTestId('supplier-row-12')).getByText('$1.00')).toBeTruthy();
    expect(screen.getByTestId('column-total-4').textContent).toBe('$126.00');
    expect(screen.getByTestId('form-tax-HST').textContent).toBe('$16.38');
    expect(screen.getByTestId('form-total').textContent).toBe('$142.38');
    expect(within(grid()).queryByText('This cell is required.')).toBeNull();
    expect(seen.at(-1)?.values).toEqual({ 11: { 3: '12.5' }, 12: { 3: '0.25' } });
  });

  it('adds optional rows up to the maximum, and removes them', async () => {
    const seen: SupplierEntry[] = [];
    renderApp(
      '/',
      <Harness
        form={priceFormFixture({ allowPlantakerToAddRows: true, maximumOptionalRows: 2 })}
        seen={seen}
      />,
    );
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Add row' });
    await user.click(add);
    await user.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('optional-rows-left').textContent).toBe('0 more rows may be added.');
    expect(seen.at(-1)?.addedRowIds).toEqual([-1, -2]);
    // An added row is optional: its empty cells are not required, and the supplier fills every column of it.
    expect(within(screen.getByTestId('supplier-row--1')).queryByText('This cell is required.')).toBeNull();
    await user.type(input('Quantity, line 3'), '3');
    expect(screen.getByTestId('column-total-2').textContent).toBe('17');
    await user.click(screen.getByRole('button', { name: 'Remove line 3' }));
    expect(screen.queryByTestId('supplier-row--1')).toBeNull();
    expect((add as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('column-total-2').textContent).toBe('14');
  });

  it('offers the answers of choice columns as selects and shows a discount', async () => {
    const form: TenderTableForm = {
      ...priceFormFixture({
        hasPromptPayDiscount: true,
        promptPayDiscountType: 'Percentage',
        promptPayDiscount: '10',
      }),
    };
    form.columns.push(
      columnFixture(6, {
        name: 'Meets spec',
        columnTypeName: 'ExceedsMeetsDoesNotMeet',
        isEditableonPublic: true,
      }),
      columnFixture(7, {
        name: 'Brand',
        columnTypeName: 'DropdownList',
        isEditableonPublic: true,
        options: ['Acme', 'Zenith'],
      }),
    );
    renderApp('/', <Harness form={form} />);
    const user = userEvent.setup();
    const meets = within(grid()).getByLabelText('Meets spec, line 1') as HTMLSelectElement;
    expect([...meets.options].map((o) => o.text)).toEqual(['Choose…', 'Exceeds', 'Meets', 'Does Not Meet']);
    await user.selectOptions(meets, 'Meets');
    expect(meets.value).toBe('Meets');
    const brand = within(grid()).getByLabelText('Brand, line 2') as HTMLSelectElement;
    expect([...brand.options].map((o) => o.value)).toEqual(['', 'Acme', 'Zenith']);
    await user.type(input('Unit Price, line 1'), '100');
    expect(screen.getByTestId('form-subtotal').textContent).toBe('$1,000.00');
    expect(screen.getByTestId('form-discount').textContent).toBe('-$100.00');
    expect(screen.getByTestId('form-total').textContent).toBe('$900.00');
  });

  it('shows everything read-only when asked', () => {
    const form = priceFormFixture({ allowPlantakerToAddRows: true, maximumOptionalRows: 3 });
    renderApp(
      '/',
      <SupplierFormView
        form={form}
        entry={{ addedRowIds: [], values: { 11: { 3: '2' } } }}
        onChange={() => {}}
        readOnly
      />,
    );
    expect(within(grid()).queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    expect(screen.getByTestId('column-total-4').textContent).toBe('$20.00');
  });

  it('skips deleted columns and rows of the loaded form', () => {
    const form = priceFormFixture();
    form.columns.push(columnFixture(8, { name: 'Gone', deleted: true, sortOrder: 9999 }));
    form.rows.push(rowFixture(13, { deleted: true, sortOrder: 9999 }));
    renderApp('/', <Harness form={form} />);
    expect(within(grid()).queryByText('Gone')).toBeNull();
    expect(screen.queryByTestId('supplier-row-13')).toBeNull();
    expect(screen.getByTestId('form-total').textContent).toBe(
      formatMoney(computeTable(form.table, form.columns, form.rows, form.cells).total),
    );
  });
});
