import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startIdentityProvider, type TestIdentityProvider } from './support/identity-provider.ts';
import { type E2eServer, startServer } from './support/server.ts';

const certificate = readFileSync(
  path.join(import.meta.dirname, '../apps/server/test/fixtures/saml/idp-cert.pem'),
  'utf8',
);

describe('single sign-on in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let idp: TestIdentityProvider;
  const sp = { entityId: '', acsUrl: '' };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    idp = await startIdentityProvider({
      email: 'buyer@demo.procura.local',
      spEntityId: () => sp.entityId,
      acsUrl: () => sp.acsUrl,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await idp?.close();
    await server?.close();
  });

  it('signs in through the identity provider from the login screen', async () => {
    Object.assign(sp, await enableSingleSignOn(browser, server, idp.signOnUrl));

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-domain').fill('demo');
    await page.getByTestId('login-sso').click();
    const welcome = page.getByTestId('dashboard-welcome');
    await welcome.waitFor();
    expect(await welcome.textContent()).toContain('Sam Tremblay');
    expect(new URL(page.url()).searchParams.has('passthrough')).toBe(false);
    await context.close();
  });

  it('brings a refused assertion back to the login page with the message', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // An assertion for an unknown person is refused by the service provider.
    const stranger = await startIdentityProvider({
      email: 'nobody@demo.procura.local',
      spEntityId: () => sp.entityId,
      acsUrl: () => sp.acsUrl,
    });
    try {
      await enableSingleSignOn(browser, server, stranger.signOnUrl);
      await page.goto(`${server.url}/login`);
      await page.getByTestId('login-domain').fill('demo');
      await page.getByTestId('login-sso').click();
      await page.waitForURL(/\/login\?err=/);
      await page.getByText('No account matches this SSO identity.').waitFor();
    } finally {
      await stranger.close();
      await context.close();
    }
  });
});

/** The administrator turns single sign-on on through the API, as the settings page does; answers our SP identity. */
async function enableSingleSignOn(
  browser: Browser,
  server: E2eServer,
  idpUrl: string,
): Promise<{ entityId: string; acsUrl: string }> {
  const admin = await browser.newContext();
  try {
    const headers = { 'x-requested-with': 'procura' };
    const login = await admin.request.post(`${server.url}/api/v1/login`, {
      headers,
      data: { domain: 'demo', username: 'admin@demo.procura.local', password: 'Procura!Demo2026' },
    });
    const info = await login.json();
    const saved = await admin.request.put(
      `${server.url}/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}/CustomerSsoSaml`,
      {
        headers,
        data: { enabled: true, allowLocalLogin: true, idpUrl, logoutUrl: '', certificate, metadataUrl: '' },
      },
    );
    expect(saved.status()).toBe(200);
    return (await saved.json()).data.customerSsoSamlDTO.values[0].serviceProvider;
  } finally {
    await admin.close();
  }
}
