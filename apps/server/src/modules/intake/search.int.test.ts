import type { IntakeListRow, IntakeSearchPage } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valuesOf } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/harness.ts';
import { type IntakeWorld, insertRequest, intakeWorld, keys, staffCall } from '../../../test/intake-staff.ts';

/** 10:00 on 2026-03-10 in Toronto, the demo agency's zone: its "today". */
const now = new Date('2026-03-10T15:00:00Z');
const day = (offset: number) => {
  const at = new Date(Date.UTC(2026, 2, 10 + offset));
  return `${at.toISOString().slice(0, 10)} 12:00:00`;
};

describe.each(databaseKinds())('the intake widget’s list and search on %s', (kind) => {
  let w: IntakeWorld;
  const ids: Record<string, number> = {};
  const search = async (body: Record<string, unknown>) => {
    const response = await staffCall(w.t, w.buyer, 'POST', `/search?nodeId=${w.place.nodeId}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as IntakeSearchPage;
  };
  const names = (page: IntakeSearchPage) => page.rows.map((r) => r.projectName).sort();

  beforeAll(async () => {
    w = await intakeWorld(kind);
    w.t.clock.set(now);
    const lead = w.buyer.info.user.id;
    const seed = async (name: string, values: Parameters<typeof insertRequest>[2]) => {
      ids[name] = await insertRequest(w, w.place, { projectName: name, ...values });
    };
    await seed('yesterday', { estimatedPostingDate: day(-1), procurementLeadId: lead });
    await seed('today', { estimatedPostingDate: day(0), procurementLeadId: lead, email: 'ann@city.example' });
    await seed('day six', { estimatedPostingDate: day(6), firstName: 'Ann', email: 'ANN@city.example' });
    await seed('day seven', { estimatedPostingDate: day(7) });
    await seed('no date', { status: 2 });
    await seed('declined', { status: 3, estimatedPostingDate: day(1) });
    await insertRequest(w, {
      customerId: w.northwind.info.customer.id,
      nodeId: w.northwind.info.tenderNode.id,
    });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('keeps day 0 through day 6 in the 7-day range, not day 7 nor yesterday', async () => {
    expect(names(await search({ closingRange: 7 }))).toEqual(['day six', 'today']);
    expect(names(await search({ closingRange: 1 }))).toEqual(['today']);
    expect(names(await search({ closingRange: 'any' }))).toEqual([
      'day seven',
      'day six',
      'today',
      'yesterday',
    ]);
  });

  it('reads status null as every status, and the default as pending only', async () => {
    expect((await search({ status: null })).total).toBe(6);
    expect((await search({})).total).toBe(4);
    expect(names(await search({ status: 3 }))).toEqual(['declined']);
  });

  it('reads lead 0 as Not sure, and filters by requester address and text', async () => {
    expect(names(await search({ procurementLeadId: 0 }))).toEqual(['day seven', 'day six']);
    expect(names(await search({ procurementLeadId: w.buyer.info.user.id }))).toEqual(['today', 'yesterday']);
    expect(names(await search({ requester: 'ann@city.example' }))).toEqual(['day six', 'today']);
    expect(names(await search({ searchText: 'ann', status: null }))).toEqual(['day six', 'today']);
    expect(names(await search({ searchText: 'seven' }))).toEqual(['day seven']);
    expect((await search({ searchText: '%' })).total).toBe(0);
  });

  it('pages and orders, with the total of every match', async () => {
    const first = await search({
      status: null,
      pageSize: 4,
      sortColumn: 'projectName',
      sortDirection: 'asc',
    });
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(first.rows.map((r) => r.projectName)).toEqual(['day seven', 'day six', 'declined', 'no date']);
    const second = await search({
      status: null,
      pageSize: 4,
      page: 2,
      sortColumn: 'projectName',
      sortDirection: 'asc',
    });
    expect(second.rows.map((r) => r.projectName)).toEqual(['today', 'yesterday']);
    const row = first.rows[1] as IntakeListRow;
    expect(row).toMatchObject({
      requester: 'Ann Requester',
      procurementLead: null,
      estimatedPostingDate: '2026-03-16T12:00:00',
      status: 1,
    });
    const past = await search({ status: null, pageSize: 4, page: 9 });
    expect(past).toMatchObject({ rows: [], total: 6 });
  });

  it('lists the node’s requests and requesters, and refuses another node or a bad filter', async () => {
    const all = await staffCall(w.t, w.buyer, 'GET', `/intakeRequests?nodeId=${w.place.nodeId}`);
    expect(valuesOf(all)).toHaveLength(6);
    const declined = await staffCall(
      w.t,
      w.buyer,
      'GET',
      `/intakeRequests?nodeId=${w.place.nodeId}&status=3`,
    );
    expect(valuesOf<IntakeListRow>(declined).map((r) => r.id)).toEqual([ids.declined]);
    const requesters = await staffCall(w.t, w.buyer, 'GET', `/requesters?nodeId=${w.place.nodeId}`);
    expect(valuesOf<{ email: string }>(requesters).map((r) => r.email)).toEqual([
      'ann@city.example',
      'rita@city.example',
    ]);
    const bad = await staffCall(w.t, w.buyer, 'POST', `/search?nodeId=${w.place.nodeId}`, {
      closingRange: 5,
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await staffCall(w.t, w.northwind, 'POST', `/search?nodeId=${w.place.nodeId}`, {});
    expect(foreign.statusCode).toBe(403);
    const refused = await staffCall(w.t, w.evaluator, 'POST', `/search?nodeId=${w.place.nodeId}`, {});
    expect(refused.statusCode).toBe(403);
    expect(keys(refused)).toBe('noPermission');
  });
});
