import { dashboardGrid, dashboardWidgets, widgetKeys } from '@procura/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  dragBy,
  midNextMonth,
  monthTitle,
  projectsClosingOn,
  type SameDayProject,
  savedLayoutAfter,
  settledPlaceOf,
} from './support/dashboard.ts';
import { signInThroughForm, step } from './support/journeys.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { demoPassword } from './support/tender.ts';

const buyerLogin = 'buyer@demo.procura.local';
const projectNames = ['Salt dome roof', 'Culvert relining', 'Park lighting', 'Fleet tyres'] as const;
/** The widget dragged: half a row wide, alone at the left of its row in the default layout. */
const dragged = 'expiredContractDocuments';
/** The widget whose size is toggled: half the grid wide (min), the whole grid at max. */
const toggled = 'comments';

/**
 * The widgets of the default board: the catalogue but those a tender-node flag gates (the
 * satisfactory snapshot needs contractorPerformance), which the e2e seed leaves off.
 */
const boardKeys = widgetKeys.filter((key) => !('nodeFeature' in dashboardWidgets[key]));

/** The widget cards on the board (each card is a section; its handle and buttons share the prefix). */
const cardsOn = (page: Page) => page.locator('section[data-testid^="widget-"]');

/** Moves the calendar month by month until its title is `title` (today may be a month or two before). */
async function showMonth(calendar: Locator, title: string) {
  const heading = calendar.getByRole('heading', { level: 2 }).filter({ hasNotText: 'Important Dates' });
  for (let clicks = 0; clicks < 3 && (await heading.textContent()) !== title; clicks += 1) {
    await calendar.getByRole('button', { name: 'Next Month' }).click();
  }
  await expect.poll(() => heading.textContent()).toBe(title);
}

describe('the buyer dashboard in Chromium: a layout that stays, a calendar that leads to the project', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The day (agency time) on which the four sources close, in a month after the current one. */
  let closingDay = '';
  let projects: SameDayProject[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    closingDay = midNextMonth(server.clock.now());
    projects = await projectsClosingOn(browser, server, {
      username: buyerLogin,
      day: closingDay,
      names: projectNames,
    });
    // The browser runs far from the agency: the calendar still shows the agency's wall-clock days.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Tokyo' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('signs in to the welcome line and the default widgets', async () => {
    await step([page], async () => {
      await signInThroughForm(page, server.url, buyerLogin, demoPassword);
      const welcome = page.getByTestId('dashboard-welcome');
      await welcome.getByText('Welcome, Sam Tremblay').waitFor();
      await welcome.getByText('Buyer', { exact: true }).waitFor();
      await page.getByTestId(`widget-${boardKeys.at(-1)}`).waitFor();
      // Every widget of the catalogue (My Tasks' module is on in the demo agency), each once.
      expect(await cardsOn(page).count()).toBe(boardKeys.length);
      for (const key of boardKeys) expect(await page.getByTestId(`widget-${key}`).count()).toBe(1);
      expect(await page.getByTestId('widget-satisfactorySnapshot').count()).toBe(0);
      expect(await page.getByTestId(`widget-size-${toggled}`).getAttribute('data-size')).toBe('min');
      await page.getByTestId('widget-totalProjects').getByText(String(projects.length)).waitFor();
    });
  });

  it('drags a widget and toggles a size; after a reload the layout is as left', async () => {
    await step([page], async () => {
      const grid = await page.getByTestId('dashboard-grid').boundingBox();
      if (!grid) throw new Error('no grid');
      const start = await settledPlaceOf(page, dragged);
      // The first column starts one margin in from the grid's edge.
      expect(start.left).toBe(dashboardGrid.margin);

      // Half the grid to the right: the empty right half of its row.
      await savedLayoutAfter(page, () =>
        dragBy(page, page.getByTestId(`widget-handle-${dragged}`), grid.width / 2, 0),
      );
      const moved = await settledPlaceOf(page, dragged);
      expect(moved.left).toBeGreaterThan(grid.width / 2 - 20);
      expect(moved.top).toBe(start.top);
      expect(moved.width).toBe(start.width);

      const size = page.getByTestId(`widget-size-${toggled}`);
      const narrow = await settledPlaceOf(page, toggled);
      await savedLayoutAfter(page, async () => {
        await size.scrollIntoViewIfNeeded();
        await size.click();
      });
      await expect.poll(() => size.getAttribute('data-size')).toBe('max');
      const wide = await settledPlaceOf(page, toggled);
      expect(wide.width).toBeGreaterThan(narrow.width * 1.8);
      expect(wide.left).toBe(dashboardGrid.margin);

      await page.reload();
      await page.getByTestId(`widget-${dragged}`).waitFor();
      await page.getByTestId(`widget-${toggled}`).waitFor();
      expect(await settledPlaceOf(page, dragged)).toEqual(moved);
      expect(await size.getAttribute('data-size')).toBe('max');
      expect(await settledPlaceOf(page, toggled)).toEqual(wide);
    });
  });

  it("shows '+1 more' on the day the four sources close; it opens that day's Day view with all four", async () => {
    await step([page], async () => {
      const calendar = page.getByTestId('widget-calendar');
      await calendar.scrollIntoViewIfNeeded();
      await showMonth(calendar, monthTitle(closingDay));

      const cell = calendar.locator(`[role="cell"][data-date="${closingDay}"]`);
      const closings = cell.locator('[data-testid="calendar-event"][data-event-type="closed"]');
      await expect.poll(() => closings.count()).toBe(3);
      const more = cell.getByText('+1 more', { exact: true });
      await more.click();

      await calendar
        .getByRole('tab', { name: 'Day view' })
        .and(page.locator('[aria-selected="true"]'))
        .waitFor();
      const dayTitle = new Date(`${closingDay}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      await calendar.getByRole('heading', { name: dayTitle }).waitFor();
      const events = calendar.locator('[data-testid="calendar-event"]');
      await expect.poll(() => events.count()).toBe(projects.length);
      const shown = await events.evaluateAll((spans) =>
        spans.map((span) => [
          span.getAttribute('data-event-type'),
          Number(span.getAttribute('data-project-id')),
        ]),
      );
      expect(shown.sort()).toEqual(projects.map((p) => ['closed', p.id]).sort());
    });
  });

  it("clicking an event opens that project's Build settings", async () => {
    await step([page], async () => {
      const target = projects[2] as SameDayProject;
      const event = page.locator(`[data-testid="calendar-event"][data-project-id="${target.id}"]`);
      await event.scrollIntoViewIfNeeded();
      await event.click();
      await page.waitForURL(`${server.url}/projects/${target.id}/build/settings`);
      await expect.poll(() => page.getByTestId('project-name').textContent()).toBe(target.name);
    });
  });
});
