import { dropdownLists } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, signIn, type TestApp } from '../../../test/harness.ts';

describe.each(databaseKinds())('drop-down lists and categories on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, 'admin@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    cookie = admin.cookie,
  ) =>
    t.app.inject({
      method,
      url: `${admin.tenantPath}${path}`,
      headers: { ...jsonHeaders, cookie },
      ...(payload ? { payload } : {}),
    });

  it.each(Object.entries(dropdownLists))('manages the %s list at /%s', async (name, path) => {
    const created = await call('POST', `/${path}`, { name: `First ${name}`, value: 30 });
    expect(created.statusCode).toBe(200);
    const option = created.json().data[`${name}DTO`].values[0];
    expect(option).toMatchObject({ name: `First ${name}`, value: 30, active: true });
    const duplicate = await call('POST', `/${path}`, { name: `FIRST ${name}` });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.headers['x-message-keys']).toBe('nameAlreadyExists');
    const renamed = await call('PUT', `/${path}`, { id: option.id, name: `Renamed ${name}`, active: false });
    expect(renamed.json().data[`${name}DTO`].values[0]).toMatchObject({
      name: `Renamed ${name}`,
      active: false,
    });
    expect((await call('GET', `/${path}`)).json().data[`${name}DTO`].values).toEqual([]);
    expect((await call('GET', `/${path}/All`)).json().data[`${name}DTO`].count).toBe(1);
    expect((await call('DELETE', `/${path}?id=${option.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/${path}?id=${option.id}`)).statusCode).toBe(404);
  });

  it('searches terms and refuses writes without the control panel right', async () => {
    await call('POST', '/Term', { name: 'Three years', value: 36 });
    await call('POST', '/Term', { name: 'One year', value: 12 });
    const found = await call('GET', '/Term/Search?text=three');
    expect(found.json().data.termDTO.values.map((o: { name: string }) => o.name)).toEqual(['Three years']);
    const buyer = await signIn(t, 'buyer@demo.procura.local');
    expect((await call('GET', '/Term', undefined, buyer.cookie)).statusCode).toBe(200);
    expect((await call('POST', '/Term', { name: 'Five years' }, buyer.cookie)).statusCode).toBe(403);
  });

  it('manages categories and commodity codes, keeping parents that have children', async () => {
    const parent = (await call('POST', '/Category', { code: '72', name: 'Construction' })).json().data
      .categoryDTO.values[0];
    const child = (
      await call('POST', '/Category', { code: '7210', name: 'Building construction', parentId: parent.id })
    ).json().data.categoryDTO.values[0];
    expect(child.parentId).toBe(parent.id);
    expect((await call('POST', '/Category', { code: '72', name: 'Again' })).headers['x-message-keys']).toBe(
      'codeAlreadyExists',
    );
    const inUse = await call('DELETE', `/Category?id=${parent.id}`);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.headers['x-message-keys']).toBe('dropdownOptionInUse');
    expect((await call('DELETE', `/Category?id=${child.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/Category?id=${parent.id}`)).statusCode).toBe(200);
    await call('POST', '/CommodityCategories', { code: '43211500', name: 'Computers' });
    expect(
      (await call('GET', '/CommodityCategories'))
        .json()
        .data.commodityDTO.values.map((c: { code: string }) => c.code),
    ).toEqual(['43211500']);
    // Another agency sees none of them.
    const north = await signIn(t, 'admin@northwind.procura.local', 'northwind');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${north.tenantPath}/CommodityCategories`,
      headers: { cookie: north.cookie },
    });
    expect(theirs.json().data.commodityDTO.values).toEqual([]);
  });
});
