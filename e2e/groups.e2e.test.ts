import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { signInThroughForm } from './support/journeys.ts';
import { type E2eServer, startServer } from './support/server.ts';

const password = 'Procura!Demo2026';

async function saveGroup(page: Page) {
  await page.getByTestId('group-save').click();
  // No Department permission in the group: the editor asks first.
  await page.getByTestId('confirm-action').click();
}

describe('groups and permissions in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("follows a group's new permission in the member's open page without a reload", async () => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInThroughForm(admin, server.url, 'admin@demo.procura.local', password);

    // The administrator creates a group with only Build permissions and the evaluator in it.
    await admin.goto(`${server.url}/team/groups/new`);
    await admin.getByTestId('group-form').waitFor();
    await admin.getByLabel('Name').fill('Build only');
    await admin.getByTestId('permission-category-Build').getByLabel('View Build').check();
    await admin.getByTestId('permission-category-Build').getByLabel('Edit Build').check();
    await admin.getByPlaceholder('No members').click();
    await admin.getByPlaceholder('No members').fill('Jordan');
    await admin.getByRole('option', { name: /Jordan Lee/ }).click();
    await admin.keyboard.press('Escape');
    await saveGroup(admin);
    await admin.waitForURL(/\/team\/groups\/\d+$/);
    const groupUrl = admin.url();

    // The member's control panel is denied.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInThroughForm(member, server.url, 'evaluator@demo.procura.local', password);
    let reloads = 0;
    member.on('load', () => {
      reloads += 1;
    });
    await member.goto(`${server.url}/control-panel`);
    await member.getByTestId('access-denied').waitFor();
    const loadsBefore = reloads;

    // The administrator grants the control panel; the member's open page follows.
    await admin.goto(groupUrl);
    await admin.getByTestId('group-form').waitFor();
    await admin.getByTestId('permission-category-Control Panel').getByLabel('View Control Panel').check();
    await saveGroup(admin);
    await member.getByTestId('access-denied').waitFor({ state: 'detached', timeout: 20_000 });
    await member.getByRole('heading', { name: 'Control Panel' }).waitFor();
    expect(reloads).toBe(loadsBefore);
    expect(new URL(member.url()).pathname).toBe('/control-panel');

    // And the server agrees: the member may now read the account information, not change it.
    const session = await member.request.post(`${server.url}/api/v1/login/validate`, {
      headers: { 'x-requested-with': 'procura' },
    });
    const info = await session.json();
    const base = `${server.url}/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}`;
    expect((await member.request.get(`${base}/customer/${info.customer.id}`)).status()).toBe(200);
    expect(
      (
        await member.request.put(`${base}/TenderNodes`, {
          headers: { 'x-requested-with': 'procura' },
          data: {},
        })
      ).status(),
    ).toBe(403);

    await adminContext.close();
    await memberContext.close();
  });
});
