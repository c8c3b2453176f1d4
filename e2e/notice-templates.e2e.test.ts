import {
  type EmailTemplate,
  type IntakeReceipt,
  type IntakeRequest,
  type IntakeSettings,
  intakeSettingsDefaults,
  noticeCatalogue,
} from '@procura/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { agencyDay } from './support/contract.ts';
import { outboxMailTo } from './support/email.ts';
import { type IntakeLink, idOfReference, idsOfLink, mailTo, submitThroughApi } from './support/intake.ts';
import { signInThroughForm, step } from './support/journeys.ts';
import { answerTo, isCall } from './support/performance.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { csrf, demoPassword, staffApi } from './support/tender.ts';

const admin = 'admin@demo.procura.local';
/** The buyer: may create Public projects, so decides intake requests (decision 363). */
const buyer = 'buyer@demo.procura.local';
const requester = { firstName: 'Robin', lastName: 'Ashby', email: 'robin.ashby@parks.demo.test' };
const projectName = 'Splash pad resurfacing';
const platformWording = noticeCatalogue.intakeDeclined.en;
/** The agency's own subject: the platform never writes these words, and the reference is a token. */
const customSubject = 'City of Demo intake #Reference#: not taken forward this year';
/** A reason with every character HTML gives a meaning to, so the escaping shows in the mail. */
const declineReason = 'Covered by the parks contract <PM-12> & its "surfaces" schedule; it\'s booked.';
const escapedReason =
  'Covered by the parks contract &lt;PM-12&gt; &amp; its &quot;surfaces&quot; schedule; it&#39;s booked.';

describe('notice templates in Chromium: the agency rewords the intake decline, and the platform sends its words', () => {
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let ids: IntakeLink;
  let template: EmailTemplate;

  async function pageFor() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ids = await takeIntakeRequests(browser, server);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it('the administrator finds the decline notice, reads the platform’s wording and customises its subject', async () => {
    const page = await pageFor();
    await step([page], async () => {
      await signInThroughForm(page, server.url, admin, demoPassword);
      await page.goto(`${server.url}/control-panel/email-notifications`);
      // The group picker is searchable: a few letters find the notice among the groups.
      const group = page.getByRole('combobox', { name: 'Group', exact: true });
      await group.click();
      await group.fill('declined');
      await page.getByRole('option', { name: 'Intake request declined', exact: true }).click();

      const wording = page.getByTestId('notice-default');
      await wording.getByText('The platform sends its own wording').waitFor();
      expect(await wording.getByTestId('notice-default-subject').textContent()).toBe(platformWording.subject);
      expect(await wording.getByTestId('notice-default-body').textContent()).toBe(platformWording.body);
      expect(await page.getByTestId('email-templates').count()).toBe(0);

      await wording.getByRole('button', { name: 'Customise this notice', exact: true }).click();
      const form = page.getByTestId('email-template-form');
      // The template starts from what recipients get today.
      const name = form.getByRole('textbox', { name: 'Name', exact: true });
      await expect.poll(() => name.inputValue()).toBe('Intake request declined');
      const subjectField = form.getByRole('textbox', { name: 'Subject', exact: true });
      expect(await subjectField.inputValue()).toBe(platformWording.subject);
      await form.locator('.ProseMirror').getByText('The reason given:', { exact: false }).waitFor();
      await subjectField.fill(customSubject);

      const [saved] = await answerTo<EmailTemplate>(page, isCall('POST', /\/Emails\/Templates$/), () =>
        form.getByTestId('email-template-save').click(),
      );
      if (!saved) throw new Error('the save answered no template');
      template = saved;
      expect(saved.groupName).toBe('intakeDeclined');
      expect(saved.language).toBe('en');
      expect(saved.active).toBe(true);
      expect(saved.subject).toBe(customSubject);
      expect(saved.body).toContain('#Reason#');
      await form.waitFor({ state: 'detached' });

      // The list shows it active, and says it now goes instead of the platform's wording.
      const row = page.getByTestId(`email-template-${saved.id}`);
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(text).toContain('Intake request declined');
      expect(text).toContain(customSubject);
      expect(text).toContain('Active');
      await page.getByTestId('notice-replaced').waitFor();
      expect(await page.getByTestId('notice-default').count()).toBe(0);
    });
  });

  it('a request is declined with a reason: the requester’s mail has the agency’s subject and the reason escaped', async () => {
    expect(template).toBeDefined();
    const receipt: IntakeReceipt = await submitThroughApi(browser, server, {
      ...ids,
      contactDetails: requester,
      projectDetail: {
        projectName,
        estimatedPostingDate: agencyDay(server, 20),
        deliveryConstructionStartDate: agencyDay(server, 50),
      },
    });
    // Only the notice that was customised changes: the receipt keeps the platform's words.
    await mailTo(server, requester.email, `Your intake request ${receipt.reference} was received`);
    const requestId = idOfReference(receipt.reference);

    const page = await pageFor();
    await step([page], async () => {
      await signInThroughForm(page, server.url, buyer, demoPassword);
      await page.goto(`${server.url}/projects/${requestId}/intake`);
      await page.getByText(`Request ${receipt.reference}`, { exact: false }).waitFor();
      await declineWith(page, declineReason);
    });

    const mail = await outboxMailTo(
      server,
      requester.email,
      customSubject.replace('#Reference#', receipt.reference),
    );
    expect(mail.kind).toBe('intakeDeclined');
    expect(mail.htmlBody).toContain(escapedReason);
    expect(mail.htmlBody).not.toContain('<PM-12>');
    expect(mail.htmlBody).toContain(`Hello ${requester.firstName},`);
    expect(mail.htmlBody).toContain(`intake request ${receipt.reference} for`);
    expect(mail.htmlBody).toContain(projectName);
    // The plain part reads the reason as the buyer wrote it.
    expect(mail.textBody).toContain(declineReason);
  });
});

/**
 * Intake switched on through the API the control panel's Intake Settings page saves with (the
 * intake journey does it through the page): the agency's ids, as its shareable link carries them.
 */
async function takeIntakeRequests(browser: Browser, server: E2eServer): Promise<IntakeLink> {
  const api = await staffApi(browser, server, admin);
  try {
    const answer = await api.request.put(`${api.base}/IntakeSettings`, {
      headers: csrf,
      data: { ...intakeSettingsDefaults, enableIntake: true },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const saved = (await answer.json()) as IntakeSettings;
    return idsOfLink(`${server.url}${saved.linkPath}`);
  } finally {
    await api.context.close();
  }
}

/** The request view's Decline, with its reason, confirmed; the page then says Declined. */
async function declineWith(page: Page, reason: string) {
  await page.getByTestId('intake-decline').click();
  const dialog = page.getByRole('dialog', { name: 'Decline the intake request' });
  await dialog.getByTestId('intake-decline-reason').fill(reason);
  const [declined] = await answerTo<IntakeRequest>(
    page,
    isCall('PUT', /\/intake\/approvedeclineintake$/),
    () => dialog.getByTestId('intake-decline-confirm').click(),
  );
  expect(declined?.projectDetail.declineReason).toBe(reason);
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('intake-status-badge').textContent()).toBe('Declined');
}
