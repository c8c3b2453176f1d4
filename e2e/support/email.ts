import type { PlanTaker } from '@procura/contract';
import { utcToZonedLocal } from '@procura/contract';
import type { schema } from '@procura/server';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eServer } from './server.ts';
import { csrf, staffApi, valuesOf } from './tender.ts';

/** A supplier of the journey: its company and the contact who registers on the portal. */
export type Registrant = {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};

export const contactNameOf = (who: Registrant) => `${who.firstName} ${who.lastName}`;

/**
 * A supplier registered on the agency's portal (verified from the mailed link) that takes the
 * plan of `projectId`: a plan taker with its own contact, no bid. support/bids.ts does the same
 * and bids, under one contact name for all; the wizard's tokens need each contact's own.
 */
export async function registerPlanTaker(
  browser: Browser,
  server: E2eServer,
  projectId: number,
  who: Registrant,
) {
  const context = await browser.newContext();
  try {
    const { request } = context;
    const portal = `${server.url}/api/v1/portal/demo`;
    const registered = await request.post(`${portal}/Register`, {
      headers: csrf,
      data: {
        company: { companyName: who.companyName, city: 'Ottawa', country: 'Canada' },
        contact: { firstName: who.firstName, lastName: who.lastName, email: who.email, title: 'Estimator' },
        password: who.password,
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const token = /token=([\w-]+)/.exec((await server.lastMailTo(who.email))?.textBody ?? '')?.[1];
    const verified = await request.post(`${portal}/Register/Verify`, { headers: csrf, data: { token } });
    expect(verified.status(), await verified.text()).toBe(200);
    const planTaker = await request.post(`${portal}/Opportunities/${projectId}/Register`, { headers: csrf });
    expect(planTaker.status(), await planTaker.text()).toBe(200);
  } finally {
    await context.close();
  }
}

/** The tender's plan takers as the procurement lead reads them (GET plantakers). */
export async function planTakersOf(browser: Browser, server: E2eServer, tenderId: number) {
  const lead = await staffApi(browser, server, 'lead@demo.procura.local');
  try {
    return await valuesOf<PlanTaker>(await lead.request.get(`${lead.base}/plantakers?tenderId=${tenderId}`));
  } finally {
    await lead.context.close();
  }
}

/** The wall clock of the agency's zone `ms` after the server's now, as a datetime-local input takes it. */
export function agencyLocalIn(server: E2eServer, ms: number, timeZone: string): string {
  return utcToZonedLocal(new Date(server.clock.now().getTime() + ms), timeZone);
}

type OutboxRow = typeof schema.outbox.$inferSelect;

/**
 * The newest outbox row to `to` once its subject is `subject`. lastMailTo answers the whole row;
 * its type names only what most journeys read, so the mail's reply-to and attachments are read here.
 */
export async function outboxMailTo(server: E2eServer, to: string, subject: string): Promise<OutboxRow> {
  await expect.poll(async () => (await server.lastMailTo(to))?.subject).toBe(subject);
  return (await server.lastMailTo(to)) as OutboxRow;
}

/** Chooses a file for the wizard's one attachment and waits until it is uploaded. */
export async function attach(wizard: Locator, file: string, fileName: string) {
  await wizard.getByTestId('email-attachment-field').locator('input[type="file"]').setInputFiles(file);
  await wizard.getByTestId('email-attachment').filter({ hasText: fileName }).waitFor();
}

/** Opens the wizard from the page's Email button and ticks each named contact of `group`. */
export async function openWizardWith(page: Page, group: string, names: readonly string[]) {
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const wizard = page.getByTestId('email-wizard');
  const list = wizard.getByTestId(`email-group-${group}`);
  for (const name of names) {
    await list.getByRole('checkbox', { name: `Choose ${name}`, exact: true }).check();
  }
  await expect
    .poll(() => wizard.getByTestId('email-chosen-count').textContent())
    .toBe(`${names.length} contacts chosen`);
  return wizard;
}
