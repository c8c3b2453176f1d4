import {
  type ColumnTypeName,
  computeTable,
  formatDecimal,
  type SaveTenderTable,
  type TableSummary,
  type TenderTableCell,
  type TenderTableColumn,
  type TenderTableForm,
  type TenderTableRow,
} from '@procura/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertTaxType, priceForm } from '../../../test/tables.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

/**
 * The test's own arithmetic, apart from the engine: decimal text as an integer count of
 * hundred-thousandths, money as integer cents, rounding half up (every figure here is positive).
 */
const units = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100_000n + BigInt(fraction.padEnd(5, '0'));
};
const roundedDiv = (n: bigint, d: bigint) => (n + d / 2n) / d;
const lineCents = (quantity: string, price: string) =>
  roundedDiv(units(quantity) * units(price), 100_000n * 1000n);
const percentCents = (cents: bigint, percent: bigint) => roundedDiv(cents * percent, 100n);
const text = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** Storable text a buyer might type: letters, digits, punctuation, accents, an emoji. */
const typed = fc
  .array(fc.constantFrom(...'aZ09 .,-/()$%#é’😀'.split(/(?:)/u)), { maxLength: 12 })
  .map((chars) => chars.join(''));
const decimalText = fc
  .tuple(fc.integer({ min: -99_999, max: 999_999 }), fc.integer({ min: 0, max: 4 }))
  .map(([n, scale]) => formatDecimal(BigInt(n) * 10n ** BigInt(6 - scale)));
const numericTypes = ['Quantity', 'UnitPrice', 'Estimates', 'Points'] as const;
const choiceAnswers: Partial<Record<ColumnTypeName, readonly string[]>> = {
  YesNo: ['Yes', 'No'],
  TrueFalse: ['True', 'False'],
  ExceedsMeetsDoesNotMeet: ['Exceeds', 'Meets', 'Does Not Meet'],
  DropdownList: ['Red', 'Green'],
};
const otherTypes = [
  'DescriptiveText',
  'Unit',
  'YesNo',
  'TrueFalse',
  'ExceedsMeetsDoesNotMeet',
  'DropdownList',
] as const;

/** A valid form: some number columns, some other columns, a Total over two of them, rows and cells. */
const arbitraryForm = fc
  .record({
    numeric: fc.array(fc.constantFrom(...numericTypes), { minLength: 2, maxLength: 4 }),
    other: fc.array(fc.constantFrom(...otherTypes), { maxLength: 3 }),
    operator: fc.constantFrom('multiply' as const, 'add' as const, 'subtract' as const),
    subtotal: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    rows: fc.integer({ min: 0, max: 6 }),
    seeds: fc.array(
      fc.tuple(
        fc.boolean(),
        fc.option(decimalText, { nil: null }),
        fc.option(typed, { nil: null }),
        fc.nat(),
      ),
      { minLength: 64, maxLength: 64 },
    ),
    tax: fc.option(fc.constantFrom('13', '5', '9.975'), { nil: undefined }),
    discount: fc.option(
      fc.tuple(
        fc.constantFrom('Percentage' as const, 'DollarAmount' as const),
        fc.constantFrom('2', '10.5', '100'),
      ),
      {
        nil: undefined,
      },
    ),
    startNumber: fc.integer({ min: 0, max: 50 }),
  })
  .map((f) => {
    const types: ColumnTypeName[] = [...f.numeric, 'Total', ...f.other];
    const columns = types.map((columnTypeName, index) => ({
      id: -(index + 1),
      name: `${columnTypeName} ${index}`,
      columnTypeName,
      isSubtotalIncluded: f.subtotal[index % 8] ?? false,
      options: columnTypeName === 'DropdownList' ? ['Red', 'Green'] : [],
      tenderTableTotalCalculation:
        columnTypeName === 'Total' ? { operator: f.operator, leftColumnId: -1, rightColumnId: -2 } : null,
    }));
    const rows = Array.from({ length: f.rows }, (_, index) => ({ id: -(index + 1) }));
    let seed = 0;
    const cells = rows.flatMap((row) =>
      columns
        .filter((c) => c.columnTypeName !== 'Total')
        .flatMap((column) => {
          const [present, number, words, pick] = f.seeds[seed++ % f.seeds.length] ?? [false, null, null, 0];
          if (!present) return [];
          const answers = choiceAnswers[column.columnTypeName];
          const value = (numericTypes as readonly string[]).includes(column.columnTypeName)
            ? number
            : answers
              ? (answers[pick % answers.length] ?? null)
              : words;
          return [{ rowId: row.id, columnId: column.id, value }];
        }),
    );
    return { columns, rows, cells, tax: f.tax, discount: f.discount, startNumber: f.startNumber };
  });

