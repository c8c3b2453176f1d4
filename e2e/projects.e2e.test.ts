import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { signInThroughForm } from './support/journeys.ts';
import { type E2eServer, startServer } from './support/server.ts';

const password = 'Procura!Demo2026';
/** The demo agency's zone (seed): every date is typed on its wall clock. */
const agencyZone = 'America/Toronto';
const csrf = { 'x-requested-with': 'procura' };

/** `date` on the agency's wall clock, as a datetime-local input takes it (YYYY-MM-DDTHH:mm). */
function agencyLocal(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: agencyZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const days = (n: number) => n * 24 * 60 * 60_000;

/** A small valid PDF, made here so the journey needs no fixture file. */
function smallPdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/** The envelope's values (001 §1: `{ data: { <name>DTO: { values } } }`). */
async function valuesOf<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T[]> {
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { data: Record<string, { values: T[] }> };
  return Object.values(body.data)[0]?.values ?? [];
}

/** Picks `option` in the Mantine select or multi-select whose input carries `data-field`. */
async function choose(page: Page, field: string, option: string) {
  await page.locator(`[data-field="${field}"]`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function projectIdFromUrl(page: Page): Promise<number> {
  await page.waitForURL(/\/projects\/\d+\/build\/settings$/);
  return Number(/\/projects\/(\d+)\//.exec(page.url())?.[1]);
}

async function expectStatus(page: Page, status: string) {
  await page.locator(`[data-testid="project-status"][data-status="${status}"]`).waitFor();
}

describe('projects and the Build phase in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();

    // The administrator sets up what the lead will choose: a department with a division, a category.
    const admin = await browser.newContext();
    const login = await admin.request.post(`${server.url}/api/v1/login`, {
      headers: csrf,
      data: { domain: 'demo', username: 'admin@demo.procura.local', password },
    });
    expect(login.status()).toBe(200);
    const info = await (
      await admin.request.post(`${server.url}/api/v1/login/validate`, { headers: csrf })
    ).json();
    const base = `${server.url}/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}`;
    const [department] = await valuesOf<{ id: number }>(
      await admin.request.post(`${base}/Departments`, { headers: csrf, data: { name: 'Public Works' } }),
    );
    await valuesOf(
      await admin.request.post(`${base}/Divisions`, {
        headers: csrf,
        data: { departmentId: department?.id, name: 'Roads' },
      }),
    );
    await valuesOf(
      await admin.request.post(`${base}/Category`, {
        headers: csrf,
        data: { code: 'CON', name: 'Construction' },
      }),
    );
    await admin.close();

    // The browser runs in another zone than the agency: dates still follow the agency's clock.
    context = await browser.newContext({ timezoneId: 'Asia/Tokyo', acceptDownloads: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('creates a Public project, works through the checklist, publishes and republishes it', async () => {
    await signInThroughForm(page, server.url, 'lead@demo.procura.local', password);

    // The wizard: a new Public project by name; it opens on its Build settings.
    await page.getByTestId('nav-projects-new').click();
    await page.getByTestId('wizard-start-new').waitFor();
    await page.getByTestId('wizard-method-Public').check();
    await page.getByTestId('wizard-name').fill('Road resurfacing 2026');
    await page.getByTestId('wizard-create').click();
    const projectId = await projectIdFromUrl(page);
    expect(await page.getByTestId('project-name').textContent()).toBe('Road resurfacing 2026');
    await expectStatus(page, 'Design_Mode_Pending');

    // Publish shows what is missing.
    await page.getByTestId('action-publish').click();
    await page.waitForURL(/\/build\/publish$/);
    const checklist = page.getByTestId('publish-checklist');
    await checklist.waitFor();
    for (const item of ['description', 'department', 'classification', 'closingDate', 'documents']) {
      await checklist.getByTestId(`checklist-item-${item}`).waitFor();
    }
    expect(await page.getByTestId('publish-now').count()).toBe(0);

    // An item's link opens the page that fixes it.
    await checklist.getByTestId('checklist-item-description').click();
    await page.waitForURL(/\/build\/details\?field=description$/);
    await page.locator('[data-field="description"]').fill('Resurfacing of the main roads, phase one.');
    await choose(page, 'departmentId', 'Public Works');
    await choose(page, 'divisionId', 'Roads');
    await choose(page, 'classification', 'Construction');
    await choose(page, 'categoryIds', 'CON — Construction');
    await page.keyboard.press('Escape');
    await choose(page, 'projectLeadId', 'Priya Raman');
    await page.locator('[data-field="estimatedValue"]').fill('250000');
    await page.getByTestId('save-details').click();
    await page.getByTestId('project-unsaved').waitFor({ state: 'detached' });

    // Dates, typed on the agency's clock, which the page names.
    await page.getByTestId('build-tab-dates').click();
    expect(await page.getByTestId('dates-time-zone').textContent()).toContain(agencyZone);
    const now = server.clock.now().getTime();
    await page.getByTestId('date-dateAvailable').fill(agencyLocal(new Date(now + days(2))));
    await page.getByTestId('date-questionDeadline').fill(agencyLocal(new Date(now + days(10))));
    await page
      .getByTestId('date-incompleteQuestionNotificationDate')
      .fill(agencyLocal(new Date(now + days(5))));
    await page.getByTestId('date-dateClosing').fill(agencyLocal(new Date(now + days(30))));
    await page.getByTestId('save-dates').click();
    await page.getByTestId('project-unsaved').waitFor({ state: 'detached' });

    // A bid document.
    await page.getByTestId('build-tab-documents').click();
    await page
      .getByTestId('document-upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'specifications.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
    await page.getByTestId('document-upload').getByRole('button', { name: 'Upload' }).click();
    await page.getByTestId('documents-table').getByText('specifications.pdf').first().waitFor();

    // Nothing is missing now: publish.
    await page.getByTestId('build-tab-publish').click();
    await page
      .getByTestId('publish-ready')
      .waitFor({ timeout: 5000 })
      .catch(async (e) => {
        console.log('DEBUG', await page.locator('main').innerText());
        throw e;
      });
    await page.getByTestId('publish-now').click();
    await expectStatus(page, 'Open');

    // Editing the publish date of a published project returns it to In Progress after a warning.
    await page.getByTestId('build-tab-dates').click();
    await page
      .getByTestId('date-dateAvailable')
      .fill(agencyLocal(new Date(server.clock.now().getTime() + days(3))));
    await page.getByTestId('dates-republish-warning').waitFor();
    await page.getByTestId('save-dates').click();
    await page.getByTestId('confirm-action').click();
    await expectStatus(page, 'Design_Mode_Pending');
    expect(projectId).toBeGreaterThan(0);
  });
});
