import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, signIn, type TestApp } from '../../test/harness.ts';
import { expectedRoutes } from '../../test/route-inventory.ts';

describe.each(databaseKinds())('route table, documentation and protocol rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every route with its access, and only the reviewed ones', () => {
    const actual = t.routes.map((r) => {
      const access = r.access;
      const suffix =
        access?.kind === 'tenant' && access.route
          ? ` ${access.route}:${access.need}`
          : access?.kind === 'public' && access.crossSite
            ? ' cross-site'
            : '';
      return `${r.method} ${r.url} ${access?.kind ?? 'NONE'}${suffix}${r.sealed ? ' sealed' : ''}`;
    });
    expect(actual.sort()).toEqual([...expectedRoutes].sort());
    const sealed = actual.filter((line) => line.endsWith(' sealed')).length;
    console.info(
      `route inventory: ${actual.length} routes, ${sealed} can answer sealed content, 0 undeclared`,
    );
  });

  it('refuses to start with a route that declares no access', async () => {
    const { buildApp } = await import('../app.ts');
    const built = await buildApp({ config: t.ctx.config, db: t.database.db, logger: false });
    expect(() => built.app.get('/api/v1/unguarded', async () => 'x')).toThrow(/declares no access/);
    await built.app.close();
  });

  it('serves OpenAPI 3 at /api/docs/json listing every route, and the UI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of t.routes.filter((r) => r.url !== '/healthz')) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('matches paths case-insensitively and keeps parameter values', async () => {
    const { cookie, info } = await signIn(t, 'admin@demo.procura.local');
    const lower = await t.app.inject({
      method: 'GET',
      url: `/API/V1/customer/${info.customer.id}/NODE/${info.tenderNode.id}/users?limit=2`,
      headers: { cookie },
    });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().data.userDTO.count).toBe(2);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/LOGIN/LOGINTYPE',
          headers: jsonHeaders,
          payload: { domain: 'demo' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("answers unknown API paths with 404 'Not Found'", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/NoSuchThing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(['Not Found']);
    expect(response.headers['x-message-keys']).toBe('notFound');
  });

  it('answers in French when asked, falling back to English otherwise', async () => {
    const ask = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login/loginType',
        headers: { ...jsonHeaders, 'accept-language': language },
        payload: { domain: 'nowhere' },
      });
    expect((await ask('fr-CA,fr;q=0.9')).json()).toEqual(['Courriel ou domaine non valide.']);
    expect((await ask('de-DE')).json()).toEqual(['Invalid email or domain.']);
  });

  it('wraps lists in the envelope with values and count', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/features' });
    const body = response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.featureDTO.count).toBe(body.data.featureDTO.values.length);
  });
});
