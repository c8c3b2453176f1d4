import {
  builtInReports,
  type ReportCategoryCount,
  type ReportFavorite,
  type ReportNameEntry,
} from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { nodes } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
const performanceNames = builtInReports
  .filter((report) => report.nodeFeature === 'contractorPerformance')
  .map((report) => report.name);
const contractNames = builtInReports
  .filter((report) => report.routeNames.includes('project.contract'))
  .map((report) => report.name);

/**
 * The reports library (issue 26 §2; 001 §7 Report/Names, Categories, Favorite): the reports a
 * caller is offered follow their rights and the node's modules, and favourites are each user's.
 */
describe.each(databaseKinds())('the reports library on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const setContractorPerformance = (on: boolean) =>
    asSystem(t.database.db, (tx) =>
      tx
        .update(nodes)
        .set({ contractorPerformance: on })
        .where(and(eq(nodes.customerId, t.seed.demoCustomerId), eq(nodes.kind, 'tender'))),
    );
  const namesOf = async (caller: Caller) =>
    valuesOf<ReportNameEntry>(await caller.call('GET', '/Report/Names')).map((entry) => entry.name);

  it('offers every report with the supplier-performance module, and none of its seven without it', async () => {
    await setContractorPerformance(true);
    expect(await namesOf(buyer)).toEqual(builtInReports.map((report) => report.name));
    await setContractorPerformance(false);
    const without = await namesOf(buyer);
    expect(without).toHaveLength(builtInReports.length - performanceNames.length);
    for (const name of performanceNames) expect(without).not.toContain(name);
    await setContractorPerformance(true);
  });

  it('offers only the reports of areas the user may view, and nothing without the reports right', async () => {
    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    const refused = await evaluator.call('GET', '/Report/Names');
    expect(refused.statusCode).toBe(403);

    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const created = await admin.call('POST', '/UserGroups', {
      name: 'Report readers',
      permissions: ['REPORTS_VIEW'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const joined = await admin.call('POST', '/UserGroups/Users', {
      userIds: [t.seed.demoUsers.get('evaluator@demo.procura.local')],
      groupIds: [valuesOf<{ id: number }>(created)[0]?.id],
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const reader = evaluator;
    const answer = await reader.call('GET', '/Report/Names');
    expect(answer.statusCode, answer.body).toBe(200);
    const names = valuesOf<ReportNameEntry>(answer).map((entry) => entry.name);
    // Evaluators view sources and supplier performance, not contracts or suppliers.
    for (const name of contractNames) expect(names).not.toContain(name);
    expect(names).toEqual(expect.arrayContaining(['SupplierQuestions', 'AllSupplierEvaluations']));
    const contractOnly = await reader.call('PUT', '/Report/Favorite/ActiveContracts');
    expect(contractOnly.statusCode).toBe(404);
    expect(keys(contractOnly)).toBe('reportUnavailable');
  });

  it('keeps each user’s favourites: marked once however often, read, removed, counted as a category', async () => {
    const read = async (caller: Caller, method: 'GET' | 'PUT' | 'DELETE', name: string) => {
      const response = await caller.call(method, `/Report/Favorite/${name}`);
      expect(response.statusCode, response.body).toBe(200);
      return valuesOf<ReportFavorite>(response)[0];
    };
    expect(await read(buyer, 'GET', 'ExpiredInsurance')).toEqual({
      name: 'ExpiredInsurance',
      isFavorite: false,
    });
    expect(await read(buyer, 'PUT', 'ExpiredInsurance')).toEqual({
      name: 'ExpiredInsurance',
      isFavorite: true,
    });
    expect(await read(buyer, 'PUT', 'ExpiredInsurance')).toEqual({
      name: 'ExpiredInsurance',
      isFavorite: true,
    });
    expect(await read(buyer, 'PUT', 'SupplierQuestions')).toMatchObject({ isFavorite: true });

    const entries = valuesOf<ReportNameEntry>(await buyer.call('GET', '/Report/Names'));
    expect(entries.filter((entry) => entry.isFavorite).map((entry) => entry.name)).toEqual([
      'ExpiredInsurance',
      'SupplierQuestions',
    ]);
    const categories = valuesOf<ReportCategoryCount>(await buyer.call('GET', '/Report/Categories'));
    expect(categories.find((c) => c.category === 'Favourites')).toEqual({ category: 'Favourites', count: 2 });
    const counted = categories.filter((c) => c.category !== 'Favourites').reduce((n, c) => n + c.count, 0);
    expect(counted).toBe(entries.length);

    // Another user of the agency, and another agency, keep their own.
    const lead = await signedInCaller(t, 'lead@demo.procura.local');
    expect(await read(lead, 'GET', 'ExpiredInsurance')).toMatchObject({ isFavorite: false });
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect(await read(northwind, 'GET', 'ExpiredInsurance')).toMatchObject({ isFavorite: false });

    expect(await read(buyer, 'DELETE', 'ExpiredInsurance')).toMatchObject({ isFavorite: false });
    expect(await read(buyer, 'DELETE', 'ExpiredInsurance')).toMatchObject({ isFavorite: false });
  });

  it('refuses a name that is no report', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await buyer.call(method, '/Report/Favorite/NoSuchReport');
      expect(response.statusCode, method).toBe(400);
      expect(keys(response)).toBe('reportNotFound');
    }
  });
});