describe.each(databaseKinds())('form figures on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const newProject = () =>
    insertProject(t, { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id });
  const create = async (body: SaveTenderTable) => {
    const response = await buyer.call('PUT', '/TenderTables', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TenderTableForm;
  };

  it('sums the forms included in the summary, exact to the cent, taxes per tax type', async () => {
    const customerId = buyer.info.customer.id;
    const hst = await insertTaxType(t, customerId, 'HST', '13');
    const gst = await insertTaxType(t, customerId, 'GST', '5');
    const { tenderId } = await newProject();
    const first = [
      ['Snow clearing', '3', '19.99'],
      ['Salt (tonnes)', '2.5', '10.10'],
    ] as const;
    const second = [
      ['Sand', '7', '0.333'],
      ['Plough rental', '1', '1234.565'],
    ] as const;
    const a = await create(
      priceForm(tenderId, first, {
        name: 'A',
        isAutoComputeTax: true,
        taxes: [hst, gst],
        hasPromptPayDiscount: true,
        promptPayDiscountType: 'Percentage',
        promptPayDiscount: '2',
      }),
    );
    const b = await create(
      priceForm(tenderId, second, {
        name: 'B',
        tableType: 'Questions',
        isAutoComputeTax: true,
        taxes: [hst],
        hasPromptPayDiscount: true,
        promptPayDiscountType: 'DollarAmount',
        promptPayDiscount: '10',
      }),
    );
    await create(priceForm(tenderId, first, { name: 'Not in the summary', isIncludedForSummary: false }));
    const gone = await create(priceForm(tenderId, first, { name: 'Deleted' }));
    await buyer.call('DELETE', `/TenderTables?tenderTableId=${gone.table.id}`);

    const subtotalA = first.reduce((s, [, q, p]) => s + lineCents(q, p), 0n);
    const discountA = percentCents(subtotalA, 2n);
    const hstA = percentCents(subtotalA - discountA, 13n);
    const gstA = percentCents(subtotalA - discountA, 5n);
    const totalA = subtotalA - discountA + hstA + gstA;
    const subtotalB = second.reduce((s, [, q, p]) => s + lineCents(q, p), 0n);
    const discountB = 1000n;
    const hstB = percentCents(subtotalB - discountB, 13n);
    const totalB = subtotalB - discountB + hstB;

    const response = await buyer.call('GET', `/TenderTables/Summary?tenderId=${tenderId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      tenderId,
      tables: [
        {
          tenderTableId: a.table.id,
          name: 'A',
          tableType: 'Prices',
          subtotal: text(subtotalA),
          discount: text(discountA),
          taxes: [
            { taxType: 'HST', amount: text(hstA) },
            { taxType: 'GST', amount: text(gstA) },
          ],
          total: text(totalA),
        },
        {
          tenderTableId: b.table.id,
          name: 'B',
          tableType: 'Questions',
          subtotal: text(subtotalB),
          discount: text(discountB),
          taxes: [{ taxType: 'HST', amount: text(hstB) }],
          total: text(totalB),
        },
      ],
      subtotal: text(subtotalA + subtotalB),
      discount: text(discountA + discountB),
      taxes: [
        { taxType: 'HST', amount: text(hstA + hstB) },
        { taxType: 'GST', amount: text(gstA) },
      ],
      total: text(totalA + totalB),
    } satisfies TableSummary);
    // The figures worked by hand: 85.22 less 1.70, plus 10.86 and 4.18; 1,236.90 less 10.00, plus 159.50.
    expect(text(totalA)).toBe('98.56');
    expect(text(totalB)).toBe('1386.40');

    const empty = await newProject();
    expect((await buyer.call('GET', `/TenderTables/Summary?tenderId=${empty.tenderId}`)).json()).toEqual({
      tenderId: empty.tenderId,
      tables: [],
      subtotal: '0.00',
      discount: '0.00',
      taxes: [],
      total: '0.00',
    });
    expect((await buyer.call('GET', '/TenderTables/Summary?tenderId=999999')).statusCode).toBe(404);
    expect((await buyer.call('GET', '/TenderTables/Summary')).statusCode).toBe(400);
  });

  it('refuses text the database cannot keep as typed', async () => {
    const { tenderId } = await newProject();
    const nul = await buyer.call(
      'PUT',
      '/TenderTables',
      priceForm(tenderId, [['Nul \u0000 here', '1', '1']]),
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.headers['x-message-keys']).toBe('invalidParameter');
    const surrogate = await buyer.call(
      'PUT',
      '/TenderTables',
      priceForm(tenderId, undefined, { name: 'Half \ud800' }),
    );
    expect(surrogate.statusCode).toBe(400);
    expect((await buyer.call('GET', '/TenderTables/Search?keywords=%00')).statusCode).toBe(400);
  });

  it('round-trips any form through PUT and GET without changing a cell, and totals as the engine does', async () => {
    const customerId = buyer.info.customer.id;
    const tax = await insertTaxType(t, customerId, 'Sales tax', '13');
    const { tenderId } = await newProject();
    let n = 0;
    return fc.assert(
      fc.asyncProperty(arbitraryForm, async (form) => {
        const body: SaveTenderTable = {
          tenderId,
          tableType: 'Prices',
          name: `Form ${++n}`,
          startNumber: form.startNumber,
          columns: form.columns,
          rows: form.rows,
          cells: form.cells,
          isAutoComputeTax: form.tax !== undefined,
          taxes: form.tax === undefined ? [] : [{ ...tax, percentage: form.tax }],
          hasPromptPayDiscount: form.discount !== undefined,
          promptPayDiscountType: form.discount?.[0] ?? 'Percentage',
          promptPayDiscount: form.discount?.[1] ?? null,
        };
        const saved = await buyer.call('PUT', '/TenderTables', body);
        expect(saved.statusCode, saved.body).toBe(200);
        const id = (saved.json() as TenderTableForm).table.id;
        const columns = valuesOf<TenderTableColumn>(await buyer.call('GET', `/TenderTableColumns/${id}`));
        const rows = valuesOf<TenderTableRow>(await buyer.call('GET', `/TenderTableRows/${id}`));
        const cells = valuesOf<TenderTableCell>(await buyer.call('GET', `/TenderTableRowColumns/${id}`));

        // Every cell comes back with the value sent, at the real ids of its row and column.
        const columnAt = new Map(form.columns.map((c, i) => [c.id, columns[i]?.id]));
        const rowAt = new Map(form.rows.map((r, i) => [r.id, rows[i]?.id]));
        const sent = form.cells.map((c) => [rowAt.get(c.rowId), columnAt.get(c.columnId), c.value]);
        expect(cells.map((c) => [c.rowId, c.columnId, c.value])).toEqual(sent);
        expect(columns.map((c) => c.columnTypeName)).toEqual(form.columns.map((c) => c.columnTypeName));

        const header = valuesOf<{ total: string }>(
          await buyer.call('GET', `/TenderTables?tenderTableId=${id}`),
        )[0];
        const engine = computeTable(
          {
            isLineNumberIncluded: true,
            startNumber: form.startNumber,
            isAutoComputeTax: body.isAutoComputeTax ?? false,
            allowPlantakerToAddRows: false,
            maximumOptionalRows: 0,
            taxes: body.taxes ?? [],
            hasPromptPayDiscount: body.hasPromptPayDiscount ?? false,
            promptPayDiscountType: body.promptPayDiscountType ?? 'Percentage',
            promptPayDiscount: body.promptPayDiscount ?? null,
          },
          columns,
          rows,
          cells,
          { checkRequired: false },
        );
        expect(header?.total).toBe(formatDecimal(engine.total, 2));
        const summary = (
          await buyer.call('GET', `/TenderTables/Summary?tenderId=${tenderId}`)
        ).json() as TableSummary;
        expect(summary.tables.find((s) => s.tenderTableId === id)?.total).toBe(
          formatDecimal(engine.total, 2),
        );
        await buyer.call('DELETE', `/TenderTables?tenderTableId=${id}`);
      }),
      { numRuns: 25 },
    );
  });
});
