import { type EmailTemplate, formatZoned, type SentEmail, zonedLocalToUtc } from '@procura/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '../apps/server/test/zip-reader.ts';
import { launchBrowser } from './support/browser.ts';
import { agencyZone, pdfStrings } from './support/contract.ts';
import {
  agencyLocalIn,
  attach,
  contactNameOf,
  openWizardWith,
  outboxMailTo,
  planTakersOf,
  type Registrant,
  registerPlanTaker,
} from './support/email.ts';
import { pdfOnDisk, pick } from './support/intake.ts';
import { signInThroughForm, step } from './support/journeys.ts';
import { answerTo, isCall } from './support/performance.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { day, demoPassword, publishTender } from './support/tender.ts';

const projectName = 'Harbour boardwalk repairs';
const suppliers: Registrant[] = [
  {
    companyName: 'Birchwood Paving',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex.morgan@birchwood-paving.test',
    password: 'Birchwood-Paving-2026!',
  },
  {
    companyName: 'Cedar Ridge Construction',
    firstName: 'Jordan',
    lastName: 'Reyes',
    email: 'jordan.reyes@cedar-ridge.test',
    password: 'Cedar-Ridge-2026!',
  },
];
const template = { name: 'Site visit notes', subjectText: 'Site visit for ' };
const subject = `Site visit for ${projectName}`;
/** The mail as written: lists show it so, since each copy fills the tokens for its own recipient. */
const writtenSubject = `${template.subjectText}#TenderName#`;
const replyTo = 'tenders@cityofdemo.test';
const document = 'site-visit-notes.pdf';
/** The procurement lead: the project's lead, who writes to its plan takers. */
const lead = 'lead@demo.procura.local';
const hour = 60 * 60_000;

/** What each supplier's copy says once its tokens are filled. */
const greetingOf = (who: Registrant) => `Dear ${contactNameOf(who)} of ${who.companyName},`;

