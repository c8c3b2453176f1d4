import type { ProjectSnapshot } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { insertAwardedProject } from '../../../test/contracts.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { addTeamMember, setTenderDates } from '../../../test/sourcing.ts';
import {
  awards,
  contractPurchaseOrders,
  departments,
  projects,
  projectUsers,
} from '../../db/schema/index.ts';
import { movableClock } from '../../platform/clock.ts';
import { asSystem } from '../../platform/tenancy.ts';

/**
 * GET Projects/Snapshot: a project in design, an awarded one with its contract, and the refusals.
 * The source's states (open, closed, unsealed) are in snapshot-source.int.test.ts.
 */

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
/** Noon on 15 June 2026 in Toronto, the demo agency's zone. */
const now = new Date('2026-06-15T16:00:00Z');
const day = 86_400_000;
const after = (ms: number) => new Date(now.getTime() + ms);
/** Sums two-decimal amounts in whole cents, as the expected figures are computed apart from the server. */
const cents = (amounts: string[]) => amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0);
const money = (total: number) => `${Math.trunc(total / 100)}.${String(total % 100).padStart(2, '0')}`;

describe.each(databaseKinds())('project snapshot on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let lead: Caller;
  let evaluator: Caller;
  let northwind: Caller;
  const at = () => ({ customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id });
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: movableClock(now) });
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function snapshotOf(projectId: number, caller: Caller = buyer): Promise<ProjectSnapshot> {
    const response = await caller.call('GET', `/Projects/Snapshot?projectId=${projectId}`);
    expect(response.statusCode, response.body).toBe(200);
    const [snapshot] = valuesOf<ProjectSnapshot>(response);
    if (!snapshot) throw new Error('no snapshot');
    return snapshot;
  }

  it('shows a project in design: its overview, lead and team, and what is still ahead', async () => {
    const customerId = at().customerId;
    const [department] = await asSystem(db(), (tx) =>
      tx.insert(departments).values({ customerId, name: 'Public Works' }).returning(),
    );
    const { projectId, tenderId } = await insertProject(t, at(), {
      name: 'Snow clearing',
      number: 'SC-1',
      description: 'Clear the roads.\nAll winter.',
      classification: 'Services',
      estimatedValue: '250000.00',
      estimatedAnnualValue: '50000.5',
      departmentId: department?.id ?? null,
      projectLeadId: lead.info.user.id,
      createdById: buyer.info.user.id,
      createdAt: after(-30 * day),
    });
    await setTenderDates(t, customerId, tenderId, {
      dateAvailable: after(3 * day),
      dateClosing: after(20 * day),
    });
    await addTeamMember(t, customerId, projectId, evaluator.info.user.id, false);
    await asSystem(db(), (tx) =>
      tx.insert(projectUsers).values([
        { customerId, projectId, userId: evaluator.info.user.id, roleId: 'evaluator' },
        { customerId, projectId, userId: buyer.info.user.id, roleId: 'purchasingTeamMember' },
      ]),
    );

    const snapshot = await snapshotOf(projectId);
    expect(snapshot.overview).toMatchObject({
      id: projectId,
      number: 'SC-1',
      name: 'Snow clearing',
      type: 'SOURCE',
      status: 'Design_Mode_Pending',
      statusLabel: 'Design / In Progress',
      sourceStatus: 'In Progress',
      procurementMethod: 'Public',
      department: 'Public Works',
      division: null,
      classification: 'Services',
      estimatedValue: '250000.00',
      estimatedAnnualValue: '50000.50',
      createdAt: after(-30 * day).toISOString(),
      description: 'Clear the roads.\nAll winter.',
      lead: { id: lead.info.user.id },
      createdBy: { id: buyer.info.user.id },
      departmentLead: null,
    });
    expect(snapshot.timeZone).toBe('America/Toronto');
    expect(snapshot.milestones.map((m) => [m.key, m.done])).toEqual([
      ['created', true],
      ['published', false],
      ['closing', false],
    ]);
    expect(snapshot.stats).toEqual({
      planTakers: 0,
      downloads: 0,
      submissions: 0,
      noBids: null,
      addenda: 0,
      meetings: 0,
      closingDate: after(20 * day).toISOString(),
      daysUntilClosing: 20,
    });
    expect(snapshot.supplierQuestions).toEqual({ total: 0, answered: 0, unanswered: 0 });
    expect(snapshot.suppliers).toEqual({ total: 0, visible: true, items: [] });
    expect(snapshot.source).toMatchObject({ tenderId, isClosed: false, priceUnsealed: false, meetings: [] });
    expect(snapshot.estimatedVsActual).toEqual({
      estimatedValue: '250000.00',
      estimatedAnnualValue: '50000.50',
      awardCount: 0,
      awardedTotal: null,
      actualTotalProjectValue: null,
      actualTotalAnnualValue: null,
      contract: null,
    });
    expect(snapshot.team.lead?.id).toBe(lead.info.user.id);
    expect(snapshot.team.members.map((m) => [m.person.id, m.roles])).toEqual([
      [evaluator.info.user.id, ['projectTeamMember', 'evaluator']],
      [buyer.info.user.id, ['purchasingTeamMember']],
    ]);
    expect(snapshot.team.members[0]?.person.email).toBe('evaluator@demo.procura.local');
  });

  it('compares the estimate with the awards and the contract, to the cent', async () => {
    const companies = [
      { companyName: 'Northern Paving', registered: true, awardAmount: 120000.5, awardDate: '2026-04-02' },
      { companyName: 'Hard Copy Ltd.', registered: false, awardAmount: 30000.25, awardDate: '2026-04-01' },
    ];
    const awarded = await insertAwardedProject(t, at(), companies, { durationMonths: 24 });
    const actual = [
      ['130000.10', '65000.05'],
      ['29999.99', '15000.01'],
    ];
    const orders = ['1000.10', '2000.20', '0.05'];
    await asSystem(db(), async (tx) => {
      await tx
        .update(projects)
        .set({ estimatedValue: '140000.00', estimatedAnnualValue: '70000.00', createdAt: after(-120 * day) })
        .where(and(eq(projects.customerId, at().customerId), eq(projects.id, awarded.projectId)));
      const rows = await tx
        .select()
        .from(awards)
        .where(and(eq(awards.customerId, at().customerId), eq(awards.tenderId, awarded.tenderId)))
        .orderBy(awards.id);
      for (const [i, row] of rows.entries()) {
        await tx
          .update(awards)
          .set({ actualTotalProjectValue: actual[i]?.[0], actualTotalAnnualValue: actual[i]?.[1] })
          .where(and(eq(awards.customerId, row.customerId), eq(awards.id, row.id)));
      }
    });
    const started = await buyer.call('POST', '/Contracts', { projectId: awarded.projectId });
    expect(started.statusCode, started.body).toBe(200);
    const [contract] = valuesOf<{ id: number }>(started);
    await asSystem(db(), (tx) =>
      tx.insert(contractPurchaseOrders).values(
        orders.map((amount, i) => ({
          customerId: at().customerId,
          contractId: contract?.id ?? 0,
          amount,
          date: `2026-05-0${i + 1}`,
        })),
      ),
    );

    const snapshot = await snapshotOf(awarded.projectId);
    const awardedTotal = cents(companies.map((c) => c.awardAmount.toFixed(2)));
    expect(snapshot.estimatedVsActual).toEqual({
      estimatedValue: '140000.00',
      estimatedAnnualValue: '70000.00',
      awardCount: companies.length,
      awardedTotal: money(awardedTotal),
      actualTotalProjectValue: money(cents(actual.map((a) => a[0] ?? '0'))),
      actualTotalAnnualValue: money(cents(actual.map((a) => a[1] ?? '0'))),
      contract: {
        id: contract?.id,
        status: 'Active',
        amount: money(awardedTotal),
        contigencyAmount: null,
        purchaseOrderCount: orders.length,
        purchaseOrderTotal: money(cents(orders)),
      },
    });
    expect(snapshot.overview).toMatchObject({ status: 'Awarded', statusLabel: 'Awarded', phase: 'Contract' });
    const keysOf = snapshot.milestones.map((m) => [m.key, m.date, m.done]);
    // The term starts on the first award's date, the day before the latest award.
    expect(keysOf.slice(-3)).toEqual([
      ['contractStart', '2026-04-01', true],
      ['awarded', '2026-04-02', true],
      ['contractEnd', '2028-03-31', false],
    ]);
    expect(snapshot.stats.submissions).toBe(companies.length);
    expect(snapshot.stats.noBids).toBe(0);
  });

  it("answers another agency's project exactly as a missing one, and a bad id with the project message", async () => {
    const { projectId } = await insertProject(t, at(), { name: 'Ours' });
    const theirs = await northwind.call('GET', `/Projects/Snapshot?projectId=${projectId}`);
    const missing = await northwind.call('GET', '/Projects/Snapshot?projectId=2147483000');
    expect(theirs.statusCode).toBe(404);
    expect(keys(theirs)).toBe('invalidProjectId');
    expect([missing.statusCode, missing.body, keys(missing)]).toEqual([
      theirs.statusCode,
      theirs.body,
      keys(theirs),
    ]);
    expect(theirs.body).not.toContain('Ours');

    for (const query of ['projectId=abc', 'projectId=0', 'projectId=-3', 'projectId=1.5', '']) {
      const bad = await buyer.call('GET', `/Projects/Snapshot?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(keys(bad), query).toBe('invalidProjectId');
    }
  });
});
