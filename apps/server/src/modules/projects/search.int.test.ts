import { type Project, searchCountCap } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { projects } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('project search and saved searches on %s', (kind) => {
  let t: TestApp;
  let lead: Caller;
  let buyer: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [lead, buyer] = await Promise.all([
      signedInCaller(t, 'lead@demo.procura.local'),
      signedInCaller(t, 'buyer@demo.procura.local'),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (caller: Caller, body: Record<string, unknown>) =>
    valuesOf<Project>(await caller.call('POST', '/Projects', body))[0] as Project;
  const keys = (response: { headers: Record<string, unknown> }) => String(response.headers['x-message-keys']);

  it('searches by words and fragments with filters, sorting and paging, exports, and saves searches', async () => {
    for (const name of ['Harbour dredging', 'Harbour lighting', 'Library roof']) {
      await create(lead, { name, procurementMethod: name.startsWith('Library') ? 'Private' : 'Public' });
    }
    const search = (body: Record<string, unknown>) => lead.call('POST', '/Projects/Search', body);
    const words = await search({ searchText: 'harbour' });
    expect(words.json().data.projectDTO.total).toBe(2);
    const fragment = await search({ searchText: 'dredg' });
    expect(valuesOf<{ name: string }>(fragment).map((r) => r.name)).toEqual(['Harbour dredging']);
    const byMethod = await search({
      searchCriteria: { source: { procurementMethod: ['Private'] } },
      searchText: 'roof',
    });
    expect(valuesOf<{ name: string }>(byMethod).map((r) => r.name)).toEqual(['Library roof']);
    const sorted = await search({
      searchText: 'harbour',
      sortColumn: 'name',
      sortDirection: 'asc',
      limit: 1,
      start: 1,
    });
    expect(valuesOf<{ name: string }>(sorted).map((r) => r.name)).toEqual(['Harbour lighting']);
    expect(sorted.json().data.projectDTO.total).toBe(2);
    const badRange = await search({ dateFrom: '2026-12-01', dateTo: '2026-11-01' });
    expect(badRange.statusCode).toBe(400);
    expect(keys(badRange)).toContain('searchDateRangeInvalid');
    const everything = await search({ limit: 200 });
    expect(valuesOf<{ type: string }>(everything).every((r) => r.type !== 'TEMPLATE')).toBe(true);

    // Totals are exact up to the cap; past it the answer says cap + 1 and the list shows "1,000+".
    await asSystem(t.database.db, (tx) =>
      tx.insert(projects).values(
        Array.from({ length: searchCountCap + 5 }, (_, i) => ({
          customerId: lead.info.customer.id,
          nodeId: lead.info.tenderNode.id,
          name: `Bulk culvert ${i}`,
          number: `BULK-${i}`,
          type: 'SOURCE' as const,
          status: 'Design_Mode_Pending' as const,
          procurementMethod: 'Public' as const,
        })),
      ),
    );
    const broad = await search({ searchText: 'culvert' });
    expect(broad.json().data.projectDTO.total).toBe(searchCountCap + 1);
    expect(valuesOf(broad)).toHaveLength(20);

    const exported = await lead.call('POST', '/Projects/Search/Export', {
      searchText: 'harbour',
      columns: ['number', 'name', 'status'],
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const saved = await lead.call('POST', '/SavedSearchCriteria', {
      name: 'Harbour work',
      criteria: { searchText: 'harbour' },
    });
    expect(saved.statusCode).toBe(200);
    const duplicate = await lead.call('POST', '/SavedSearchCriteria', { name: 'HARBOUR WORK', criteria: {} });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual(['Saved search "HARBOUR WORK" already exists']);
    const other = valuesOf<{ id: number }>(
      await lead.call('POST', '/SavedSearchCriteria', { name: 'Roofs', criteria: {} }),
    )[0] as { id: number };
    const rename = await lead.call('POST', '/SavedSearchCriteria', {
      id: other.id,
      name: 'harbour work',
      criteria: {},
    });
    expect(keys(rename)).toBe('savedSearchExists');
    expect(valuesOf(await lead.call('GET', '/SavedSearchCriteria?type=Project')).length).toBe(2);
    expect(valuesOf(await buyer.call('GET', '/SavedSearchCriteria?type=Project')).length).toBe(0);
    expect((await buyer.call('DELETE', `/SavedSearchCriteria?savedSearchId=${other.id}`)).statusCode).toBe(
      404,
    );
    expect((await lead.call('DELETE', `/SavedSearchCriteria?savedSearchId=${other.id}`)).statusCode).toBe(
      200,
    );

    const dropdown = await lead.call('GET', '/Projects/ProjectDropdown?Column=name&Value=harb');
    expect(valuesOf<{ value: string }>(dropdown).map((r) => r.value)).toEqual([
      'Harbour dredging',
      'Harbour lighting',
    ]);
    const properties = valuesOf<{ allowInformal: boolean; people: unknown[]; statuses: unknown[] }>(
      await lead.call('GET', '/Projects/ProjectsProperties'),
    )[0];
    expect(properties?.statuses).toHaveLength(13);
    expect(properties?.people.length).toBeGreaterThan(0);
  });
});
