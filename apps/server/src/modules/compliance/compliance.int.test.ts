import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';

type Item = {
  id: number;
  tenderId: number;
  name: string;
  description: string;
  isRequired: boolean;
  sortOrder: number;
};
type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('compliance items on %s', (kind) => {
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
  const add = (tenderId: number, name: string, extra: Partial<Item> = {}, caller = buyer) =>
    caller.call('POST', '/TenderCompliance', { tenderId, name, ...extra });
  const list = async (tenderId: number, caller = buyer) =>
    valuesOf<Item>(await caller.call('GET', `/TenderCompliance?tenderId=${tenderId}`));

  it('adds, lists in order, edits and deletes items, each change in the project feed', async () => {
    const { projectId, tenderId } = await newProject();
    const first = await add(tenderId, '  WSIB clearance  ', { description: 'A current certificate' });
    expect(first.statusCode, first.body).toBe(200);
    expect(valuesOf<Item>(first)[0]).toMatchObject({
      tenderId,
      name: 'WSIB clearance',
      description: 'A current certificate',
      isRequired: true,
      sortOrder: 0,
    });
    const second = valuesOf<Item>(await add(tenderId, 'Insurance', { isRequired: false }))[0];
    expect(second).toMatchObject({ isRequired: false, sortOrder: 1 });
    expect((await list(tenderId)).map((i) => i.name)).toEqual(['WSIB clearance', 'Insurance']);

    const id = valuesOf<Item>(first)[0]?.id ?? 0;
    const edited = await buyer.call('PUT', '/TenderCompliance', {
      id,
      name: 'WSIB certificate',
      description: '',
      isRequired: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(valuesOf<Item>(edited)[0]).toMatchObject({
      name: 'WSIB certificate',
      isRequired: false,
      sortOrder: 0,
    });

    const removed = await buyer.call('DELETE', `/TenderCompliance?tenderComplianceId=${second?.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await list(tenderId)).map((i) => i.id)).toEqual([id]);
    expect(
      (await buyer.call('DELETE', `/TenderCompliance?tenderComplianceId=${second?.id}`)).statusCode,
    ).toBe(404);

    const trail = await auditTrail(t, buyer.info.customer.id, 'complianceItem', id);
    expect(trail.map((e) => [e.action, e.projectId])).toEqual([
      ['complianceItem.created', projectId],
      ['complianceItem.updated', projectId],
    ]);
    expect(trail[1]?.before).toMatchObject({ name: 'WSIB clearance' });
  });

  it('requires a name, unique in the source ignoring case', async () => {
    const { tenderId } = await newProject();
    const blank = await add(tenderId, '   ');
    expect(blank.statusCode).toBe(400);
    expect(keys(blank)).toBe('nameRequired');
    expect((await add(tenderId, 'Bonding')).statusCode).toBe(200);
    const duplicate = await add(tenderId, 'BONDING');
    expect(duplicate.statusCode).toBe(400);
    expect(keys(duplicate)).toBe('nameAlreadyExists');
    const other = valuesOf<Item>(await add(tenderId, 'Safety plan'))[0];
    const renamed = await buyer.call('PUT', '/TenderCompliance', { id: other?.id, name: 'bonding' });
    expect(keys(renamed)).toBe('nameAlreadyExists');
    // Keeping its own name in another case is no clash.
    const recased = await buyer.call('PUT', '/TenderCompliance', { id: other?.id, name: 'SAFETY PLAN' });
    expect(recased.statusCode).toBe(200);
    // Another source may use the same name.
    expect((await add((await newProject()).tenderId, 'Bonding')).statusCode).toBe(200);
  });

  it('renumbers from 0 in the order given and refuses an incomplete order', async () => {
    const { tenderId } = await newProject();
    const ids: number[] = [];
    for (const name of ['One', 'Two', 'Three'])
      ids.push(valuesOf<Item>(await add(tenderId, name))[0]?.id ?? 0);
    const [a, b, c] = ids as [number, number, number];
    const reordered = await buyer.call('PUT', '/TenderCompliance/SortOrder', { tenderId, ids: [c, a, b] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(valuesOf<Item>(reordered).map((i) => [i.name, i.sortOrder])).toEqual([
      ['Three', 0],
      ['One', 1],
      ['Two', 2],
    ]);
    const partial = await buyer.call('PUT', '/TenderCompliance/SortOrder', { tenderId, ids: [a, b] });
    expect(keys(partial)).toBe('sortOrderMismatch');
  });

  it('keeps items within their agency and node, needs the Build rights, and stops once published', async () => {
    const { tenderId } = await newProject();
    const item = valuesOf<Item>(await add(tenderId, 'Private'))[0];
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await northwind.call('GET', `/TenderCompliance?tenderId=${tenderId}`)).statusCode).toBe(404);
    expect(
      (await northwind.call('PUT', '/TenderCompliance', { id: item?.id, name: 'Mine' })).statusCode,
    ).toBe(404);
    expect(
      (await northwind.call('DELETE', `/TenderCompliance?tenderComplianceId=${item?.id}`)).statusCode,
    ).toBe(404);
    expect((await add(tenderId, 'Intruder', {}, northwind)).statusCode).toBe(404);

    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    expect(await list(tenderId, evaluator)).toHaveLength(1);
    expect((await add(tenderId, 'Viewer', {}, evaluator)).statusCode).toBe(403);

    expect((await buyer.call('GET', '/TenderCompliance?tenderId=abc')).statusCode).toBe(400);
    expect((await buyer.call('DELETE', '/TenderCompliance?tenderComplianceId=0')).statusCode).toBe(400);

    const open = await newProject({ status: 'Awarded' });
    const refused = await add(open.tenderId, 'Late');
    expect(refused.statusCode).toBe(409);
    expect(keys(refused)).toBe('buildNotEditable');
  });
});
