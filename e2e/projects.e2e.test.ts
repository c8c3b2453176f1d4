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

/** The details the publish checklist asks of a Public project, on the details page. */
async function fillDetails(page: Page, description: string) {
  await page.locator('[data-field="description"]').fill(description);
  await choose(page, 'departmentId', 'Public Works');
  await choose(page, 'divisionId', 'Roads');
  await choose(page, 'classification', 'Construction');
  await choose(page, 'categoryIds', 'CON — Construction');
  await page.keyboard.press('Escape');
  await choose(page, 'projectLeadId', 'Priya Raman');
  await page.locator('[data-field="estimatedValue"]').fill('250000');
}

/** Uploads a bid document on the documents page and waits for it in the list. */
async function uploadPdf(page: Page, fileName: string) {
  const upload = page.getByTestId('document-upload');
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: smallPdf() });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await page.getByTestId('documents-table').getByText(fileName).first().waitFor();
}

async function projectIdFromUrl(page: Page): Promise<number> {
  await page.waitForURL(/\/projects\/\d+\/build\/settings$/);
  return Number(/\/projects\/(\d+)\//.exec(page.url())?.[1]);
}

/** What shows that a Build page is on screen (the settings page shares some field names). */
const buildPageMarks = {
  details: 'build-details-form',
  dates: 'build-dates-form',
  documents: 'document-upload',
  publish: 'publish-status',
} as const;

async function openBuildPage(page: Page, name: keyof typeof buildPageMarks) {
  await page.getByTestId(`build-tab-${name}`).click();
  await page.waitForURL(new RegExp(`/build/${name}$`));
  await page.getByTestId(buildPageMarks[name]).waitFor();
}

async function expectStatus(page: Page, status: string) {
  await page.locator(`[data-testid="project-status"][data-status="${status}"]`).waitFor();
}

describe('projects and the Build phase in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The Public project the first journey creates and the second one builds on. */
  let roadProjectId = 0;

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
    await page.getByTestId('build-details-form').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-field')))
      .toBe('description');
    await fillDetails(page, 'Resurfacing of the main roads, phase one.');
    await page.getByTestId('save-details').click();
    await page.getByTestId('project-unsaved').waitFor({ state: 'detached' });

    // Dates, typed on the agency's clock, which the page names.
    await openBuildPage(page, 'dates');
    expect(await page.getByTestId('dates-time-zone').textContent()).toContain(agencyZone);
    const now = server.clock.now().getTime();
    const closing = agencyLocal(new Date(now + days(30)));
    await page.getByTestId('date-dateAvailable').fill(agencyLocal(new Date(now + days(2))));
    await page.getByTestId('date-questionDeadline').fill(agencyLocal(new Date(now + days(10))));
    await page
      .getByTestId('date-incompleteQuestionNotificationDate')
      .fill(agencyLocal(new Date(now + days(5))));
    await page.getByTestId('date-dateClosing').fill(closing);
    await page.getByTestId('save-dates').click();
    await page.getByTestId('project-unsaved').waitFor({ state: 'detached' });
    // Read back after a reload: the same wall-clock time, though the browser is in Tokyo.
    await page.reload();
    await page.getByTestId('build-dates-form').waitFor();
    expect(await page.getByTestId('date-dateClosing').inputValue()).toBe(closing);

    // A bid document and something for suppliers to hand in online are missing now.
    await openBuildPage(page, 'publish');
    await checklist.getByTestId('checklist-item-documents').waitFor();
    await checklist.getByTestId('checklist-item-onlineFormOrUpload').waitFor();
    expect(await checklist.getByRole('link').count()).toBe(2);

    // A bid document.
    await openBuildPage(page, 'documents');
    await uploadPdf(page, 'specifications.pdf');

    // A document suppliers upload with their submission (Build > submission requirements > documents).
    await page.goto(`${server.url}/projects/${projectId}/build/submission-requirements/documents`);
    await page.getByTestId('upload-add').click();
    const uploadDialog = page.getByRole('dialog');
    await uploadDialog.getByRole('textbox', { name: 'Document' }).fill('Signed form of tender');
    await uploadDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('upload-table').getByText('Signed form of tender').waitFor();

    // Nothing is missing now: publish.
    await openBuildPage(page, 'publish');
    await page.getByTestId('publish-ready').waitFor();
    await page.getByTestId('publish-now').click();
    await expectStatus(page, 'Open');
    expect(await page.getByTestId('project-status').textContent()).toBe('Published');

    // Editing the publish date of a published project returns it to In Progress after a warning.
    await openBuildPage(page, 'dates');
    await page
      .getByTestId('date-dateAvailable')
      .fill(agencyLocal(new Date(server.clock.now().getTime() + days(3))));
    await page.getByTestId('dates-republish-warning').waitFor();
    await page.getByTestId('save-dates').click();
    await page.getByTestId('confirm-action').click();
    await expectStatus(page, 'Design_Mode_Pending');
    expect(await page.getByTestId('project-status').textContent()).toBe('Design / In Progress');
    roadProjectId = projectId;
  });

  it('copies it, saves and uses a template, converts a planned notice, finds, saves and exports the search, and shows the activity', async () => {
    const projectUrl = `${server.url}/projects/${roadProjectId}/build/settings`;

    // Copy: the copy opens as a new project in Design.
    await page.goto(projectUrl);
    await page.getByTestId('project-menu').click();
    await page.getByTestId('menu-copy').click();
    expect(await page.getByTestId('copy-name').inputValue()).toBe('Copy of Road resurfacing 2026');
    await page.getByTestId('copy-confirm').click();
    await page.waitForURL((url) => !url.pathname.startsWith(`/projects/${roadProjectId}/`));
    const copyId = await projectIdFromUrl(page);
    await page.getByTestId('project-name').getByText('Copy of Road resurfacing 2026').waitFor();
    await expectStatus(page, 'Design_Mode_Pending');
    expect(copyId).not.toBe(roadProjectId);

    // Save as Template, then a new project from that template carries its description.
    await page.goto(projectUrl);
    await page.getByTestId('project-menu').click();
    await page.getByTestId('menu-save-template').click();
    await page.getByTestId('copy-name').fill('Road works template');
    await page.getByTestId('copy-confirm').click();
    await page.waitForURL((url) => !url.pathname.startsWith(`/projects/${roadProjectId}/`));
    await projectIdFromUrl(page);
    await page.getByTestId('project-name').getByText('Road works template').waitFor();
    await expectStatus(page, 'Template');

    await page.getByTestId('nav-projects-new').click();
    await page.getByTestId('wizard-start-template').click();
    await page.getByTestId('wizard-template').click();
    await page.getByRole('option', { name: /Road works template/ }).click();
    await page.getByTestId('wizard-name').fill('Sidewalk repairs');
    await page.getByTestId('wizard-create').click();
    await projectIdFromUrl(page);
    await page.getByTestId('project-name').getByText('Sidewalk repairs').waitFor();
    await expectStatus(page, 'Design_Mode_Pending');
    await openBuildPage(page, 'details');
    expect(await page.locator('[data-field="description"]').inputValue()).toBe(
      'Resurfacing of the main roads, phase one.',
    );

    // A notice of planned procurement: published as Planned, then converted into a linked project.
    await page.goto(`${server.url}/projects/new/planned`);
    await page.getByTestId('wizard-method-Public').check();
    await page.getByTestId('wizard-name').fill('Bridge rehabilitation');
    await page.getByTestId('wizard-create').click();
    const plannedId = await projectIdFromUrl(page);
    await openBuildPage(page, 'details');
    await fillDetails(page, 'Rehabilitation of the river bridge.');
    await page.getByTestId('save-details').click();
    await page.getByTestId('project-unsaved').waitFor({ state: 'detached' });
    await openBuildPage(page, 'documents');
    await uploadPdf(page, 'bridge-notice.pdf');
    await openBuildPage(page, 'publish');
    await page.getByTestId('publish-ready').waitFor();
    await page.getByTestId('publish-planned-notice').click();
    await expectStatus(page, 'Planned');

    await page.getByTestId('project-menu').click();
    await page.getByTestId('menu-convert').click();
    await page.getByTestId('convert-confirm').click();
    await page.waitForURL((url) => !url.pathname.startsWith(`/projects/${plannedId}/`));
    const convertedId = await projectIdFromUrl(page);
    expect(convertedId).not.toBe(plannedId);
    await page.getByTestId('project-name').getByText('Bridge rehabilitation').waitFor();
    await expectStatus(page, 'Design_Mode_Pending');
    await openBuildPage(page, 'details');
    await expect
      .poll(() => page.getByTestId('details-linked-project').inputValue())
      .toContain('Bridge rehabilitation');
    await page.getByTestId('project-tab-activities').click();
    await page
      .getByTestId('activity-table')
      .getByText(
        'Priya Raman created the project “Bridge rehabilitation” from a notice of planned procurement',
      )
      .waitFor();

    // The search finds the project; the search is saved and listed; the export is a spreadsheet.
    await page.getByTestId('nav-projects-search').click();
    await page.waitForURL(`${server.url}/projects`);
    await page.getByTestId('projects-search').fill('Road resurfacing');
    await page.getByTestId(`project-row-${roadProjectId}`).waitFor();
    await page.getByTestId('saved-search-save').click();
    await page.getByTestId('saved-search-name').fill('Road projects');
    await page.getByTestId('saved-search-confirm').click();
    await page.getByTestId('saved-search-name').waitFor({ state: 'detached' });
    // Applying the saved search later brings its criteria back.
    await page.getByTestId('projects-clear').click();
    expect(await page.getByTestId('projects-search').inputValue()).toBe('');
    await page.getByTestId('saved-search-select').click();
    await page.getByRole('option', { name: 'Road projects' }).click();
    expect(await page.getByTestId('projects-search').inputValue()).toBe('Road resurfacing');
    await page.getByTestId(`project-row-${roadProjectId}`).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('projects-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');

    // The project's activity feed tells what happened to it.
    await page.getByTestId(`project-row-${roadProjectId}`).click();
    await projectIdFromUrl(page);
    await page.getByTestId('project-tab-activities').click();
    const feed = page.getByTestId('activity-table');
    await feed.waitFor();
    const text = (await feed.textContent()) ?? '';
    expect(text).toContain('Priya Raman created the project “Road resurfacing 2026”');
    expect(text).toContain('Priya Raman updated the project details');
    expect(text).toContain('Priya Raman uploaded the document “specifications.pdf”');
    expect(text).toContain('Priya Raman changed the status from Design / In Progress to Published');
    expect(text).toContain('Priya Raman changed the status from Published to Design / In Progress');
  });
});
