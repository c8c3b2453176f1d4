import { inflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eServer } from './server.ts';
import { csrf, day, smallPdf, staffApi, valuesOf } from './tender.ts';

export { pdfStrings } from '../../apps/server/test/pdf.ts';

/** The demo agency's zone (seed): its calendar day decides what expires when. */
export const agencyZone = 'America/Toronto';

/** The agency's calendar day (YYYY-MM-DD) `offsetDays` after the server clock's now. */
export function agencyDay(server: E2eServer, offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: agencyZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(server.clock.now());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offsetDays * day).toISOString().slice(0, 10);
}

/** The PDF's own bytes and every stream inflated: object streams hide the page objects otherwise. */
function pdfBodies(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const parts = [raw.toString('latin1')];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    let from = start + 'stream'.length;
    if (raw[from] === 0x0d) from++;
    if (raw[from] === 0x0a) from++;
    const end = raw.indexOf('endstream', from, 'latin1');
    if (end < 0) break;
    at = end + 'endstream'.length;
    try {
      parts.push(inflateSync(raw.subarray(from, end)).toString('latin1'));
    } catch {
      // Not a deflated stream: its raw bytes are read above.
    }
  }
  return parts.join('\n');
}

/** The pages of a PDF: its `/Type /Page` objects (not the `/Pages` tree nodes). */
export function pdfPageCount(bytes: Uint8Array): number {
  return pdfBodies(bytes).match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

/** Whether the PDF embeds an image (a drawn signature is stamped as one). */
export function pdfHasImage(bytes: Uint8Array): boolean {
  return /\/Subtype\s*\/Image/.test(pdfBodies(bytes));
}

/** Reference data, through the API as the control panel would save it: an Insurance type. */
export async function addInsuranceType(browser: Browser, server: E2eServer, name: string) {
  const admin = await staffApi(browser, server, 'admin@demo.procura.local');
  const [type] = await valuesOf<{ id: number; name: string }>(
    await admin.request.post(`${admin.base}/InsuranceTypes`, { headers: csrf, data: { name } }),
  );
  await admin.context.close();
  expect(type?.name).toBe(name);
  return { customerId: admin.info.customer.id };
}

/**
 * Product support licenses the agency for the contract builder: a billing period around the
 * server clock's today, 10 envelopes purchased.
 */
export async function licenseContractBuilder(browser: Browser, server: E2eServer, customerId: number) {
  const support = await staffApi(browser, server, 'siteadmin@demo.procura.local');
  const answer = await support.request.post(`${support.base}/ContractBuilderLicenseConfiguration`, {
    headers: csrf,
    data: {
      licensedCustomerId: customerId,
      allowContractBuilder: true,
      contactEmail: 'licence@demo.test',
      billingPeriods: [
        {
          dateStartUTC: agencyDay(server, -30),
          dateEndUTC: agencyDay(server, 335),
          transactionPurchased: 10,
          pricePerTransaction: 5,
        },
      ],
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await support.context.close();
}

/** The signing link in the newest mail to `email`, once one came (the signers are mailed in turn). */
export async function signingLinkTo(server: E2eServer, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const body = (await server.lastMailTo(email))?.textBody ?? '';
      link = /https?:\/\/\S+\/esignature\/landing\?e=\d+&s=\d+&t=\S+/.exec(body)?.[0] ?? '';
      return link;
    })
    .toMatch(/^http/);
  expect(link.startsWith(`${server.url}/esignature/landing?`)).toBe(true);
  return link;
}

/** A Mantine select inside `scope`: opened by its label, the option picked by its text. */
export async function pick(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The project header's Start contract, confirmed with the term and amount left to the award. */
export async function startContract(page: Page, projectId: number) {
  await page.getByTestId('action-start-contract').click();
  const dialog = page.getByRole('dialog', { name: 'Start the contract' });
  await dialog.getByText('the amount is the awarded total', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Start contract' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL((url) => url.pathname === `/projects/${projectId}/contract/dates`);
  await page.getByTestId('contract-dates-page').waitFor();
  expect(await page.getByTestId('project-tab-contract').getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => page.getByTestId('contract-status').getAttribute('data-status')).toBe('Active');
}

export type Certificate = {
  companyName: string;
  typeName: string;
  displayName: string;
  effectiveDate: string;
  expiryDate: string;
  fileName: string;
};

/** Contract › Documents: Add document, an insurance certificate of the supplier with its file; Upload. */
export async function uploadInsurance(page: Page, certificate: Certificate) {
  await page.getByTestId('contract-tab-documents').click();
  await page.getByTestId('contract-documents-page').waitFor();
  await page.getByTestId('contract-document-add').click();
  const dialog = page.getByRole('dialog', { name: 'Add document' });
  await pick(page, dialog, /^Category/, 'Insurance');
  await pick(page, dialog, /^Company/, certificate.companyName);
  await pick(page, dialog, /^Type/, certificate.typeName);
  await dialog.getByRole('textbox', { name: 'Display name' }).fill(certificate.displayName);
  await dialog.getByTestId('document-effective').fill(certificate.effectiveDate);
  await dialog.getByTestId('document-expiry').fill(certificate.expiryDate);
  await dialog.locator('input[type=file]').setInputFiles({
    name: certificate.fileName,
    mimeType: 'application/pdf',
    buffer: smallPdf(),
  });
  await dialog.getByText(certificate.fileName).waitFor();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('The document was saved.').waitFor();
}

/** Contract › Purchase orders: Add purchase order, filled; Save clicked (the dialog stays open). */
export async function fillPurchaseOrder(
  page: Page,
  order: { date: string; poNumber: string; amount: string; note: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Add purchase order' });
  if (!(await dialog.isVisible())) await page.getByTestId('purchase-order-add').click();
  await dialog.getByTestId('purchase-order-date').fill(order.date);
  await dialog.getByRole('textbox', { name: 'PO number' }).fill(order.poNumber);
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill(order.amount);
  await dialog.getByRole('textbox', { name: 'Note' }).fill(order.note);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  return dialog;
}

/** The value of a purchase-order total, as the totals panel shows it. */
export async function totalOf(page: Page, name: string): Promise<string> {
  return ((await page.getByTestId(`total-${name}`).locator('p').last().textContent()) ?? '').trim();
}

export type Signer = { name: string; email: string };

/**
 * Contract › Contract builder: a new envelope named `name`, its signers in order, a one-page PDF,
 * and on its page 1 a signature field for each signer placed in the designer; saved, not sent.
 */
export async function prepareEnvelope(
  page: Page,
  envelope: { name: string; fileName: string; signers: readonly Signer[] },
) {
  await page.getByTestId('contract-tab-contract-builder').click();
  await page.getByTestId('contract-builder-page').waitFor();
  await page.getByTestId('envelope-new').click();
  await page.getByTestId('envelope-name').fill(envelope.name);
  await page.getByRole('button', { name: 'Create envelope' }).click();
  const editor = page.getByTestId('envelope-editor');
  await editor.waitFor();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'signers');
  const envelopeId = Number(await editor.getAttribute('data-envelope-id'));

  for (const signer of envelope.signers) {
    await page.getByTestId('signer-add-email').fill(signer.email);
    await page.getByTestId('signer-add-name').fill(signer.name);
    await page.getByTestId('signer-add').click();
    await editor.getByRole('table', { name: 'Signers in signing order' }).getByText(signer.email).waitFor();
    await expect.poll(() => page.getByTestId('signer-add-email').inputValue()).toBe('');
  }

  await editor.getByRole('tab', { name: /^Documents/ }).click();
  await page.getByTestId('document-upload').setInputFiles({
    name: envelope.fileName,
    mimeType: 'application/pdf',
    buffer: smallPdf(),
  });
  await editor.getByRole('table', { name: 'Documents in signing order' }).getByText('PDF · 1 page').waitFor();

  await page.getByTestId('envelope-tab-designer').click();
  const surface = page.getByTestId('designer-page-0-1');
  await surface.waitFor();
  const size = await surface.boundingBox();
  if (!size) throw new Error('the designer shows no page');
  for (const [index, signer] of envelope.signers.entries()) {
    await page.getByTestId('designer-signer').click();
    await page.getByRole('option', { name: signer.name, exact: true }).click();
    await page.getByTestId('designer-type-signature').click();
    // One under the other, clear of the sticky toolbar and of each other.
    await surface.click({ position: { x: size.width * 0.1, y: size.height * (0.55 + index * 0.15) } });
    await page.getByRole('button', { name: `Signature of ${signer.name}, page 1`, exact: true }).waitFor();
  }
  await page.getByTestId('designer-save').click();
  await page.getByText('The fields were saved.').waitFor();
  await expect.poll(() => page.getByTestId('designer-save').isDisabled()).toBe(true);
  return envelopeId;
}

/** A signer's own browser: the mailed link opened, the token gone from the address. */
export async function openSigningLink(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.getByTestId('sign-state').waitFor();
  await page.waitForURL((url) => !url.searchParams.has('t'));
  return { context, page };
}

/** Draws a signature on the signing page's canvas with the mouse: two strokes. */
export async function drawSignature(page: Page) {
  // The documents above the pad take their height once their PDF has loaded: draw after that, or
  // a slow load moves the pad under the strokes.
  await page.locator('[data-pdf-state="loading"]').first().waitFor({ state: 'detached' });
  const canvas = page.getByTestId('sign-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  for (const stroke of [
    [
      [0.1, 0.6],
      [0.2, 0.3],
      [0.3, 0.7],
      [0.4, 0.35],
      [0.5, 0.6],
    ],
    [
      [0.55, 0.5],
      [0.7, 0.4],
      [0.85, 0.55],
    ],
  ]) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    await page.mouse.move(...at(first[0] ?? 0, first[1] ?? 0));
    await page.mouse.down();
    for (const [fx, fy] of rest) await page.mouse.move(...at(fx ?? 0, fy ?? 0), { steps: 4 });
    await page.mouse.up();
  }
}

/** Sign, then Sign again in the confirmation; the page moves on from the signer's turn. */
export async function signAndConfirm(page: Page) {
  await page.getByTestId('sign-submit').click();
  await page.getByTestId('sign-confirm').click();
  await page.getByTestId('sign-state').waitFor({ state: 'detached' });
}
