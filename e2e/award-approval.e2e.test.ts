import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bidder, submitBidThroughPortal } from './support/bids.ts';
import { launchBrowser } from './support/browser.ts';
import {
  addEvaluators,
  buildEvaluation,
  evaluateAs,
  expectConsensus,
  exportConsensus,
  startEvaluation,
} from './support/evaluation.ts';
import { addAward, awardProject, signInThroughForm, step } from './support/journeys.ts';
import { type E2eServer, startServer } from './support/server.ts';
import { day, demoPassword, publishTender, smallPdf } from './support/tender.ts';

/** 3 x 1,234.56 + 2.5 x 78.90 = 3,900.93. */
const dearer: Bidder = {
  companyName: 'Northern Snow Services',
  email: 'bids@northern-snow.test',
  password: 'Snow-Plough-2026!',
  unitPrices: ['1234.56', '78.90'],
};
/** 3 x 1,100 + 2.5 x 80 = 3,500.00: the better bid. */
const better: Bidder = {
  companyName: 'Eastern Salt & Grit',
  email: 'tenders@eastern-salt.test',
  password: 'Salt-Spreader-2026!',
  unitPrices: ['1100.00', '80.00'],
};
const report = { name: 'Winter roads award report', number: 'AR-2026-014', file: 'award-report.pdf' };
const approverOne = { fullName: 'Olive Approver', email: 'approver.one@council.example' };
const approverTwo = { fullName: 'Theo Approver', email: 'approver.two@council.example' };
const declineComment = 'Please attach the reference checks before I approve.';
const projectName = 'Winter road maintenance';
const jordan = { username: 'evaluator@demo.procura.local', fullName: 'Jordan Lee' };
const priya = { username: 'lead@demo.procura.local', fullName: 'Priya Raman' };
/**
 * Approach, 60 points, scored out of 10; price, 40 points, from the totals. The better bid leads on
 * both: Approach (9 + 8) / 2 = 8.5 earns 51 and the lowest price earns 40, 91 in all; the dearer bid
 * earns (6 + 5) / 2 = 5.5, so 33, and 3,500 / 3,900.93 x 40 = 35.89 for price, 68.89 in all.
 */
const criteria = [
  { name: 'Approach', points: '60', kind: 'Scored' },
  { name: 'Price', points: '40', kind: 'Price' },
] as const;
/** An evaluator's Approach scores: the better bid's, then the dearer one's. */
const approachScores = (ofBetter: string, ofDearer: string) => ({
  Approach: { [better.companyName]: ofBetter, [dearer.companyName]: ofDearer },
});

