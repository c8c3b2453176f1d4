import type { SaveTenderTable, TenderTable, TenderTableForm } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { columnIds, insertTaxType, priceForm, resave } from '../../../test/tables.ts';
import { tenderTables } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Mutation = (form: SaveTenderTable) => SaveTenderTable;

const withCell =
  (rowId: number, columnId: number, value: string | null): Mutation =>
  (form) => ({
    ...form,
    cells: [
      ...form.cells.filter((c) => !(c.rowId === rowId && c.columnId === columnId)),
      { rowId, columnId, value },
    ],
  });
const withColumn =
  (column: SaveTenderTable['columns'][number]): Mutation =>
  (form) => ({
    ...form,
    columns: [...form.columns, column],
  });

/** Each bad save and the refusal it gets: status and catalogue key. */
const badSaves: [string, Mutation, number, string][] = [
  ['a blank name', (f) => ({ ...f, name: '   ' }), 400, 'nameRequired'],
  ['a word in a number column', withCell(-1, columnIds.quantity, 'three'), 400, 'formCellNotNumeric'],
  [
    'an answer a choice column does not offer',
    (f) => withCell(-1, -9, 'Maybe')(withColumn({ id: -9, name: 'Bonded?', columnTypeName: 'YesNo' })(f)),
    400,
    'formCellNotAChoice',
  ],
  [
    'a total dividing by zero',
    (f) =>
      withCell(
        -1,
        columnIds.unitPrice,
        '0',
      )({
        ...f,
        columns: f.columns.map((c) =>
          c.id === columnIds.total
            ? {
                ...c,
                tenderTableTotalCalculation: { operator: 'divide', leftColumnId: -2, rightColumnId: -3 },
              }
            : c,
        ),
      }),
    400,
    'formDivisionByZero',
  ],
  ['a cell of an unknown row', withCell(-99, columnIds.quantity, '1'), 400, 'invalidParameter'],
  ['a cell of an unknown column', withCell(-1, -99, '1'), 400, 'invalidParameter'],
  [
    'the same cell twice',
    (f) => ({ ...f, cells: [...f.cells, { rowId: -1, columnId: columnIds.quantity, value: '4' }] }),
    400,
    'invalidParameter',
  ],
  ['a column id of 0', withColumn({ id: 0, name: 'Zero' }), 400, 'invalidParameter'],
  ['a column id twice', withColumn({ id: columnIds.quantity, name: 'Again' }), 400, 'invalidParameter'],
  [
    'a positive id no column of the form has',
    withColumn({ id: 424242, name: 'Stranger' }),
    400,
    'invalidParameter',
  ],
  ['a row id twice', (f) => ({ ...f, rows: [...f.rows, { id: -1 }] }), 400, 'invalidParameter'],
  [
    'a total reading a text column',
    (f) => ({
      ...f,
      columns: f.columns.map((c) =>
        c.id === columnIds.total
          ? { ...c, tenderTableTotalCalculation: { operator: 'add', leftColumnId: -1, rightColumnId: -3 } }
          : c,
      ),
    }),
    400,
    'formCalculationInvalid',
  ],
  [
    'a calculation on a column that is not a total',
    withColumn({
      id: -9,
      name: 'Sneaky',
      columnTypeName: 'Quantity',
      tenderTableTotalCalculation: { operator: 'add', leftColumnId: -2, rightColumnId: -3 },
    }),
    400,
    'formCalculationInvalid',
  ],
  [
    'a dropdown list without choices',
    withColumn({ id: -9, name: 'Colour', columnTypeName: 'DropdownList' }),
    400,
    'formDropdownOptionsRequired',
  ],
  ['automatic taxes without a tax', (f) => ({ ...f, isAutoComputeTax: true }), 400, 'formTaxRequired'],
  [
    'a tax the agency does not have',
    (f) => ({ ...f, taxes: [{ taxId: 987654, taxType: 'Made up', percentage: '5' }] }),
    400,
    'invalidParameter',
  ],
  [
    'a prompt pay discount without its value',
    (f) => ({ ...f, hasPromptPayDiscount: true, promptPayDiscount: null }),
    400,
    'formDiscountRequired',
  ],
  [
    'a prompt pay discount over 100 percent',
    (f) => ({
      ...f,
      hasPromptPayDiscount: true,
      promptPayDiscountType: 'Percentage',
      promptPayDiscount: '150',
    }),
    400,
    'formDiscountInvalid',
  ],
  [
    'a column over the limit',
    (f) => ({
      ...f,
      columns: Array.from({ length: 21 }, (_, i) => ({ id: -(i + 1), name: `C${i}` })),
      cells: [],
    }),
    400,
    'formTooManyColumns',
  ],
  [
    'a column too narrow',
    (f) => ({ ...f, columns: [{ id: -1, columnWidth: 10 }], cells: [] }),
    400,
    'invalidParameter',
  ],
  [
    'an unknown column type',
    withColumn({ id: -9, columnTypeName: 'Money' as 'Unit' }),
    400,
    'invalidParameter',
  ],
  ['a negative start number', (f) => ({ ...f, startNumber: -1 }), 400, 'invalidParameter'],
  ['an unknown section', (f) => ({ ...f, tableType: 'Prizes' as 'Prices' }), 400, 'invalidParameter'],
];

