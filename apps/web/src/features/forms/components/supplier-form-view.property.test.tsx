import {
  type ColumnTypeName,
  computeTable,
  type EngineCell,
  formatMoney,
  type TenderTableForm,
} from '@procura/contract';
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellFixture, columnFixture, rowFixture, tableFixture } from '../../../test/forms-fixtures.tsx';
import { renderApp } from '../../../test/render.tsx';
import { SupplierFormView } from './supplier-form-view.tsx';

/** A decimal as people type it: whole or with cents, sometimes not a number at all. */
const typed = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.integer({ min: -5_000_00, max: 50_000_00 }).map((cents) => (cents / 100).toFixed(2)),
  },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 500 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('', 'abc', '1,250.5', ' 7 ') },
);

const numericTypes: ColumnTypeName[] = ['Quantity', 'UnitPrice', 'Estimates', 'Points'];

/** A small form with two to four number columns (some the supplier's), an optional Total, taxes and a discount. */
const smallForm = fc
  .record({
    columns: fc.array(
      fc.record({
        type: fc.constantFrom(...numericTypes),
        supplier: fc.boolean(),
        hidden: fc.boolean(),
        subtotal: fc.boolean(),
      }),
      { minLength: 2, maxLength: 4 },
    ),
    total: fc.option(fc.constantFrom('multiply', 'add', 'subtract', 'divide') as fc.Arbitrary<'multiply'>),
    rows: fc.integer({ min: 1, max: 4 }),
    values: fc.array(typed, { minLength: 20, maxLength: 20 }),
    taxes: fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 2 }),
    discount: fc.option(
      fc.record({
        type: fc.constantFrom('Percentage', 'DollarAmount') as fc.Arbitrary<'Percentage'>,
        value: fc.integer({ min: 0, max: 10000 }),
      }),
    ),
  })
  .map(({ columns, total, rows, values, taxes, discount }) => {
    const cols = columns.map((c, index) =>
      columnFixture(index + 1, {
        name: `C${index + 1}`,
        columnTypeName: c.type,
        isEditableonPublic: c.supplier,
        isHiddenOnPublic: c.hidden,
        isSubtotalIncluded: c.subtotal,
        sortOrder: index,
      }),
    );
    if (total) {
      cols.push(
        columnFixture(9, {
          name: 'Total',
          columnTypeName: 'Total',
          isSubtotalIncluded: true,
          sortOrder: cols.length,
          tenderTableTotalCalculation: { operator: total, leftColumnId: 1, rightColumnId: 2 },
        }),
      );
    }
    const rowList = Array.from({ length: rows }, (_, index) => rowFixture(index + 1, { sortOrder: index }));
    const buyer: EngineCell[] = [];
    const supplier: Record<number, Record<number, string>> = {};
    let next = 0;
    for (const row of rowList) {
      for (const column of cols.filter((c) => c.columnTypeName !== 'Total')) {
        const value = values[next++ % values.length] ?? '';
        if (column.isEditableonPublic) supplier[row.id] = { ...supplier[row.id], [column.id]: value };
        else buyer.push(cellFixture(row.id, column.id, value));
      }
    }
    const form: TenderTableForm = {
      table: tableFixture({
        isAutoComputeTax: taxes.length > 0,
        taxes: taxes.map((hundredths, index) => ({
          taxId: index + 1,
          taxType: `T${index + 1}`,
          percentage: (hundredths / 100).toFixed(2),
        })),
        hasPromptPayDiscount: discount !== null,
        promptPayDiscountType: discount?.type ?? 'Percentage',
        promptPayDiscount: discount ? (discount.value / 100).toFixed(2) : null,
      }),
      columns: cols,
      rows: rowList,
      cells: buyer.map((cell) => ({ ...cell, id: 0, deleted: false })),
    };
    return { form, supplier };
  });

describe('supplier form view and the engine', () => {
  it('shows exactly the total that computeTable gives for the same form and entry', () => {
    return fc.assert(
      fc.property(smallForm, ({ form, supplier }) => {
        const view = renderApp(
          '/',
          <SupplierFormView form={form} entry={{ addedRowIds: [], values: supplier }} onChange={() => {}} />,
        );
        try {
          const supplierCells = Object.entries(supplier).flatMap(([rowId, row]) =>
            Object.entries(row).map(([columnId, value]) => ({
              rowId: Number(rowId),
              columnId: Number(columnId),
              value,
            })),
          );
          const engine = computeTable(form.table, form.columns, form.rows, [...form.cells, ...supplierCells]);
          expect(screen.getByTestId('form-total').textContent).toBe(formatMoney(engine.total));
          expect(screen.getByTestId('form-subtotal').textContent).toBe(formatMoney(engine.subtotal));
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
