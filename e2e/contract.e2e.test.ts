import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bidder, submitBidThroughPortal } from './support/bids.ts';
import { launchBrowser } from './support/browser.ts';
import {
  addInsuranceType,
  agencyDay,
  drawSignature,
  fillPurchaseOrder,
  licenseContractBuilder,
  openSigningLink,
  pdfHasImage,
  pdfPageCount,
  pdfStrings,
  prepareEnvelope,
  type Signer,
  signAndConfirm,
  signingLinkTo,
  startContract,
  totalOf,
  uploadInsurance,
} from './support/contract.ts';
import { addAward, awardProject, signInThroughForm, step } from './support/journeys.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { day, demoPassword, publishTender } from './support/tender.ts';

/** 3 x 1,100 + 2.5 x 80 = 3,500.00: the contract amount, from the award. */
const supplier: Bidder = {
  companyName: 'Eastern Salt & Grit',
  email: 'tenders@eastern-salt.test',
  password: 'Salt-Spreader-2026!',
  unitPrices: ['1100.00', '80.00'],
};
const projectName = 'Winter road maintenance contract';
const insuranceType = 'Commercial general liability';
const certificateName = 'Liability certificate 2026';
const sam: Signer = { name: 'Sam Signer', email: 'sam.signer@example.test' };
const kim: Signer = { name: 'Kim Signer', email: 'kim.signer@example.test' };
/** What Sam types as a signature: not his name as the envelope knows it, so the stamp is his typing. */
const samTyped = 'Sam A. Signer';
const envelopeName = 'Winter roads service agreement';
const agreementFile = 'service-agreement.pdf';

async function download(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync(await file.path());
}

