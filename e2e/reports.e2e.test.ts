import {
  type CustomProjectReport,
  findBuiltInReport,
  findProjectReportColumn,
  noticeCatalogue,
  type ScheduledReport,
  zonedLocalToUtc,
} from '@procura/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { agencyZone, midNextMonth, projectsClosingOn } from './support/dashboard.ts';
import { agencyLocalIn, outboxMailTo } from './support/email.ts';
import { signInThroughForm, step } from './support/journeys.ts';
import { answerTo, isCall } from './support/performance.ts';
import {
  customReportRows,
  downloadFrom,
  holdCalls,
  sheetRows,
  summaryStatisticsRows,
  userIdOf,
} from './support/reports.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { demoPassword } from './support/tender.ts';

const lead = 'lead@demo.procura.local';
const buyer = 'buyer@demo.procura.local';
/** The library report of the journey: one row per sourced project, so the projects made here fill it. */
const reportName = 'SummaryStatistics';
const report = findBuiltInReport(reportName);
const leadsProjects = ['Salt dome roof', 'Culvert relining', 'Park lighting'] as const;
const buyersProjects = ['Fleet tyres'] as const;
const customName = 'Projects I lead';
/** Project Number and Project Name (the defaults, 23 and 24), then Project Status. */
const customColumns = [23, 24, 4] as const;
const minute = 60_000;

const labelsOf = (ids: readonly number[]) => ids.map((id) => findProjectReportColumn(id)?.label.en ?? '');

