import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bidder, submitBidThroughPortal } from './support/bids.ts';
import { launchBrowser } from './support/browser.ts';
import { agencyDay } from './support/contract.ts';
import { signInThroughForm, step } from './support/journeys.ts';
import { type E2eServer, startServer } from './support/server.ts';
import {
  addDirectorySuppliers,
  createInvitationalProject,
  inviteFromList,
  listTurnOrder,
  signInOnPortal,
} from './support/suppliers.ts';
import { day, demoPassword, publishTender, smallPdf } from './support/tender.ts';

/** Registered on the portal (city Ottawa), plan taker of the tender and its bidder. */
const bidder: Bidder = {
  companyName: 'Riverside Concrete Works',
  email: 'tenders@riverside-concrete.test',
  password: 'Concrete-Mixer-2026!',
  unitPrices: ['950.00', '60.00'],
};
const tenderName = 'Bridge deck resurfacing';
/** Its name shares the search text with the bidder's; the city criterion tells them apart. */
const decoy = { companyName: 'Riverside Paving Co.', city: 'Toronto', email: 'bids@riverside-paving.test' };
/** In the bidder's city; the name text tells them apart. */
const neighbour = { companyName: 'Ottawa Valley Asphalt', city: 'Ottawa', email: 'bids@ottawa-valley.test' };
/** The rotational list's suppliers, added to the directory by the agency. */
const paving = ['Alder', 'Birch', 'Cedar', 'Douglas', 'Elm', 'Fir'].map((tree) => ({
  companyName: `${tree} Rotation Paving`,
  city: 'Kingston',
  email: `bids@${tree.toLowerCase()}-rotation.test`,
}));
const pavingNames = paving.map((entry) => entry.companyName);
const listName = 'Sidewalk repairs rotation';
const documentName = 'Certificate of insurance 2026';

