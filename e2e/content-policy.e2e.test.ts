import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { signInThroughForm } from './support/journeys.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { day, demoPassword, publishTender } from './support/tender.ts';

/**
 * What the page's Content-Security-Policy could break and no other journey shows (issue 20 §1):
 * the rich-text editor's own styles and the frames the app writes, which live under the page's
 * policy. Every journey runs under the violation watch (support/policy-violations.ts); these
 * also check that what the policy admits is applied.
 */
describe('the app under its Content-Security-Policy in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let projectId = 0;
  const projectName = 'Policy probe';

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ projectId } = await publishTender(browser, server, { name: projectName, closesIn: 10 * day }));
    context = await browser.newContext();
    page = await context.newPage();
    await signInThroughForm(page, server.url, 'lead@demo.procura.local', demoPassword);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('the rich-text editor formats a text with its own styles and exports it through the print frame', async () => {
    await page.goto(`${server.url}/projects/${projectId}/build/submission-requirements/instructions`);
    const text = page.getByTestId('section-text');
    const editor = text.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Bring your own shovel.');
    await page.keyboard.press('ControlOrMeta+A');
    await text.getByRole('button', { name: 'Bold' }).click();
    await text.getByRole('button', { name: 'Alignment' }).click();
    await page.getByRole('menuitem', { name: 'Centre' }).click();
    await editor.locator('strong', { hasText: 'Bring your own shovel.' }).waitFor();
    // Alignment is a style attribute, which the policy admits; Tiptap's base styles are a
    // <style> element admitted by the nonce (break-spaces is theirs alone).
    expect(await editor.locator('p').evaluate((p) => getComputedStyle(p).textAlign)).toBe('center');
    expect(await editor.evaluate((e) => getComputedStyle(e).whiteSpace)).toBe('break-spaces');

    // The print frame is a srcdoc page under the page's policy: its style element has the nonce.
    const printed = page.waitForEvent('frameattached');
    await text.getByRole('button', { name: 'Export to PDF' }).click();
    const frame = await printed;
    await frame.waitForLoadState();
    expect(await frame.locator('strong').textContent()).toBe('Bring your own shovel.');
  });

  it('the project preview shows the public page with its own styles', async () => {
    await page.goto(`${server.url}/projects/${projectId}/build/details`);
    await page.getByTestId('action-preview').click();
    const preview = page.frameLocator('[data-testid="project-preview-frame"]');
    await preview.getByRole('heading', { name: projectName }).waitFor();
    // 52rem: the public page's own style block, admitted by the nonce the web stamped on it.
    expect(await preview.locator('body').evaluate((body) => getComputedStyle(body).maxWidth)).toBe('832px');
  });
});