describe('email in Chromium: a token template, a scheduled mail to two plan takers with a PDF, and where it is listed', () => {
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let projectId = 0;
  let tenderId = 0;
  let buyerPage: Page;
  let scheduled: SentEmail;

  async function pageFor() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ projectId, tenderId } = await publishTender(browser, server, {
      name: projectName,
      closesIn: 10 * day,
    }));
    for (const supplier of suppliers) await registerPlanTaker(browser, server, projectId, supplier);
    buyerPage = await pageFor();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it('the administrator adds a Bids template whose subject and message carry tokens', async () => {
    const page = await pageFor();
    await step([page], async () => {
      await signInThroughForm(page, server.url, 'admin@demo.procura.local', demoPassword);
      await page.goto(`${server.url}/control-panel`);
      await page.getByRole('link', { name: /^Email Notifications/ }).click();
      await page.getByTestId('email-template-add').click();
      const form = page.getByTestId('email-template-form');
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(template.name);
      // The palette puts a token where the subject's caret is: after the words typed.
      const subjectField = form.getByRole('textbox', { name: 'Subject', exact: true });
      await subjectField.fill(template.subjectText);
      await form.getByTestId('token-TenderName').click();
      await expect.poll(() => subjectField.inputValue()).toBe(writtenSubject);
      await form.locator('.ProseMirror').click();
      await page.keyboard.type(
        'Dear #ContactName# of #VendorName#, the notes of the site visit are attached.',
      );
      const [saved] = await answerTo<EmailTemplate>(page, isCall('POST', /\/Emails\/Templates$/), () =>
        form.getByTestId('email-template-save').click(),
      );
      expect(saved?.groupName).toBe('Bids');
      expect(saved?.subject).toBe(writtenSubject);
      expect(saved?.body).toContain('Dear #ContactName# of #VendorName#,');
      await form.waitFor({ state: 'detached' });
      await page.getByTestId('email-templates').getByText(template.name, { exact: true }).waitFor();
    });
  });

  it('the buyer writes to both plan takers from Registered Suppliers with the template and a PDF, scheduled an hour ahead', async () => {
    const pdf = pdfOnDisk(document);
    const later = agencyLocalIn(server, hour, agencyZone);
    const when = formatZoned(zonedLocalToUtc(later, agencyZone), agencyZone);
    try {
      await step([buyerPage], async () => {
        await signInThroughForm(buyerPage, server.url, lead, demoPassword);
        await buyerPage.goto(`${server.url}/projects/${projectId}/source/companies`);
        for (const supplier of suppliers) await buyerPage.getByText(supplier.companyName).first().waitFor();
        const wizard = await openWizardWith(buyerPage, 'planTakers', suppliers.map(contactNameOf));
        await wizard.getByRole('button', { name: 'Compose', exact: true }).click();

        // The template fills the subject and the message, tokens still as written.
        await pick(buyerPage, 'Template', template.name);
        const subjectField = wizard.getByRole('textbox', { name: 'Subject', exact: true });
        await expect.poll(() => subjectField.inputValue()).toBe(writtenSubject);
        await wizard
          .locator('.ProseMirror')
          .getByText('Dear #ContactName# of #VendorName#', { exact: false })
          .waitFor();
        await wizard.getByRole('textbox', { name: 'Reply-to', exact: true }).fill(replyTo);
        await attach(wizard, pdf.file, document);
        await wizard.getByRole('radio', { name: 'Later', exact: true }).check();
        await wizard.getByLabel(/^Send on/).fill(later);
        await wizard.getByText(when, { exact: true }).waitFor();
        await wizard.getByRole('button', { name: 'Preview', exact: true }).click();

        // Each recipient's own copy: their name and company in place of the tokens.
        await expectPreviewOf(wizard, suppliers[0] as Registrant);
        const header = wizard.getByTestId('email-preview-header');
        expect(await header.textContent()).toContain(`Reply-to: ${replyTo}`);
        expect(await header.textContent()).toContain(`Attachment: ${document}`);
        expect(await header.textContent()).toContain(`Sent on ${when}.`);
        const second = suppliers[1] as Registrant;
        await pick(buyerPage, 'Copy of', `${contactNameOf(second)} · ${second.companyName}`);
        await expectPreviewOf(wizard, second);

        const [sent] = await answerTo<SentEmail>(buyerPage, isCall('POST', /\/Emails\/Schedule$/), () =>
          wizard.getByRole('button', { name: 'Schedule', exact: true }).click(),
        );
        if (!sent) throw new Error('the schedule answered no email');
        scheduled = sent;
        expect(sent.status).toBe('scheduled');
        expect(sent.recipientCount).toBe(2);
        expect(sent.sendDateUtc).toBe(zonedLocalToUtc(later, agencyZone).toISOString());
        await expect
          .poll(() => wizard.getByTestId('email-sent-summary').textContent())
          .toContain(`The email will go to 2 recipients on ${when}.`);
      });
    } finally {
      pdf.remove();
    }
    // Nothing goes before its time: the suppliers' newest mail is still the portal's own.
    for (const supplier of suppliers) {
      expect((await server.lastMailTo(supplier.email))?.subject).not.toBe(subject);
    }
  });

  it('the Message Centre lists it under Scheduled Emails, with its time and recipients', async () => {
    await step([buyerPage], async () => {
      await buyerPage.goto(`${server.url}/messages?tab=scheduled`);
      const row = buyerPage.getByTestId('scheduled-emails-table').getByTestId(`email-row-${scheduled.id}`);
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(writtenSubject);
      expect(text).toContain(projectName);
      expect(text).toContain(formatZoned(new Date(scheduled.sendDateUtc ?? ''), agencyZone));
      expect(text).toContain('Scheduled');
      await row.getByRole('button', { name: writtenSubject, exact: true }).click();
      const recipients = buyerPage.getByTestId('email-recipients');
      for (const supplier of suppliers) await recipients.getByText(supplier.email).waitFor();
      await buyerPage.getByTestId('email-attachments').getByText(document, { exact: false }).waitFor();
    });
  });

  it('a second mail sent now: each supplier gets their own copy with the PDF; Sent Emails and the supplier’s Emails tab list it', async () => {
    const pdf = pdfOnDisk(document);
    let sentNow: SentEmail | undefined;
    try {
      await step([buyerPage], async () => {
        await buyerPage.goto(`${server.url}/projects/${projectId}/source/companies`);
        const wizard = await openWizardWith(buyerPage, 'planTakers', suppliers.map(contactNameOf));
        await wizard.getByRole('button', { name: 'Compose', exact: true }).click();
        await pick(buyerPage, 'Template', template.name);
        await wizard.getByRole('textbox', { name: 'Reply-to', exact: true }).fill(replyTo);
        await attach(wizard, pdf.file, document);
        await wizard.getByRole('button', { name: 'Preview', exact: true }).click();
        await expectPreviewOf(wizard, suppliers[0] as Registrant);
        [sentNow] = await answerTo<SentEmail>(buyerPage, isCall('POST', /\/Emails\/Schedule$/), () =>
          wizard.getByRole('button', { name: 'Send', exact: true }).click(),
        );
        expect(sentNow?.status).toBe('sent');
        await expect
          .poll(() => wizard.getByTestId('email-sent-summary').textContent())
          .toContain('The email is on its way to 2 recipients.');
      });
    } finally {
      pdf.remove();
    }
    const emailId = sentNow?.id ?? 0;

    for (const supplier of suppliers) {
      const mail = await outboxMailTo(server, supplier.email, subject);
      expect(mail.textBody).toContain(greetingOf(supplier));
      for (const other of suppliers.filter((s) => s !== supplier)) {
        expect(mail.textBody).not.toContain(contactNameOf(other));
      }
      expect(mail.replyTo).toBe(replyTo);
      expect(mail.attachments?.map((a) => a.fileName)).toEqual([document]);
    }

    await step([buyerPage], async () => {
      await buyerPage.goto(`${server.url}/messages?tab=sent`);
      const row = buyerPage.getByTestId('sent-emails-table').getByTestId(`email-row-${emailId}`);
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(writtenSubject);
      expect(text).toContain(projectName);
      expect(text).toContain('Sent');
      // The one still scheduled is not among the sent.
      expect(await buyerPage.getByTestId(`email-row-${scheduled.id}`).count()).toBe(0);

      const [first] = suppliers;
      const vendorId = (await planTakersOf(browser, server, tenderId)).find(
        (p) => p.companyName === first?.companyName,
      )?.vendorId;
      await buyerPage.goto(`${server.url}/suppliers/${vendorId}/emails`);
      const vendorRow = buyerPage.getByTestId(`vendor-email-${emailId}`);
      await vendorRow.waitFor();
      expect(await vendorRow.textContent()).toContain(writtenSubject);
      await vendorRow.getByRole('button', { name: writtenSubject, exact: true }).click();
      await buyerPage
        .getByTestId('email-recipients')
        .getByText(first?.email ?? '')
        .waitFor();
      await buyerPage.getByTestId('email-attachments').getByText(document, { exact: false }).waitFor();
    });
  });

  it('the clock passes the send time: the job sends each supplier their own copy of the scheduled mail with the PDF', async () => {
    server.clock.set(new Date(new Date(scheduled.sendDateUtc ?? '').getTime() + 1000));
    expect(await server.sendDueEmails()).toBe(1);
    // A second run finds nothing left to send.
    expect(await server.sendDueEmails()).toBe(0);
    for (const supplier of suppliers) {
      const mail = await outboxMailTo(server, supplier.email, subject);
      expect(mail.textBody).toContain(greetingOf(supplier));
      expect(mail.attachments?.map((a) => a.fileName)).toEqual([document]);
    }
  });

  it('after the send the buyer signs in again: Sent Emails lists it to both suppliers, and its record downloads as a PDF and a zip with the attachment', async () => {
    // The moved clock ended every session: the buyer comes back in a fresh context.
    const page = await pageFor();
    await step([page], async () => {
      await signInThroughForm(page, server.url, lead, demoPassword);
      await page.goto(`${server.url}/messages?tab=sent`);
      const row = page.getByTestId('sent-emails-table').getByTestId(`email-row-${scheduled.id}`);
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(writtenSubject);
      expect(text).toContain(projectName);
      // Cells: subject, project, time, from, recipients, status. Each copy stays Queued here, as the
      // outbox keeps mail without SMTP: the mail's own status says the job sent it.
      const cells = row.getByRole('cell');
      expect(await cells.nth(4).textContent()).toBe('2');
      expect(await cells.nth(5).textContent()).toMatch(/^Sent/);
      await row.getByRole('button', { name: writtenSubject, exact: true }).click();

      const recipients = page.getByTestId('email-recipients');
      for (const supplier of suppliers) await recipients.getByText(supplier.email).waitFor();
      expect(await recipients.locator('tbody tr').count()).toBe(2);

      const record = await download(page, 'email-record-pdf', 'application/pdf');
      const said = pdfStrings(record).join(' ');
      expect(said).toContain('Sent');
      for (const supplier of suppliers) expect(said).toContain(supplier.email);

      const zip = readZip(await download(page, 'email-record-zip', 'application/zip'));
      const attachment = zip.get(`Attachment/${document}`);
      expect(attachment?.subarray(0, 5).toString()).toBe('%PDF-');
      expect([...zip.keys()].filter((name) => name.endsWith('.pdf'))).toHaveLength(2);
    });
  });
});

/**
 * The drawer's download link `testId` fetched with the page's cookies: a 200 of `contentType`,
 * its bytes.
 */
async function download(page: Page, testId: string, contentType: string): Promise<Buffer> {
  const href = await page.getByTestId(testId).getAttribute('href');
  if (!href) throw new Error(`${testId} has no link`);
  const answer = await page.request.get(new URL(href, page.url()).href);
  expect(answer.status(), await answer.text()).toBe(200);
  expect(answer.headers()['content-type']).toBe(contentType);
  return answer.body();
}

/** The preview shows `who`'s copy: addressed to them, the subject and greeting filled. */
async function expectPreviewOf(wizard: Locator, who: Registrant) {
  const header = wizard.getByTestId('email-preview-header');
  await expect.poll(() => header.textContent()).toContain(`To: ${contactNameOf(who)} <${who.email}>`);
  expect(await wizard.getByTestId('email-preview-subject').textContent()).toBe(subject);
  await wizard.getByTestId('email-preview-body').getByText(greetingOf(who), { exact: false }).waitFor();
}
