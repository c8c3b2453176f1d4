import { addDays, type Project, zonedLocalToUtc } from '@procura/contract';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { saveBody } from '../../apps/server/test/save-body.ts';
import type { E2eServer } from './server.ts';
import { csrf, staffApi, valuesOf } from './tender.ts';

/** The demo agency's zone (seed): the calendar shows every date on its wall clock. */
export const agencyZone = 'America/Toronto';

/** The 15th of the month after the agency's current one (YYYY-MM-DD): a day always ahead. */
export function midNextMonth(now: Date): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: agencyZone,
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}-15`;
}

/** The calendar's title of the month holding `day` (FullCalendar's English month title). */
export function monthTitle(day: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export type SameDayProject = { id: number; name: string; closingLocal: string };

/**
 * Projects `username` leads, created and dated through the API the Build pages use: each one's
 * source publishes a week before `day` and closes on `day` (agency time), an hour apart from 10:00,
 * so the Month view holds them all on one day.
 */
export async function projectsClosingOn(
  browser: Browser,
  server: E2eServer,
  options: { username: string; day: string; names: readonly string[] },
): Promise<SameDayProject[]> {
  const buyer = await staffApi(browser, server, options.username);
  const made: SameDayProject[] = [];
  for (const [index, name] of options.names.entries()) {
    const [created] = await valuesOf<Project>(
      await buyer.request.post(`${buyer.base}/Projects`, {
        headers: csrf,
        data: { name, procurementMethod: 'Public' },
      }),
    );
    if (!created) throw new Error(`no project was created for ${name}`);
    const closingLocal = `${options.day}T${String(10 + index).padStart(2, '0')}:00`;
    const [saved] = await valuesOf<Project>(
      await buyer.request.put(`${buyer.base}/Projects`, {
        headers: csrf,
        data: saveBody(
          created,
          { projectLeadId: buyer.info.user.id },
          {
            dateAvailable: zonedLocalToUtc(`${addDays(options.day, -7)}T09:00`, agencyZone).toISOString(),
            dateClosing: zonedLocalToUtc(closingLocal, agencyZone).toISOString(),
          },
        ),
      }),
    );
    expect(saved?.projectLeadId).toBe(buyer.info.user.id);
    made.push({ id: created.id, name, closingLocal });
  }
  await buyer.context.close();
  return made;
}

/** Whether `response` is the board's layout being saved (001 §7: POST UserBuyerWidget). */
export function isLayoutSave(response: Response): boolean {
  return response.request().method() === 'POST' && /\/UserBuyerWidget(\?|$)/.test(response.url());
}

/**
 * Runs `change` and waits for the layout save it starts to be answered 200 and for its success
 * notice (001 §8: msgSaveSuccess); an earlier notice is let close first, so the one seen is this one.
 */
export async function savedLayoutAfter(page: Page, change: () => Promise<void>) {
  const notice = page.getByRole('alert').filter({ hasText: 'Saved successfully.' });
  await notice.first().waitFor({ state: 'detached', timeout: 15_000 });
  const [answer] = await Promise.all([page.waitForResponse(isLayoutSave), change()]);
  expect(answer.status(), await answer.text()).toBe(200);
  await notice.first().waitFor();
}

/**
 * Drags `handle` by (dx, dy) pixels with real mouse moves: react-grid-layout starts a drag only
 * after the pointer moves with the button held, and places the box where the moves end.
 */
export async function dragBy(page: Page, handle: Locator, dx: number, dy: number) {
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error('the drag handle is not on screen');
  // The handle's left part: its title, away from the buttons beside it.
  const x = box.x + Math.min(40, box.width / 4);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 5, y + 5, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 25 });
  await page.mouse.up();
}

/** Where a widget's card is drawn, relative to the grid (scroll-independent). */
export async function placeOf(page: Page, key: string) {
  const [grid, card] = await Promise.all([
    page.getByTestId('dashboard-grid').boundingBox(),
    page.getByTestId(`widget-${key}`).boundingBox(),
  ]);
  if (!grid || !card) throw new Error(`widget ${key} or the grid is not drawn`);
  return {
    left: Math.round(card.x - grid.x),
    top: Math.round(card.y - grid.y),
    width: Math.round(card.width),
    height: Math.round(card.height),
  };
}

/**
 * A widget's place once the grid has stopped moving it: react-grid-layout eases boxes into their
 * new place and size (200 ms), so two readings apart in time must agree.
 */
export async function settledPlaceOf(page: Page, key: string) {
  let last = await placeOf(page, key);
  for (let reading = 0; reading < 20; reading += 1) {
    await page.waitForTimeout(150);
    const now = await placeOf(page, key);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  throw new Error(`widget ${key} never settled`);
}
