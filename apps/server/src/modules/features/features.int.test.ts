import { defaultFeatureFlags } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, signIn, type TestApp } from '../../../test/harness.ts';

describe.each(databaseKinds())('feature flags on %s', (kind) => {
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    production = await createTestApp(kind, { config: { appEnv: 'production' } });
  });
  afterAll(async () => {
    await t?.close();
    await production?.close();
  });

  const flags = async (app: TestApp) =>
    (await app.app.inject({ method: 'GET', url: '/api/v1/features' })).json().data.featureDTO.values as {
      name: string;
      enabled: boolean;
      modules: { name: string; enabled: boolean }[];
    }[];

  const update = async (app: TestApp, cookie: string, payload: object) =>
    app.app.inject({ method: 'POST', url: '/features/update', headers: { ...jsonHeaders, cookie }, payload });

  it('answers the table of 001 §9 to anyone', async () => {
    const list = await flags(t);
    expect(list.map((f) => [f.name, f.enabled])).toEqual(defaultFeatureFlags.map((f) => [f.name, f.enabled]));
    expect(list.find((f) => f.name === 'SupplierEvaluationsTable')?.modules).toEqual([
      { name: 'ManageColumn', enabled: false },
    ]);
  });

  it('overrides flags and modules on a test host, for site administrators, with the spec messages', async () => {
    const { cookie } = await signIn(t, 'siteadmin@demo.procura.local');
    const off = await update(t, cookie, { feature: 'resetPassword', enabled: false });
    expect(off.json()).toEqual({ message: 'Feature is disabled.' });
    expect((await flags(t)).find((f) => f.name === 'resetPassword')?.enabled).toBe(false);
    expect((await update(t, cookie, { feature: 'resetpassword', enabled: true })).json()).toEqual({
      message: 'Feature is enabled.',
    });
    const module = await update(t, cookie, { feature: 'BuyerDashboard', module: 'MyTasks', enabled: false });
    expect(module.json()).toEqual({ message: 'Module is disabled.' });
    expect((await flags(t)).find((f) => f.name === 'BuyerDashboard')?.modules).toEqual([
      { name: 'MyTasks', enabled: false },
    ]);

    const cases: [object, number, string][] = [
      [{ enabled: true }, 400, 'featureNotSpecified'],
      [{ feature: 'Nope', enabled: true }, 404, 'featureNotFound'],
      [{ feature: 'BuyerDashboard', module: '', enabled: true }, 400, 'moduleNotSpecified'],
      [{ feature: 'BuyerDashboard', module: 'Nope', enabled: true }, 404, 'moduleNotFound'],
      [{ feature: 'resetPassword', module: 'Any', enabled: true }, 400, 'featureHasNoModules'],
    ];
    for (const [payload, status, key] of cases) {
      const response = await update(t, cookie, payload);
      expect(response.statusCode, key).toBe(status);
      expect(response.headers['x-message-keys'], key).toBe(key);
    }
  });

  it('refuses overrides to users who are not site administrators', async () => {
    const { cookie } = await signIn(t, 'admin@demo.procura.local');
    expect((await update(t, cookie, { feature: 'resetPassword', enabled: false })).statusCode).toBe(403);
  });

  it('refuses overrides on a production host', async () => {
    const { cookie } = await signIn(production, 'siteadmin@demo.procura.local');
    const response = await update(production, cookie, { feature: 'resetPassword', enabled: false });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-message-keys']).toBe('featureOverrideNotAllowed');
    expect((await flags(production)).find((f) => f.name === 'resetPassword')?.enabled).toBe(true);
  });
});
