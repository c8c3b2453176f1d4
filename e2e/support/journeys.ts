import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Steps several journeys share, written once, in the words a person would use. */
export async function chooseDomain(page: Page, domain: string) {
  await page.getByTestId('login-domain').fill(domain);
  await page.getByTestId('login-local').click();
}

export async function submitCredentials(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
  domain = 'demo',
) {
  await page.goto(`${baseUrl}/login`);
  await chooseDomain(page, domain);
  await submitCredentials(page, username, password);
  await page.getByTestId('dashboard-welcome').waitFor();
}

/** Runs a step; on failure, says what each page showed, so a failure in CI can be read. */
export async function step(pages: Page[], work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    const seen = await Promise.all(
      pages.map(
        async (p) =>
          `--- ${p.url()}\n${await p
            .locator('body')
            .textContent()
            .catch(() => '')}`,
      ),
    );
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${seen.join('\n')}`);
  }
}

/**
 * On the project's Award tab, Awards: awards `companyName` its amount on `awardDate` (YYYY-MM-DD),
 * shown to the public.
 */
export async function addAward(
  page: Page,
  award: { companyName: string; amount: string; awardDate: string },
) {
  await page.getByTestId('project-tab-award').click();
  await page.getByTestId('award-tab-awards').click();
  await page.getByTestId('award-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Successful company/ }).click();
  await page.getByRole('option', { name: award.companyName }).click();
  await dialog.getByRole('textbox', { name: 'Award amount' }).fill(award.amount);
  await dialog.getByLabel('Award date').fill(award.awardDate);
  await dialog.getByRole('checkbox', { name: 'Display to public' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('awards-table').getByText(award.companyName).waitFor();
}

/** The project's Award action, confirmed; the project is Awarded, as Award › Summary says. */
export async function awardProject(page: Page) {
  await page.getByTestId('action-award').click();
  await page.getByTestId('confirm-action').click();
  await page.getByTestId('action-award').waitFor({ state: 'detached' });
  await page.getByTestId('project-tab-award').click();
  await page.getByTestId('award-tab-summary').click();
  await expect.poll(() => page.getByTestId('award-phase').textContent()).toBe('Awarded');
}