describe.each(databaseKinds())('form rules on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const newProject = () =>
    insertProject(t, { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id });
  const save = (body: unknown) => buyer.call('PUT', '/TenderTables', body);
  const listOf = async (tenderId: number) =>
    valuesOf<TenderTable>(await buyer.call('GET', `/TenderTables?tenderId=${tenderId}`));

  it.each(badSaves)('refuses %s, and saves nothing', async (_, mutate, status, key) => {
    const { tenderId } = await newProject();
    const response = await save(mutate(priceForm(tenderId)));
    expect(response.statusCode, response.body).toBe(status);
    expect(String(keys(response)).split(',')[0]).toBe(key);
    expect(await listOf(tenderId)).toEqual([]);
  });

  it('refuses a change to bad input over a saved form, which stays as it was', async () => {
    const { tenderId } = await newProject();
    const form = (await save(priceForm(tenderId))).json() as TenderTableForm;
    const [row] = form.rows;
    const [, quantity] = form.columns;
    const body = resave(form, { name: 'Renamed' });
    const bad = await save({
      ...body,
      cells: body.cells.map((c) =>
        c.rowId === row?.id && c.columnId === quantity?.id ? { ...c, value: '1/2' } : c,
      ),
    });
    expect(keys(bad)).toBe('formCellNotNumeric');
    expect((await listOf(tenderId))[0]).toMatchObject({ name: 'Price schedule', version: 0, total: '85.22' });
    // A form keeps its source and its section.
    const other = await newProject();
    expect(keys(await save({ ...body, tenderId: other.tenderId }))).toBe('invalidParameter');
    expect(keys(await save({ ...body, tableType: 'Questions' }))).toBe('invalidParameter');
  });

  it('answers bad query strings and unknown ids with catalogue refusals', async () => {
    const { tenderId } = await newProject();
    expect(keys(await buyer.call('GET', '/TenderTables'))).toBe('invalidTenderId');
    expect(keys(await buyer.call('GET', '/TenderTables?tenderId=abc'))).toBe('invalidTenderId');
    expect(keys(await buyer.call('GET', '/TenderTables?tenderId=99999999999'))).toBe('invalidTenderId');
    expect((await buyer.call('GET', `/TenderTables?tenderId=${tenderId}&tableType=Prizes`)).statusCode).toBe(
      400,
    );
    const unknown = await buyer.call('GET', '/TenderTables?tenderTableId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(keys(unknown)).toBe('invalidTenderTableId');
    expect(keys(await buyer.call('GET', '/TenderTableColumns/0'))).toBe('invalidTenderTableId');
    expect(keys(await buyer.call('GET', '/TenderTableRows/x'))).toBe('invalidTenderTableId');
    expect(keys(await save({ ...priceForm(tenderId), id: 999999, version: 0 }))).toBe('invalidTenderTableId');
    expect(keys(await save(priceForm(999999)))).toBe('invalidTenderId');
    expect((await buyer.call('PUT', '/TenderTables', 'not json')).statusCode).toBe(400);
  });

  it('keeps the tax rate a form chose under the agency’s tax type name, and offers only usable tax types', async () => {
    const customerId = buyer.info.customer.id;
    const hst = await insertTaxType(t, customerId, 'HST', '13');
    const retired = await insertTaxType(t, customerId, 'Old levy', '2', false);
    const { tenderId } = await newProject();
    const form = (
      await save(
        priceForm(tenderId, undefined, {
          isAutoComputeTax: true,
          taxes: [{ ...hst, taxType: 'hst (typed by hand)', percentage: '13.50' }],
        }),
      )
    ).json() as TenderTableForm;
    expect(form.table.taxes).toEqual([{ taxId: hst.taxId, taxType: 'HST', percentage: '13.5' }]);
    // 85.22 taxed at 13.5% is 11.5047, so 11.50 of tax.
    expect(form.table.total).toBe('96.72');
    expect(keys(await save(priceForm(tenderId, undefined, { name: 'B', taxes: [retired] })))).toBe(
      'invalidParameter',
    );
    expect(
      keys(await save(priceForm(tenderId, undefined, { name: 'C', taxes: [{ ...hst, percentage: '101' }] }))),
    ).toBe('formTaxInvalid');
    expect(keys(await save(priceForm(tenderId, undefined, { name: 'D', taxes: [hst, hst] })))).toBe(
      'invalidParameter',
    );
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const foreign = await insertTaxType(t, northwind.info.customer.id, 'Foreign', '5');
    expect(keys(await save(priceForm(tenderId, undefined, { name: 'E', taxes: [foreign] })))).toBe(
      'invalidParameter',
    );
  });

  it('holds at most 100 forms in a source', async () => {
    const { tenderId } = await newProject();
    const customerId = buyer.info.customer.id;
    await asSystem(t.database.db, (tx) =>
      tx.insert(tenderTables).values(
        Array.from({ length: 100 }, (_, i) => ({
          customerId,
          tenderId,
          tableType: 'Questions' as const,
          name: `Question set ${i}`,
          sortOrder: i,
        })),
      ),
    );
    const refused = await save(priceForm(tenderId));
    expect(refused.statusCode).toBe(400);
    expect(keys(refused)).toBe('formLimitReached');
    expect(refused.json()).toEqual(['A source may have at most 100 forms.']);
  });

  it('takes a whole form larger than the 1 MB other calls accept', async () => {
    const { tenderId } = await newProject();
    const rows = Array.from({ length: 300 }, (_, i) => ({ id: -(i + 1) }));
    const body = {
      ...priceForm(tenderId),
      columns: [{ id: -1, name: 'Specification', columnTypeName: 'DescriptiveText' as const }],
      rows,
      cells: rows.map((row) => ({ rowId: row.id, columnId: -1, value: 'x'.repeat(4000) })),
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(1_048_576);
    const saved = await save(body);
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
  });

  it('saves a 500-row, 12-column form in bulk, and a one-cell change of it', async () => {
    const { tenderId } = await newProject();
    const columns = [
      { id: -1, name: 'Item', columnTypeName: 'DescriptiveText' as const },
      { id: -2, name: 'Unit', columnTypeName: 'Unit' as const },
      { id: -3, name: 'Quantity', columnTypeName: 'Quantity' as const },
      { id: -4, name: 'Unit price', columnTypeName: 'UnitPrice' as const },
      ...Array.from({ length: 7 }, (_, i) => ({
        id: -(5 + i),
        name: `Estimate ${i}`,
        columnTypeName: 'Estimates' as const,
      })),
      {
        id: -12,
        name: 'Total',
        columnTypeName: 'Total' as const,
        isSubtotalIncluded: true,
        tenderTableTotalCalculation: { operator: 'multiply' as const, leftColumnId: -3, rightColumnId: -4 },
      },
    ];
    const rows = Array.from({ length: 500 }, (_, i) => ({ id: -(i + 1) }));
    const cells = rows.flatMap((row, i) =>
      columns
        .filter((c) => c.id !== -12)
        .map((c) => ({
          rowId: row.id,
          columnId: c.id,
          value:
            c.columnTypeName === 'DescriptiveText' || c.columnTypeName === 'Unit'
              ? `Line ${i}`
              : `${(i % 7) + 1}.25`,
        })),
    );
    const started = performance.now();
    const created = await save({ ...priceForm(tenderId), columns, rows, cells });
    const createMs = performance.now() - started;
    expect(created.statusCode, created.body).toBe(200);
    const form = created.json() as TenderTableForm;
    expect(form.cells).toHaveLength(500 * 11);

    const body = resave(form);
    const changed = { ...body, cells: body.cells.map((c, i) => (i === 2 ? { ...c, value: '100' } : c)) };
    const again = performance.now();
    const saved = await save(changed);
    const saveMs = performance.now() - again;
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as TenderTableForm).table.version).toBe(1);
    // Generous bounds for a shared CI machine; a statement per cell would take far longer.
    expect(createMs).toBeLessThan(15_000);
    expect(saveMs).toBeLessThan(15_000);
  });
});