describe('reports in Chromium: a library report favoured, run, downloaded and mailed; a custom report built in the wizard and refreshed', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let leadId = 0;
  let subscription: ScheduledReport;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // Sourced projects closing next month: the lead's three and one of the buyer's, which the
    // custom report's lead filter leaves out.
    const day = midNextMonth(server.clock.now());
    await projectsClosingOn(browser, server, { username: lead, day, names: leadsProjects });
    await projectsClosingOn(browser, server, { username: buyer, day, names: buyersProjects });
    leadId = await userIdOf(server.db, lead);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('the lead opens the Reports Library from the navigation and marks Summary Statistics a favourite', async () => {
    await step([page], async () => {
      await signInThroughForm(page, server.url, lead, demoPassword);
      await page.getByTestId('nav-reports-library').click();
      const card = page.getByTestId(`report-card-${reportName}`);
      await card.waitFor();
      // No favourite yet: the category is not offered.
      expect(await page.getByTestId('report-category-Favourites').count()).toBe(0);

      const star = card.getByTestId(`report-favourite-${reportName}`);
      expect(await star.getAttribute('aria-pressed')).toBe('false');
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
      const favourites = page.getByTestId('report-category-Favourites');
      await expect.poll(() => favourites.textContent()).toBe('Favourites1');
      await favourites.click();
      await expect.poll(() => page.locator('article[data-testid^="report-card-"]').count()).toBe(1);
      await card.waitFor();
    });
  });

  it('runs it as Excel: rows written while it is written, then a workbook whose rows are the sourced projects', async () => {
    const expected = await summaryStatisticsRows(server.db);
    expect(expected.map(([, name]) => name).sort()).toEqual([...leadsProjects, ...buyersProjects].sort());
    await step([page], async () => {
      const card = page.getByTestId(`report-card-${reportName}`);
      // The first look at the run is held, so the progress the queued run shows stays to be seen.
      const poll = await holdCalls(page, 'GET', new RegExp(`/Report/Generation/${reportName}$`));
      await card.getByTestId(`report-run-${reportName}`).click();
      const progress = card.getByTestId(`report-run-progress-${reportName}`);
      await progress.waitFor();
      expect(await progress.textContent()).toMatch(/^\d+ rows written$/);
      expect(await progress.locator('.mantine-Loader-root').count()).toBe(1);
      await poll.arrived;
      await poll.release();

      const done = card.getByTestId(`report-run-done-${reportName}`);
      await done.waitFor();
      expect(await progress.count()).toBe(0);
      expect(await done.textContent()).toContain(`Ready: ${expected.length} rows.`);
      const file = await downloadFrom(page, () => card.getByTestId(`report-download-${reportName}`).click());
      expect(file.fileName).toMatch(/\.xlsx$/);
      const [header, ...rows] = await sheetRows(file.bytes);
      expect(header).toEqual(report?.columns.map((column) => column.label.en));
      expect(rows.map((row) => row.slice(0, 2))).toEqual(expected);
    });
  });

  it('subscribes the lead to it daily, a few minutes after the server’s now in the agency’s time', async () => {
    // A whole minute ahead at least, as the form takes hours and minutes.
    const later = agencyLocalIn(server, 5 * minute, agencyZone).slice(0, 16);
    const [start, sendAt] = later.split('T') as [string, string];
    await step([page], async () => {
      const card = page.getByTestId(`report-card-${reportName}`);
      await card.getByTestId(`report-subscribe-${reportName}`).click();
      const dialog = page.getByRole('dialog', { name: `Subscribe to ${report?.title.en}` });
      await dialog.getByLabel(/^Start date/).fill(start);
      await dialog.getByLabel(/^Time/).fill(sendAt);
      await dialog.getByRole('radio', { name: 'Daily', exact: true }).check();
      // The subscriber is the recipient the form starts with.
      // The form's recipients are pills: the subscriber's name alone.
      await expect
        .poll(() => dialog.locator('.mantine-Pill-label').allTextContents())
        .toEqual(['Priya Raman']);
      const [saved] = await answerTo<ScheduledReport>(page, isCall('POST', /\/Report\/Scheduled$/), () =>
        dialog.getByTestId('subscription-save').click(),
      );
      if (!saved) throw new Error('the subscription answered nothing');
      subscription = saved;
      await dialog.waitFor({ state: 'detached' });
      await card.getByTestId(`report-unsubscribe-${reportName}`).waitFor();
    });
    expect(subscription.frequency).toBe('Daily');
    expect(subscription.start.slice(0, 10)).toBe(start);
    expect(subscription.sendAt.slice(0, 5)).toBe(sendAt);
    expect(subscription.recipientDTOs.map((r) => r.email)).toEqual([lead]);
    expect(subscription.nextSendAt).toBe(zonedLocalToUtc(later, agencyZone).toISOString());
  });

  it('builds a custom report in the Report Centre’s wizard, previews it and saves it', async () => {
    const expected = await customReportRows(server.db, leadId);
    expect(expected).toHaveLength(leadsProjects.length);
    await step([page], async () => {
      await page.getByTestId('nav-reports-center').click();
      await page.getByRole('heading', { name: 'Report Centre', level: 1 }).waitFor();
      await page.getByTestId('empty-state').getByRole('button', { name: 'New report' }).click();
      const wizard = page.getByTestId('report-wizard');
      const stepOf = wizard.getByTestId('report-wizard-step');
      const next = wizard.getByRole('button', { name: 'Next', exact: true });

      expect(await wizard.getByRole('radio', { name: 'Projects' }).isChecked()).toBe(true);
      expect(await wizard.getByRole('radio', { name: /^Suppliers/ }).isDisabled()).toBe(true);
      await next.click();
      await expect.poll(() => stepOf.textContent()).toBe('Step 2 of 6');
      await wizard.getByRole('radio', { name: 'All', exact: true }).check();
      await next.click();
      // No status and no date range: every status, every date.
      await expect.poll(() => stepOf.textContent()).toBe('Step 3 of 6');
      await next.click();
      await expect.poll(() => stepOf.textContent()).toBe('Step 4 of 6');
      await next.click();
      await expect.poll(() => stepOf.textContent()).toBe('Step 5 of 6');
      await wizard.getByLabel('Procurement lead', { exact: true }).click();
      await page.getByRole('option', { name: 'Priya Raman', exact: true }).click();
      await next.click();
      await expect.poll(() => stepOf.textContent()).toBe('Step 6 of 6');

      const chosen = wizard.getByTestId('report-columns-chosen').locator('li > p');
      await expect.poll(() => chosen.allTextContents()).toEqual(labelsOf([23, 24]));
      await wizard.getByRole('checkbox', { name: 'Project Status', exact: true }).check();
      await expect.poll(() => chosen.allTextContents()).toEqual(labelsOf(customColumns));
      await wizard.getByRole('textbox', { name: 'Report name' }).fill(customName);

      await wizard.getByRole('button', { name: 'Preview', exact: true }).click();
      const total = wizard.getByTestId('report-preview-total');
      await expect
        .poll(() => total.textContent())
        .toBe(`The first ${expected.length} of ${expected.length} rows.`);
      const preview = wizard.getByTestId('report-preview');
      expect(await preview.locator('thead th').allTextContents()).toEqual(labelsOf(customColumns));
      const previewRows = await preview
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
        );
      expect(previewRows).toEqual(expected);

      const [saved] = await Promise.all([
        page.waitForResponse(isCall('POST', /\/Report\/CustomProject$/)),
        wizard.getByRole('button', { name: 'Save report', exact: true }).click(),
      ]);
      expect(saved.status(), await saved.text()).toBe(200);
      const { customReport } = ((await saved.json()) as { data: { customReport: CustomProjectReport } }).data;
      expect(customReport.columns).toEqual([...customColumns]);
      expect(customReport.filters.projectLeadId).toEqual([leadId]);
      await wizard.waitFor({ state: 'detached' });
      const row = page.getByTestId(`custom-report-${customReport.id}`);
      await row.getByText(customName, { exact: true }).waitFor();
      expect(await row.getByRole('cell').nth(1).textContent()).toBe('Priya Raman');
    });
  });

  it('refreshes it: Refreshing… while it is written, then a Download whose workbook holds the lead’s projects', async () => {
    const expected = await customReportRows(server.db, leadId);
    await step([page], async () => {
      const row = page
        .getByTestId('custom-reports-table')
        .locator('tbody tr')
        .filter({ hasText: customName });
      // The refresh call is held: while it is under way the row says so in place of its Refresh.
      const refresh = await holdCalls(page, 'GET', /\/Report\/RefreshCustomProject\/\d+$/);
      await row.getByRole('button', { name: `Refresh ${customName}`, exact: true }).click();
      const refreshing = row.getByText('Refreshing…', { exact: true });
      await refreshing.waitFor();
      expect(await row.getByRole('link', { name: `Download ${customName}` }).count()).toBe(0);
      await refresh.arrived;
      await refresh.release();

      const link = row.getByRole('link', { name: `Download ${customName}`, exact: true });
      await link.waitFor();
      expect(await refreshing.count()).toBe(0);
      expect(await row.getByRole('cell').nth(3).textContent()).toBe('Priya Raman');
      const file = await downloadFrom(page, () => link.click());
      const [header, ...rows] = await sheetRows(file.bytes);
      expect(header).toEqual(labelsOf(customColumns));
      expect(rows).toEqual(expected);
    });
  });

  it('the clock passes the subscription’s time: the job mails the lead the report as a workbook, once', async () => {
    expect(subscription).toBeDefined();
    const expected = await summaryStatisticsRows(server.db);
    // Last: the moved clock may end the browser's session.
    server.clock.set(new Date(Date.parse(subscription.nextSendAt) + 1000));
    expect(await server.mailDueSubscriptions()).toBe(1);
    // The period is mailed: a second run finds nothing due.
    expect(await server.mailDueSubscriptions()).toBe(0);

    const subject = noticeCatalogue.reportSubscription.en.subject
      .replace('#ReportTitle#', report?.title.en ?? '')
      .replace('#AgencyName#', 'City of Demo');
    const mail = await outboxMailTo(server, lead, subject);
    expect(mail.kind).toBe('reportSubscription');
    expect(mail.textBody).toContain('Priya Raman subscribed you to receive it daily.');
    const [attachment, ...others] = mail.attachments ?? [];
    expect(others).toHaveLength(0);
    expect(attachment?.fileName).toMatch(/^Summary Statistics - \d{2}\.\d{2}\.\d{4}\.xlsx$/);
    expect(attachment?.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [header, ...rows] = await sheetRows(server.storedFile(attachment?.storageKey ?? ''));
    expect(header).toEqual(report?.columns.map((column) => column.label.en));
    expect(rows.map((row) => row.slice(0, 2))).toEqual(expected);
  });
});
