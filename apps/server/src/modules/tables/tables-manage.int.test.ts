import type {
  TableSearchHit,
  TenderTable,
  TenderTableCell,
  TenderTableColumn,
  TenderTableForm,
} from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertSubmission, priceForm } from '../../../test/tables.ts';
import { tenderTables } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('deleting, ordering, copying and finding forms on %s', (kind) => {
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
  const create = async (tenderId: number, name: string, extra: Parameters<typeof priceForm>[2] = {}) => {
    const response = await buyer.call(
      'PUT',
      '/TenderTables',
      priceForm(tenderId, undefined, { name, ...extra }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TenderTableForm).table;
  };
  const listOf = async (tenderId: number) =>
    valuesOf<TenderTable>(await buyer.call('GET', `/TenderTables?tenderId=${tenderId}`));
  const headerOf = async (id: number) =>
    valuesOf<TenderTable>(await buyer.call('GET', `/TenderTables?tenderTableId=${id}`))[0];

  it('soft-deletes comma-joined forms, renumbers the rest from 0, and deletes nothing when one id is foreign', async () => {
    const { projectId, tenderId } = await newProject();
    const [a, b, c, d] = [
      await create(tenderId, 'A'),
      await create(tenderId, 'B'),
      await create(tenderId, 'C'),
      await create(tenderId, 'D'),
    ] as [TenderTable, TenderTable, TenderTable, TenderTable];
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const theirs = await insertProject(t, {
      customerId: northwind.info.customer.id,
      nodeId: northwind.info.tenderNode.id,
    });
    const foreign = (
      (await northwind.call('PUT', '/TenderTables', priceForm(theirs.tenderId))).json() as TenderTableForm
    ).table;

    const mixed = await buyer.call('DELETE', `/TenderTables?tenderTableId=${a.id},${foreign.id}`);
    expect(mixed.statusCode).toBe(404);
    expect(keys(mixed)).toBe('invalidTenderTableId');
    expect((await listOf(tenderId)).map((f) => f.name)).toEqual(['A', 'B', 'C', 'D']);
    expect((await buyer.call('DELETE', `/TenderTables?tenderTableId=${a.id},999999`)).statusCode).toBe(404);
    expect((await northwind.call('GET', `/TenderTables?tenderId=${theirs.tenderId}`)).json()).toMatchObject({
      data: { tenderTablesDTO: { count: 1 } },
    });

    const deleted = await buyer.call('DELETE', `/TenderTables?tenderTableId=${b.id},${d.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(valuesOf<TenderTable>(deleted).map((f) => [f.name, f.deleted, f.sortOrder])).toEqual([
      ['B', true, 9999],
      ['D', true, 9999],
    ]);
    expect((await listOf(tenderId)).map((f) => [f.name, f.sortOrder])).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
    // A deleted form still answers by its id (submissions may hold answers to it), but not twice to DELETE.
    expect(await headerOf(b.id)).toMatchObject({ deleted: true, sortOrder: 9999 });
    expect((await buyer.call('DELETE', `/TenderTables?tenderTableId=${b.id}`)).statusCode).toBe(404);
    const trail = await auditTrail(t, buyer.info.customer.id, 'tenderTable', d.id);
    expect(trail.at(-1)).toMatchObject({ action: 'tenderTable.deleted', projectId });

    for (const bad of ['', 'x', '1,,2', '1.5', '-3', '0', '99999999999']) {
      const response = await buyer.call('DELETE', `/TenderTables?tenderTableId=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(keys(response), bad).toBe('invalidTenderTableId');
    }
    expect(c.id).toBeGreaterThan(0);
  });

  it('puts the forms in the order given, which must name every live form once', async () => {
    const { tenderId } = await newProject();
    const [a, b, c] = [
      await create(tenderId, 'A'),
      await create(tenderId, 'B'),
      await create(tenderId, 'C'),
    ] as [TenderTable, TenderTable, TenderTable];
    const reordered = await buyer.call('PUT', '/TenderTables/SortOrder', {
      tenderId,
      ids: [c.id, a.id, b.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(valuesOf<TenderTable>(reordered).map((f) => [f.name, f.sortOrder])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    for (const ids of [
      [a.id, b.id],
      [a.id, b.id, c.id, c.id],
      [a.id, b.id, 999999],
    ]) {
      const refused = await buyer.call('PUT', '/TenderTables/SortOrder', { tenderId, ids });
      expect(refused.statusCode).toBe(400);
      expect(keys(refused)).toBe('sortOrderMismatch');
    }
    expect(keys(await buyer.call('PUT', '/TenderTables/SortOrder', { tenderId, ids: [] }))).toBe(
      'invalidParameter',
    );
  });

  it('copies a form with its data or with its descriptions only, naming the copy uniquely', async () => {
    const from = await newProject();
    const to = await newProject();
    const original = await create(from.tenderId, 'Schedule', {
      startNumber: 5,
      hasPromptPayDiscount: true,
      promptPayDiscountType: 'DollarAmount',
      promptPayDiscount: '1.5',
    });
    const copy = async (id: number, tenderId: number, includeData?: boolean) =>
      buyer.call(
        'POST',
        `/TenderTables/Copy/${id}?tenderId=${tenderId}${includeData === undefined ? '' : `&includeData=${includeData}`}`,
      );
    const withData = await copy(original.id, to.tenderId, true);
    expect(withData.statusCode, withData.body).toBe(200);
    const full = withData.json() as TenderTableForm;
    expect(full.table).toMatchObject({
      name: 'Schedule',
      tenderId: to.tenderId,
      startNumber: 5,
      promptPayDiscount: '1.5',
      total: '83.72',
      version: 0,
      sortOrder: 0,
    });
    expect(full.table.id).not.toBe(original.id);
    const [, quantity, unitPrice, total] = full.columns as TenderTableColumn[];
    expect(total?.tenderTableTotalCalculation).toEqual({
      operator: 'multiply',
      leftColumnId: quantity?.id,
      rightColumnId: unitPrice?.id,
    });
    const originalCells = valuesOf<TenderTableCell>(
      await buyer.call('GET', `/TenderTableRowColumns/${original.id}`),
    );
    expect(full.cells.map((c) => c.value).sort()).toEqual(originalCells.map((c) => c.value).sort());

    const bare = (await copy(original.id, to.tenderId)).json() as TenderTableForm;
    expect(bare.table).toMatchObject({
      name: 'Schedule (copy)',
      total: '0.00',
      numberofRows: 2,
      sortOrder: 1,
    });
    expect(bare.cells.map((c) => c.value)).toEqual(['Snow clearing', 'Salt (tonnes)']);
    expect((await copy(original.id, to.tenderId, false)).json()).toMatchObject({
      table: { name: 'Schedule (copy 2)' },
    });
    expect((await copy(original.id, from.tenderId, true)).json()).toMatchObject({
      table: { name: 'Schedule (copy)' },
    });
    const trail = await auditTrail(t, buyer.info.customer.id, 'tenderTable', full.table.id);
    expect(trail[0]).toMatchObject({ action: 'tenderTable.created', projectId: to.projectId });
    expect(trail[0]?.after).toMatchObject({ copiedFrom: original.id });

    // Templates are sources to copy from too.
    const template = await newProject({ type: 'TEMPLATE', status: 'Template' });
    const lead = await signedInCaller(t, 'lead@demo.procura.local');
    const inTemplate = await lead.call(
      'PUT',
      '/TenderTables',
      priceForm(template.tenderId, undefined, { name: 'Kept' }),
    );
    expect(inTemplate.statusCode, inTemplate.body).toBe(200);
    const fromTemplate = (inTemplate.json() as TenderTableForm).table;
    expect((await copy(fromTemplate.id, to.tenderId)).json()).toMatchObject({ table: { name: 'Kept' } });
    // The buyer may only view templates, so copies into one are refused.
    const viewOnly = await copy(original.id, template.tenderId);
    expect(viewOnly.statusCode).toBe(403);
    expect(keys(viewOnly)).toBe('projectTemplateViewOnly');

    expect(keys(await copy(999999, to.tenderId))).toBe('invalidTenderTableId');
    expect(keys(await copy(original.id, 999999))).toBe('invalidTenderId');
    expect(
      keys(
        await buyer.call(
          'POST',
          `/TenderTables/Copy/${original.id}?tenderId=${to.tenderId}&includeData=maybe`,
        ),
      ),
    ).toBe('invalidParameter');
    const closed = await newProject({ status: 'Closed' });
    expect(keys(await copy(original.id, closed.tenderId))).toBe('requirementsLocked');
  });

  it('copies every form of another source with its data, names made unique', async () => {
    const from = await newProject();
    const to = await newProject();
    await create(from.tenderId, 'Prices');
    await create(from.tenderId, 'Questions', { tableType: 'Questions' });
    await create(to.tenderId, 'prices');
    const copied = await buyer.call(
      'POST',
      `/TenderTables/CopyAll?tenderId=${to.tenderId}&tenderToCopyTablesId=${from.tenderId}`,
    );
    expect(copied.statusCode, copied.body).toBe(200);
    expect(valuesOf<TenderTable>(copied).map((f) => [f.name, f.tableType, f.total, f.sortOrder])).toEqual([
      ['Prices (copy)', 'Prices', '85.22', 1],
      ['Questions', 'Questions', '85.22', 2],
    ]);
    expect((await listOf(to.tenderId)).map((f) => f.name)).toEqual(['prices', 'Prices (copy)', 'Questions']);
    expect(
      keys(
        await buyer.call('POST', `/TenderTables/CopyAll?tenderId=${to.tenderId}&tenderToCopyTablesId=999999`),
      ),
    ).toBe('invalidTenderId');
    expect(keys(await buyer.call('POST', `/TenderTables/CopyAll?tenderId=${to.tenderId}`))).toBe(
      'invalidTenderId',
    );
  });

  it('finds the node’s live forms by a part of their name, newest first, of one section if asked', async () => {
    const { projectId, tenderId } = await newProject({ name: 'Road salt 2027', number: 'RS-2027' });
    const older = await create(tenderId, 'Winter MAINTENANCE prices');
    const newer = await create(tenderId, 'Summer maintenance', { tableType: 'Questions' });
    const gone = await create(tenderId, 'Maintenance archive');
    await buyer.call('DELETE', `/TenderTables?tenderTableId=${gone.id}`);
    const search = async (query: string) =>
      valuesOf<TableSearchHit>(await buyer.call('GET', `/TenderTables/Search?${query}`));
    const hits = await search('keywords=maintenance');
    const ours = hits.filter((h) => h.tenderId === tenderId);
    expect(ours.map((h) => h.id)).toEqual([newer.id, older.id]);
    expect(ours[1]).toEqual({
      id: older.id,
      name: 'Winter MAINTENANCE prices',
      tableType: 'Prices',
      tenderId,
      projectId,
      projectName: 'Road salt 2027',
      projectNumber: 'RS-2027',
    });
    expect((await search('keywords=maintenance&type=Prices')).some((h) => h.id === newer.id)).toBe(false);
    expect(
      (await search(`keywords=maintenance&tenderId=${tenderId}`)).some((h) => h.tenderId === tenderId),
    ).toBe(false);
    expect(await search('keywords=100%25_sure')).toEqual([]);
    expect((await buyer.call('GET', '/TenderTables/Search?type=Prizes')).statusCode).toBe(400);
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect(valuesOf(await northwind.call('GET', '/TenderTables/Search?keywords=maintenance'))).toEqual([]);
  });

  it('keeps forms within their agency and node on every call that names one, and needs the Build rights', async () => {
    const { tenderId } = await newProject();
    const form = await create(tenderId, 'Private');
    const otherNode = await insertProject(t, {
      customerId: buyer.info.customer.id,
      nodeId: buyer.info.customerNode.id,
    });
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const theirs = await insertProject(t, {
      customerId: northwind.info.customer.id,
      nodeId: northwind.info.tenderNode.id,
    });
    const body = { ...priceForm(tenderId), id: form.id, version: 0 };
    const calls: [string, string, unknown?][] = [
      ['GET', `/TenderTables?tenderTableId=${form.id}`],
      ['GET', `/TenderTables?tenderId=${tenderId}`],
      ['PUT', '/TenderTables', body],
      ['PUT', '/TenderTables', { ...priceForm(theirs.tenderId), id: form.id, version: 0 }],
      ['PUT', '/TenderTables', priceForm(tenderId)],
      ['DELETE', `/TenderTables?tenderTableId=${form.id}`],
      ['PUT', '/TenderTables/SortOrder', { tenderId, ids: [form.id] }],
      ['POST', `/TenderTables/Copy/${form.id}?tenderId=${theirs.tenderId}`],
      ['POST', `/TenderTables/CopyAll?tenderId=${theirs.tenderId}&tenderToCopyTablesId=${tenderId}`],
      ['GET', `/TenderTables/Summary?tenderId=${tenderId}`],
      ['GET', `/TenderTableColumns/${form.id}`],
      ['GET', `/TenderTableRows/${form.id}`],
      ['GET', `/TenderTableRowColumns/${form.id}`],
      ['GET', `/ShoppingCart/Tax?tenderId=${tenderId}`],
    ];
    for (const [method, path, payload] of calls) {
      const response = await northwind.call(method as 'GET', path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    // The demo agency's other node, and a source of another node named as the target.
    const nodeCalls: [string, string][] = [
      ['GET', `/TenderTables?tenderId=${otherNode.tenderId}`],
      ['POST', `/TenderTables/Copy/${form.id}?tenderId=${otherNode.tenderId}`],
      ['POST', `/TenderTables/CopyAll?tenderId=${tenderId}&tenderToCopyTablesId=${otherNode.tenderId}`],
      ['GET', `/TenderTables/Summary?tenderId=${otherNode.tenderId}`],
    ];
    for (const [method, path] of nodeCalls) {
      expect((await buyer.call(method as 'GET', path)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await listOf(tenderId)).toHaveLength(1);

    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    expect((await evaluator.call('GET', `/TenderTables?tenderId=${tenderId}`)).statusCode).toBe(200);
    expect((await evaluator.call('GET', `/TenderTableColumns/${form.id}`)).statusCode).toBe(200);
    expect(
      (await evaluator.call('PUT', '/TenderTables', priceForm(tenderId, undefined, { name: 'X' })))
        .statusCode,
    ).toBe(403);
    expect((await evaluator.call('DELETE', `/TenderTables?tenderTableId=${form.id}`)).statusCode).toBe(403);
  });

  it('refuses every change to a closed source, or one with completed submissions', async () => {
    const open = await newProject();
    const form = await create(open.tenderId, 'Open');
    const lockedCalls = (tenderId: number, formId: number): [string, string, unknown?][] => [
      ['PUT', '/TenderTables', priceForm(tenderId, undefined, { name: 'Another' })],
      ['DELETE', `/TenderTables?tenderTableId=${formId}`],
      ['PUT', '/TenderTables/SortOrder', { tenderId, ids: [formId] }],
      ['POST', `/TenderTables/Copy/${form.id}?tenderId=${tenderId}`],
      ['POST', `/TenderTables/CopyAll?tenderId=${tenderId}&tenderToCopyTablesId=${open.tenderId}`],
    ];
    const expectRefusals = async (tenderId: number, formId: number, key: string) => {
      for (const [method, path, payload] of lockedCalls(tenderId, formId)) {
        const response = await buyer.call(method as 'PUT', path, payload);
        expect(response.statusCode, `${method} ${path}`).toBe(409);
        expect(keys(response), `${method} ${path}`).toBe(key);
      }
      expect((await listOf(tenderId)).map((f) => f.id)).toEqual([formId]);
    };

    const closed = await newProject({ status: 'Closed' });
    const [kept] = await asSystem(t.database.db, (tx) =>
      tx
        .insert(tenderTables)
        .values({
          customerId: buyer.info.customer.id,
          tenderId: closed.tenderId,
          tableType: 'Prices',
          name: 'Kept',
        })
        .returning(),
    );
    await expectRefusals(closed.tenderId, kept?.id ?? 0, 'requirementsLocked');

    const submitted = await newProject();
    const answered = await create(submitted.tenderId, 'Answered');
    await insertSubmission(t, buyer.info.customer.id, submitted.tenderId, 'complete');
    await expectRefusals(submitted.tenderId, answered.id, 'requirementsHaveSubmissions');
    // Reading stays open.
    expect((await buyer.call('GET', `/TenderTables/Summary?tenderId=${submitted.tenderId}`)).statusCode).toBe(
      200,
    );
  });
});
