import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  jsonHeaders,
  suiteDatabaseKinds,
  type TestApp,
  testConfig,
} from '../../test/harness.ts';
import { buildApp, type ProcuraApp } from '../app.ts';

/**
 * The headers suite (issue 20 §1, §5): every answer (the web's pages, every API route of the
 * inventory, file downloads, the server-rendered opportunity page) carries the security headers
 * from the one hook. Fails on any header missing or weakened.
 */
describe.each(suiteDatabaseKinds())('security headers on %s', (kind) => {
  let t: TestApp;
  let https: ProcuraApp;
  let webDist: string;
  let probes = 0;

  beforeAll(async () => {
    // A built web app is one index.html and its assets: enough to serve its pages here.
    webDist = mkdtempSync(path.join(tmpdir(), 'procura-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Procura</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDist, 'app.js'), 'console.log("procura");');
    t = await createTestApp(kind, { config: { webDistDir: webDist } });
    https = await buildApp({
      config: testConfig({ webDistDir: webDist, publicUrl: 'https://procura.example' }),
      db: t.database.db,
      clock: t.clock,
      logger: false,
    });
    await https.app.ready();
  });
  afterAll(async () => {
    console.info(`security headers (${kind}): ${probes} answers checked`);
    await https?.app.close();
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, app = t.app) => {
    probes += 1;
    return app.inject({ method: 'GET', url });
  };
  const directives = (response: LightMyRequestResponse) =>
    new Map(
      String(response.headers['content-security-policy'] ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name ?? '', values]),
    );
  const everyAnswer = (response: LightMyRequestResponse, what: string) => {
    expect(response.headers['x-content-type-options'], what).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
    expect(response.headers['permissions-policy'], what).toContain('camera=()');
    expect(response.headers['referrer-policy'], what).toMatch(
      /^(no-referrer|strict-origin-when-cross-origin)$/,
    );
    expect(response.headers['content-security-policy'], what).toBeDefined();
  };

  const pages = [
    ['/login', false],
    ['/', false],
    ['/projects/12/build/settings', false],
    ['/portal/demo', false],
    ['/portal/demo/opportunities/5', false],
    ['/approval/7/approver/9?uat=secret-token', true],
    ['/esignature/landing?envelopeId=1&signerId=2&token=secret-token', true],
    ['/resetpassword?email=a%40b.test&token=secret-token', true],
    ['/verifyEmail?email=a%40b.test&token=secret-token', true],
    ['/portal/demo/verify-email?token=secret-token', true],
    ['/portal/demo/reset-password?token=secret-token', true],
  ] as const;

  it.each(pages)(
    'serves %s under a strict policy, unframeable, with a nonce of its own',
    async (url, tokenPage) => {
      const [first, second] = [await get(url), await get(url)];
      for (const page of [first, second]) {
        expect(page.statusCode).toBe(200);
        everyAnswer(page, url);
        const csp = directives(page);
        expect(csp.get('default-src')).toEqual(["'self'"]);
        expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('base-uri')).toEqual(["'self'"]);
        expect(csp.get('form-action')).toEqual(["'self'"]);
        expect(page.headers['x-frame-options']).toBe('DENY');
        expect(page.headers['referrer-policy']).toBe(
          tokenPage ? 'no-referrer' : 'strict-origin-when-cross-origin',
        );
        expect(page.headers['strict-transport-security']).toBeUndefined();
        // The style nonce of the policy is the one the page hands its libraries, new on every answer.
        const nonce =
          csp
            .get('style-src')
            ?.find((v) => v.startsWith("'nonce-"))
            ?.slice(7, -1) ?? '';
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
      }
      expect(directives(first).get('style-src')).not.toEqual(directives(second).get('style-src'));
    },
  );

  it('adds HSTS and upgrades requests when the public address is https', async () => {
    const page = await get('/login', https.app);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(page).has('upgrade-insecure-requests')).toBe(true);
    const api = await get('/api/v1/features', https.app);
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("sends the web's own files with the page's policy (a worker runs under its script's)", async () => {
    const script = await get('/app.js');
    expect(script.statusCode).toBe(200);
    everyAnswer(script, '/app.js');
    expect(directives(script).get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('answers every API route of the inventory with nosniff, no-store and a policy that runs nothing', async () => {
    const checked: string[] = [];
    for (const route of t.routes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => (name === 'agency' ? 'demo' : '1'));
      probes += 1;
      const answer = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: jsonHeaders,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const what = `${route.method} ${route.url} (${answer.statusCode})`;
      everyAnswer(answer, what);
      expect(answer.headers['cache-control'], what).toBe('no-store');
      const csp = directives(answer);
      expect(csp.get('default-src'), what).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
      checked.push(what);
    }
    expect(checked.length).toBe(t.routes.length);
  });

  it('serves the public opportunity page with no script at all', async () => {
    const page = await get(`/api/v1/public/opportunities/${t.seed.demoCustomerId}/999999?format=html`);
    everyAnswer(page, 'public opportunity');
    const csp = directives(page);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets the API documentation page bring its own policy', async () => {
    const docs = await get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-type'])).toContain('text/html');
    everyAnswer(docs, '/api/docs');
    const csp = directives(docs);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')?.every((v) => v === "'self'" || v.startsWith("'sha256-"))).toBe(true);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});
