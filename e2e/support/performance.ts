import type {
  PerformanceEvaluation,
  PerformanceEvaluationRow,
  PerformanceTemplate,
  PerformanceTemplateInput,
  WorkflowAction,
} from '@procura/contract';
import type { Browser, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { addAward, awardProject } from './journeys.ts';
import type { E2eServer } from './server.ts';
import { csrf, staffApi, valuesOf } from './tender.ts';

export const templateName = 'Standard contractor evaluation';

const criterion = (key: string, name: string) => ({ key, name, description: '', worth: 10 });

/**
 * The demo seed's card (seed/sample-performance.ts), which the e2e seed leaves out: points from
 * 0 to 5, three sections weighted 40/30/30 under the default Section weight scale.
 */
const standardTemplate: PerformanceTemplateInput = {
  name: templateName,
  description: 'Interim and final evaluations of construction and maintenance contractors.',
  guide: 'Score each criterion from 0 (unacceptable) to 5 (exceptional).',
  card: {
    scoringMethod: 'points',
    decimalPlaces: 0,
    minScore: 0,
    maxScore: 5,
    sections: [
      {
        key: 'quality',
        name: 'Quality of work',
        weight: 40,
        criteria: [
          criterion('workmanship', 'Workmanship'),
          criterion('specifications', 'Compliance with the specifications'),
        ],
      },
      {
        key: 'schedule',
        name: 'Schedule and communication',
        weight: 30,
        criteria: [criterion('timeliness', 'Timeliness'), criterion('communication', 'Communication')],
      },
      {
        key: 'safety',
        name: 'Health, safety and environment',
        weight: 30,
        criteria: [
          criterion('site-safety', 'Site safety'),
          criterion('environment', 'Environmental protection'),
        ],
      },
    ],
  },
};

/**
 * What the demo seed gives the agency for supplier performance and the e2e seed does not: the
 * tender node's contractorPerformance flag (set by product support; no screen sets it), and the
 * score card template, saved through the API the evaluation settings' editor uses.
 */
export async function enableSupplierPerformance(browser: Browser, server: E2eServer) {
  const admin = await staffApi(browser, server, 'admin@demo.procura.local');
  await server.execOwner(
    `update nodes set contractor_performance = true where id = ${admin.info.tenderNode.id}`,
  );
  const [template] = await valuesOf<PerformanceTemplate>(
    await admin.request.post(`${admin.base}/PerformanceTemplate`, { headers: csrf, data: standardTemplate }),
  );
  await admin.context.close();
  expect(template?.name).toBe(templateName);
}

/** A Mantine select opened by its test id, the option picked by its text. */
export async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Whether `response` answers `method` on a path ending as `path` (the query aside). */
export const isCall = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method && path.test(new URL(response.url()).pathname);

/** The answer's values, once `action` made the call `matches` waits for; a refusal fails here. */
export async function answerTo<T>(
  page: Page,
  matches: (response: Response) => boolean,
  action: () => Promise<void>,
): Promise<T[]> {
  const [answer] = await Promise.all([page.waitForResponse(matches), action()]);
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { data: Record<string, { values: T[] }> };
  return Object.values(body.data)[0]?.values ?? [];
}

/**
 * From the submissions after closing to a started contract: the bid's price and submission
 * unsealed, the supplier awarded, the project awarded, and Start contract with its initial term.
 */
export async function contractWithSupplier(
  page: Page,
  server: E2eServer,
  options: {
    projectId: number;
    companyName: string;
    amount: string;
    awardDate: string;
    term: { start: string; end: string };
  },
) {
  await page.goto(`${server.url}/projects/${options.projectId}/source/submissions`);
  for (const [button, done] of [
    ['Unseal price', 'Price unsealed'],
    ['Unseal submission', 'Submission unsealed'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await page.getByTestId('confirm-action').click();
    await page.getByText(done, { exact: true }).waitFor();
  }
  await addAward(page, {
    companyName: options.companyName,
    amount: options.amount,
    awardDate: options.awardDate,
  });
  await awardProject(page);

  await page.getByTestId('action-start-contract').click();
  const dialog = page.getByRole('dialog', { name: 'Start the contract' });
  await dialog.getByTestId('start-contract-start').fill(options.term.start);
  await dialog.getByTestId('start-contract-end').fill(options.term.end);
  await dialog.getByRole('button', { name: 'Start contract' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL((url) => url.pathname === `/projects/${options.projectId}/contract/dates`);
  await expect.poll(() => page.getByTestId('contract-status').getAttribute('data-status')).toBe('Active');
}

/** The evaluation page's status badge, as the user reads it. */
export const statusOf = (page: Page) => page.getByTestId('evaluation-status').textContent();

/**
 * A workflow step on the evaluation page (Submit, Approve): its button, then the confirmation;
 * answers the evaluation the server sent back (POST /PerformanceWorkflow/{id}).
 */
export async function confirmStep(page: Page, action: Extract<WorkflowAction, 'submit' | 'approve'>) {
  const [evaluation] = await answerTo<PerformanceEvaluation>(
    page,
    isCall('POST', /\/PerformanceWorkflow\/\d+$/),
    async () => {
      await page.getByTestId(`action-${action}`).click();
      await page.getByTestId('confirm-action').click();
    },
  );
  if (!evaluation) throw new Error(`the ${action} answered no evaluation`);
  return evaluation;
}

/** Types a criterion's score; the card's live percent then reads `percent`. */
export async function score(page: Page, key: string, value: string, percent: string) {
  await page.getByTestId(`score-${key}`).fill(value);
  await expect.poll(() => page.getByTestId('card-percent').textContent()).toBe(percent);
}

/** The schedule's rows as POST /Contracts/PerformanceEvaluation answered them, by evaluation date. */
export const byDate = (rows: readonly PerformanceEvaluationRow[]) =>
  [...rows].sort((a, b) => a.evaluationDate.localeCompare(b.evaluationDate));

/** The newest mail to `to` once its subject is `subject`; answers the link it carries. */
export async function mailedLink(server: E2eServer, to: string, subject: string): Promise<string> {
  await expect.poll(async () => (await server.lastMailTo(to))?.subject).toBe(subject);
  const body = (await server.lastMailTo(to))?.textBody ?? '';
  const link = /Open it: (\S+)/.exec(body)?.[1] ?? '';
  expect(link.startsWith(server.url)).toBe(true);
  return link;
}
