import type { IntakeReceipt, IntakeRequest, IntakeSettings, Project } from '@procura/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { agencyDay } from './support/contract.ts';
import {
  departmentWithDivision,
  type IntakeLink,
  idOfReference,
  idsOfLink,
  mailTo,
  pdfOnDisk,
  pick,
  readRequest,
  submitThroughApi,
  tenderOf,
  type,
} from './support/intake.ts';
import { signInThroughForm, step } from './support/journeys.ts';
import { answerTo, isCall } from './support/performance.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { demoPassword } from './support/tender.ts';

const names = { department: 'Parks and Recreation', division: 'Trails' };
/** The buyer: may create Public projects, so reads and decides intake requests (decision 363). */
const buyer = { login: 'buyer@demo.procura.local', name: 'Sam Tremblay' };
const requester = { firstName: 'Dana', lastName: 'Fields', email: 'dana.fields@parks.demo.test' };
const first = {
  projectName: 'Riverside trail resurfacing',
  description: 'Resurface 2.4 km of the Riverside trail with stone dust, and repair its drainage.',
  suppliers: ['paving@trailworks.test', 'bids@greenpath.test'],
  document: 'scope-of-work.pdf',
};
const second = { projectName: 'Dog park fencing', email: 'lee.hart@parks.demo.test' };
const declineReason = 'The fencing is already covered by the parks maintenance contract.';

