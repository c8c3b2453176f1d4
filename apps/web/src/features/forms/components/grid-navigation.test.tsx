import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  columnFixture,
  formsServer,
  priceFormFixture,
  renderFormEditor,
} from '../../../test/forms-fixtures.tsx';
import { renderApp } from '../../../test/render.tsx';
import { SupplierFormView } from './supplier-form-view.tsx';

const focused = () => document.activeElement as HTMLElement;
const cellOf = (element: Element) => element.getAttribute('data-grid-cell');

/** The price form with a supplier text column after Unit Price, so the supplier has two inputs a row. */
function supplierForm() {
  const form = priceFormFixture();
  form.columns.push(columnFixture(5, { name: 'Notes', isEditableonPublic: true }));
  return form;
}

describe('keyboard navigation of a form grid', { timeout: 30_000 }, () => {
  it('is one tab stop, with grid roles and positions', async () => {
    renderApp(
      '/',
      <>
        <button type="button">Before</button>
        <SupplierFormView form={supplierForm()} entry={{ addedRowIds: [], values: {} }} onChange={() => {}} />
      </>,
    );
    const user = userEvent.setup();
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe('4');
    expect(grid.getAttribute('aria-colcount')).toBe('6');
    const rows = within(grid).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4']);
    const cells = within(rows[1] as HTMLElement).getAllByRole('gridcell');
    expect(cells.map((cell) => cell.getAttribute('aria-colindex'))).toEqual(['2', '3', '4', '5', '6']);
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(cellOf(focused())).toBe('0:0');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(cellOf(focused())).toBe('1:2');
    expect(focused().getAttribute('aria-label')).toBe('Unit Price, line 2');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(focused().getAttribute('tabindex')).toBe('0');
  });

  it('types over a selected cell, moves the caret while editing, and leaves at the edge', async () => {
    let latest: Record<number, Record<number, string>> = {};
    renderApp(
      '/',
      <SupplierFormView
        form={supplierForm()}
        entry={{ addedRowIds: [], values: { 11: { 3: '12' } } }}
        onChange={(entry) => {
          latest = entry.values as typeof latest;
        }}
      />,
    );
    const user = userEvent.setup();
    const price = screen.getByLabelText('Unit Price, line 1') as HTMLInputElement;
    price.focus();
    // Navigating: the text is selected, and the arrows move between cells.
    expect([price.selectionStart, price.selectionEnd]).toEqual([0, 2]);
    await user.keyboard('{ArrowLeft}');
    expect(cellOf(focused())).toBe('0:1');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(price);
    // Enter edits with the caret at the end; Left moves the caret, not the focus.
    await user.keyboard('{Enter}{ArrowLeft}');
    expect(focused()).toBe(price);
    expect(price.getAttribute('data-editing')).toBe('true');
    expect(price.selectionStart).toBe(1);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(cellOf(focused())).toBe('0:3');
    // Typing on a selected cell replaces its text.
    await user.keyboard('{ArrowLeft}9');
    expect(latest[11]?.[3]).toBe('9');
    // Escape stops editing: the arrows move again.
    await user.keyboard('{Escape}{ArrowDown}');
    expect(cellOf(focused())).toBe('1:2');
  });

  it('moves with Tab to the next cell and the next row, and with Home and End', async () => {
    renderApp(
      '/',
      <SupplierFormView form={supplierForm()} entry={{ addedRowIds: [], values: {} }} onChange={() => {}} />,
    );
    const user = userEvent.setup();
    (screen.getByLabelText('Notes, line 1') as HTMLElement).focus();
    await user.keyboard('{Tab}');
    expect(cellOf(focused())).toBe('1:0');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cellOf(focused())).toBe('0:4');
    await user.keyboard('{Home}');
    expect(cellOf(focused())).toBe('0:0');
    await user.keyboard('{End}');
    expect(cellOf(focused())).toBe('0:4');
  });

  it('moves rows and columns of the buyer’s grid with Alt and the arrows, the focus following', async () => {
    formsServer(priceFormFixture());
    const user = userEvent.setup();
    renderFormEditor('/projects/5/form/prices/900');
    const quantity = (await screen.findByLabelText('Quantity, line 1')) as HTMLInputElement;
    quantity.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(screen.getByLabelText('Quantity, line 2')).toBe(focused()));
    expect((focused() as HTMLInputElement).value).toBe('10');
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await waitFor(() => expect(cellOf(focused())).toBe('2:1'));
    const headers = within(screen.getByRole('grid')).getAllByRole('columnheader');
    expect(headers.map((th) => th.dataset.testid)).toEqual([
      undefined,
      'column-header-2',
      'column-header-1',
      'column-header-3',
      'column-header-4',
    ]);
    // Up from the first row reaches the column headers, whose stop opens the settings.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focused().getAttribute('aria-label')).toBe('Settings of Quantity');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Settings of Quantity' })).toBeTruthy();
  });
});
