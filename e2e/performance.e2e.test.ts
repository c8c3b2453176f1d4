import type { PerformanceEvaluation, PerformanceEvaluationRow, PerformanceWorkflow } from '@procura/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bidder, submitBidThroughPortal } from './support/bids.ts';
import { launchBrowser } from './support/browser.ts';
import { agencyDay } from './support/contract.ts';
import { signInThroughForm, step } from './support/journeys.ts';
import {
  answerTo,
  byDate,
  choose,
  confirmStep,
  contractWithSupplier,
  enableSupplierPerformance,
  isCall,
  mailedLink,
  score,
  statusOf,
  templateName,
} from './support/performance.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { signInOnPortal } from './support/suppliers.ts';
import { day, demoPassword, publishTender } from './support/tender.ts';

/** 3 x 1,100 + 2.5 x 80 = 3,500.00: the contract amount, from the award. */
const supplier: Bidder = {
  companyName: 'Northshore Line Painting',
  email: 'bids@northshore-painting.test',
  password: 'Line-Painter-2026!',
  unitPrices: ['1100.00', '80.00'],
};
const projectName = 'Road line painting contract';
/** The procurement lead: the project's lead (so its Project Lead reviewer) and the evaluator. */
const lead = { login: 'lead@demo.procura.local', name: 'Priya Raman' };
/** The buyer, named Director by default in the workflow settings. */
const director = { login: 'buyer@demo.procura.local', name: 'Sam Tremblay' };
const ndaText = 'What you read about the supplier stays within the evaluation team.';
const returnComment = 'Say why timeliness lost a point.';
const timelinessComment = 'Two milestones were a week late.';
const appealReason = 'The late milestones followed the agency’s own change order.';
const appealOutcome = 'The scores stand: the change order came after the milestones.';
const reviewSubject = `Performance evaluation to review: ${supplier.companyName}`;

