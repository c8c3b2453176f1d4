import {
  computeTable,
  type EngineCell,
  formatMoney,
  type TenderTable,
  type TenderTableCell,
  type TenderTableColumn,
  type TenderTableRow,
} from '@procura/contract';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { signInThroughForm } from './support/journeys.ts';
import { type E2eServer, startServer } from './support/server.ts';

const password = 'Procura!Demo2026';
const csrf = { 'x-requested-with': 'procura' };

async function valuesOf<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T[]> {
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { data: Record<string, { values: T[] }> };
  return Object.values(body.data)[0]?.values ?? [];
}

/** Opens a column's settings drawer, lets `change` work in it, and closes it. */
async function inSettings(
  page: Page,
  column: string,
  change: (drawer: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: `Settings of ${column}` }).click();
  const drawer = page.getByRole('dialog');
  await drawer.waitFor();
  await change(drawer);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await drawer.waitFor({ state: 'detached' });
}

async function addColumn(
  page: Page,
  number: number,
  name: string,
  type: string,
  more?: (drawer: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add column' }).click();
  await inSettings(page, `Column ${number}`, async (drawer) => {
    await drawer.getByLabel('Column name').fill(name);
    await drawer.getByLabel('Type', { exact: true }).selectOption({ label: type });
    await more?.(drawer);
  });
}

describe('price forms in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base = '';
  let projectId = 0;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('the administrator adds a tax type in the control panel', async () => {
    await signInThroughForm(page, server.url, 'admin@demo.procura.local', password);
    await page.goto(`${server.url}/control-panel/dropdown-settings?tab=taxes`);
    const taxes = page.getByTestId('tax-types');
    await taxes.getByLabel('Tax type').fill('HST');
    await taxes.getByLabel('Rate (%)').fill('13');
    await taxes.getByRole('button', { name: 'Add' }).click();
    await taxes.getByText('13 %').waitFor();
    await context.clearCookies();
  });

  it('a lead builds a price form with Quantity, Unit Price and Total, a tax and a prompt pay discount, and the supplier preview totals what the engine does', async () => {
    await signInThroughForm(page, server.url, 'lead@demo.procura.local', password);
    const info = await (
      await context.request.post(`${server.url}/api/v1/login/validate`, { headers: csrf })
    ).json();
    base = `${server.url}/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}`;
    const [project] = await valuesOf<{ id: number }>(
      await context.request.post(`${base}/Projects`, {
        headers: csrf,
        data: { name: 'Winter road salt', procurementMethod: 'Public' },
      }),
    );
    projectId = project?.id ?? 0;

    // Include the Prices section, then add a form from its page.
    await page.goto(`${server.url}/projects/${projectId}/build/submission-requirements/edit`);
    // The page may settle its loaded state after the first click lands: click until it holds.
    const includePrices = page.getByRole('switch', { name: 'Include Prices' });
    await expect
      .poll(
        async () => {
          if (!(await includePrices.isChecked())) await includePrices.click();
          await page.waitForTimeout(250);
          return includePrices.isChecked();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.getByRole('link', { name: 'Open Prices' }).click();
    await page.waitForURL(/\/submission-requirements\/prices$/);
    await page.getByTestId('form-add').click();
    await page.waitForURL(/\/form\/prices\/?$/i);

    await page.getByLabel(/Form name/).fill('Schedule of prices');
    await addColumn(page, 2, 'Qty', 'Quantity');
    await addColumn(page, 3, 'Price', 'Unit Price', async (drawer) => {
      await drawer.getByLabel('Suppliers fill this column').check();
    });
    await addColumn(page, 4, 'Amount', 'Total', async (drawer) => {
      await drawer.getByLabel('First column').selectOption({ label: 'Qty' });
      await drawer.getByLabel('Operation').selectOption('multiply');
      await drawer.getByLabel('Second column').selectOption({ label: 'Price' });
      await drawer.getByLabel('Included in the subtotal').check();
    });
    await page.getByRole('button', { name: 'Add row' }).first().click();
    const grid = page.getByRole('grid', { name: /Form/ });
    await grid.getByLabel('Description, line 1').fill('Road salt (tonnes)');
    await grid.getByLabel('Qty, line 1').fill('120');
    await grid.getByLabel('Description, line 2').fill('Winter sand (tonnes)');
    await grid.getByLabel('Qty, line 2').fill('35.5');

    await page.getByLabel('Compute taxes').check();
    await page.getByLabel('HST (13%)').check();
    await page.getByLabel('Prompt pay discount').check();
    await page.getByText('Percentage', { exact: true }).click();
    await page.getByRole('textbox', { name: /^Discount/ }).fill('2');
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.waitForURL(/\/form\/prices\/\d+$/i);
    await page.getByRole('heading', { name: 'Schedule of prices' }).waitFor();
    const formId = Number(new URL(page.url()).pathname.split('/').pop());

    // The supplier's view: hidden nothing, the supplier types the unit prices.
    await page.getByRole('tab', { name: 'Preview as supplier' }).click();
    const preview = page.getByTestId('supplier-form');
    await preview.waitFor();
    await preview.getByLabel('Price, line 1').fill('89.99');
    await preview.getByLabel('Price, line 2').fill('42.10');
    await expect.poll(() => preview.getByTestId('form-total').textContent()).not.toBe('$0.00');

    // The engine, run here on the form as the server stored it plus the supplier's prices.
    const [table] = await valuesOf<TenderTable>(
      await context.request.get(`${base}/TenderTables?tenderTableId=${formId}`),
    );
    const columns = await valuesOf<TenderTableColumn>(
      await context.request.get(`${base}/TenderTableColumns/${formId}`),
    );
    const rows = await valuesOf<TenderTableRow>(
      await context.request.get(`${base}/TenderTableRows/${formId}`),
    );
    const cells = await valuesOf<TenderTableCell>(
      await context.request.get(`${base}/TenderTableRowColumns/${formId}`),
    );
    if (!table) throw new Error('the form was not saved');
    const price = columns.find((c) => c.name === 'Price' && !c.deleted);
    const liveRows = rows.filter((r) => !r.deleted).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(table).toMatchObject({
      isAutoComputeTax: true,
      hasPromptPayDiscount: true,
      promptPayDiscountType: 'Percentage',
    });
    const supplier: EngineCell[] = ['89.99', '42.10'].map((value, i) => ({
      rowId: liveRows[i]?.id ?? 0,
      columnId: price?.id ?? 0,
      value,
    }));
    const expected = computeTable(table, columns, rows, [...cells, ...supplier]);
    // 120 x 89.99 + 35.5 x 42.10 = 10,798.80 + 1,494.55; less 2 %; plus 13 % HST.
    expect(formatMoney(expected.subtotal)).toBe('$12,293.35');
    expect(await preview.getByTestId('form-subtotal').textContent()).toBe(formatMoney(expected.subtotal));
    expect(await preview.getByTestId('form-discount').textContent()).toContain(
      formatMoney(expected.discount),
    );
    expect(await preview.getByTestId('form-tax-HST').textContent()).toBe(
      formatMoney(expected.taxes[0]?.amount ?? 0n),
    );
    expect(await preview.getByTestId('form-total').textContent()).toBe(formatMoney(expected.total));
    expect(formatMoney(expected.total)).toBe('$13,613.65');
  });
});
