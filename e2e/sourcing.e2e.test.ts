import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { addAward, awardProject, signInThroughForm, step } from './support/journeys.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { csrf, day, demoPassword, publishTender } from './support/tender.ts';

const supplierEmail = 'bids@northern-snow.test';
const supplierPassword = 'Snow-Plough-2026!';
const companyName = 'Northern Snow Services';
/** Prices distinctive enough that finding them anywhere means they leaked. */
const unitPrices = ['1234.56', '78.90'] as const;
/** 3 x 1,234.56 + 2.5 x 78.90. */
const expectedTotal = 3900.93;

/** Every value of every cell of an xlsx file, as text. */
async function cellTexts(file: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const texts: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        texts.push(String(cell.text ?? cell.value));
      }),
    ),
  );
  return texts;
}

async function download(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync(await file.path());
}

describe('a tender from publication to opened bids and the award, supplier and buyer side by side in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let supplier: BrowserContext;
  let buyer: BrowserContext;
  let supplierPage: Page;
  let buyerPage: Page;
  let projectId = 0;
  let closingAt = 0;
  const portal = () => `${server.url}/portal/demo`;
  const opportunity = () => `${portal()}/opportunities/${projectId}`;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const published = await publishTender(browser, server, {
      name: 'Winter road maintenance',
      closesIn: 10 * day,
    });
    projectId = published.projectId;
    closingAt = server.clock.now().getTime() + 10 * day;
    supplier = await browser.newContext({ acceptDownloads: true });
    buyer = await browser.newContext({ acceptDownloads: true });
    supplierPage = await supplier.newPage();
    buyerPage = await buyer.newPage();
  });
  afterAll(async () => {
    await supplier?.close();
    await buyer?.close();
    await browser?.close();
    await server?.close();
  });

  it('a supplier finds the opportunity, registers an account, verifies it, registers as plan taker, downloads and asks', async () => {
    await step([supplierPage, buyerPage], async () => {
      await supplierPage.goto(portal());
      await supplierPage.getByTestId('server-clock').waitFor();
      await supplierPage.getByRole('link', { name: 'Winter road maintenance' }).click();
      await supplierPage.waitForURL(opportunity());
      await supplierPage.getByRole('link', { name: 'Create a supplier account' }).click();

      await supplierPage.getByRole('textbox', { name: 'Company name', exact: true }).fill(companyName);
      await supplierPage.getByRole('textbox', { name: 'First name', exact: true }).fill('Nora');
      await supplierPage.getByRole('textbox', { name: 'Last name', exact: true }).fill('Plough');
      await supplierPage.getByRole('textbox', { name: 'Email', exact: true }).fill(supplierEmail);
      await supplierPage.getByRole('textbox', { name: 'Password', exact: true }).fill(supplierPassword);
      await supplierPage
        .getByRole('textbox', { name: 'Confirm password', exact: true })
        .fill(supplierPassword);
      await supplierPage.getByTestId('register-submit').click();
      await supplierPage.getByTestId('register-done').waitFor();

      // The verification link comes by mail, through the real outbox.
      const mail = await server.lastMailTo(supplierEmail);
      const link = /https?:\/\/\S+verify-email\?token=\S+/.exec(mail?.textBody ?? '')?.[0];
      expect(link).toBeDefined();
      await supplierPage.goto((link as string).replace(/^https?:\/\/[^/]+/, server.url));
      // Verified, the supplier is signed in and back on the portal.
      await supplierPage.getByText('Sign out').waitFor();

      await supplierPage.goto(opportunity());
      await supplierPage.getByRole('button', { name: 'Register for this opportunity' }).click();
      await supplierPage.getByText('Registered', { exact: true }).first().waitFor();
      const document = await download(supplierPage, () =>
        supplierPage.getByRole('link', { name: 'specifications.pdf' }).click(),
      );
      expect(document.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const questions = supplierPage.getByTestId('supplier-questions');
      await questions.getByLabel('Ask a question').fill('May we quote salt by the tonne delivered?');
      await questions.getByRole('button', { name: 'Send question' }).click();
      await questions.getByRole('status').waitFor();
      await questions.getByText('May we quote salt by the tonne delivered?').waitFor();
    });
  });

  it('the buyer sees the plan taker, answers the question and publishes it in an addendum', async () => {
    await step([supplierPage, buyerPage], async () => {
      await signInThroughForm(buyerPage, server.url, 'lead@demo.procura.local', demoPassword);
      await buyerPage.goto(`${server.url}/projects/${projectId}/source/companies`);
      await buyerPage.getByText(companyName).first().waitFor();

      await buyerPage.getByTestId('source-tab-questions').click();
      await buyerPage.getByText('May we quote salt by the tonne delivered?').waitFor();
      await buyerPage.getByRole('button', { name: 'Answer', exact: true }).click();
      const answer = buyerPage.getByRole('dialog');
      await answer.getByLabel('Answer').fill('Yes: quote the delivered price per tonne.');
      // Sending the answer to the supplier completes the question and mails it.
      await answer.getByRole('switch', { name: 'Send response to supplier' }).check({ force: true });
      await answer.getByRole('button', { name: 'Save' }).click();
      await answer.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await server.lastMailTo(supplierEmail))?.textBody ?? '')
        .toContain('Yes: quote the delivered price per tonne.');

      await buyerPage.getByRole('checkbox', { name: /^Select question / }).check();
      await buyerPage.getByRole('button', { name: 'Publish in addendum' }).click();
      const publish = buyerPage.getByRole('dialog');
      await publish.getByLabel('Addendum title').fill('Answers to questions');
      await publish.getByRole('button', { name: 'Issue addendum' }).click();
      await publish.waitFor({ state: 'detached' });
      await buyerPage.getByText('Answers to questions').first().waitFor();
    });
  });

  it('the supplier reads the addendum and submits sealed prices, with a receipt', async () => {
    await step([supplierPage, buyerPage], async () => {
      await supplierPage.goto(opportunity());
      await supplierPage.getByText('Answers to questions').first().waitFor();
      await supplierPage
        .getByTestId('supplier-questions')
        .getByText('Yes: quote the delivered price per tonne.')
        .first()
        .waitFor();

      await supplierPage.getByRole('link', { name: 'Submit a bid' }).click();
      await supplierPage.getByTestId('bid-page').waitFor();
      await supplierPage.getByLabel('Unit price, line 1').fill(unitPrices[0]);
      await supplierPage.getByLabel('Unit price, line 2').fill(unitPrices[1]);
      await supplierPage.getByTestId('bid-save').click();
      await supplierPage.getByTestId('bid-saved').waitFor();
      await supplierPage.getByTestId('bid-submit').click();
      await supplierPage.getByTestId('bid-submit-confirm').click();
      await supplierPage.getByTestId('receipt-page').waitFor();
      expect(await supplierPage.getByTestId('receipt-hash').textContent()).toMatch(/[0-9a-f]{64}/);
      expect(await supplierPage.getByTestId('receipt-number').textContent()).not.toBe('');
    });
  });

  it('before closing the buyer sees that a bid came in, and no price anywhere', async () => {
    await step([supplierPage, buyerPage], async () => {
      await buyerPage.goto(`${server.url}/projects/${projectId}/source/submissions`);
      await buyerPage.getByTestId('submissions-before-closing').waitFor();
      const text = (await buyerPage.locator('body').textContent()) ?? '';
      for (const price of [...unitPrices, '1,234.56', '3,900.93']) expect(text).not.toContain(price);
      const info = (await (
        await buyer.request.post(`${server.url}/api/v1/login/validate`, { headers: csrf })
      ).json()) as { customer: { id: number }; tenderNode: { id: number } };
      const base = `${server.url}/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}`;
      const project = await buyer.request.get(`${base}/Projects?projectId=${projectId}`);
      const tenderId = (
        (await project.json()) as { data: { projectDTO: { values: { tenders: { id: number }[] }[] } } }
      ).data.projectDTO.values[0]?.tenders[0]?.id;
      const analysis = await buyer.request.get(`${base}/Exports/BidAnalysis?tenderId=${tenderId}`);
      expect(analysis.status()).toBeGreaterThanOrEqual(400);
      expect(analysis.status()).toBeLessThan(500);
      expect(await analysis.text()).not.toContain(unitPrices[0]);
    });
  });

  it('the clock passes closing: a late submission is refused, the buyer unseals and the opening sheet and bid analysis show the prices', async () => {
    await step([supplierPage, buyerPage], async () => {
      server.clock.set(new Date(closingAt + 1000));
      expect(await server.closeDue()).toEqual([projectId]);

      // Days went by: both sessions have ended; the supplier signs in again on the portal.
      await supplierPage.goto(`${portal()}/sign-in`);
      await supplierPage.getByRole('textbox', { name: 'Email', exact: true }).fill(supplierEmail);
      await supplierPage.getByRole('textbox', { name: 'Password', exact: true }).fill(supplierPassword);
      await supplierPage.getByTestId('sign-in-submit').click();
      await supplierPage.waitForURL(portal());
      const late = await supplier.request.post(
        `${server.url}/api/v1/portal/demo/Opportunities/${projectId}/Bid/Submit`,
        { headers: csrf },
      );
      expect(late.status()).toBe(409);
      await supplierPage.goto(`${opportunity()}/bid`);
      await supplierPage.getByTestId('bid-why-not').waitFor();

      await signInThroughForm(buyerPage, server.url, 'lead@demo.procura.local', demoPassword);
      await buyerPage.goto(`${server.url}/projects/${projectId}/source/submissions`);
      await buyerPage.getByTestId('submissions-table').getByText(companyName).waitFor();
      await buyerPage.getByText('Price sealed', { exact: true }).waitFor();
      expect(await buyerPage.getByTestId('submissions-table').textContent()).not.toContain('1,234.56');
      await buyerPage.getByRole('button', { name: 'Unseal price' }).click();
      await buyerPage.getByTestId('confirm-action').click();
      await buyerPage.getByText('Price unsealed', { exact: true }).waitFor();
      await buyerPage.getByTestId('submissions-table').getByText('$3,900.93').waitFor();

      const opening = await cellTexts(
        await download(buyerPage, () => buyerPage.getByRole('link', { name: 'Opening sheet' }).click()),
      );
      expect(opening).toContain(companyName);
      expect(opening.some((cell) => Number(cell.replace(/[$,]/g, '')) === expectedTotal)).toBe(true);

      const analysis = await cellTexts(
        await download(buyerPage, () => buyerPage.getByRole('link', { name: 'Bid analysis' }).click()),
      );
      for (const price of unitPrices) {
        expect(analysis.some((cell) => Number(cell.replace(/[$,]/g, '')) === Number(price))).toBe(true);
      }
      expect(analysis.some((cell) => Number(cell.replace(/[$,]/g, '')) === expectedTotal)).toBe(true);
    });
  });

  it('the buyer awards the bid and the Award action completes it; the portal shows the award', async () => {
    await step([supplierPage, buyerPage], async () => {
      await addAward(buyerPage, {
        companyName,
        amount: String(expectedTotal),
        // Two days after closing: on or after the closing day in any zone.
        awardDate: new Date(closingAt + 2 * day).toISOString().slice(0, 10),
      });
      await awardProject(buyerPage);

      await supplierPage.goto(opportunity());
      await supplierPage.getByTestId('portal-awarded-to').getByText(`${companyName}: $3,900.93`).waitFor();
    });
  });
});