describe('supplier performance in Chromium: a schedule on a contract, one evaluation reviewed twice, appealed and completed', () => {
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let leadPage: Page;
  let directorPage: Page;
  let supplierPage: Page;
  let projectId = 0;
  /** The first interim, due today: the one this journey takes to the end. */
  let evaluation: PerformanceEvaluationRow;
  let evaluationUrl = '';

  /** A browser of its own for each person, on the server's (moved) clock. */
  async function pageFor() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.clock.install({ time: server.clock.now() });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await enableSupplierPerformance(browser, server);
    const published = await publishTender(browser, server, { name: projectName, closesIn: 10 * day });
    projectId = published.projectId;
    const closingAt = server.clock.now().getTime() + 10 * day;
    await submitBidThroughPortal(browser, server, projectId, supplier);
    server.clock.set(new Date(closingAt + 1000));
    expect(await server.closeDue()).toEqual([projectId]);
    leadPage = await pageFor();
    directorPage = await pageFor();
    supplierPage = await pageFor();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it('the administrator sets the workflow: Project Lead then Director (the buyer by default), supplier review and appeal, an NDA', async () => {
    const page = await pageFor();
    await step([page], async () => {
      await signInThroughForm(page, server.url, 'admin@demo.procura.local', demoPassword);
      await page.goto(`${server.url}/control-panel`);
      await page.getByRole('link', { name: /^Supplier Performance/ }).click();
      const form = page.getByTestId('workflow-form');
      await form.waitFor();
      // The agency's defaults: the project lead reviews, the supplier reviews and may appeal.
      expect(await form.getByRole('checkbox', { name: 'Project Lead', exact: true }).isChecked()).toBe(true);
      expect(await form.getByRole('switch', { name: /supplier may appeal/ }).isChecked()).toBe(true);
      await form.getByRole('checkbox', { name: 'Director', exact: true }).check();
      await form.getByRole('combobox', { name: 'Director', exact: true }).click();
      await page.getByRole('option', { name: director.name, exact: true }).click();
      await form.getByRole('textbox', { name: 'Non-disclosure agreement' }).fill(ndaText);
      const [saved] = await answerTo<PerformanceWorkflow>(page, isCall('PUT', /\/PerformanceWorkflow$/), () =>
        page.getByTestId('workflow-save').click(),
      );
      await page.getByText('Saved successfully.').first().waitFor();
      expect(saved?.workflowRoles).toEqual(['projectLead', 'director']);
      expect(saved?.defaultReviewers.directorId).toEqual(expect.any(Number));
      expect(saved?.supplierReview && saved.allowAppeal).toBe(true);
      expect(saved?.ndaTemplate).toBe(ndaText);
    });
  });

  it('the lead awards the bid and starts the contract with a nine-month term from today', async () => {
    await step([leadPage], async () => {
      await signInThroughForm(leadPage, server.url, lead.login, demoPassword);
      await contractWithSupplier(leadPage, server, {
        projectId,
        companyName: supplier.companyName,
        amount: '3500',
        awardDate: agencyDay(server, 2),
        term: { start: agencyDay(server), end: agencyDay(server, 270) },
      });
    });
  });

  it('Contract › Performance: two interims and a final are scheduled over the term; the first, moved to today, is In Progress at once', async () => {
    await step([leadPage], async () => {
      await leadPage.getByTestId('contract-tab-performance').click();
      await leadPage.getByTestId('contract-performance').waitFor();
      await leadPage.getByTestId('contract-schedule-evaluations').click();
      const wizard = leadPage.getByRole('dialog', { name: 'Evaluate a supplier' });
      await wizard.getByTestId('wizard-schedule').waitFor();
      await choose(leadPage, 'wizard-vendor', supplier.companyName);
      await wizard.getByTestId('wizard-interims').fill('2');
      await wizard.getByTestId('wizard-slot-2').waitFor();
      // The proposal: each interim due the day after its period; the final on the term's last day.
      expect(await wizard.getByTestId('wizard-slot-2-date').inputValue()).toBe(agencyDay(server, 270));
      expect(await wizard.getByTestId('wizard-slot-0-date').inputValue()).toBe(agencyDay(server, 91));
      await wizard.getByTestId('wizard-slot-0-date').fill(agencyDay(server));
      await choose(leadPage, 'wizard-template', templateName);
      await choose(leadPage, 'wizard-evaluator', lead.name);
      await wizard.getByTestId('wizard-next').click();

      // The workflow the administrator set: the project's own lead, then the default director.
      await wizard.getByTestId('wizard-workflow').waitFor();
      expect(await wizard.getByTestId('wizard-role-projectLead-required').isChecked()).toBe(true);
      expect(await wizard.getByTestId('wizard-role-director-required').isChecked()).toBe(true);
      expect(await wizard.getByTestId('wizard-reviewer-director').inputValue()).toBe(director.name);
      expect(await wizard.getByTestId('wizard-allow-appeal').isChecked()).toBe(true);
      await wizard.getByTestId('wizard-next').click();

      const review = wizard.getByTestId('wizard-review');
      await review.getByText('3 evaluations will be created').waitFor();
      const rows = await answerTo<PerformanceEvaluationRow>(
        leadPage,
        isCall('POST', /\/Contracts\/PerformanceEvaluation$/),
        () => wizard.getByTestId('wizard-create').click(),
      );
      await leadPage.getByText('3 evaluations were scheduled.').waitFor();
      const [first, second, final] = byDate(rows);
      expect(rows.map((row) => row.type).sort()).toEqual(['Final', 'Interim', 'Interim']);
      expect([first?.status, second?.status, final?.status]).toEqual([
        'In Progress',
        'Scheduled',
        'Scheduled',
      ]);
      expect(final?.type).toBe('Final');
      evaluation = first as PerformanceEvaluationRow;
      evaluationUrl = `${server.url}/performance/evaluations/${evaluation.id}`;

      const table = leadPage.getByTestId('contract-evaluations');
      await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
      const row = table.getByTestId(`evaluation-row-${evaluation.id}`);
      expect(await row.textContent()).toContain('In Progress');
      expect(await row.textContent()).toContain(lead.name);
    });
    // The evaluator hears that it is due.
    expect((await server.lastMailTo(lead.login))?.subject).toBe(
      `Performance evaluation due: ${supplier.companyName}`,
    );
  });

  it('the evaluator accepts the NDA and scores the card: the total and rating follow each score; saved, then submitted', async () => {
    await step([leadPage], async () => {
      await leadPage.getByTestId(`evaluation-row-${evaluation.id}`).click();
      await leadPage.waitForURL(evaluationUrl);
      expect(await statusOf(leadPage)).toBe('In Progress');
      const declarations = leadPage.getByTestId('evaluation-declarations');
      expect(await declarations.getByTestId('evaluation-nda').textContent()).toBe(ndaText);
      await declarations.getByTestId('evaluation-nda-accept').check();
      await declarations.getByTestId('evaluation-declare').click();
      await leadPage.getByTestId('score-card').waitFor();
      expect(await leadPage.getByTestId('card-percent').textContent()).toBe('—');

      // Points out of 5 on criteria worth 10; sections weighted 40 (quality), 30, 30.
      await score(leadPage, 'workmanship', '4', '16.0%');
      expect(await leadPage.getByTestId('card-rating').textContent()).toBe('Unacceptable');
      await score(leadPage, 'specifications', '5', '36.0%');
      expect(await leadPage.getByTestId('section-total-quality').textContent()).toBe('18 of 20 · 90.0%');
      await score(leadPage, 'timeliness', '4', '48.0%');
      await score(leadPage, 'communication', '4', '60.0%');
      expect(await leadPage.getByTestId('card-rating').textContent()).toBe('Cautionary');
      await score(leadPage, 'site-safety', '5', '75.0%');
      await score(leadPage, 'environment', '4', '87.0%');
      expect(await leadPage.getByTestId('card-rating').textContent()).toBe('Good');
      expect(await leadPage.getByTestId('card-total').textContent()).toContain(
        'Total 52 of 60 (6 of 6 criteria scored)',
      );
      await leadPage.getByRole('textbox', { name: 'Comment on Timeliness' }).fill(timelinessComment);

      const [saved] = await answerTo<PerformanceEvaluation>(
        leadPage,
        isCall('PUT', new RegExp(`/PerformanceEvaluation/${evaluation.id}$`)),
        () => leadPage.getByTestId('evaluation-save').click(),
      );
      // The server scores with the same function: what was shown is what is stored.
      expect(saved?.percent).toBe(87);
      expect(saved?.rating).toBe('good');
      await expect.poll(() => leadPage.getByTestId('evaluation-percent').textContent()).toBe('87.0%');

      const submitted = await confirmStep(leadPage, 'submit');
      expect(submitted.status).toBe('Pending Project Lead Review');
      await expect.poll(() => statusOf(leadPage)).toBe('Pending Project Lead Review');
      await leadPage.getByText('The evaluation was submitted.').waitFor();
    });
  });

  it('the project lead approves; the director, mailed, returns it with a comment; resubmitted, both approve and it waits on the supplier', async () => {
    await step([leadPage, directorPage], async () => {
      // The lead is also the project's lead: the first reviewer.
      expect(await leadPage.getByTestId('reviewer-projectLead').getAttribute('data-state')).toBe('current');
      expect((await confirmStep(leadPage, 'approve')).status).toBe('Pending Director Review');
      await expect.poll(() => statusOf(leadPage)).toBe('Pending Director Review');

      await signInThroughForm(directorPage, server.url, director.login, demoPassword);
      await directorPage.goto(await mailedLink(server, director.login, reviewSubject));
      await expect.poll(() => statusOf(directorPage)).toBe('Pending Director Review');
      expect(await directorPage.getByTestId('reviewer-projectLead').getAttribute('data-state')).toBe('done');
      // The director reads the card; only the evaluator scores it.
      expect(await directorPage.getByTestId('score-timeliness').getAttribute('readonly')).not.toBeNull();
      await directorPage.getByTestId('action-return').click();
      const dialog = directorPage.getByTestId('step-dialog-return');
      await dialog.getByTestId('step-comment').fill(returnComment);
      await answerTo(directorPage, isCall('POST', /\/PerformanceWorkflow\/\d+$/), () =>
        dialog.getByTestId('step-send').click(),
      );
      await expect.poll(() => statusOf(directorPage)).toBe('In Progress');
    });

    await step([leadPage], async () => {
      await mailedLink(server, lead.login, `Performance evaluation returned: ${supplier.companyName}`);
      await leadPage.reload();
      await expect.poll(() => statusOf(leadPage)).toBe('In Progress');
      expect(await leadPage.getByTestId('evaluation-history').textContent()).toContain(returnComment);
      const comment = leadPage.getByRole('textbox', { name: 'Comment on Timeliness' });
      await comment.fill(`${timelinessComment} Each was caught up within the month.`);
      // Submit saves the changed comment first.
      expect((await confirmStep(leadPage, 'submit')).comments.timeliness).toContain('caught up');
      expect((await confirmStep(leadPage, 'approve')).status).toBe('Pending Director Review');
    });

    await step([directorPage], async () => {
      await directorPage.goto(await mailedLink(server, director.login, reviewSubject));
      await expect.poll(() => statusOf(directorPage)).toBe('Pending Director Review');
      const approved = await confirmStep(directorPage, 'approve');
      expect(approved.status).toBe('Pending Supplier/Vendor Review');
      await expect.poll(() => statusOf(directorPage)).toBe('Pending Supplier/Vendor Review');
    });
  });

  it('the supplier finds it under My evaluations on the portal, reads the card and appeals it with a reason', async () => {
    const link = await mailedLink(server, supplier.email, 'City of Demo has evaluated your performance');
    await step([supplierPage], async () => {
      await signInOnPortal(supplierPage, server, supplier.email, supplier.password);
      await supplierPage.getByRole('link', { name: 'My evaluations' }).click();
      const row = supplierPage.getByTestId(`portal-evaluation-${evaluation.id}`);
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(text).toContain('Pending Supplier/Vendor Review');
      expect(text).toContain('87.0%');
      expect(text).toContain('Good');
      // Only the evaluation waiting on it: the scheduled two are not the supplier's to see yet.
      expect(await supplierPage.getByTestId('portal-evaluations').locator('tbody tr').count()).toBe(1);
      await row.getByRole('link').click();
      // The page the mail leads to.
      await supplierPage.waitForURL(link);

      const page = supplierPage.getByTestId('portal-evaluation');
      expect(await page.getByTestId('portal-eval-overall').textContent()).toContain('87.0%');
      await page.getByText('Each was caught up within the month.', { exact: false }).waitFor();
      await page.getByTestId('portal-eval-appeal').click();
      await supplierPage.getByTestId('portal-appeal-reason').fill(appealReason);
      await supplierPage.getByTestId('portal-appeal-confirm').click();
      await supplierPage.getByText('Your appeal was sent to the agency.').waitFor();
      await expect
        .poll(() => page.locator('[data-status]').first().getAttribute('data-status'))
        .toBe('Under Appeal');
      expect(await page.getByTestId('portal-appeal-reason').textContent()).toBe(appealReason);
      await page.getByText('The agency has not completed the appeal yet.').waitFor();
    });
  });

  it('the lead completes the appeal with its meeting date: Complete - Appeal Complete, for the agency and the supplier', async () => {
    await mailedLink(server, lead.login, `Performance evaluation appealed: ${supplier.companyName}`);
    await step([leadPage, supplierPage], async () => {
      await leadPage.goto(evaluationUrl);
      await expect.poll(() => statusOf(leadPage)).toBe('Under Appeal');
      expect(await leadPage.getByTestId('supplier-appeal').textContent()).toContain(appealReason);
      await leadPage.getByTestId('action-completeAppeal').click();
      const dialog = leadPage.getByTestId('step-dialog-completeAppeal');
      // The meeting date is required (000 §5): refused before anything is sent.
      await dialog.getByTestId('step-send').click();
      await dialog.getByText('The appeal meeting date is required', { exact: false }).waitFor();
      await dialog.getByTestId('appeal-meeting-date').fill(agencyDay(server));
      await dialog.getByTestId('step-comment').fill(appealOutcome);
      const [done] = await answerTo<PerformanceEvaluation>(
        leadPage,
        isCall('POST', /\/PerformanceWorkflow\/\d+$/),
        () => dialog.getByTestId('step-send').click(),
      );
      expect(done?.status).toBe('Complete - Appeal Complete');
      expect(done?.appeal?.meetingDate).toBe(agencyDay(server));
      await expect.poll(() => statusOf(leadPage)).toBe('Complete - Appeal Complete');
      expect(await leadPage.getByTestId('supplier-appeal').textContent()).toContain(appealOutcome);
      // A completed evaluation cannot be deleted (000 §4).
      expect(await leadPage.getByTestId('action-delete').count()).toBe(0);

      await supplierPage.reload();
      const page = supplierPage.getByTestId('portal-evaluation');
      await expect
        .poll(() => page.locator('[data-status]').first().textContent())
        .toBe('Complete - Appeal Complete');
      expect(await page.getByTestId('portal-appeal-outcome').textContent()).toBe(appealOutcome);
      expect(await page.getByTestId('portal-eval-appeal').count()).toBe(0);
    });
  });

  it('the supplier dashboard, the buyer dashboard, the contract and the supplier’s profile show the result', async () => {
    await step([leadPage], async () => {
      await leadPage.getByRole('link', { name: 'Supplier Dashboard' }).click();
      await leadPage.waitForURL(`${server.url}/supplier-dashboard`);
      const summary = leadPage.getByTestId('perf-dash-summary');
      await expect.poll(() => summary.getByTestId('perf-dash-evaluations-completed').textContent()).toBe('1');
      expect(await summary.getByTestId('perf-dash-evaluations-interim').textContent()).toBe('1');
      expect(await summary.getByTestId('perf-dash-evaluations-final').textContent()).toBe('0');
      expect(await summary.getByTestId('perf-dash-suppliers').textContent()).toBe('1');
      expect(await summary.getByTestId('perf-dash-satisfactory').textContent()).toBe('1 (100.00%)');
      expect(await summary.getByTestId('perf-dash-not-satisfactory').textContent()).toBe('0 (0.00%)');
      // The interim count opens the evaluation it counts.
      await summary.getByTestId('perf-dash-evaluations-interim').click();
      const drilled = leadPage.getByTestId('perf-dash-evaluations');
      await drilled.getByTestId(`perf-dash-evaluation-${evaluation.id}`).waitFor();
      expect(await drilled.locator('tbody tr').count()).toBe(1);

      await leadPage.getByRole('link', { name: 'Dashboard', exact: true }).click();
      const snapshot = leadPage.getByTestId('widget-satisfactorySnapshot');
      await expect.poll(() => snapshot.getByTestId('satisfactory-share').textContent()).toContain('100.00%');

      await leadPage.goto(`${server.url}/projects/${projectId}/contract/performance`);
      const rating = leadPage.getByTestId(`contract-rating-${evaluation.vendorId}`);
      await expect.poll(() => rating.textContent()).toContain('1 of 3 complete');
      expect(await rating.textContent()).toContain('87.0%');

      await leadPage.goto(evaluationUrl);
      await leadPage.getByRole('link', { name: supplier.companyName }).click();
      await leadPage.waitForURL(`${server.url}/suppliers/${evaluation.vendorId}/performance`);
      const results = leadPage.getByTestId('performance-results');
      await expect.poll(() => results.getByTestId('result-average-percent').textContent()).toBe('87.0%');
      expect(await results.getByTestId('result-average-rating').textContent()).toBe('Good');
      expect(await results.getByTestId('result-latest-percent').textContent()).toBe('87.0%');
      expect(await leadPage.getByTestId('results-count').textContent()).toBe('1 completed of 3 evaluations');
      const listed = leadPage.getByTestId('vendor-evaluations');
      await expect.poll(() => listed.getByTestId(/^evaluation-row-\d+$/).count()).toBe(3);
    });
  });
});