describe('a contract from the award to an envelope signed by two people, in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let buyer: BrowserContext;
  let buyerPage: Page;
  const signerContexts: BrowserContext[] = [];
  let projectId = 0;
  let closingAt = 0;
  let customerId = 0;
  let envelopeId = 0;
  const contractPage = (name: string) => `${server.url}/projects/${projectId}/contract/${name}`;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const published = await publishTender(browser, server, { name: projectName, closesIn: 10 * day });
    projectId = published.projectId;
    closingAt = server.clock.now().getTime() + 10 * day;
    await submitBidThroughPortal(browser, server, projectId, supplier);
    server.clock.set(new Date(closingAt + 1000));
    expect(await server.closeDue()).toEqual([projectId]);
    // Reference data the control panel keeps; the type lists are not this journey's subject.
    ({ customerId } = await addInsuranceType(browser, server, insuranceType));
    buyer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The browser's clock is the server's (moved past closing): expiry is judged on the same day.
    await buyer.clock.install({ time: server.clock.now() });
    buyerPage = await buyer.newPage();
  });
  afterAll(async () => {
    for (const context of signerContexts) await context.close();
    await buyer?.close();
    await browser?.close();
    await server?.close();
  });

  it('the buyer unseals the bid, awards it on Award › Awards and awards the project', async () => {
    await step([buyerPage], async () => {
      await signInThroughForm(buyerPage, server.url, 'lead@demo.procura.local', demoPassword);
      await buyerPage.goto(`${server.url}/projects/${projectId}/source/submissions`);
      await buyerPage.getByRole('button', { name: 'Unseal price' }).click();
      await buyerPage.getByTestId('confirm-action').click();
      await buyerPage.getByText('Price unsealed', { exact: true }).waitFor();
      await buyerPage.getByTestId('submissions-table').getByText('$3,500.00').waitFor();
      await buyerPage.getByRole('button', { name: 'Unseal submission' }).click();
      await buyerPage.getByTestId('confirm-action').click();
      await buyerPage.getByText('Submission unsealed', { exact: true }).waitFor();

      await addAward(buyerPage, {
        companyName: supplier.companyName,
        amount: '3500',
        // Two days after closing: on or after the closing day in any zone.
        awardDate: new Date(closingAt + 2 * day).toISOString().slice(0, 10),
      });
      await awardProject(buyerPage);
    });
  });

  it('Start contract in the header makes the contract Active from the award and opens Contract › Dates; a contingency is added', async () => {
    await step([buyerPage], async () => {
      // Before it starts, the project has no Contract tab.
      expect(await buyerPage.getByTestId('project-tab-contract').count()).toBe(0);
      await startContract(buyerPage, projectId);
      const dates = buyerPage.getByTestId('contract-dates-page');
      const amount = dates.getByRole('textbox', { name: 'Contract amount', exact: true });
      await expect.poll(() => amount.inputValue()).toBe('$3,500.00');
      await dates.getByRole('textbox', { name: 'Contingency amount' }).fill('500');
      await buyerPage.getByTestId('contract-save').click();
      await buyerPage.getByText('The contract was saved.').waitFor();

      // Read back from the server.
      await buyerPage.reload();
      await expect
        .poll(() => dates.getByRole('textbox', { name: 'Contingency amount' }).inputValue())
        .toBe('$500.00');
      expect(await buyerPage.getByTestId('contract-summary').textContent()).toContain(projectName);
    });
  });

  it('Contract › Documents: an insurance certificate of the supplier expiring in 20 days is uploaded and listed as expiring', async () => {
    await step([buyerPage], async () => {
      const expiring = buyerPage.getByTestId('contract-documents-expiring');
      await uploadInsurance(buyerPage, {
        companyName: supplier.companyName,
        typeName: insuranceType,
        displayName: certificateName,
        effectiveDate: agencyDay(server, -10),
        expiryDate: agencyDay(server, 20),
        fileName: 'liability-certificate.pdf',
      });
      const row = expiring.getByTestId(/^expiring-document-\d+$/);
      await expect.poll(() => row.count()).toBe(1);
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(certificateName);
      expect(text).toContain('Insurance');
      expect(text).toContain(supplier.companyName);
      expect(text).toContain('20 days left');

      // Still there once read afresh.
      await buyerPage.goto(contractPage('documents'));
      await expect
        .poll(() => expiring.getByTestId(/^expiring-document-\d+$/).textContent())
        .toContain(certificateName);
    });
  });

  it('Contract › Purchase orders: an order above the amount plus contingency is refused before it is sent; one within is saved and totalled', async () => {
    await step([buyerPage], async () => {
      await buyerPage.getByTestId('contract-tab-purchase-orders').click();
      await buyerPage.getByTestId('purchase-order-totals').waitFor();
      expect(await totalOf(buyerPage, 'amount')).toBe('$3,500.00');
      expect(await totalOf(buyerPage, 'contigencyAmount')).toBe('$500.00');
      expect(await totalOf(buyerPage, 'limit')).toBe('$4,000.00');

      // What the page sends to save orders: nothing while the modal refuses.
      const sent: string[] = [];
      const record = (request: Request) => {
        if (request.method() !== 'GET' && request.url().includes('/PurchaseOrders')) sent.push(request.url());
      };
      buyerPage.on('request', record);
      const over = await fillPurchaseOrder(buyerPage, {
        date: agencyDay(server),
        poNumber: 'PO-2026-001',
        amount: '4500',
        note: 'Salt for the whole season',
      });
      await over
        .getByText('Purchase orders would total more than the contract amount plus contingency.')
        .waitFor();
      expect(sent).toEqual([]);

      const within = await fillPurchaseOrder(buyerPage, {
        date: agencyDay(server),
        poNumber: 'PO-2026-001',
        amount: '1200',
        note: 'Salt for December',
      });
      await within.waitFor({ state: 'detached' });
      await buyerPage.getByText('The purchase order was saved.').waitFor();
      buyerPage.off('request', record);
      expect(sent).toHaveLength(1);
      const orders = buyerPage.getByTestId('purchase-orders');
      await orders.getByText('PO-2026-001').waitFor();
      expect(await orders.textContent()).toContain('$1,200.00');
      await expect.poll(() => totalOf(buyerPage, 'ordered')).toBe('$1,200.00');
      expect(await totalOf(buyerPage, 'remaining')).toBe('$2,800.00');
      expect(await totalOf(buyerPage, 'contingencyRemaining')).toBe('$500.00');
    });
  });

  it('Contract › Contract builder: an envelope with two signers, a PDF and a signature field each is sent; only the first signer is mailed', async () => {
    await licenseContractBuilder(browser, server, customerId);
    await step([buyerPage], async () => {
      await buyerPage.goto(contractPage('documents'));
      await buyerPage.getByTestId('contract-documents-page').waitFor();
      envelopeId = await prepareEnvelope(buyerPage, {
        name: envelopeName,
        fileName: agreementFile,
        signers: [sam, kim],
      });
      const licence = buyerPage.getByTestId('builder-licence');
      await expect.poll(() => licence.textContent()).toContain('10 envelopes left');
      expect(await buyerPage.getByTestId('envelope-missing').count()).toBe(0);
      await buyerPage.getByTestId('envelope-send').click();
      await buyerPage.getByText(`The envelope ${envelopeName} was sent to its first signer.`).waitFor();
      const status = buyerPage.getByTestId('envelope-status');
      await expect.poll(() => status.getAttribute('data-stage')).toBe('sent');
      expect(await status.textContent()).toBe('In Progress');
      await expect.poll(() => licence.textContent()).toContain('9 envelopes left');
    });
    await signingLinkTo(server, sam.email);
    expect(await server.lastMailTo(kim.email)).toBeUndefined();
  });

  it('Sam opens his mailed link in a browser of his own, types his signature and signs', async () => {
    const { context, page } = await openSigningLink(browser, await signingLinkTo(server, sam.email));
    signerContexts.push(context);
    await step([page], async () => {
      await page.getByText(`Hello ${sam.name},`).waitFor();
      await page.getByText(envelopeName, { exact: false }).first().waitFor();
      await page.getByTestId('sign-type-tab').click();
      await page.getByTestId('sign-typed-name').fill(samTyped);
      await expect.poll(() => page.getByTestId('sign-typed-preview').textContent()).toBe(samTyped);
      await signAndConfirm(page);
      await page.getByTestId('sign-signed').getByText('Thank you for signing').waitFor();
    });
  });

  it('Kim is mailed only once Sam signed; she draws her signature, signs, and downloads the signed PDF', async () => {
    const link = await signingLinkTo(server, kim.email);
    const { context, page } = await openSigningLink(browser, link);
    signerContexts.push(context);
    await step([page], async () => {
      await page.getByText(`Hello ${kim.name},`).waitFor();
      await page.getByTestId('sign-draw-tab').click();
      await drawSignature(page);
      await signAndConfirm(page);
      await page.getByTestId('sign-completed').waitFor();

      const signed = await download(page, () => page.getByTestId('signed-download').click());
      expect(signed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The agreement's page with both signatures stamped, then the certificate page.
      expect(pdfPageCount(signed)).toBe(2);
      const text = pdfStrings(signed);
      expect(text).toContain(samTyped);
      expect(pdfHasImage(signed)).toBe(true);
      expect(text).toContain('Certificate of completion');
    });
  });

  it('the envelope is Completed for the buyer; its summary is the certificate naming both signers and their signatures', async () => {
    await step([buyerPage], async () => {
      await buyerPage.reload();
      const status = buyerPage.getByTestId('envelope-status');
      await expect.poll(() => status.getAttribute('data-status')).toBe('Completed');
      expect(await status.textContent()).toBe('Completed');
      await buyerPage.getByText('Every signer has signed: the envelope is completed').waitFor();
      const editor = buyerPage.getByTestId('envelope-editor');
      expect(Number(await editor.getAttribute('data-envelope-id'))).toBe(envelopeId);

      const summary = await download(buyerPage, () =>
        buyerPage.getByTestId('envelope-download-summary').click(),
      );
      expect(summary.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfStrings(summary);
      expect(text).toContain('Certificate of completion');
      expect(text).toContain(`Envelope: ${envelopeName}`);
      expect(text).toContain(`${sam.name} <${sam.email}>`);
      expect(text).toContain(`${kim.name} <${kim.email}>`);
      expect(text).toContain(`Signature: typed "${samTyped}"`);
      expect(text).toContain('Signature: drawn');
      expect(text).toContain(agreementFile);
      expect(pdfPageCount(summary)).toBeGreaterThanOrEqual(1);
    });
    // Both signers are told it is complete.
    for (const signer of [sam, kim]) {
      await expect
        .poll(async () => (await server.lastMailTo(signer.email))?.subject)
        .toBe(`Completed: ${envelopeName}`);
    }
  });
});
