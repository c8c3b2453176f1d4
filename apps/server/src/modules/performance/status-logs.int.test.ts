import type { PerformanceStatusLog, PerformanceStatusLogInput, VendorSearchRow } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertVendors } from '../../../test/vendor-lists.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
const one = (response: { json(): unknown }) =>
  valuesOf<PerformanceStatusLog>(response)[0] as PerformanceStatusLog;

describe.each(databaseKinds())('supplier performance status logs on %s', (kind) => {
  let t: TestApp;
  let lead: Caller;
  let evaluator: Caller;
  let northwind: Caller;
  let paving: number;
  let electric: number;
  let roofing: number;
  let foreign: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    [paving, electric, roofing] = (await insertVendors(t, lead.info.customer.id, lead.info.tenderNode.id, [
      'Status Paving',
      'Status Electric',
      'Status Roofing',
    ])) as [number, number, number];
    [foreign] = (await insertVendors(t, northwind.info.customer.id, northwind.info.tenderNode.id, [
      'Status Faraway',
    ])) as [number];
  });
  afterAll(async () => {
    await t?.close();
  });

  const log = (
    vendorId: number,
    changes: Partial<PerformanceStatusLogInput> = {},
  ): PerformanceStatusLogInput => ({
    vendorId,
    status: 'Probation',
    comments: 'Late on two milestones',
    startDate: '2026-01-01',
    endDate: '2026-06-30',
    ...changes,
  });
  const post = (body: unknown, caller = lead) => caller.call('POST', '/PerformanceVendorStatusLogs', body);
  const put = (body: unknown, fromHistory?: boolean) =>
    lead.call(
      'PUT',
      `/PerformanceVendorStatusLogs${fromHistory === undefined ? '' : `?fromHistory=${fromHistory}`}`,
      body,
    );
  const current = async (vendorId: number) =>
    valuesOf<PerformanceStatusLog>(
      await evaluator.call('GET', `/PerformanceVendorStatusLogs/Current?vendorId=${vendorId}`),
    );
  const history = async (vendorId: number) =>
    valuesOf<PerformanceStatusLog>(
      await evaluator.call('GET', `/PerformanceVendorStatusLogs/History?vendorId=${vendorId}`),
    );

  it('gives a supplier one current status, and refuses a second while it lasts', async () => {
    expect(await current(paving)).toEqual([]);
    const created = await post(log(paving));
    expect(created.statusCode, created.body).toBe(200);
    expect(one(created)).toMatchObject({
      vendorId: paving,
      status: 'Probation',
      complete: false,
      createdBy: 'Priya Raman',
      completedAt: null,
    });
    expect((await current(paving)).map((l) => l.id)).toEqual([one(created).id]);
    expect(await history(paving)).toEqual([]);

    const second = await post(
      log(paving, { status: 'Suspended', startDate: '2026-07-01', endDate: '2026-12-31' }),
    );
    expect(second.statusCode).toBe(400);
    expect(keys(second)).toBe('performanceActiveStatusExists');

    // Two at once: the unique index has the last word.
    const raced = await Promise.all([post(log(electric)), post(log(electric, { status: 'Watch List' }))]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(raced.map((r) => keys(r)).filter(Boolean)).toEqual(['performanceActiveStatusExists']);
    expect(await current(electric)).toHaveLength(1);
  });

  it('refuses bad input with its catalogue key and accepts a status of one day', async () => {
    const end = await post(log(roofing, { startDate: '2026-05-02', endDate: '2026-05-01' }));
    expect(end.statusCode).toBe(400);
    expect(keys(end)).toBe('performanceStatusEndBeforeStart');
    expect(keys(await post(log(roofing, { status: 'Banned' as never })))).toBe('performanceStatusInvalid');
    expect(keys(await post(log(roofing, { comments: '  ' })))).toBe('performanceStatusCommentsRequired');
    expect(keys(await post({ ...log(roofing), startDate: '' }))).toBe('performanceStatusDatesRequired');
    expect(keys(await post({ ...log(roofing), endDate: undefined }))).toBe('performanceStatusDatesRequired');
    expect((await post(log(roofing, { startDate: '2026-02-30' }))).statusCode).toBe(400);

    const day = await post(log(roofing, { startDate: '2026-05-01', endDate: '2026-05-01', complete: true }));
    expect(day.statusCode, day.body).toBe(200);
    expect(one(day)).toMatchObject({ complete: true, startDate: '2026-05-01', endDate: '2026-05-01' });
    expect(one(day).completedAt).not.toBeNull();
    // Recorded complete, it went straight to history.
    expect(await current(roofing)).toEqual([]);
  });

  it('refuses the same status over overlapping dates, current or in history', async () => {
    const past = await post(
      log(roofing, { status: 'Watch List', startDate: '2025-01-01', endDate: '2025-03-31', complete: true }),
    );
    expect(past.statusCode, past.body).toBe(200);
    const overlapping = await post(
      log(roofing, { status: 'Watch List', startDate: '2025-03-31', endDate: '2025-05-31', complete: true }),
    );
    expect(overlapping.statusCode).toBe(400);
    expect(keys(overlapping)).toBe('performanceStatusDuplicate');
    const otherStatus = await post(
      log(roofing, { status: 'Suspended', startDate: '2025-03-01', endDate: '2025-04-30', complete: true }),
    );
    expect(otherStatus.statusCode).toBe(200);
    const after = await post(
      log(roofing, { status: 'Watch List', startDate: '2025-04-01', endDate: '2025-06-30' }),
    );
    expect(after.statusCode, after.body).toBe(200);
    expect((await history(roofing)).map((l) => [l.status, l.startDate])).toEqual([
      ['Probation', '2026-05-01'],
      ['Suspended', '2025-03-01'],
      ['Watch List', '2025-01-01'],
    ]);
  });

  it('moves a status to history on completion; changes a completed one only from history, and reopens it only when none is current', async () => {
    const [active] = await current(paving);
    if (!active) throw new Error('no current status');
    const completed = await put({ ...log(paving), id: active.id, complete: true });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(one(completed).complete).toBe(true);
    expect(await current(paving)).toEqual([]);
    expect((await history(paving)).map((l) => l.id)).toEqual([active.id]);

    const again = await put({ ...log(paving), id: active.id, comments: 'Changed', complete: true });
    expect(again.statusCode).toBe(400);
    expect(keys(again)).toBe('performanceStatusAlreadyComplete');
    expect(keys(await put({ ...log(paving), id: active.id, complete: true }, false))).toBe(
      'performanceStatusAlreadyComplete',
    );
    const fromHistory = await put(
      { ...log(paving), id: active.id, comments: 'Changed', complete: true },
      true,
    );
    expect(fromHistory.statusCode, fromHistory.body).toBe(200);
    expect(one(fromHistory)).toMatchObject({
      comments: 'Changed',
      complete: true,
      completedAt: one(completed).completedAt,
    });

    const newer = one(
      await post(log(paving, { status: 'Suspended', startDate: '2026-07-01', endDate: '2026-09-30' })),
    );
    const reopen = await put({ ...log(paving), id: active.id, complete: false }, true);
    expect(reopen.statusCode).toBe(400);
    expect(keys(reopen)).toBe('performanceActiveStatusExists');
    const endBefore = await put({ ...log(paving, { endDate: '2025-12-31' }), id: newer.id });
    expect(keys(endBefore)).toBe('performanceStatusEndBeforeStart');

    await put({
      ...log(paving, { status: 'Suspended', startDate: '2026-07-01', endDate: '2026-09-30' }),
      id: newer.id,
      complete: true,
    });
    const reopened = await put({ ...log(paving), id: active.id, complete: false }, true);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(one(reopened)).toMatchObject({ complete: false, completedAt: null });
    expect((await current(paving)).map((l) => l.id)).toEqual([active.id]);

    // A duplicate by change: the reopened Probation moved over the Suspended one's status and dates.
    const duplicate = await put({
      ...log(paving, { status: 'Suspended', startDate: '2026-08-01', endDate: '2026-08-31' }),
      id: active.id,
    });
    expect(keys(duplicate)).toBe('performanceStatusDuplicate');

    const events = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.entityType, 'performanceStatusLog'),
            eq(auditEvents.entityId, String(active.id)),
          ),
        )
        .orderBy(auditEvents.seq),
    );
    expect(events.map((e) => e.action)).toEqual([
      'performanceStatus.created',
      'performanceStatus.completed',
      'performanceStatus.updated',
      'performanceStatus.reopened',
    ]);
    expect(events.every((e) => e.vendorId === paving && e.companyName === 'Status Paving')).toBe(true);
  });

  it('finds only the agency’s suppliers and their own logs, and changes them only with the act right', async () => {
    const missing = await evaluator.call('GET', `/PerformanceVendorStatusLogs/Current?vendorId=${foreign}`);
    expect(missing.statusCode).toBe(404);
    expect((await post(log(foreign))).statusCode).toBe(404);
    expect(
      (await northwind.call('GET', `/PerformanceVendorStatusLogs/History?vendorId=${paving}`)).statusCode,
    ).toBe(404);
    expect(keys(await evaluator.call('GET', '/PerformanceVendorStatusLogs/Current?vendorId=abc'))).toBe(
      'vendorInvalidId',
    );

    const [paving1] = await current(paving);
    const wrongVendor = await put({ ...log(roofing), id: paving1?.id });
    expect(wrongVendor.statusCode).toBe(404);
    expect(keys(wrongVendor)).toBe('invalidPerformanceStatusLogId');

    expect((await post(log(roofing), evaluator)).statusCode).toBe(403);
    expect(
      (await evaluator.call('PUT', '/PerformanceVendorStatusLogs', { ...log(paving), id: paving1?.id }))
        .statusCode,
    ).toBe(403);
  });

  it('answers the current statuses of a list of suppliers, with the id repeated', async () => {
    const list = (ids: readonly (number | string)[], caller = evaluator) =>
      caller.call(
        'GET',
        `/PerformanceVendorStatusLogs/Current?${ids.map((id) => `vendorId=${id}`).join('&')}`,
      );
    // Paving: Probation (reopened); Electric: the race's winner; Roofing: Watch List.
    const all = await list([roofing, foreign, paving, 2_000_000_000, electric]);
    expect(all.statusCode, all.body).toBe(200);
    expect(valuesOf<PerformanceStatusLog>(all).map((l) => [l.vendorId, l.complete])).toEqual([
      [paving, false],
      [electric, false],
      [roofing, false],
    ]);
    // Another agency's suppliers, or ones it does not have, simply have none: no 404 for a list.
    expect(valuesOf(await list([paving, electric], northwind))).toEqual([]);
    expect((await list([foreign, 2_000_000_000])).statusCode).toBe(200);

    expect(keys(await list([paving, 'abc']))).toBe('vendorInvalidId');
    expect(keys(await list([paving, 0]))).toBe('vendorInvalidId');
    const tooMany = await list(Array.from({ length: 201 }, (_, i) => i + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(keys(tooMany)).toBe('invalidParameter');
    expect(keys(await evaluator.call('GET', '/PerformanceVendorStatusLogs/Current'))).toBe('vendorInvalidId');
    const most = await list(Array.from({ length: 200 }, (_, i) => (i === 0 ? paving : 2_000_000_000 - i)));
    expect(valuesOf<PerformanceStatusLog>(most).map((l) => l.vendorId)).toEqual([paving]);
  });

  it('finds suppliers in the directory by their current performance status', async () => {
    const search = async (criteria: Record<string, unknown>) =>
      valuesOf<VendorSearchRow>(
        await lead.call('POST', '/Vendors/AdvancedSearch', { searchText: 'Status', criteria }),
      ).map((r) => r.companyName);
    // Paving: Probation (reopened); Electric: Probation or Watch List (the race's winner); Roofing: Watch List.
    expect(await search({ hasPerformanceStatus: true })).toEqual([
      'Status Electric',
      'Status Paving',
      'Status Roofing',
    ]);
    expect(await search({ performanceStatus: 'Watch List', hasPerformanceStatus: true })).toContain(
      'Status Roofing',
    );
    expect(await search({ performanceStatus: 'Suspended' })).toEqual([]);
    const roofingLog = (await current(roofing))[0] as PerformanceStatusLog;
    await put({
      ...log(roofing, { status: 'Watch List', startDate: '2025-04-01', endDate: '2025-06-30' }),
      id: roofingLog.id,
      complete: true,
    });
    expect(await search({ hasPerformanceStatus: false })).toEqual(['Status Roofing']);
    expect(await search({ performanceStatus: 'Watch List' })).not.toContain('Status Roofing');
    const invalid = await lead.call('POST', '/Vendors/AdvancedSearch', {
      criteria: { performanceStatus: 'Banned' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(keys(invalid)).toBe('performanceStatusInvalid');
  });
});
