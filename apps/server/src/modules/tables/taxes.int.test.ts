import type { TaxType, TenderTableForm } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { priceForm } from '../../../test/tables.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('agency tax types on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let buyer: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const add = async (name: string, percentage: string, active = true) => {
    const response = await admin.call('POST', '/ShoppingCart/Taxes', { name, percentage, active });
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<TaxType>(response)[0] as TaxType;
  };
  const all = async (caller = admin) => valuesOf<TaxType>(await caller.call('GET', '/ShoppingCart/Taxes'));
  const newProject = () =>
    insertProject(t, { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id });

  it('adds, lists by name, changes and deletes tax types, each change audited', async () => {
    const pst = await add('  PST  ', '8.0000');
    expect(pst).toEqual({ id: pst.id, name: 'PST', percentage: '8', active: true });
    const gst = await add('GST', '5', false);
    expect((await all()).filter((x) => [pst.id, gst.id].includes(x.id)).map((x) => x.name)).toEqual([
      'GST',
      'PST',
    ]);
    expect((await all(buyer)).some((x) => x.id === pst.id)).toBe(true);

    const changed = await admin.call('PUT', '/ShoppingCart/Taxes', {
      id: pst.id,
      name: 'PST',
      percentage: '7.25',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(valuesOf<TaxType>(changed)[0]).toEqual({
      id: pst.id,
      name: 'PST',
      percentage: '7.25',
      active: true,
    });

    const removed = await admin.call('DELETE', `/ShoppingCart/Taxes?id=${gst.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await all()).some((x) => x.id === gst.id)).toBe(false);
    expect((await admin.call('DELETE', `/ShoppingCart/Taxes?id=${gst.id}`)).statusCode).toBe(404);

    const trail = await auditTrail(t, admin.info.customer.id, 'taxType', pst.id);
    expect(trail.map((e) => e.action)).toEqual(['taxType.created', 'taxType.updated']);
    expect(trail[1]?.before).toEqual({ name: 'PST', percentage: '8', active: true });
    expect(trail[1]?.after).toEqual({ name: 'PST', percentage: '7.25', active: true });
  });

  it('refuses a duplicate name ignoring case, and percentages outside 0 to 100', async () => {
    const qst = await add('QST', '9.975');
    const duplicate = await admin.call('POST', '/ShoppingCart/Taxes', { name: 'qst', percentage: '1' });
    expect(duplicate.statusCode).toBe(400);
    expect(keys(duplicate)).toBe('taxNameAlreadyExists');
    const other = await add('Eco fee', '0');
    expect(
      keys(await admin.call('PUT', '/ShoppingCart/Taxes', { id: other.id, name: 'QST ', percentage: '1' })),
    ).toBe('taxNameAlreadyExists');
    expect(
      (await admin.call('PUT', '/ShoppingCart/Taxes', { id: qst.id, name: 'qst', percentage: '9.975' }))
        .statusCode,
    ).toBe(200);
    for (const percentage of ['-1', '100.0001', 'ten', '1e2', '5.12345']) {
      const refused = await admin.call('POST', '/ShoppingCart/Taxes', {
        name: `Rate ${percentage}`,
        percentage,
      });
      expect(refused.statusCode, percentage).toBe(400);
      expect(keys(refused), percentage).toBe('formTaxInvalid');
    }
    expect(
      (await admin.call('POST', '/ShoppingCart/Taxes', { name: 'Full', percentage: '100' })).statusCode,
    ).toBe(200);
    expect(keys(await admin.call('POST', '/ShoppingCart/Taxes', { name: ' ', percentage: '1' }))).toBe(
      'nameRequired',
    );
    expect(keys(await admin.call('POST', '/ShoppingCart/Taxes', { name: 'No rate', percentage: '' }))).toBe(
      'formTaxRequired',
    );
    expect(
      keys(await admin.call('POST', '/ShoppingCart/Taxes', { id: qst.id, name: 'Id', percentage: '1' })),
    ).toBe('invalidParameter');
    expect(keys(await admin.call('PUT', '/ShoppingCart/Taxes', { name: 'No id', percentage: '1' }))).toBe(
      'invalidParameter',
    );
    expect(
      (await admin.call('PUT', '/ShoppingCart/Taxes', { id: 999999, name: 'Gone', percentage: '1' }))
        .statusCode,
    ).toBe(404);
    expect((await admin.call('DELETE', '/ShoppingCart/Taxes?id=abc')).statusCode).toBe(400);
  });

  it('refuses to delete a tax type a live form names; a deleted form does not hold it', async () => {
    const levy = await add('Levy', '3');
    const { tenderId } = await newProject();
    const saved = await buyer.call(
      'PUT',
      '/TenderTables',
      priceForm(tenderId, undefined, {
        isAutoComputeTax: true,
        taxes: [{ taxId: levy.id, taxType: levy.name, percentage: levy.percentage }],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const form = saved.json() as TenderTableForm;
    const refused = await admin.call('DELETE', `/ShoppingCart/Taxes?id=${levy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(keys(refused)).toBe('taxInUse');

    // A change of rate does not reprice the form: it keeps the rate it chose.
    await admin.call('PUT', '/ShoppingCart/Taxes', {
      id: levy.id,
      name: 'Levy',
      percentage: '50',
      active: false,
    });
    const header = valuesOf<{ total: string; taxes: unknown }>(
      await buyer.call('GET', `/TenderTables?tenderTableId=${form.table.id}`),
    )[0];
    expect(header?.taxes).toEqual([{ taxId: levy.id, taxType: 'Levy', percentage: '3' }]);
    // 85.22 plus 3% (2.5566, so 2.56).
    expect(header?.total).toBe('87.78');

    // The source's forms still offer the now inactive tax type they use; other sources do not.
    const offered = async (id: number) =>
      valuesOf<TaxType>(await buyer.call('GET', `/ShoppingCart/Tax?tenderId=${id}`)).map((x) => x.id);
    expect(await offered(tenderId)).toContain(levy.id);
    const other = await newProject();
    expect(await offered(other.tenderId)).not.toContain(levy.id);
    expect(keys(await buyer.call('GET', '/ShoppingCart/Tax?tenderId=0'))).toBe('invalidTenderId');
    expect((await buyer.call('GET', '/ShoppingCart/Tax?tenderId=999999')).statusCode).toBe(404);

    expect((await buyer.call('DELETE', `/TenderTables?tenderTableId=${form.table.id}`)).statusCode).toBe(200);
    expect((await admin.call('DELETE', `/ShoppingCart/Taxes?id=${levy.id}`)).statusCode).toBe(200);
  });

  it('keeps tax types to their agency, and their upkeep to the control panel', async () => {
    const own = await add('Own tax', '1');
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await all(northwind)).some((x) => x.id === own.id)).toBe(false);
    expect(
      (await northwind.call('PUT', '/ShoppingCart/Taxes', { id: own.id, name: 'Mine', percentage: '2' }))
        .statusCode,
    ).toBe(404);
    expect((await northwind.call('DELETE', `/ShoppingCart/Taxes?id=${own.id}`)).statusCode).toBe(404);
    // The same name is free in another agency.
    expect(
      (await northwind.call('POST', '/ShoppingCart/Taxes', { name: 'Own tax', percentage: '1' })).statusCode,
    ).toBe(200);
    expect(
      (await buyer.call('POST', '/ShoppingCart/Taxes', { name: 'Buyer tax', percentage: '1' })).statusCode,
    ).toBe(403);
    expect((await buyer.call('DELETE', `/ShoppingCart/Taxes?id=${own.id}`)).statusCode).toBe(403);
  });
});
