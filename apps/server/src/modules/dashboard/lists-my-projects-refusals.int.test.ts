import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';

/** GET Dashboard/MyProjects refuses bad parameters with a filled catalogue message (no projects needed). */
describe.each(databaseKinds())('dashboard my projects refusals on %s', (kind) => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof signedInCaller>>;
  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['?dateFrom=2026-03-10&dateTo=2026-03-09', 'dashboardRangeInvalid'],
    ['?dateFrom=2026-02-30', 'invalidParameter'],
    ['?dateTo=tomorrow', 'invalidParameter'],
    ['?sortcolumn=projectLead', 'invalidParameter'],
    ['?sortdirection=up', 'invalidParameter'],
    ['?limit=101', 'invalidParameter'],
    ['?start=-1', 'invalidParameter'],
    [`?searchText=${'x'.repeat(201)}`, 'invalidParameter'],
  ])('refuses %s with %s', async (query, key) => {
    const response = await buyer.call('GET', `/Dashboard/MyProjects${query}`);
    expect(response.statusCode).toBe(400);
    expect(keys(response)).toBe(key);
    // Every placeholder filled: invalidParameter names the parameter.
    const messages = response.json() as string[];
    expect(messages.join(' ')).not.toMatch(/[{}]/);
    if (key === 'invalidParameter') expect(messages[0]).toMatch(/^Invalid parameter: \w+\.$/);
  });
});
