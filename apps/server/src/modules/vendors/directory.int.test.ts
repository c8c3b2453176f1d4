import type { VendorSearchRow } from '@procura/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { type Caller, directoryWorld } from '../../../test/vendor-directory.ts';
import { vendorListMembers, vendorLists } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type World = Awaited<ReturnType<typeof directoryWorld>>;

const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
const totalOf = (response: { json(): unknown }) =>
  Object.values((response.json() as { data: Record<string, { total?: number }> }).data)[0]?.total ?? -1;

describe.each(databaseKinds())('supplier directory on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let lead: Caller;
  let northwind: Caller;
  let customerId: number;
  /** A word only this file's suppliers carry, so the seeded and other suppliers stay out of the counts. */
  let tag: string;
  let s: World['s'];
  let category: number;

  const advanced = (body: object, caller: Caller = buyer) =>
    caller.call('POST', '/Vendors/AdvancedSearch', { searchText: tag, ...body });
  const idsOf = (response: { json(): unknown }) => valuesOf<VendorSearchRow>(response).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ buyer, lead, northwind, customerId, tag, s, category } = await directoryWorld(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('quick-searches at least 3 characters of any name, literally, active only unless asked', async () => {
    const quick = (text: string, extra = '') =>
      buyer.call('GET', `/Vendors/Search?searchText=${encodeURIComponent(text)}${extra}`);
    const two = await quick('Al');
    expect(two.statusCode).toBe(400);
    expect(keys(two)).toBe('supplierSearchTooShort');
    const padded = await quick('  ab  ');
    expect(keys(padded)).toBe('supplierSearchTooShort');

    const three = await quick('asp');
    expect(three.statusCode, three.body).toBe(200);
    expect(idsOf(three)).toContain(s.alpha.vendorId);
    // Relevant, previous and other names count; case does not.
    expect(idsOf(await quick('ASPHALT SPEC'))).toEqual([s.alpha.vendorId]);
    expect(idsOf(await quick('dd pipes'))).toEqual([s.delta.vendorId]);
    expect(idsOf(await quick('old quarry'))).toEqual([]);
    expect(idsOf(await quick('old quarry', '&includeInactive=true'))).toEqual([s.gamma.vendorId]);
    // LIKE's wildcards are plain characters.
    expect(idsOf(await quick(`0% C`))).toEqual([s.percent.vendorId]);
    expect(idsOf(await quick('%%%'))).toEqual([]);
    expect(idsOf(await quick('r_S'))).toEqual([s.under.vendorId]);
    expect(idsOf(await quick('___'))).toEqual([]);
    expect(idsOf(await quick('\\\\\\'))).toEqual([]);
    // Ordered by name; another agency's never.
    const all = valuesOf<VendorSearchRow>(await quick(tag));
    expect(all.map((r) => r.companyName)).toEqual([
      `100% Concrete ${tag}`,
      `Alpha Paving ${tag}`,
      `Beta Bridges ${tag}`,
      `Delta Drains ${tag}`,
      `Under_Score Ltd ${tag}`,
    ]);
    expect(all[1]).toMatchObject({ primaryContact: 'Sam Supplier', email: s.alpha.email, bidCount: 0 });
    expect(idsOf(await quick(tag, '&limit=2'))).toHaveLength(2);
    expect((await quick(tag, '&limit=21')).statusCode).toBe(400);

    const performance = await buyer.call('GET', `/Vendors/SearchWithPerformaceEvaluation?searchText=${tag}`);
    expect(performance.statusCode, performance.body).toBe(200);
    expect(valuesOf<{ performance: unknown }>(performance)[0]?.performance).toEqual({
      evaluations: 0,
      averageScore: null,
      latestRating: null,
    });
    expect(keys(await buyer.call('GET', '/Vendors/SearchWithPerformaceEvaluation?searchText=ab'))).toBe(
      'supplierSearchTooShort',
    );
  });

  it('lists the diversity classifications numbered from 1', async () => {
    const types = valuesOf<{ id: number; name: string }>(
      await buyer.call('GET', '/Vendors/DiversityClassificationType/All'),
    );
    expect(types[0]).toEqual({ id: 1, name: expect.any(String) });
    expect(types.map((type) => type.name)).toContain('Women-owned');
    expect(types.map((type) => type.id)).toEqual(types.map((_, index) => index + 1));
  });

  it('combines the advanced criteria', async () => {
    const today = t.clock.now();
    const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
    const expectIds = async (criteria: object, ids: number[]) => {
      const response = await advanced({ criteria });
      expect(response.statusCode, response.body).toBe(200);
      expect(idsOf(response).sort(), JSON.stringify(criteria)).toEqual([...ids].sort());
      expect(totalOf(response)).toBe(ids.length);
    };
    const { alpha, beta, gamma, delta, percent, under } = s;
    const everyone = [alpha, beta, gamma, delta, percent, under].map((x) => x.vendorId);
    await expectIds({}, everyone);
    await expectIds({ categoryIds: [category] }, [alpha.vendorId]);
    await expectIds({ city: 'OTTAWA' }, [alpha.vendorId, beta.vendorId]);
    await expectIds({ city: 'Ottawa', provinceState: 'on' }, [alpha.vendorId]);
    await expectIds({ country: 'usa' }, [gamma.vendorId]);
    await expectIds({ isLocalVendor: true }, [alpha.vendorId]);
    await expectIds({ emergencyVendor: true, city: 'ottawa' }, [beta.vendorId]);
    await expectIds({ certifiedDiverseSupplier: true }, [beta.vendorId]);
    await expectIds({ diversityClassifications: ['Women-owned', 'Veteran-owned'] }, [beta.vendorId]);
    await expectIds({ accountStatus: 'Inactive' }, [gamma.vendorId]);
    await expectIds(
      { accountStatus: 'Active' },
      everyone.filter((id) => id !== gamma.vendorId),
    );
    await expectIds({ subscriptionStatus: ['Active'] }, [alpha.vendorId]);
    await expectIds({ subscriptionStatus: ['Expired'] }, [beta.vendorId]);
    await expectIds({ subscriptionStatus: ['Active', 'Expired'] }, [alpha.vendorId, beta.vendorId]);
    await expectIds(
      { subscriptionStatus: ['Not Subscribed'] },
      [gamma, delta, percent, under].map((x) => x.vendorId),
    );
    await expectIds(
      { registeredSince: daysAgo(30) },
      everyone.filter((id) => id !== alpha.vendorId),
    );
    await expectIds(
      { registeredSince: daysAgo(10) },
      [gamma, delta, percent, under].map((x) => x.vendorId),
    );
    await expectIds({ hasBid: true }, [beta.vendorId]);
    await expectIds({ hasBid: false, isLocalVendor: true }, [alpha.vendorId]);
    await expectIds({ hasBid: true, city: 'Toronto' }, []);
    // Without text, the criteria alone.
    const noText = await buyer.call('POST', '/Vendors/AdvancedSearch', {
      searchText: '',
      criteria: { categoryIds: [category] },
    });
    expect(idsOf(noText)).toEqual([alpha.vendorId]);
  });

  it('sorts by each column with the id breaking ties, pages by the limit and counts exactly', async () => {
    const names = async (body: object) => valuesOf<VendorSearchRow>(await advanced(body)).map((r) => r.id);
    const byName = await names({});
    expect(byName).toEqual([s.percent, s.alpha, s.beta, s.delta, s.gamma, s.under].map((x) => x.vendorId));
    expect(await names({ sortDirection: 'desc' })).toEqual([...byName].reverse());
    const byRegistered = await names({ sortColumn: 'registeredAt' });
    expect(byRegistered.slice(0, 2)).toEqual([s.alpha.vendorId, s.beta.vendorId]);
    // Equal cities sort by id.
    const byCity = await names({ sortColumn: 'city', criteria: { city: 'ottawa' } });
    expect(byCity).toEqual([s.alpha.vendorId, s.beta.vendorId].sort((a, b) => a - b));
    const byCountry = await names({ sortColumn: 'country', sortDirection: 'desc' });
    expect(byCountry[0]).toBe(s.gamma.vendorId);

    const page = await advanced({ limit: 2, start: 2 });
    expect(idsOf(page)).toEqual(byName.slice(2, 4));
    expect(totalOf(page)).toBe(6);
    const past = await advanced({ limit: 2, start: 50 });
    expect(idsOf(past)).toEqual([]);
    expect(totalOf(past)).toBe(6);
  });

  it('searches a list the user may see and answers another person’s personal list as missing', async () => {
    const lists = await asSystem(t.database.db, async (tx) => {
      const made = await tx
        .insert(vendorLists)
        .values([
          { customerId, name: `Shared ${tag}`, visibility: 'Shared', ownerId: lead.info.user.id },
          { customerId, name: `Mine ${tag}`, visibility: 'Personal', ownerId: buyer.info.user.id },
          { customerId, name: `Theirs ${tag}`, visibility: 'Personal', ownerId: lead.info.user.id },
        ])
        .returning();
      const [shared, mine, theirs] = made;
      if (!shared || !mine || !theirs) throw new Error('lists not made');
      await tx.insert(vendorListMembers).values([
        { customerId, listId: shared.id, vendorId: s.alpha.vendorId },
        { customerId, listId: shared.id, vendorId: s.delta.vendorId },
        { customerId, listId: mine.id, vendorId: s.beta.vendorId },
        { customerId, listId: theirs.id, vendorId: s.gamma.vendorId },
      ]);
      return { shared: shared.id, mine: mine.id, theirs: theirs.id };
    });
    expect(idsOf(await advanced({ criteria: { listId: lists.shared } })).sort()).toEqual(
      [s.alpha.vendorId, s.delta.vendorId].sort(),
    );
    expect(idsOf(await advanced({ criteria: { listId: lists.mine } }))).toEqual([s.beta.vendorId]);
    const theirs = await advanced({ criteria: { listId: lists.theirs } });
    const missing = await advanced({ criteria: { listId: 987_654 } });
    expect([theirs.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(theirs.body).toBe(missing.body);
    expect(keys(missing)).toBe('invalidVendorListId');
    // Its owner sees it.
    expect(idsOf(await advanced({ criteria: { listId: lists.theirs } }, lead))).toEqual([s.gamma.vendorId]);
    // Another agency's list is missing too.
    const foreignList = await advanced({ criteria: { listId: lists.shared } }, northwind);
    expect(foreignList.statusCode).toBe(404);
    expect(foreignList.body).toBe(missing.body);
  });

  it('refuses bad input with 400 and a catalogue key', async () => {
    const cases: [object, string][] = [
      [{ searchText: 'ab' }, 'supplierSearchTooShort'],
      [{ limit: 0 }, ''],
      [{ limit: 201 }, ''],
      [{ start: -1 }, ''],
      [{ sortColumn: 'password' }, ''],
      [{ sortDirection: 'up' }, ''],
      [{ criteria: { accountStatus: 'Gone' } }, ''],
      [{ criteria: { subscriptionStatus: ['Lapsed'] } }, ''],
      [{ criteria: { registeredSince: 'yesterday' } }, ''],
      [{ criteria: { listId: 0 } }, 'invalidVendorListId'],
      [{ criteria: { categoryIds: ['x'] } }, ''],
    ];
    for (const [body, key] of cases) {
      const response = await buyer.call('POST', '/Vendors/AdvancedSearch', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (key) expect(keys(response), JSON.stringify(body)).toBe(key);
    }
  });

  it('exports the whole search with the chosen columns and their titles', async () => {
    const response = await buyer.call('POST', '/Vendors/AdvancedSearchResultExport', {
      search: { searchText: tag, criteria: { city: 'ottawa' }, limit: 1 },
      columns: ['companyName', 'city', 'isLocalVendor', 'bidCount'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('Suppliers.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Company name', 'City', 'Local supplier', 'Bids']);
    // The whole search, not its page of one.
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).values).toEqual([undefined, `Alpha Paving ${tag}`, 'Ottawa', 'Yes', 0]);
    expect(sheet?.getRow(3).values).toEqual([undefined, `Beta Bridges ${tag}`, 'ottawa', 'No', 1]);

    const noColumns = await buyer.call('POST', '/Vendors/AdvancedSearchResultExport', {
      search: {},
      columns: [],
    });
    expect(noColumns.statusCode).toBe(400);
    expect(keys(noColumns)).toBe('invalidParameter');
  });
});
