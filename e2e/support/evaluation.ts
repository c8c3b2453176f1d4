import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInThroughForm, step } from './journeys.ts';
import type { E2eServer } from './server.ts';
import { demoPassword } from './tender.ts';

/**
 * The bid evaluation of issue 8 through the browser: the buyer builds it on Evaluate › Build and
 * Evaluation Team and starts it; each evaluator accepts the NDA, declares no conflict, scores and
 * submits in the evaluator portal; the buyer reads the consensus on Evaluate › Supplier Status.
 */

export type Criterion = { name: string; points: string; kind: 'Scored' | 'Price' };
export type Evaluator = { username: string; fullName: string };
/** One evaluator's scores: a score per supplier (company name) on each scored criterion (name). */
export type Scores = Record<string, Record<string, string>>;

const evaluatePage = (page: Page, baseUrl: string, projectId: number, tab: string) =>
  page.goto(`${baseUrl}/projects/${projectId}/evaluate/${tab}`);

/** Long enough for a page to catch up on a loaded machine: a poll otherwise gives up after 1 s. */
const patiently = { timeout: 30_000 };

/** On the open confirm dialog: its confirm button, then it goes. */
async function confirm(page: Page) {
  await page.getByTestId('confirm-action').click();
  await page.getByTestId('confirm-action').waitFor({ state: 'detached' });
}

/** In the evaluation's default section, General: a criterion worth its points. */
async function addCriterion(page: Page, criterion: Criterion) {
  await page.getByRole('button', { name: 'Add a criterion to General' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add criterion' });
  await dialog.getByRole('textbox', { name: /^Criterion/ }).fill(criterion.name);
  if (criterion.kind === 'Price') await dialog.getByText('Price', { exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Points/ }).fill(criterion.points);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  const section = page.getByRole('region', { name: 'General' });
  // The name's cell comes first in the row (the kind's cell of the price criterion reads Price too).
  await section.getByRole('cell', { name: criterion.name, exact: true }).first().waitFor();
}

/** Evaluate › Build: the evaluation created, with its criteria in the default section. */
export async function buildEvaluation(
  page: Page,
  baseUrl: string,
  projectId: number,
  criteria: readonly Criterion[],
) {
  await evaluatePage(page, baseUrl, projectId, 'build-evaluation');
  await page.getByTestId('evaluation-create').click();
  await page.getByRole('region', { name: 'General' }).waitFor();
  for (const criterion of criteria) await addCriterion(page, criterion);
  await expect
    .poll(() => page.getByTestId('evaluation-worth-total').textContent(), patiently)
    .toBe('Total: 100 points');
}

/** Evaluate › Evaluation Team: each evaluator added from the agency's team members. */
export async function addEvaluators(
  page: Page,
  baseUrl: string,
  projectId: number,
  evaluators: readonly Evaluator[],
) {
  await evaluatePage(page, baseUrl, projectId, 'evaluation-team');
  for (const evaluator of evaluators) {
    await page.getByRole('combobox', { name: 'Team member' }).click();
    await page.getByRole('option', { name: evaluator.fullName }).click();
    await page.getByRole('button', { name: 'Add to team' }).click();
    await page.getByTestId('evaluation-team').getByText(evaluator.username).waitFor();
  }
}

/** Evaluate › Build: Start evaluation, confirmed; the evaluation is In Progress. */
export async function startEvaluation(page: Page, baseUrl: string, projectId: number) {
  await evaluatePage(page, baseUrl, projectId, 'build-evaluation');
  await page.getByRole('button', { name: 'Start evaluation' }).click();
  await confirm(page);
  await expect.poll(() => page.getByTestId('evaluation-status').textContent(), patiently).toBe('In Progress');
}

/** From the settings menu to the evaluation of `projectName` in the evaluator portal. */
async function openFromPortal(page: Page, projectName: string) {
  await page.getByTestId('settings-menu').click();
  await page.getByRole('menuitem', { name: 'Evaluator portal' }).click();
  await page.getByTestId('evaluator-list').getByRole('link', { name: projectName }).click();
}

/** The NDA accepted and no conflict declared, confirmed: the scoring grid shows. */
async function declareNoConflict(page: Page) {
  await page.getByTestId('evaluator-nda-step').getByRole('button', { name: 'I accept' }).click();
  const conflict = page.getByTestId('evaluator-conflict-step');
  await conflict.getByRole('radio', { name: 'I have no conflict of interest' }).check();
  await conflict.getByRole('button', { name: 'Declare' }).click();
  await confirm(page);
  await page.getByTestId('evaluator-scoring').waitFor();
}

/** Every score typed, saved, then submitted and confirmed: the scores are final. */
async function scoreAndSubmit(page: Page, scores: Scores) {
  for (const [criterion, bySupplier] of Object.entries(scores))
    for (const [company, score] of Object.entries(bySupplier))
      await page.getByRole('textbox', { name: `Score of ${company} for ${criterion}` }).fill(score);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() => page.getByTestId('evaluator-unsaved').textContent(), patiently)
    .toBe('All changes saved');
  await page.getByRole('button', { name: 'Submit scores' }).click();
  await confirm(page);
  await page.getByTestId('evaluator-submitted').getByText('Scores submitted').waitFor();
}

/**
 * One evaluator in a browser of their own: signs in, opens the evaluation from the evaluator
 * portal, accepts the NDA, declares no conflict, scores every supplier and submits.
 */
export async function evaluateAs(
  browser: Browser,
  server: E2eServer,
  evaluator: Evaluator,
  projectName: string,
  scores: Scores,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await step([page], async () => {
      await signInThroughForm(page, server.url, evaluator.username, demoPassword);
      await openFromPortal(page, projectName);
      await declareNoConflict(page);
      await scoreAndSubmit(page, scores);
    });
  } finally {
    await context.close();
  }
}

/** A consensus row as the table shows it: rank, supplier and total. */
export type ConsensusRow = { rank: string; companyName: string; total: string };

/** Evaluate › Supplier Status: the consensus lists `rows` in this order. */
export async function expectConsensus(
  page: Page,
  baseUrl: string,
  projectId: number,
  rows: readonly ConsensusRow[],
) {
  await evaluatePage(page, baseUrl, projectId, 'supplier-status');
  const table = page.getByTestId('consensus-table');
  const read = async () => {
    const shown: ConsensusRow[] = [];
    for (const row of await table.locator('tbody tr').all()) {
      shown.push({
        rank: (await row.getByTestId('consensus-rank').textContent()) ?? '',
        companyName: (await row.getByRole('cell').nth(1).textContent()) ?? '',
        total: (await row.getByTestId('consensus-total').textContent()) ?? '',
      });
    }
    return shown;
  };
  await expect.poll(read, patiently).toEqual(rows);
}

/** Supplier Status › Export xlsx: the consensus downloads as a workbook. */
export async function exportConsensus(page: Page) {
  const link = page.getByRole('link', { name: 'Export xlsx' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/consensus\.xlsx$/);
  expect(await download.failure()).toBeNull();
  // The same address fetched with the buyer's cookies: what the server answers for it.
  const href = await link.getAttribute('href');
  const answer = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
}