describe('intake in Chromium: a request from the shared link becomes a project; another is declined with a reason', () => {
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let departmentId = 0;
  let link = '';
  let ids: IntakeLink;
  let receipt: IntakeReceipt;
  let buyerPage: Page;

  async function pageFor() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ departmentId } = await departmentWithDivision(browser, server, names));
    buyerPage = await pageFor();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it('the administrator switches intake and its widget on, names who hears of requests, and copies the link', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await step([page], async () => {
      await signInThroughForm(page, server.url, 'admin@demo.procura.local', demoPassword);
      await page.goto(`${server.url}/control-panel`);
      await page.getByRole('link', { name: /^Intake Settings/ }).click();
      const form = page.getByTestId('intake-settings-form');
      await form.waitFor();
      const enable = form.getByRole('switch', { name: 'Take intake requests' });
      const essentials = form.getByRole('switch', { name: 'Show the Intake: pending requests widget' });
      expect(await enable.isChecked()).toBe(false);
      await enable.check();
      await essentials.check();
      await page.getByTestId('intake-notify').click();
      await page.getByRole('option', { name: buyer.name, exact: true }).click();
      await page.keyboard.press('Escape');
      const [answer] = await Promise.all([
        page.waitForResponse(isCall('PUT', /\/IntakeSettings$/)),
        page.getByTestId('intake-settings-save').click(),
      ]);
      expect(answer.status(), await answer.text()).toBe(200);
      const saved = (await answer.json()) as IntakeSettings;
      expect(saved.enableIntake && saved.enableIntakeEssentials).toBe(true);
      expect(saved.notifyUserIds).toHaveLength(1);
      await page.getByText('Saved successfully.').first().waitFor();

      // The spec's link (000 §2): the hash form, on this server's origin.
      link = await page.getByTestId('intake-link').inputValue();
      expect(link).toBe(`${server.url}${saved.linkPath}`);
      ids = idsOfLink(link);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByText('The link was copied to the clipboard.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    });
  });

  it('a requester opens the link without an account, fills the form with a PDF and sees the congratulations page', async () => {
    const page = await pageFor();
    const pdf = pdfOnDisk(first.document);
    try {
      await step([page], async () => {
        await page.goto(link);
        // The hash link is rewritten to the app's own route before the router reads it.
        await page.waitForURL(`${server.url}/intake-request?cid=${ids.customerId}&nid=${ids.nodeId}`);
        await page.getByTestId('intake-form').waitFor();

        await type(page, 'First name', requester.firstName);
        await type(page, 'Last name', requester.lastName);
        await type(page, 'Email', requester.email);
        await pick(page, 'Department', names.department);
        await pick(page, 'Division', names.division);
        await pick(page, 'Procurement lead', buyer.name);

        await type(page, 'Project name', first.projectName);
        await type(page, 'Description', first.description);
        await page.getByRole('button', { name: 'Add location' }).click();
        const location = page.getByTestId('intake-location').first();
        await location.getByRole('textbox', { name: 'Street address' }).fill('100 Riverside Drive');
        await location.getByRole('textbox', { name: 'City' }).fill('Demo City');
        await location.getByRole('textbox', { name: 'Province or state' }).fill('ON');
        await location.getByRole('textbox', { name: 'Postal code' }).fill('K1A 0B1');
        // The posting date comes first (000 §5); a later one is refused under the field as typed.
        await page.getByLabel('Estimated posting date', { exact: true }).fill(agencyDay(server, 60));
        await page
          .getByLabel('Delivery, service or construction start date', { exact: true })
          .fill(agencyDay(server, 45));
        await page
          .getByText(
            'The estimated posting date must be before the delivery, service or construction start date.',
          )
          .waitFor();
        await page.getByLabel('Estimated posting date', { exact: true }).fill(agencyDay(server, 30));
        await page
          .getByText('The estimated posting date must be before', { exact: false })
          .waitFor({ state: 'detached' });
        await type(page, 'Supplier emails', first.suppliers.join('; '));

        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          page.getByTestId('intake-documents-add').click(),
        ]);
        await chooser.setFiles(pdf.file);
        const uploaded = page.getByTestId('intake-document').filter({ hasText: first.document });
        await uploaded.getByText('Uploaded').waitFor();

        await type(page, 'Estimated annual value', '120000');
        await type(page, 'Estimated total project value', '240000');

        const [answer] = await Promise.all([
          page.waitForResponse(isCall('POST', /^\/api\/v1\/intake$/)),
          page.getByTestId('intake-submit').click(),
        ]);
        expect(answer.status(), await answer.text()).toBe(200);
        receipt = (await answer.json()) as IntakeReceipt;
        const thanks = page.getByTestId('intake-congratulations');
        await thanks.getByText('Congratulations!').waitFor();
        expect(await thanks.textContent()).toContain('Your request was sent to City of Demo.');
        expect(await page.getByTestId('intake-reference').textContent()).toBe(receipt.reference);
      });
    } finally {
      pdf.remove();
    }
    const confirmation = await mailTo(
      server,
      requester.email,
      `Your intake request ${receipt.reference} was received`,
    );
    expect(confirmation).toContain(`Its reference is ${receipt.reference}`);
    // The people the settings name hear of it, with a link to the request's page.
    const notice = await mailTo(server, buyer.login, `New intake request: ${first.projectName}`);
    expect(notice).toContain(`${server.url}/projects/${idOfReference(receipt.reference)}/intake`);
  });

  it('the buyer finds it in Intake: pending requests, reads it and its document, and approves it', async () => {
    const requestId = idOfReference(receipt.reference);
    await step([buyerPage], async () => {
      await signInThroughForm(buyerPage, server.url, buyer.login, demoPassword);
      // The node's enableIntakeEssentials puts the widget on the default layout: nothing to add.
      const widget = buyerPage.getByTestId('widget-intakeEssentials');
      await widget.getByText('Intake: pending requests').waitFor();
      const row = widget.getByTestId('intake-table-row').filter({ hasText: first.projectName });
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(`${requester.firstName} ${requester.lastName}`);
      expect(text).toContain(names.department);
      expect(text).toContain('Pending');
      await row.getByRole('link', { name: first.projectName }).click();
      await buyerPage.waitForURL(`${server.url}/projects/${requestId}/intake`);

      const view = buyerPage.getByTestId('intake-request-page');
      await view.getByText(`Request ${receipt.reference}`, { exact: false }).waitFor();
      expect(await view.getByTestId('intake-status-badge').textContent()).toBe('Pending');
      const sections = await view.getByTestId('intake-sections').textContent();
      expect(sections).toContain(first.description);
      expect(sections).toContain('100 Riverside Drive, Demo City, ON, K1A 0B1');
      expect(sections).toContain(first.suppliers.join('; '));
      const document = view.getByTestId('intake-document').filter({ hasText: first.document });
      await document.waitFor();
      // The stored document is the PDF that was sent, served to the buyer's session.
      const [request] = await readRequest(buyerPage, requestId);
      const documentId = request?.projectDetail.documents[0]?.id;
      const file = await buyerPage.request.get(
        `${server.url}/api/v1/intake/${requestId}/download?documentId=${documentId}`,
      );
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

      const [decided] = await answerTo<IntakeRequest>(
        buyerPage,
        isCall('PUT', /\/intake\/approvedeclineintake$/),
        () => buyerPage.getByTestId('intake-approve').click(),
      );
      expect(decided?.projectDetail.status).toBe(2);
      await buyerPage.waitForURL(`${server.url}/projects/new/newproject?intakeRequestId=${requestId}`);
    });
    expect(
      await mailTo(server, requester.email, `Your intake request ${receipt.reference} was approved`),
    ).toContain(first.projectName);
  });

  it('the wizard is filled from the request; the buyer creates a Public project with its department, description and invitations', async () => {
    const requestId = idOfReference(receipt.reference);
    await step([buyerPage], async () => {
      const card = buyerPage.getByTestId('wizard-intake-card');
      await card.getByText(`From intake request ${receipt.reference}`).waitFor();
      const cardText = (await card.textContent()) ?? '';
      expect(cardText).toContain(names.department);
      expect(cardText).toContain(buyer.name);
      await expect.poll(() => buyerPage.getByTestId('wizard-name').inputValue()).toBe(first.projectName);
      // A project from intake is Public or Limited (000 §4): the buyer's Invitational right is not offered.
      expect(await buyerPage.getByTestId('wizard-method-Invitational').count()).toBe(0);
      await buyerPage.getByTestId('wizard-method-Public').check();
      const [project] = await answerTo<Project>(buyerPage, isCall('POST', /\/Projects$/), () =>
        buyerPage.getByTestId('wizard-create').click(),
      );
      if (!project) throw new Error('the creation answered no project');
      expect(project.procurementMethod).toBe('Public');
      expect(project.intakeRequestId).toBe(requestId);
      expect(project.departmentId).toBe(departmentId);
      expect(project.description).toBe(first.description);
      expect(project.estimatedValue).toBe(240000);
      await buyerPage.waitForURL(`${server.url}/projects/${project.id}/build/settings`);
      await expect.poll(() => buyerPage.getByTestId('project-name').textContent()).toBe(first.projectName);

      const { base, tenderId } = await tenderOf(buyerPage, project);
      const invited = await buyerPage.request.get(`${base}/VendorInvitations?tenderId=${tenderId}`);
      expect(invited.status(), await invited.text()).toBe(200);
      const body = (await invited.json()) as { data: Record<string, { values: { email: string }[] }> };
      const emails = Object.values(body.data)[0]
        ?.values.map((row) => row.email)
        .sort();
      expect(emails).toEqual([...first.suppliers].sort());

      // The request now points at its project.
      const [request] = await readRequest(buyerPage, requestId);
      expect(request?.projectId).toBe(project.id);
    });
  });

  it('a second request is declined with a reason, which is mailed to its requester and shown read-only', async () => {
    const receipt2 = await submitThroughApi(browser, server, {
      ...ids,
      contactDetails: {
        firstName: 'Lee',
        lastName: 'Hart',
        email: second.email,
        departmentId,
      },
      projectDetail: {
        projectName: second.projectName,
        estimatedPostingDate: agencyDay(server, 20),
        deliveryConstructionStartDate: agencyDay(server, 50),
      },
    });
    await mailTo(server, second.email, `Your intake request ${receipt2.reference} was received`);
    const requestId = idOfReference(receipt2.reference);
    await step([buyerPage], async () => {
      await buyerPage.getByRole('link', { name: 'Dashboard', exact: true }).click();
      const widget = buyerPage.getByTestId('widget-intakeEssentials');
      const row = widget.getByTestId('intake-table-row').filter({ hasText: second.projectName });
      await row.getByRole('link', { name: second.projectName }).click();
      await buyerPage.waitForURL(`${server.url}/projects/${requestId}/intake`);

      await buyerPage.getByTestId('intake-decline').click();
      const dialog = buyerPage.getByRole('dialog', { name: 'Decline the intake request' });
      // The reason is required: refused before anything is sent.
      await dialog.getByTestId('intake-decline-confirm').click();
      await dialog.getByText('A reason is required to decline the request.').waitFor();
      await dialog.getByTestId('intake-decline-reason').fill(declineReason);
      const [declined] = await answerTo<IntakeRequest>(
        buyerPage,
        isCall('PUT', /\/intake\/approvedeclineintake$/),
        () => dialog.getByTestId('intake-decline-confirm').click(),
      );
      expect(declined?.projectDetail.status).toBe(3);
      expect(declined?.projectDetail.declineReason).toBe(declineReason);
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => buyerPage.getByTestId('intake-status-badge').textContent()).toBe('Declined');
    });

    const mail = await mailTo(server, second.email, `Your intake request ${receipt2.reference} was declined`);
    expect(mail).toContain(declineReason);

    await step([buyerPage], async () => {
      await buyerPage.reload();
      await expect.poll(() => buyerPage.getByTestId('intake-status-badge').textContent()).toBe('Declined');
      // Decided: nothing more to do but read the reason.
      expect(await buyerPage.getByTestId('intake-approve').count()).toBe(0);
      expect(await buyerPage.getByTestId('intake-decline').count()).toBe(0);
      await buyerPage.getByTestId('intake-view-reason').click();
      const dialog = buyerPage.getByRole('dialog', { name: 'Decline reason' });
      const reason = dialog.getByTestId('intake-decline-reason');
      expect(await reason.inputValue()).toBe(declineReason);
      expect(await reason.getAttribute('readonly')).not.toBeNull();
      expect(await dialog.getByTestId('intake-decline-confirm').count()).toBe(0);
    });
  });
});