describe('an award approved by two people outside the agency before the project is awarded, in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let buyer: BrowserContext;
  let buyerPage: Page;
  /** The approver contexts opened so far: each link opens in a browser of its own. */
  const approverContexts: BrowserContext[] = [];
  let projectId = 0;
  let closingAt = 0;
  let firstLink = '';
  const approvalPage = () => `${server.url}/projects/${projectId}/award/approval`;
  const opportunity = () => `${server.url}/portal/demo/opportunities/${projectId}`;

  /** The approval link in the newest mail to `email`, once it differs from `previous`. */
  async function linkMailedTo(email: string, previous = ''): Promise<string> {
    let link = '';
    await expect
      .poll(async () => {
        const body = (await server.lastMailTo(email))?.textBody ?? '';
        link = /https?:\/\/\S+\/approval\/\d+\/approver\/\d+\?uat=\S+/.exec(body)?.[0] ?? '';
        return link !== '' && link !== previous;
      })
      .toBe(true);
    return link;
  }

  /** A browser with nobody's cookies, the approver's own, opened on the link. */
  async function openLink(link: string) {
    const context = await browser.newContext();
    approverContexts.push(context);
    const page = await context.newPage();
    const response = await page.goto(link);
    return { page, response };
  }

  /** Award › Approval, loaded afresh, comes to show the approval in `status`. */
  async function expectApprovalStatus(status: string) {
    await buyerPage.goto(approvalPage());
    await expect.poll(() => buyerPage.getByTestId(/^approval-status-\d+$/).textContent()).toBe(status);
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const published = await publishTender(browser, server, {
      name: projectName,
      closesIn: 10 * day,
    });
    projectId = published.projectId;
    closingAt = server.clock.now().getTime() + 10 * day;
    for (const bidder of [dearer, better]) await submitBidThroughPortal(browser, server, projectId, bidder);
    server.clock.set(new Date(closingAt + 1000));
    expect(await server.closeDue()).toEqual([projectId]);
    buyer = await browser.newContext();
    buyerPage = await buyer.newPage();
  });
  afterAll(async () => {
    for (const context of approverContexts) await context.close();
    await buyer?.close();
    await browser?.close();
    await server?.close();
  });

  it('the buyer unseals both parts of the two bids and compares their prices', async () => {
    await step([buyerPage], async () => {
      await signInThroughForm(buyerPage, server.url, 'lead@demo.procura.local', demoPassword);
      await buyerPage.goto(`${server.url}/projects/${projectId}/source/submissions`);
      await buyerPage.getByRole('button', { name: 'Unseal price' }).click();
      await buyerPage.getByTestId('confirm-action').click();
      await buyerPage.getByText('Price unsealed', { exact: true }).waitFor();
      const submissions = buyerPage.getByTestId('submissions-table');
      await submissions.getByText('$3,900.93').waitFor();
      await submissions.getByText('$3,500.00').waitFor();
      // Evaluators see the bids once the submission part is unsealed too.
      await buyerPage.getByRole('button', { name: 'Unseal submission' }).click();
      await buyerPage.getByTestId('confirm-action').click();
      await buyerPage.getByText('Submission unsealed', { exact: true }).waitFor();
    });
  });

  it('the buyer builds the evaluation (Approach 60 points, price 40), adds Jordan and Priya, and starts it', async () => {
    await step([buyerPage], async () => {
      await buildEvaluation(buyerPage, server.url, projectId, criteria);
      await addEvaluators(buyerPage, server.url, projectId, [jordan, priya]);
      await startEvaluation(buyerPage, server.url, projectId);
    });
  });

  it('Jordan, then Priya, each in a browser of their own, accept the NDA, declare no conflict, score both bids and submit', async () => {
    await evaluateAs(browser, server, jordan, projectName, approachScores('9', '6'));
    await evaluateAs(browser, server, priya, projectName, approachScores('8', '5'));
  });

  it('Evaluate › Supplier Status: the consensus of both ranks the better bid first, and exports as xlsx', async () => {
    await step([buyerPage], async () => {
      await expectConsensus(buyerPage, server.url, projectId, [
        { rank: '1', companyName: better.companyName, total: '91' },
        { rank: '2', companyName: dearer.companyName, total: '68.89' },
      ]);
      await exportConsensus(buyerPage);
    });
  });

  it('the buyer awards the bid the consensus ranks first on Award › Awards', async () => {
    await step([buyerPage], async () => {
      await addAward(buyerPage, {
        companyName: better.companyName,
        amount: '3500',
        // Two days after closing: on or after the closing day in any zone.
        awardDate: new Date(closingAt + 2 * day).toISOString().slice(0, 10),
      });
    });
  });

  it('on Award › Approval the buyer makes the approval in the wizard and sends it: Pending Approval', async () => {
    await step([buyerPage], async () => {
      await buyerPage.getByTestId('award-tab-approval').click();
      await buyerPage.getByText('No approval yet').waitFor();
      await buyerPage.getByTestId('approval-new').click();
      const wizard = buyerPage.getByRole('dialog', { name: 'New approval' });
      await wizard.getByRole('textbox', { name: 'Report name' }).fill(report.name);
      await wizard.getByRole('textbox', { name: 'Report number' }).fill(report.number);
      await wizard.getByRole('combobox', { name: /^Supplier/ }).click();
      await buyerPage.getByRole('option', { name: better.companyName }).click();
      await wizard.getByRole('button', { name: 'Save and continue' }).click();

      const edit = buyerPage.getByRole('dialog', { name: `Edit approval ${report.name}` });
      const [chooser] = await Promise.all([
        buyerPage.waitForEvent('filechooser'),
        edit.getByRole('button', { name: 'Upload a document' }).click(),
      ]);
      await chooser.setFiles({ name: report.file, mimeType: 'application/pdf', buffer: smallPdf() });
      await edit.getByRole('table', { name: 'Documents' }).getByText(report.file).waitFor();
      await edit.getByRole('button', { name: 'Next' }).click();

      await edit.getByText('By email').click();
      for (const person of [approverOne, approverTwo]) {
        await edit.getByRole('textbox', { name: 'Full name' }).fill(person.fullName);
        await edit.getByRole('textbox', { name: 'Email' }).fill(person.email);
        await edit.getByRole('button', { name: 'Add to workflow' }).click();
        await edit.getByRole('table', { name: 'Workflow' }).getByText(person.email).waitFor();
      }
      await edit.getByRole('button', { name: 'Next' }).click();

      await edit.getByText(`${approverTwo.fullName} (Approver)`).waitFor();
      await edit.getByRole('button', { name: 'Send', exact: true }).click();
      await edit.waitFor({ state: 'detached' });
      await expect
        .poll(() => buyerPage.getByTestId(/^approval-status-\d+$/).textContent())
        .toBe('Pending Approval');
    });
  });

  it('approver one opens the mailed link in a browser of their own, reviews the document and declines with a comment; the link works once', async () => {
    firstLink = await linkMailedTo(approverOne.email);
    const { page, response } = await openLink(firstLink);
    await step([page], async () => {
      // The address carries the token until the page exchanges it: it must not leak as a referrer.
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      await page.getByTestId('approver-header').getByText('AWARD APPROVAL').waitFor();
      await page.getByText(`Hello ${approverOne.fullName},`).waitFor();
      await page.waitForURL((url) => !url.searchParams.has('uat'));
      expect(page.url()).not.toContain('uat');

      const [preview] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/preview')),
        page.getByRole('button', { name: `Review ${report.file}` }).click(),
      ]);
      expect(preview.status()).toBe(200);
      expect(preview.headers()['content-type']).toContain('application/pdf');
      const viewer = page.getByRole('dialog', { name: report.file });
      await expect
        .poll(() => viewer.getByTestId('approver-preview-count').textContent())
        .toBe('Document 1/1');
      await viewer.getByRole('button', { name: 'Close' }).last().click();
      await viewer.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Decline Award' }).click();
      const decline = page.getByRole('dialog', { name: 'Decline award' });
      await decline.getByTestId('decline-confirm').click();
      await decline.getByText('Comments are required to decline award.').waitFor();
      await decline.getByRole('textbox', { name: 'Comments' }).fill(declineComment);
      await decline.getByTestId('decline-confirm').click();
      await decline.waitFor({ state: 'detached' });
      const summary = page.getByTestId('approver-summary');
      await summary.getByText('Thank you: your decision is recorded').waitFor();
      await expect.poll(() => summary.getByTestId('approver-comments').textContent()).toBe(declineComment);
      await summary.getByText('Declined', { exact: true }).first().waitFor();
    });

    const again = await openLink(firstLink);
    await step([again.page], async () => {
      await again.page.waitForURL((url) => url.pathname === '/login');
    });
  });

  it('the buyer sees the decline and its comment, cannot award meanwhile, resets the person and sends again', async () => {
    await step([buyerPage], async () => {
      await expectApprovalStatus('Declined');
      const people = buyerPage.getByRole('table', { name: `Workflow of ${report.name}` });
      await people.getByText(declineComment).waitFor();

      await buyerPage.getByTestId('action-award').click();
      await buyerPage.getByTestId('confirm-action').click();
      await buyerPage
        .getByText(
          'An award approval is pending: the project can be awarded once it is approved or cancelled.',
        )
        .waitFor();
      await buyerPage.getByTestId('action-award').waitFor();

      await people.getByRole('button', { name: `Reset the decision of ${approverOne.fullName}` }).click();
      await buyerPage.getByText(`The decision of ${approverOne.fullName} was reset.`).waitFor();
      await buyerPage.getByRole('button', { name: `Send ${report.name}` }).click();
      await buyerPage.getByText('The approval was sent.').waitFor();
      await expect
        .poll(() => buyerPage.getByTestId(/^approval-status-\d+$/).textContent())
        .toBe('Pending Approval');
    });
  });

  it('approver one approves from a new link, then approver two is asked and approves', async () => {
    for (const [person, previous] of [
      [approverOne, firstLink],
      [approverTwo, ''],
    ] as const) {
      const { page } = await openLink(await linkMailedTo(person.email, previous));
      await step([page], async () => {
        await page.getByText(`Hello ${person.fullName},`).waitFor();
        await page.getByRole('button', { name: 'Approve Award' }).click();
        const approve = page.getByRole('dialog', { name: 'Approve award' });
        await approve.getByText(`to ${better.companyName}?`, { exact: false }).waitFor();
        await approve.getByTestId('approve-confirm').click();
        await approve.waitFor({ state: 'detached' });
        const summary = page.getByTestId('approver-summary');
        await summary.getByText('Thank you: your decision is recorded').waitFor();
        await expect.poll(() => summary.getByTestId('approver-comments').textContent()).toBe('No comments');
      });
    }
  });

  it('the approval is Approved; the Award action awards the project and closes the approval; the portal shows the award', async () => {
    await step([buyerPage], async () => {
      await expectApprovalStatus('Approved');
      await awardProject(buyerPage);
      await buyerPage.getByTestId('award-tab-approval').click();
      await expect.poll(() => buyerPage.getByTestId(/^approval-status-\d+$/).textContent()).toBe('Closed');

      await buyerPage.goto(opportunity());
      await buyerPage.getByText('Awarded', { exact: true }).first().waitFor();
      await buyerPage
        .getByTestId('portal-awarded-to')
        .getByText(`${better.companyName}: $3,500.00`)
        .waitFor();
    });
  });
});
