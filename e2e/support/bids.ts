import type { BidPage, SaveBid } from '@procura/contract';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eServer } from './server.ts';
import { csrf, valuesOf } from './tender.ts';

export type Bidder = {
  companyName: string;
  email: string;
  password: string;
  /** The unit price of each line of the price schedule, in its order. */
  unitPrices: readonly string[];
};

/** The bid's body: a unit price on each line of the first price form, nothing else asked. */
function bidOf(page: BidPage, unitPrices: readonly string[]): SaveBid {
  const form = page.priceForms[0];
  if (!form) throw new Error('the source has no price form');
  const unitPrice = form.columns.find((c) => c.columnTypeName === 'UnitPrice');
  const rows = form.rows.filter((r) => !r.deleted);
  return {
    price: {
      forms: [
        {
          tenderTableId: form.table.id,
          addedRowIds: [],
          cells: rows.map((row, index) => ({
            rowId: row.id,
            columnId: unitPrice?.id ?? 0,
            value: unitPrices[index] ?? null,
          })),
        },
      ],
    },
    answers: { forms: [], compliance: [], bonds: [], files: [], notes: '' },
  };
}

/**
 * A supplier's side before the award, for journeys whose subject comes after it, through the
 * portal's API: an account registered and verified from the mailed link, plan taker of the
 * opportunity, and a complete bid submitted. The sourcing journey does the same in the browser.
 */
export async function submitBidThroughPortal(
  browser: Browser,
  server: E2eServer,
  projectId: number,
  bidder: Bidder,
) {
  const context = await browser.newContext();
  const { request } = context;
  const portal = `${server.url}/api/v1/portal/demo`;
  const registered = await request.post(`${portal}/Register`, {
    headers: csrf,
    data: {
      company: { companyName: bidder.companyName, city: 'Ottawa', country: 'Canada' },
      contact: { firstName: 'Sam', lastName: 'Bidder', email: bidder.email, title: 'Owner' },
      password: bidder.password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const token = /token=([\w-]+)/.exec((await server.lastMailTo(bidder.email))?.textBody ?? '')?.[1];
  const verified = await request.post(`${portal}/Register/Verify`, { headers: csrf, data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  const opportunity = `${portal}/Opportunities/${projectId}`;
  const planTaker = await request.post(`${opportunity}/Register`, { headers: csrf });
  expect(planTaker.status(), await planTaker.text()).toBe(200);

  const [page] = await valuesOf<BidPage>(await request.get(`${opportunity}/Bid`));
  if (!page) throw new Error('the bid page answered nothing');
  await valuesOf(
    await request.put(`${opportunity}/Bid`, { headers: csrf, data: bidOf(page, bidder.unitPrices) }),
  );
  const submitted = await request.post(`${opportunity}/Bid/Submit`, { headers: csrf });
  expect(submitted.status(), await submitted.text()).toBe(200);
  await context.close();
}
