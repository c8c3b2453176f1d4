import type { SaveTenderTable, TenderTableForm } from '@procura/contract';
import { submissions, taxTypes } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';

/**
 * Forms for the tender-table tests: a price schedule built the way the editor sends it, with
 * negative ids for its new columns and rows, a Total column computed from two of them.
 */

export const columnIds = { description: -1, quantity: -2, unitPrice: -3, total: -4 } as const;

/** A price form of `lines` ([description, quantity, unit price]) with Total = Quantity x Unit Price. */
export function priceForm(
  tenderId: number,
  lines: readonly (readonly [string, string, string])[] = [
    ['Snow clearing', '3', '19.99'],
    ['Salt (tonnes)', '2.5', '10.10'],
  ],
  overrides: Partial<SaveTenderTable> = {},
): SaveTenderTable {
  const rows = lines.map((_, index) => ({ id: -(index + 1) }));
  return {
    tenderId,
    tableType: 'Prices',
    name: 'Price schedule',
    columns: [
      { id: columnIds.description, name: 'Description', columnTypeName: 'DescriptiveText' },
      { id: columnIds.quantity, name: 'Quantity', columnTypeName: 'Quantity' },
      { id: columnIds.unitPrice, name: 'Unit price', columnTypeName: 'UnitPrice', isEditableonPublic: true },
      {
        id: columnIds.total,
        name: 'Total',
        columnTypeName: 'Total',
        isSubtotalIncluded: true,
        tenderTableTotalCalculation: {
          operator: 'multiply',
          leftColumnId: columnIds.quantity,
          rightColumnId: columnIds.unitPrice,
        },
      },
    ],
    rows,
    cells: lines.flatMap(([description, quantity, unitPrice], index) => [
      { rowId: -(index + 1), columnId: columnIds.description, value: description },
      { rowId: -(index + 1), columnId: columnIds.quantity, value: quantity },
      { rowId: -(index + 1), columnId: columnIds.unitPrice, value: unitPrice },
    ]),
    ...overrides,
  };
}

/** The save body that keeps `form` as it is, with `changes` on top. */
export function resave(form: TenderTableForm, changes: Partial<SaveTenderTable> = {}): SaveTenderTable {
  const { table } = form;
  return {
    id: table.id,
    version: table.version,
    tenderId: table.tenderId,
    tableType: table.tableType,
    name: table.name,
    isLineNumberIncluded: table.isLineNumberIncluded,
    startNumber: table.startNumber,
    isIncludedForSummary: table.isIncludedForSummary,
    isAutoComputeTax: table.isAutoComputeTax,
    isRequired: table.isRequired,
    headingText: table.headingText,
    footerText: table.footerText,
    allowPlantakerToAddRows: table.allowPlantakerToAddRows,
    maximumOptionalRows: table.maximumOptionalRows,
    taxes: table.taxes,
    hasPromptPayDiscount: table.hasPromptPayDiscount,
    promptPayDiscountType: table.promptPayDiscountType,
    promptPayDiscount: table.promptPayDiscount,
    columns: form.columns.map(({ tenderTableId: _t, sortOrder: _s, deleted: _d, ...column }) => column),
    rows: form.rows.map(({ id, isRequired, isDynamicRow }) => ({ id, isRequired, isDynamicRow })),
    cells: form.cells.map(({ rowId, columnId, value }) => ({ rowId, columnId, value })),
    ...changes,
  };
}

/** A supplier's submission to a source, straight into the database (the portal is issue 6). */
export async function insertSubmission(
  t: TestApp,
  customerId: number,
  tenderId: number,
  status: 'complete' | 'incomplete' | 'withdrawn',
) {
  await asSystem(t.database.db, (tx) =>
    tx.insert(submissions).values({
      customerId,
      tenderId,
      status,
      companyName: 'Acme Snow Ltd.',
      contactEmail: 'bids@acme.example',
    }),
  );
}

/** An agency tax type, straight into the database, for form tests that are not about tax types. */
export async function insertTaxType(
  t: TestApp,
  customerId: number,
  name: string,
  percentage: string,
  active = true,
) {
  const [row] = await asSystem(t.database.db, (tx) =>
    tx.insert(taxTypes).values({ customerId, name, percentage, active }).returning(),
  );
  if (!row) throw new Error('tax type not inserted');
  return { taxId: row.id, taxType: row.name, percentage };
}
