import type { AgencyVendor, Project } from '@procura/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eServer } from './server.ts';
import { csrf, staffApi, valuesOf } from './tender.ts';

export type DirectoryEntry = { companyName: string; city: string; email: string };

/**
 * Companies the agency added to its directory itself (Add supplier, no invitation mailed), each
 * with its primary contact, through the API the Add supplier dialog uses. Answers their ids.
 */
export async function addDirectorySuppliers(
  browser: Browser,
  server: E2eServer,
  entries: readonly DirectoryEntry[],
): Promise<number[]> {
  const lead = await staffApi(browser, server, 'lead@demo.procura.local');
  const ids: number[] = [];
  for (const entry of entries) {
    const [vendor] = await valuesOf<AgencyVendor>(
      await lead.request.post(`${lead.base}/Vendors`, {
        headers: csrf,
        data: {
          companyName: entry.companyName,
          city: entry.city,
          country: 'Canada',
          contact: { firstName: 'Pat', lastName: 'Estimator', email: entry.email },
          sendInvitation: false,
        },
      }),
    );
    if (!vendor) throw new Error(`${entry.companyName} was not added`);
    ids.push(vendor.id);
  }
  await lead.context.close();
  return ids;
}

/** An invitational (Private) project the procurement lead creates; it stays in Draft. */
export async function createInvitationalProject(browser: Browser, server: E2eServer, name: string) {
  const lead = await staffApi(browser, server, 'lead@demo.procura.local');
  const [project] = await valuesOf<Project>(
    await lead.request.post(`${lead.base}/Projects`, {
      headers: csrf,
      data: { name, procurementMethod: 'Private' },
    }),
  );
  await lead.context.close();
  if (!project) throw new Error(`${name} was not created`);
  expect(project.procurementMethod).toBe('Private');
  return project.id;
}

/** The supplier signs in on the agency's portal with its email and password. */
export async function signInOnPortal(page: Page, server: E2eServer, email: string, password: string) {
  const portal = `${server.url}/portal/demo`;
  await page.goto(`${portal}/sign-in`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByTestId('sign-in-submit').click();
  await page.waitForURL(portal);
}

/** The company names of a rotational list's members, top to bottom: its turn order. */
export async function listTurnOrder(detail: Locator): Promise<string[]> {
  const rows = detail.getByTestId(/^vendor-list-member-\d+$/);
  const names: string[] = [];
  for (const row of await rows.all()) {
    // Turn, then Company: its first line is the name.
    names.push(((await row.locator('td').nth(1).locator('p').first().textContent()) ?? '').trim());
  }
  return names;
}

/**
 * Build › Invitations, "From a list": the list chosen, `count` asked of it, sent; answers which of
 * `known` companies the result says were invited, in its order, then closes the dialog.
 */
export async function inviteFromList(
  page: Page,
  listName: string,
  count: number,
  known: readonly string[],
): Promise<string[]> {
  await page.getByTestId('invite-from-list').click();
  const dialog = page.getByRole('dialog', { name: 'Invite suppliers from a list' });
  await dialog.getByTestId('invite-list-select').click();
  await page.getByRole('option', { name: listName, exact: true }).click();
  const chosen = dialog.getByTestId('invite-list-chosen');
  await chosen.getByRole('textbox', { name: 'Number of suppliers' }).fill(String(count));
  await chosen.getByTestId('invite-from-list-send').click();
  const invited = chosen.getByTestId('invite-result-invited').getByRole('listitem');
  await expect.poll(() => invited.count()).toBe(count);
  const names: string[] = [];
  for (const item of await invited.all()) {
    // Each line is the company, then the address it was mailed at.
    const text = ((await item.textContent()) ?? '').trim();
    const name = known.find((candidate) => text.startsWith(candidate));
    if (!name) throw new Error(`an unexpected company was invited: ${text}`);
    names.push(name);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return names;
}
