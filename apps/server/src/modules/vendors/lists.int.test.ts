import type { VendorList, VendorListDetail } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertVendors } from '../../../test/vendor-lists.ts';
import { auditEvents, vendors } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

describe.each(databaseKinds())('supplier lists on %s', (kind) => {
  let t: TestApp;
  let lead: Caller;
  let admin: Caller;
  let buyer: Caller;
  let northwind: Caller;
  let ids: number[];
  let foreignIds: number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    ids = await insertVendors(t, lead.info.customer.id, lead.info.tenderNode.id, [
      'Alpha Paving',
      'Beta Electric',
      'Gamma Roofing',
    ]);
    foreignIds = await insertVendors(t, northwind.info.customer.id, northwind.info.tenderNode.id, [
      'Far Away Inc',
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (caller: Caller, body: Record<string, unknown>) => caller.call('POST', '/VendorLists', body);
  const detail = (response: { json(): unknown }) =>
    valuesOf<VendorListDetail>(response)[0] as VendorListDetail;

  it('creates a list with members, refuses a name its owner already uses in any case, and lists it with its count', async () => {
    const created = await create(lead, {
      name: 'Paving contractors',
      visibility: 'Personal',
      vendorIds: [ids[1], ids[0], ids[0]],
    });
    expect(created.statusCode, created.body).toBe(200);
    const list = detail(created);
    expect(list).toMatchObject({
      name: 'Paving contractors',
      visibility: 'Personal',
      isRotational: false,
      memberCount: 2,
      owner: { id: lead.info.user.id, firstName: 'Priya', lastName: 'Raman' },
      turnOrder: [],
    });
    // By company name on a list that does not rotate.
    expect(list.members.map((m) => m.companyName)).toEqual(['Alpha Paving', 'Beta Electric']);
    expect(list.members[0]).toMatchObject({ primaryContact: 'Pat Alpha', isActive: true, lastTurnAt: null });

    const taken = await create(lead, { name: ' PAVING Contractors ', visibility: 'Shared' });
    expect(taken.statusCode).toBe(400);
    expect(keys(taken)).toBe('vendorListNameInUse');
    // Another owner may use the name.
    expect((await create(admin, { name: 'Paving contractors', visibility: 'Personal' })).statusCode).toBe(
      200,
    );

    const unknown = await create(lead, { name: 'Bad', visibility: 'Shared', vendorIds: [foreignIds[0]] });
    expect(unknown.statusCode).toBe(400);
    expect(keys(unknown)).toBe('vendorInvalidId');
    const blank = await create(lead, { name: '  ', visibility: 'Shared' });
    expect(keys(blank)).toBe('vendorListNameRequired');

    const mine = valuesOf<VendorList>(await lead.call('GET', '/VendorLists'));
    expect(mine.map((l) => [l.name, l.memberCount])).toEqual([['Paving contractors', 2]]);
  });

  it('keeps a personal list to its owner, and lets anyone with the edit right change a shared one', async () => {
    const personal = detail(
      await create(lead, { name: 'My favourites', visibility: 'Personal', vendorIds: [ids[0]] }),
    );
    const shared = detail(
      await create(lead, { name: 'Snow clearing', visibility: 'Shared', vendorIds: [ids[0]] }),
    );

    // To the administrator, the lead's personal list does not exist.
    const names = valuesOf<VendorList>(await admin.call('GET', '/VendorLists')).map((l) => l.name);
    expect(names).toContain('Snow clearing');
    expect(names).not.toContain('My favourites');
    for (const call of [
      () => admin.call('GET', `/VendorLists/${personal.id}/`),
      () =>
        admin.call('PUT', `/VendorLists/${personal.id}/`, {
          name: 'x',
          visibility: 'Shared',
          isRotational: false,
        }),
      () => admin.call('DELETE', `/VendorLists/${personal.id}/`),
      () =>
        admin.call('POST', '/VendorLists/AddVendorToList', {
          vendorListId: personal.id,
          vendorIds: [ids[1]],
        }),
      () =>
        admin.call('POST', '/VendorLists/RemoveVendorFromList', {
          vendorListId: personal.id,
          vendorIds: [ids[0]],
        }),
    ]) {
      const response = await call();
      expect(response.statusCode).toBe(404);
      expect(keys(response)).toBe('invalidVendorListId');
    }

    const renamed = await admin.call('PUT', `/VendorLists/${shared.id}/`, {
      name: 'Snow clearing 2026',
      visibility: 'Shared',
      isRotational: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(detail(renamed)).toMatchObject({
      name: 'Snow clearing 2026',
      isRotational: true,
      turnOrder: [ids[0]],
    });
    const hidden = await admin.call('PUT', `/VendorLists/${shared.id}/`, {
      name: 'Snow clearing 2026',
      visibility: 'Personal',
      isRotational: true,
    });
    expect(hidden.statusCode).toBe(403);
    expect(keys(hidden)).toBe('vendorListNotOwner');

    // A viewer reads lists but changes none.
    expect((await buyer.call('GET', `/VendorLists/${shared.id}/`)).statusCode).toBe(200);
    expect((await buyer.call('DELETE', `/VendorLists/${shared.id}/`)).statusCode).toBe(403);

    const removed = await lead.call('DELETE', `/VendorLists/${personal.id}/`);
    expect(removed.statusCode).toBe(200);
    expect(valuesOf<VendorList>(removed).map((l) => l.id)).not.toContain(personal.id);
  });

  it('adds and removes members idempotently, one audit event per call', async () => {
    const list = detail(await create(lead, { name: 'Roofers', visibility: 'Shared' }));
    const add = (vendorIds: number[]) =>
      lead.call('POST', '/VendorLists/AddVendorToList', { vendorListId: list.id, vendorIds });
    expect(detail(await add([ids[2] as number, ids[0] as number])).memberCount).toBe(2);
    expect(detail(await add([ids[0] as number])).memberCount).toBe(2);
    const foreign = await add([foreignIds[0] as number]);
    expect(foreign.statusCode).toBe(400);
    expect(keys(foreign)).toBe('vendorInvalidId');
    const remove = (vendorIds: number[]) =>
      lead.call('POST', '/VendorLists/RemoveVendorFromList', { vendorListId: list.id, vendorIds });
    expect(detail(await remove([ids[0] as number, ids[1] as number])).members.map((m) => m.vendorId)).toEqual(
      [ids[2]],
    );
    expect(detail(await remove([ids[0] as number])).memberCount).toBe(1);

    const events = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, 'vendorList'), eq(auditEvents.entityId, String(list.id)))),
    );
    expect(events.map((e) => e.action)).toEqual([
      'vendorList.created',
      'vendorList.membersAdded',
      'vendorList.membersRemoved',
    ]);
    expect(events[1]?.after).toEqual({ vendorIds: [ids[2], ids[0]] });
  });

  it('refuses members past 5,000', async () => {
    const many = await asSystem(t.database.db, async (tx) => {
      const rows = await tx
        .insert(vendors)
        .values(
          Array.from({ length: 5000 }, (_, i) => ({
            customerId: lead.info.customer.id,
            belongsToNodeId: lead.info.tenderNode.id,
            companyName: `Bulk ${i}`,
          })),
        )
        .returning({ id: vendors.id });
      return rows.map((r) => r.id);
    });
    const full = await create(lead, { name: 'Everyone', visibility: 'Shared', vendorIds: many });
    expect(full.statusCode, full.body).toBe(200);
    expect(detail(full).memberCount).toBe(5000);
    const more = await lead.call('POST', '/VendorLists/AddVendorToList', {
      vendorListId: detail(full).id,
      vendorIds: [ids[0]],
    });
    expect(more.statusCode).toBe(400);
    expect(keys(more)).toBe('vendorListTooLarge');
    // Members already there are no addition.
    const same = await lead.call('POST', '/VendorLists/AddVendorToList', {
      vendorListId: detail(full).id,
      vendorIds: [many[0]],
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers another agency’s list like a missing one', async () => {
    const theirs = detail(await create(northwind, { name: 'Northwind shared', visibility: 'Shared' }));
    for (const id of [theirs.id, 2_000_000_000]) {
      const read = await lead.call('GET', `/VendorLists/${id}/`);
      expect(read.statusCode).toBe(404);
      expect(keys(read)).toBe('invalidVendorListId');
      const add = await lead.call('POST', '/VendorLists/AddVendorToList', {
        vendorListId: id,
        vendorIds: [ids[0]],
      });
      expect(keys(add)).toBe('invalidVendorListId');
    }
    expect(valuesOf<VendorList>(await lead.call('GET', '/VendorLists')).map((l) => l.id)).not.toContain(
      theirs.id,
    );
  });
});
