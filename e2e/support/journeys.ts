import type { Page } from 'playwright-core';

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
