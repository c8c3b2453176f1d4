import { type Project, type RequirementSection, requirementSections, sectionPaths } from '@procura/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveBody } from '../apps/server/test/save-body.ts';
import { launchBrowser } from './support/browser.ts';
import { takePolicyViolations } from './support/policy-violations.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { csrf, day, publishTender, staffApi, valuesOf } from './support/tender.ts';
import { markerOf, textOf, type XssPayload, xssCorpus } from './support/xss-corpus.ts';
import { scanForDangerousMarkup } from './support/xss-scan.ts';

/** Payloads share a text in batches (a render shows a batch); every field gets every batch once. */
const batchCount = 8;
const batches: XssPayload[][] = Array.from({ length: batchCount }, (_, k) =>
  xssCorpus.filter((p) => (p.id - 1) % batchCount === k),
);
/**
 * The rich-text fields (the requirement sections' texts, a template's body) and the plain-text
 * ones that pages show from buyers and suppliers (description, a supplier's question, its answer).
 */
const fields = [...requirementSections, 'template', 'description', 'question', 'answer'] as const;
type Field = (typeof fields)[number];
const supplierEmail = 'xss-probe@supplier.test';
const supplierPassword = 'Probe-Pass-2026!';

describe('rich text: an XSS corpus saved through every field and rendered in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let buyer: Awaited<ReturnType<typeof staffApi>>;
  let supplier: BrowserContext;
  let buyerPage: Page;
  let supplierPage: Page;
  let projectId = 0;
  let tenderId = 0;
  let templateId = 0;
  const runs: string[] = [];
  const findings: string[] = [];
  let renders = 0;
  /** Renders of unsanitised text: the renderer on its own. */
  let rawRenders = 0;
  /** What the page's policy refused while unsanitised text was parsed (directive: count). */
  const refused = new Map<string, number>();

  /** Every run reports here, from any page of the context: the probe call and any dialog. */
  async function watch(context: BrowserContext) {
    await context.exposeBinding('__xss', ({ page }, id: unknown) => {
      runs.push(`payload ${String(id)} ran on ${page.url()}`);
    });
    const onPage = (page: Page) =>
      page.on('dialog', (dialog) => {
        // Leaving a page with unsaved edits asks first; that is the app, not a payload.
        if (dialog.type() === 'beforeunload') return void dialog.accept();
        runs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
        return void dialog.dismiss();
      });
    context.on('page', onPage);
  }

  /** A supplier account of the demo portal through the API, verified and registered as plan taker. */
  async function registerSupplier(context: BrowserContext) {
    const portal = `${server.url}/api/v1/portal/demo`;
    const registered = await context.request.post(`${portal}/Register`, {
      headers: csrf,
      data: {
        company: { companyName: 'Probe Paving', city: 'Ottawa', country: 'Canada' },
        contact: { firstName: 'Pat', lastName: 'Probe', email: supplierEmail, title: 'Owner' },
        password: supplierPassword,
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const token = /token=([\w-]+)/.exec((await server.lastMailTo(supplierEmail))?.textBody ?? '')?.[1];
    expect(
      (await context.request.post(`${portal}/Register/Verify`, { headers: csrf, data: { token } })).status(),
    ).toBe(200);
    const planTaker = await context.request.post(`${portal}/Opportunities/${projectId}/Register`, {
      headers: csrf,
    });
    expect(planTaker.status(), await planTaker.text()).toBe(200);
  }

  /** Saves the round's text of every field through the API the pages use. */
  async function saveRound(textOfField: (field: Field) => string) {
    const { request, base } = buyer;
    const [current] = await valuesOf<{ version: number }>(
      await request.get(`${base}/TenderRequirements?tenderId=${tenderId}`),
    );
    const texts = Object.fromEntries(requirementSections.map((s) => [s, textOfField(s)]));
    const sections = Object.fromEntries(requirementSections.map((s) => [s, { isIncluded: true }]));
    await valuesOf(
      await request.put(`${base}/TenderRequirements`, {
        headers: csrf,
        data: { tenderId, version: current?.version ?? 0, sections, texts },
      }),
    );
    await valuesOf(
      await request.put(`${base}/OnlineSubmissionTemplate`, {
        headers: csrf,
        data: {
          id: templateId,
          groupName: 'instruction',
          name: 'XSS probe template',
          body: textOfField('template'),
        },
      }),
    );
    const [project] = await valuesOf<Project>(await request.get(`${base}/Projects?projectId=${projectId}`));
    await valuesOf(
      await request.put(`${base}/Projects`, {
        headers: csrf,
        data: saveBody(project as Project, { description: textOfField('description') }),
      }),
    );
    const asked = await supplier.request.post(
      `${server.url}/api/v1/portal/demo/Opportunities/${projectId}/Questions`,
      {
        headers: csrf,
        data: { question: textOfField('question') },
      },
    );
    expect(asked.status(), await asked.text()).toBe(200);
    const questions = await valuesOf<{ id: number }>(
      await request.get(`${base}/VendorQuestions?tenderId=${tenderId}&limit=1000`),
    );
    const newest = Math.max(...questions.map((q) => q.id));
    await valuesOf(
      await request.put(`${base}/VendorQuestions`, {
        headers: csrf,
        data: { id: newest, answer: textOfField('answer'), status: 'Complete' },
      }),
    );
  }

  /**
   * Stores the requirement texts as they are, past the sanitiser, so that the renderer (Tiptap)
   * alone stands between the payloads and the page: the second wall, tested on its own.
   */
  async function storeUnsanitised(textOfField: (field: Field) => string) {
    const texts = JSON.stringify(Object.fromEntries(requirementSections.map((s) => [s, textOfField(s)])));
    await server.execOwner(
      `update tender_requirements set texts = '${texts.replace(/'/g, "''")}'::jsonb, version = version + 1 where tender_id = ${tenderId}`,
    );
  }

  /**
   * Opens a page, waits until every marker of the texts it shows is on screen (each payload was
   * rendered in its own place), lets images fail and handlers fire, then scans the DOM.
   */
  async function render(page: Page, url: string, shown: XssPayload[], open?: (page: Page) => Promise<void>) {
    await page.goto(url);
    await open?.(page);
    const markers = shown.map((p) => markerOf(p.id));
    await page
      .waitForFunction(
        (wanted) => {
          const values = Array.from(document.querySelectorAll('textarea, input')).map(
            (e) => (e as HTMLInputElement).value,
          );
          // biome-ignore lint/performance/useDomNodeTextContent: the markers must be visible, not only present
          const seen = `${document.body.innerText}\n${values.join('\n')}`;
          return wanted.every((m) => seen.includes(m));
        },
        markers,
        { timeout: 20_000 },
      )
      .catch(async () => {
        // biome-ignore lint/performance/useDomNodeTextContent: the markers must be visible, not only present
        const seen = await page.evaluate(() => document.body.innerText);
        throw new Error(`${url}: markers missing: ${markers.filter((m) => !seen.includes(m)).join(', ')}`);
      });
    await page.waitForLoadState('networkidle');
    findings.push(...(await page.evaluate(scanForDangerousMarkup)).map((f) => `${f} on ${url}`));
    renders += 1;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ projectId, tenderId } = await publishTender(browser, server, {
      name: 'XSS probe',
      closesIn: 10 * day,
    }));
    buyer = await staffApi(browser, server, 'admin@demo.procura.local');
    supplier = await browser.newContext();
    await Promise.all([watch(buyer.context), watch(supplier)]);
    await registerSupplier(supplier);
    const [template] = await valuesOf<{ id: number }>(
      await buyer.request.post(`${buyer.base}/OnlineSubmissionTemplate`, {
        headers: csrf,
        data: { groupName: 'instruction', name: 'XSS probe template', body: '<p>probe</p>' },
      }),
    );
    templateId = template?.id ?? 0;
    buyerPage = await buyer.context.newPage();
    supplierPage = await supplier.newPage();
  });
  afterAll(async () => {
    await buyer?.context.close();
    await supplier?.close();
    await browser?.close();
    await server?.close();
  });

  it('sees a run and a dangerous node when markup does run, and the policy refusing it: the controls the corpus is measured against', async () => {
    const insertControl = () =>
      document.body.insertAdjacentHTML('beforeend', '<img id="control" src="x" onerror="__xss(0)">');
    // Without the page's policy the handler runs, and the probe hears it.
    const unprotected = await browser.newContext({ bypassCSP: true });
    await watch(unprotected);
    const page = await unprotected.newPage();
    await page.goto(`${server.url}/portal/demo`);
    await page.evaluate(insertControl);
    await expect.poll(() => runs.length).toBe(1);
    expect(await page.evaluate(scanForDangerousMarkup)).toEqual(['IMG onerror']);
    await unprotected.close();
    runs.length = 0;
    // Under it the same markup runs nothing, and the refusal is reported (and taken here).
    await supplierPage.goto(`${server.url}/portal/demo`);
    await supplierPage.evaluate(insertControl);
    const violations: string[] = [];
    await expect
      .poll(() => {
        violations.push(...takePolicyViolations());
        return violations.some((v) => v.includes('violation of script-src-attr'));
      })
      .toBe(true);
    expect(runs).toEqual([]);
  });

  it('runs none of them, on the buyer pages or the portal', async () => {
    for (let round = 0; round < batchCount; round++) {
      const batchOf = (field: Field) => batches[(round + fields.indexOf(field)) % batchCount] as XssPayload[];
      await saveRound((field) => textOf(batchOf(field)));
      const sectionsShown = requirementSections.flatMap((s) => batchOf(s));
      const portal = `${server.url}/portal/demo/opportunities/${projectId}`;
      await render(supplierPage, `${portal}/bid`, sectionsShown);
      await render(supplierPage, portal, [
        ...batchOf('description'),
        ...batchOf('question'),
        ...batchOf('answer'),
      ]);
      for (const section of requirementSections as readonly RequirementSection[]) {
        const url = `${server.url}/projects/${projectId}/build/submission-requirements/${sectionPaths[section]}`;
        await render(buyerPage, url, batchOf(section));
      }
      await render(buyerPage, `${server.url}/control-panel/system-content`, batchOf('template'), (page) =>
        page.getByRole('button', { name: 'XSS probe template' }).click(),
      );
      await render(buyerPage, `${server.url}/projects/${projectId}/build/details`, batchOf('description'));
      await render(buyerPage, `${server.url}/projects/${projectId}/source/questions`, batchOf('question'));

      // Sanitised text holds nothing the page's policy would refuse.
      expect(takePolicyViolations()).toEqual([]);

      await storeUnsanitised((field) => textOf(batchOf(field)));
      rawRenders += 1;
      await render(supplierPage, `${portal}/bid`, sectionsShown);
      const section = requirementSections[round % requirementSections.length] as RequirementSection;
      const editor = `${server.url}/projects/${projectId}/build/submission-requirements/${sectionPaths[section]}`;
      await render(buyerPage, editor, batchOf(section));
      rawRenders += 1;
      // Tiptap parses the stored HTML in an inert document before its schema drops what it does
      // not know; Chromium reports each handler and style element it meets there as refused by
      // the page's policy, though nothing would run: the third wall, counted, not a failure (the
      // console's copy of each is not counted again).
      for (const violation of takePolicyViolations()) {
        const directive = /violation of ([\w-]+)/.exec(violation)?.[1];
        if (directive) refused.set(directive, (refused.get(directive) ?? 0) + 1);
      }
    }
    console.info(
      `rich text XSS: ${xssCorpus.length} payloads x ${fields.length} fields, ${renders} renders (${rawRenders} of unsanitised text), ${runs.length} runs, ${findings.length} dangerous nodes; the page's policy refused ${JSON.stringify(Object.fromEntries(refused))} while unsanitised text was parsed`,
    );
    expect(runs).toEqual([]);
    expect(findings).toEqual([]);
  }, 900_000);
});
