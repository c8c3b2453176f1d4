import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { chooseDomain, signInThroughForm, submitCredentials } from './support/journeys.ts';
import { takePolicyViolations } from './support/policy-violations.ts';
import { type E2eServer, startServer } from './support/server.ts';

const password = 'Procura!Demo2026';

describe('foundation journeys in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('signs in through the domain step to the shell', async () => {
    await page.goto(`${server.url}/team/all`);
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/team/all');
    // The title is set once the screen has rendered.
    await expect.poll(() => page.title()).toBe('Login');
    // Both buttons wait for a domain.
    expect(await page.getByTestId('login-local').isDisabled()).toBe(true);
    expect(await page.getByTestId('login-sso').isDisabled()).toBe(true);
    await chooseDomain(page, 'demo');
    expect(await page.getByTestId('login-submit').isDisabled()).toBe(true);
    await submitCredentials(page, 'admin@demo.procura.local', password);
    await page.waitForURL(`${server.url}/team/all`);
    await page.getByTestId('team-count').waitFor();
    await page.goto(`${server.url}/`);
    const welcome = page.getByTestId('dashboard-welcome');
    await welcome.waitFor();
    expect(await welcome.textContent()).toContain('Alex Morgan');
    expect(await welcome.textContent()).toContain('Buyer');
    // An unknown path goes to the dashboard.
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL(`${server.url}/`);
  });

  it('serves the login page under its policy: unframeable, styles by the nonce only, a refusal heard', async () => {
    const response = await page.goto(`${server.url}/login`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    const nonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`);
    await page.getByTestId('login-domain').waitFor();
    // Mantine's theme variables come in a <style> element the policy admits by its nonce: the
    // primary colour is the theme's indigo (#4c6ef5), not the blue of Mantine's static sheet.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled'),
    );
    expect(primary).toBe('#4c6ef5');
    // The watch every page runs under hears a refusal: a <style> element without the nonce.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { color: red; }';
      document.head.append(style);
    });
    const heard: string[] = [];
    await expect
      .poll(() => {
        heard.push(...takePolicyViolations());
        return heard.some((v) => v.includes('violation of style-src-elem: blocked inline'));
      })
      .toBe(true);
  });

  it('shows the lock-out dialog on the fifth wrong password', async () => {
    await page.goto(`${server.url}/login`);
    await chooseDomain(page, 'demo');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await submitCredentials(page, 'buyer@demo.procura.local', `Wrong!Password${attempt}`);
      await page.getByTestId('login-failure').waitFor();
    }
    await submitCredentials(page, 'buyer@demo.procura.local', 'Wrong!Password5');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/locked/i);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('returns an expired session to /login with the redirect and the error text', async () => {
    await signInThroughForm(page, server.url, 'lead@demo.procura.local', password);
    await page.goto(`${server.url}/team/all`);
    await page.getByTestId('team-count').waitFor();
    server.clock.advance(31 * 60_000);
    await page.getByTestId('team-search').fill('Priya');
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('err')).toBe('Session has expired.');
    expect(url.searchParams.get('redirect')).toBe('/team/all');
    await page.getByText('Session has expired.').waitFor();
  });

  it('shows the access-denied screen without the permission, and the server refuses the call', async () => {
    await signInThroughForm(page, server.url, 'evaluator@demo.procura.local', password);
    await page.goto(`${server.url}/team/all`);
    const denied = page.getByTestId('access-denied');
    await denied.waitFor();
    expect(await denied.textContent()).toContain(
      'You do not have sufficient permission to access this content.',
    );
    const session = await page.request.post(`${server.url}/api/v1/login/validate`, {
      headers: { 'x-requested-with': 'procura' },
    });
    const info = await session.json();
    const refused = await page.request.get(
      `${server.url}/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}/Users`,
    );
    expect(refused.status()).toBe(403);
  });

  it('resets a forgotten password from the mailed link, then signs in with the new one', async () => {
    const target = 'evaluator@demo.procura.local';
    await page.goto(`${server.url}/login`);
    await chooseDomain(page, 'demo');
    await page.getByTestId('login-forgot').click();
    await expect.poll(() => page.title()).toBe('Forgot Password');
    await page.getByTestId('forgot-email').fill(target);
    await page.getByTestId('forgot-confirm').click();
    const sent = page.getByTestId('forgot-sent');
    await sent.waitFor();
    expect(await sent.textContent()).toContain(target);

    const mail = await server.lastMailTo(target);
    const link = /https?:\/\/\S+\/resetpassword\?\S+/.exec(mail?.textBody ?? '')?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await page.getByTestId('reset-password').fill('Brand!New99XY');
    await page.getByTestId('reset-confirmation').fill('Brand!New99XY');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();

    await signInThroughForm(page, server.url, target, 'Brand!New99XY');
    expect(await page.getByTestId('dashboard-welcome').textContent()).toContain('Jordan Lee');
  });
});
