import type {
  TenderTable,
  TenderTableCell,
  TenderTableColumn,
  TenderTableForm,
  TenderTableRow,
} from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertSubmission, priceForm, resave } from '../../../test/tables.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Column = TenderTableColumn;

describe.each(databaseKinds())('saving forms on %s', (kind) => {
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
  const newProject = (overrides: Parameters<typeof insertProject>[2] = {}) =>
    insertProject(t, { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id }, overrides);
  const save = (body: unknown) => buyer.call('PUT', '/TenderTables', body);
  const create = async (body: unknown) => {
    const response = await save(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TenderTableForm;
  };
  const columnsOf = async (id: number) =>
    valuesOf<TenderTableColumn>(await buyer.call('GET', `/TenderTableColumns/${id}`));
  const rowsOf = async (id: number) =>
    valuesOf<TenderTableRow>(await buyer.call('GET', `/TenderTableRows/${id}`));
  const cellsOf = async (id: number) =>
    valuesOf<TenderTableCell>(await buyer.call('GET', `/TenderTableRowColumns/${id}`));
  const listOf = async (tenderId: number, query = '') =>
    valuesOf<TenderTable>(await buyer.call('GET', `/TenderTables?tenderId=${tenderId}${query}`));

  it('creates a form from negative ids, maps them in calculations and cells, and lists it with its total', async () => {
    const { projectId, tenderId } = await newProject();
    const form = await create(priceForm(tenderId));
    expect(form.table).toMatchObject({
      tenderId,
      tableType: 'Prices',
      name: 'Price schedule',
      sortOrder: 0,
      numberofRows: 2,
      total: '85.22',
      version: 0,
      deleted: false,
    });
    expect(form.columns.map((c) => [c.name, c.sortOrder])).toEqual([
      ['Description', 0],
      ['Quantity', 1],
      ['Unit price', 2],
      ['Total', 3],
    ]);
    expect(form.columns.every((c) => c.id > 0 && c.tenderTableId === form.table.id)).toBe(true);
    const [, quantity, unitPrice, total] = form.columns;
    expect(total?.tenderTableTotalCalculation).toEqual({
      operator: 'multiply',
      leftColumnId: quantity?.id,
      rightColumnId: unitPrice?.id,
    });
    expect(unitPrice).toMatchObject({ isEditableonPublic: true, columnWidth: 150 });
    const rowIds = form.rows.map((r) => r.id);
    expect(rowIds.every((id) => id > 0)).toBe(true);
    expect(form.cells).toHaveLength(6);
    expect(form.cells.find((c) => c.rowId === rowIds[1] && c.columnId === unitPrice?.id)?.value).toBe(
      '10.10',
    );

    expect(await listOf(tenderId)).toEqual([form.table]);
    expect(await listOf(tenderId, '&tableType=Prices')).toHaveLength(1);
    expect(await listOf(tenderId, '&tableType=Questions')).toEqual([]);
    const one = await buyer.call('GET', `/TenderTables?tenderTableId=${form.table.id}`);
    expect(valuesOf(one)).toEqual([form.table]);
    expect(await columnsOf(form.table.id)).toEqual(form.columns);
    expect(await rowsOf(form.table.id)).toEqual(form.rows);
    expect(await cellsOf(form.table.id)).toEqual(form.cells);

    const [created] = await auditTrail(t, buyer.info.customer.id, 'tenderTable', form.table.id);
    expect(created).toMatchObject({ action: 'tenderTable.created', projectId });
    expect(created?.after).toMatchObject({ name: 'Price schedule', columns: 4, rows: 2, cells: 6 });
  });

  it('saves a whole form: order as sent, left-out columns, rows and cells deleted at 9999', async () => {
    const { tenderId } = await newProject();
    const form = await create(
      priceForm(tenderId, [
        ['One', '1', '1.00'],
        ['Two', '2', '2.00'],
        ['Three', '3', '3.00'],
      ]),
    );
    const [description, quantity, unitPrice, total] = form.columns as [Column, Column, Column, Column];
    const [first, second, third] = form.rows as [TenderTableRow, TenderTableRow, TenderTableRow];
    const base = resave(form).columns;
    const changed = resave(form, {
      name: 'Schedule of prices',
      // Description goes; Notes is new and first; Total moves before the prices.
      columns: [
        { id: -7, name: 'Notes', columnTypeName: 'DescriptiveText' },
        { ...base[3], id: total.id },
        { ...base[1], id: quantity.id },
        { ...base[2], id: unitPrice.id },
      ],
      // The first row goes; a new row comes between the other two.
      rows: [{ id: third.id }, { id: -1, isRequired: false }, { id: second.id }],
      cells: [
        { rowId: third.id, columnId: quantity.id, value: '3' },
        { rowId: third.id, columnId: unitPrice.id, value: '3.00' },
        { rowId: -1, columnId: -7, value: 'Added line' },
        { rowId: -1, columnId: quantity.id, value: '4' },
        { rowId: -1, columnId: unitPrice.id, value: '0.25' },
        { rowId: second.id, columnId: quantity.id, value: '2' },
        { rowId: second.id, columnId: unitPrice.id, value: '2.50' },
      ],
    });
    const response = await save(changed);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as TenderTableForm;
    expect(saved.table).toMatchObject({
      name: 'Schedule of prices',
      version: 1,
      numberofRows: 3,
      total: '15.00',
    });
    expect(saved.columns.map((c) => [c.name, c.sortOrder])).toEqual([
      ['Notes', 0],
      ['Total', 1],
      ['Quantity', 2],
      ['Unit price', 3],
    ]);
    const added = saved.rows.find((r) => ![first.id, second.id, third.id].includes(r.id));
    expect(saved.rows.map((r) => [r.id, r.sortOrder, r.isRequired])).toEqual([
      [third.id, 0, true],
      [added?.id, 1, false],
      [second.id, 2, true],
    ]);

    const columns = await columnsOf(form.table.id);
    expect(columns.at(-1)).toMatchObject({ id: description.id, deleted: true, sortOrder: 9999 });
    expect(columns.filter((c) => !c.deleted).map((c) => c.sortOrder)).toEqual([0, 1, 2, 3]);
    const rows = await rowsOf(form.table.id);
    expect(rows.at(-1)).toMatchObject({ id: first.id, deleted: true, sortOrder: 9999 });
    const cells = await cellsOf(form.table.id);
    const deletedCells = cells.filter((c) => c.deleted);
    // The first row's three cells, and the description cells of the other two rows.
    expect(deletedCells).toHaveLength(5);
    expect(deletedCells.every((c) => c.rowId === first.id || c.columnId === description.id)).toBe(true);
    expect(cells.filter((c) => !c.deleted)).toHaveLength(7);

    const trail = await auditTrail(t, buyer.info.customer.id, 'tenderTable', form.table.id);
    expect(trail.map((e) => e.action)).toEqual(['tenderTable.created', 'tenderTable.updated']);
    expect(trail[1]?.before).toMatchObject({ name: 'Price schedule', rows: 3 });
    expect(trail[1]?.after).toMatchObject({ name: 'Schedule of prices', columns: 4, rows: 3, cells: 7 });
  });

  it('refuses to delete a column a calculation reads, and changes nothing', async () => {
    const { tenderId } = await newProject();
    const form = await create(priceForm(tenderId));
    const body = resave(form);
    const withoutQuantity = { ...body, columns: body.columns.filter((c) => c.name !== 'Quantity') };
    const refused = await save(withoutQuantity);
    expect(refused.statusCode).toBe(400);
    expect(keys(refused)).toBe('formColumnInCalculation');
    expect(await columnsOf(form.table.id)).toEqual(form.columns);
    expect(
      valuesOf<TenderTable>(await buyer.call('GET', `/TenderTables?tenderTableId=${form.table.id}`))[0]
        ?.version,
    ).toBe(0);
    // The total and what it reads may go together.
    const [, quantity, , total] = form.columns;
    const both = await save({
      ...body,
      columns: body.columns.filter((c) => c.id !== quantity?.id && c.id !== total?.id),
      cells: body.cells.filter((c) => c.columnId !== quantity?.id),
    });
    expect(both.statusCode, both.body).toBe(200);
  });

  it('answers 409 formStaleVersion to a save over someone else’s, and needs the version', async () => {
    const { tenderId } = await newProject();
    const form = await create(priceForm(tenderId));
    expect((await save(resave(form, { name: 'Mine' }))).statusCode).toBe(200);
    const stale = await save(resave(form, { name: 'Theirs' }));
    expect(stale.statusCode).toBe(409);
    expect(keys(stale)).toBe('formStaleVersion');
    const { version: _v, ...unversioned } = resave(form);
    expect(keys(await save(unversioned))).toBe('invalidParameter');
    expect((await listOf(tenderId))[0]?.name).toBe('Mine');
  });

  it('keeps names unique among the live forms of a source, ignoring case', async () => {
    const { tenderId } = await newProject();
    const first = await create(priceForm(tenderId));
    const duplicate = await save(priceForm(tenderId, undefined, { name: '  PRICE schedule ' }));
    expect(duplicate.statusCode).toBe(400);
    expect(keys(duplicate)).toBe('tenderTableNameAlreadyExists');
    // Another section of the same source is no escape: names are per source.
    expect(keys(await save(priceForm(tenderId, undefined, { tableType: 'Questions' })))).toBe(
      'tenderTableNameAlreadyExists',
    );
    const other = await create(priceForm(tenderId, undefined, { name: 'Optional items' }));
    expect(keys(await save(resave(other, { name: 'price SCHEDULE' })))).toBe('tenderTableNameAlreadyExists');
    expect((await save(resave(first, { name: 'PRICE SCHEDULE' }))).statusCode).toBe(200);
    expect((await save(priceForm((await newProject()).tenderId))).statusCode).toBe(200);
    // Once deleted, its name is free again.
    expect((await buyer.call('DELETE', `/TenderTables?tenderTableId=${first.table.id}`)).statusCode).toBe(
      200,
    );
    expect((await save(priceForm(tenderId))).statusCode).toBe(200);
  });

  it('fixes column types once suppliers have submitted data, and other changes still save', async () => {
    const { tenderId } = await newProject();
    const form = await create(priceForm(tenderId));
    const retyped = (f: TenderTableForm) =>
      resave(f, {
        columns: resave(f).columns.map((c) =>
          c.name === 'Description' ? { ...c, columnTypeName: 'Unit' as const } : c,
        ),
      });
    await insertSubmission(t, buyer.info.customer.id, tenderId, 'withdrawn');
    const allowed = await save(retyped(form));
    expect(allowed.statusCode, allowed.body).toBe(200);
    const current = allowed.json() as TenderTableForm;

    await insertSubmission(t, buyer.info.customer.id, tenderId, 'incomplete');
    const locked = await save(
      resave(current, {
        columns: resave(current).columns.map((c) =>
          c.name === 'Description' ? { ...c, columnTypeName: 'DescriptiveText' as const } : c,
        ),
      }),
    );
    expect(locked.statusCode).toBe(409);
    expect(keys(locked)).toBe('formColumnTypeLocked');
    const renamed = await save(
      resave(current, {
        columns: resave(current).columns.map((c) => (c.name === 'Description' ? { ...c, name: 'Item' } : c)),
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('locks forms while completed submissions exist and once the source is closed', async () => {
    const open = await newProject();
    const form = await create(priceForm(open.tenderId));
    await insertSubmission(t, buyer.info.customer.id, open.tenderId, 'complete');
    const submitted = await save(resave(form, { name: 'Changed' }));
    expect(submitted.statusCode).toBe(409);
    expect(keys(submitted)).toBe('requirementsHaveSubmissions');
    expect(keys(await save(priceForm(open.tenderId, undefined, { name: 'New' })))).toBe(
      'requirementsHaveSubmissions',
    );

    const closed = await newProject({ status: 'Closed' });
    const refused = await save(priceForm(closed.tenderId));
    expect(refused.statusCode).toBe(409);
    expect(keys(refused)).toBe('requirementsLocked');
    expect(await listOf(closed.tenderId)).toEqual([]);
  });

  it('forces the maximum of optional rows to 0 when suppliers may not add rows', async () => {
    const { tenderId } = await newProject();
    const off = await create(priceForm(tenderId, undefined, { maximumOptionalRows: 5 }));
    expect(off.table).toMatchObject({ allowPlantakerToAddRows: false, maximumOptionalRows: 0 });
    const dynamicRow = {
      ...priceForm(tenderId),
      name: 'Dynamic',
      rows: [{ id: -1 }, { id: -2, isDynamicRow: true }],
    };
    expect(keys(await save(dynamicRow))).toBe('formTooManyOptionalRows');
    expect(keys(await save({ ...dynamicRow, allowPlantakerToAddRows: true, maximumOptionalRows: 0 }))).toBe(
      'formTooManyOptionalRows',
    );
    const on = await create({ ...dynamicRow, allowPlantakerToAddRows: true, maximumOptionalRows: 1 });
    expect(on.table).toMatchObject({ allowPlantakerToAddRows: true, maximumOptionalRows: 1 });
    expect(on.rows.map((r) => r.isDynamicRow)).toEqual([false, true]);
  });
});