describe('the supplier directory in Chromium: advanced search, profile, documents and a rotational list', () => {
  let server: E2eServer;
  let browser: Browser;
  let buyer: BrowserContext;
  let supplier: BrowserContext;
  let buyerPage: Page;
  let supplierPage: Page;
  let tenderProjectId = 0;
  let firstProjectId = 0;
  let secondProjectId = 0;
  let vendorId = 0;
  /** The directory's searches, as the page sent them. */
  const searches: { searchText?: string; criteria?: { city?: string } }[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ projectId: tenderProjectId } = await publishTender(browser, server, {
      name: tenderName,
      closesIn: 10 * day,
    }));
    await submitBidThroughPortal(browser, server, tenderProjectId, bidder);
    await addDirectorySuppliers(browser, server, [decoy, neighbour, ...paving]);
    firstProjectId = await createInvitationalProject(browser, server, 'Sidewalk repairs, north ward');
    secondProjectId = await createInvitationalProject(browser, server, 'Sidewalk repairs, south ward');
    buyer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Time flows as usual; the search's debounce can also be run through at once (below).
    await buyer.clock.install({ time: server.clock.now() });
    supplier = await browser.newContext();
    buyerPage = await buyer.newPage();
    supplierPage = await supplier.newPage();
    buyerPage.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/Vendors/AdvancedSearch')) {
        searches.push(request.postDataJSON());
      }
    });
  });
  afterAll(async () => {
    await supplier?.close();
    await buyer?.close();
    await browser?.close();
    await server?.close();
  });

  it('the buyer finds the bidder by advanced search (city and name), opens its profile, reads its History and Activity Feed', async () => {
    await step([buyerPage], async () => {
      await signInThroughForm(buyerPage, server.url, 'lead@demo.procura.local', demoPassword);
      await buyerPage.goto(`${server.url}/suppliers`);
      const results = buyerPage.getByTestId('supplier-results');
      await results.getByText(bidder.companyName).waitFor();
      await results.getByText(decoy.companyName).waitFor();

      // Two characters: the page says why and does not search, even once the typing has settled.
      const search = buyerPage.getByTestId('suppliers-search');
      await search.fill('Ri');
      await buyerPage.getByTestId('suppliers-search-hint').waitFor();
      await buyerPage.clock.runFor(1000);
      await buyerPage.getByTestId('suppliers-filters-toggle').click();
      const byCity = buyerPage.waitForResponse(
        (response) =>
          response.url().endsWith('/Vendors/AdvancedSearch') &&
          response.request().postDataJSON()?.criteria?.city === 'Ottawa',
      );
      await buyerPage.getByTestId('supplier-filter-city').fill('Ottawa');
      const cityAnswer = await byCity;
      expect(cityAnswer.status()).toBe(200);
      // Had the two characters been searched, this search would carry them too.
      expect(cityAnswer.request().postDataJSON()?.searchText).toBeUndefined();
      expect(searches.filter((body) => body.searchText === 'Ri')).toEqual([]);
      await buyerPage.getByTestId('suppliers-search-hint').waitFor();
      // The city alone: the bidder and its neighbour, not the Toronto namesake.
      const rows = results.getByTestId(/^supplier-row-\d+$/);
      await expect.poll(() => rows.count()).toBe(2);
      expect(await results.textContent()).toContain(neighbour.companyName);
      expect(await results.textContent()).not.toContain(decoy.companyName);

      // Three characters and more search, with the city criterion.
      const byName = buyerPage.waitForResponse(
        (response) =>
          response.url().endsWith('/Vendors/AdvancedSearch') &&
          response.request().postDataJSON()?.searchText === 'River',
      );
      await search.fill('River');
      const answer = await byName;
      expect(answer.request().postDataJSON()?.criteria).toEqual({ city: 'Ottawa' });
      await buyerPage.getByTestId('suppliers-search-hint').waitFor({ state: 'detached' });
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.textContent()).toContain(bidder.companyName);
      for (const other of [decoy, neighbour]) {
        expect(await results.textContent()).not.toContain(other.companyName);
      }
      expect(await buyerPage.getByTestId('suppliers-count').textContent()).toBe('1 supplier');

      await results.getByRole('link', { name: bidder.companyName }).click();
      await buyerPage.waitForURL(/\/suppliers\/\d+$/);
      vendorId = Number(new URL(buyerPage.url()).pathname.split('/').pop());
      expect(await buyerPage.getByTestId('supplier-name').textContent()).toContain(bidder.companyName);

      await buyerPage.getByTestId('supplier-tab-history').click();
      await buyerPage.waitForURL(`${server.url}/suppliers/${vendorId}/history`);
      const row = buyerPage.getByTestId(`history-row-${tenderProjectId}`);
      await row.waitFor();
      const history = (await row.textContent()) ?? '';
      expect(history).toContain(tenderName);
      expect(history).toContain('Complete');
      // The tender has not closed: the bid's price is still sealed, so no amount shows
      // (3 x 950 + 2.5 x 60 = 3,000.00).
      await buyerPage.getByTestId(`history-sealed-${tenderProjectId}`).waitFor();
      expect(history).not.toContain('3,000');

      await buyerPage.getByTestId('supplier-tab-activity-feed').click();
      await buyerPage.waitForURL(`${server.url}/suppliers/${vendorId}/activity-feed`);
      const events = buyerPage.getByTestId('activity-table').locator('tbody tr');
      await expect.poll(() => events.count()).toBeGreaterThan(0);
      // The supplier's own steps, from its registration to its bid.
      const feed = (await buyerPage.getByTestId('activity-table').textContent()) ?? '';
      for (const event of ['Supplier registered', 'Plan taker registered', 'Submission submitted']) {
        expect(feed).toContain(event);
      }
      // The supplier's own actions are named by its company, never by an internal label.
      expect(feed).not.toMatch(/vendor:\d|supplier:/);
    });
  });

  it('the buyer uploads a document on the profile; the supplier signs in and sees it on the portal', async () => {
    await step([buyerPage, supplierPage], async () => {
      const effective = agencyDay(server);
      const expiry = agencyDay(server, 365);
      await buyerPage.getByTestId('supplier-tab-documents').click();
      await buyerPage.waitForURL(`${server.url}/suppliers/${vendorId}/documents`);
      await buyerPage.getByTestId('supplier-document-add').click();
      const dialog = buyerPage.getByRole('dialog', { name: 'Upload document' });
      await dialog.getByTestId('vendor-document-name').fill(documentName);
      await dialog.getByTestId('vendor-document-effective').fill(effective);
      await dialog.getByTestId('vendor-document-expiry').fill(expiry);
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'insurance-2026.pdf',
        mimeType: 'application/pdf',
        buffer: smallPdf(),
      });
      await dialog.getByText('insurance-2026.pdf').waitFor();
      await dialog.getByTestId('vendor-document-save').click();
      await dialog.waitFor({ state: 'detached' });
      const listed = buyerPage
        .getByTestId('supplier-documents')
        .getByRole('row', { name: new RegExp(documentName) });
      await listed.waitFor();
      const line = (await listed.textContent()) ?? '';
      expect(line).toContain('Active');
      expect(line).toContain('by your team');

      await signInOnPortal(supplierPage, server, bidder.email, bidder.password);
      await supplierPage.goto(`${server.url}/portal/demo/account/documents`);
      await supplierPage.getByTestId('portal-documents-page').waitFor();
      const mine = supplierPage
        .getByTestId('portal-documents')
        .getByRole('row', { name: new RegExp(documentName) });
      await mine.waitFor();
      const status = mine.locator('[data-status]');
      expect(await status.getAttribute('data-status')).toBe('active');
      expect(await status.textContent()).toBe('Active');
      // The file downloads from the portal as it was sent.
      const href = await mine.getByRole('link', { name: `Download ${documentName}` }).getAttribute('href');
      const download = await supplier.request.get(new URL(href ?? '', server.url).toString());
      expect(download.status()).toBe(200);
      expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });

  it('a shared rotational list built in the Lists tab invites its next three on one invitational project, then the next three on another', async () => {
    await step([buyerPage], async () => {
      await buyerPage.goto(`${server.url}/suppliers?tab=lists`);
      const panel = buyerPage.getByTestId('vendor-lists-panel');
      await panel.waitFor();
      await panel.getByRole('button', { name: 'New list' }).click();
      const create = buyerPage.getByRole('dialog', { name: 'New supplier list' });
      await create.getByRole('textbox', { name: 'Name' }).fill(listName);
      await create.getByRole('radio', { name: 'Shared' }).check();
      await create.getByRole('switch', { name: /^Rotational/ }).check({ force: true });
      await create.getByTestId('vendor-list-save').click();
      await create.waitFor({ state: 'detached' });
      const detail = buyerPage.getByTestId('vendor-list-detail');
      await detail.getByRole('heading', { name: listName }).waitFor();
      expect(await detail.getByTestId('vendor-list-visibility').textContent()).toBe('Shared');
      await detail.getByTestId('vendor-list-rotational').waitFor();

      await detail.getByRole('button', { name: 'Add suppliers' }).click();
      const picker = buyerPage.getByRole('dialog', { name: 'Add suppliers' });
      await picker.getByRole('textbox', { name: 'Search suppliers by name' }).fill('Rotation');
      for (const name of pavingNames) await picker.getByRole('checkbox', { name: `Choose ${name}` }).check();
      await picker
        .getByTestId('vendor-picker-chosen')
        .getByText(pavingNames[5] ?? '')
        .waitFor();
      await picker.getByRole('button', { name: 'Add 6 suppliers' }).click();
      await picker.waitFor({ state: 'detached' });
      const members = detail.getByTestId(/^vendor-list-member-\d+$/);
      await expect.poll(() => members.count()).toBe(6);
      const order = await listTurnOrder(detail);
      expect([...order].sort()).toEqual([...pavingNames].sort());
      expect(await detail.textContent()).toContain('Not invited from this list yet');

      await buyerPage.goto(`${server.url}/projects/${firstProjectId}/build/invitations`);
      const first = await inviteFromList(buyerPage, listName, 3, pavingNames);
      expect(first).toEqual(order.slice(0, 3));
      const firstTable = buyerPage.getByTestId('invitations-table');
      for (const name of first) await firstTable.getByText(name).waitFor();
      expect(await firstTable.locator('tbody tr').count()).toBe(3);

      // The list now puts the three just invited last, each with its turn.
      await buyerPage.goto(`${server.url}/suppliers?tab=lists`);
      await panel.getByRole('button', { name: listName }).click();
      await detail.getByRole('heading', { name: listName }).waitFor();
      await expect.poll(() => listTurnOrder(detail)).toEqual([...order.slice(3), ...order.slice(0, 3)]);
      expect(await detail.textContent()).toContain('Sidewalk repairs, north ward');

      await buyerPage.goto(`${server.url}/projects/${secondProjectId}/build/invitations`);
      const second = await inviteFromList(buyerPage, listName, 3, pavingNames);
      expect(second).toEqual(order.slice(3, 6));
      expect(second.filter((name) => first.includes(name))).toEqual([]);
      const secondTable = buyerPage.getByTestId('invitations-table');
      for (const name of second) await secondTable.getByText(name).waitFor();
      expect(await secondTable.locator('tbody tr').count()).toBe(3);
    });
  });
});
