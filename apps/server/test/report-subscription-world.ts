import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScheduledReport, ScheduledReportBody } from '@procura/contract';
import { and, asc, eq } from 'drizzle-orm';
import { contracts, nodes, outbox, reportSubscriptions, users } from '../src/db/schema/index.ts';
import type { MovableClock } from '../src/platform/clock.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import { signedInCaller, valuesOf } from './api.ts';
import { createTestApp, type DatabaseKind, type TestApp } from './harness.ts';
import { insertProject } from './projects.ts';

/**
 * Report subscriptions' tests (issue 26 §2): an app whose files go to a folder of its own, its
 * demo agency's callers, and readers of what the routes and the job wrote.
 */

export type Caller = Awaited<ReturnType<typeof signedInCaller>>;

export async function subscriptionApp(kind: DatabaseKind, clock?: MovableClock) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'procura-report-mail-'));
  const t = await createTestApp(kind, { config: { dataDir }, ...(clock ? { clock } : {}) });
  return { t, dataDir };
}

export const userIdOf = (t: TestApp, username: string): number => {
  const id = t.seed.demoUsers.get(username);
  if (id === undefined) throw new Error(`no demo user ${username}`);
  return id;
};

/** A subscription body: a library report, tomorrow's start unless given, mailed daily at 09:00. */
export const subscriptionBody = (overrides: Partial<ScheduledReportBody> = {}): ScheduledReportBody => ({
  reportName: 'ActiveContracts',
  start: '2999-01-01',
  sendAt: '09:00',
  frequency: 'Daily',
  recipients: [{ email: 'ops@example.com' }],
  ...overrides,
});

/** The subscription a call answered, or a failure naming the answer. */
export function answered(response: { statusCode: number; body: string; json(): unknown }): ScheduledReport {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  const [subscription] = valuesOf<ScheduledReport>(response);
  if (!subscription) throw new Error(`no subscription in ${response.body}`);
  return subscription;
}

export const messageKeys = (response: { headers: Record<string, unknown> }) =>
  response.headers['x-message-keys'];

/** Turns the supplier-performance module of the demo agency's tender node on or off. */
export const setContractorPerformance = (t: TestApp, on: boolean) =>
  asSystem(t.database.db, (tx) =>
    tx
      .update(nodes)
      .set({ contractorPerformance: on })
      .where(and(eq(nodes.customerId, t.seed.demoCustomerId), eq(nodes.kind, 'tender'))),
  );

/** A user of the demo agency who has been deactivated. */
export async function insertInactiveUser(t: TestApp): Promise<number> {
  const [row] = await asSystem(t.database.db, (tx) =>
    tx
      .insert(users)
      .values({
        customerId: t.seed.demoCustomerId,
        email: 'gone@demo.procura.local',
        username: 'gone@demo.procura.local',
        firstName: 'Gone',
        lastName: 'Away',
        inActive: true,
      })
      .returning({ id: users.id }),
  );
  if (!row) throw new Error('user not inserted');
  return row.id;
}

/** An Active contract without an end in the node, for the Active contracts report to list. */
export async function insertActiveContract(t: TestApp, nodeId: number, number: string): Promise<void> {
  const at = { customerId: t.seed.demoCustomerId, nodeId };
  const { projectId } = await insertProject(t, at, { name: `Project ${number}`, number, status: 'Awarded' });
  await asSystem(t.database.db, (tx) =>
    tx
      .insert(contracts)
      .values({ customerId: at.customerId, projectId, name: `Contract ${number}`, number, status: 'Active' }),
  );
}

/** The stored row of a subscription, as the job sees it. */
export async function subscriptionRow(t: TestApp, id: number) {
  const [row] = await asSystem(t.database.db, (tx) =>
    tx.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, id)),
  );
  return row;
}

/** The subscription mails in the outbox, oldest first. */
export function subscriptionMails(t: TestApp) {
  return asSystem(t.database.db, (tx) =>
    tx.select().from(outbox).where(eq(outbox.kind, 'reportSubscription')).orderBy(asc(outbox.id)),
  );
}

export { signedInCaller, valuesOf };
