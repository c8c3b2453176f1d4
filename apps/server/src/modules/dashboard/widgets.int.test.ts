import type { ProjectStatus, WidgetData } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import {
  type ContractSeed,
  insertDashboardProject,
  insertTenderNode,
  type ProjectSeed,
} from '../../../test/dashboard-widgets.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { movableClock } from '../../platform/clock.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Seed = ProjectSeed & { place: 'node' | 'otherNode' | 'northwind' };
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

// 22:30 on 15 June 2026 in Toronto (the demo agency's zone), already the 16th in UTC: "today" is
// the agency's day, so a term or document ending on the 15th has not ended yet.
const now = new Date('2026-06-16T02:30:00Z');
const today = '2026-06-15';
const yesterday = '2026-06-14';
const tomorrow = '2026-06-16';

/** The counter's categories as 001 §9 names them, written out here rather than read from the contract. */
const counterStatuses: Record<string, ProjectStatus[]> = {
  allDraftProjects: ['Design_Mode_Pending', 'Request_for_Approval'],
  allPlannedProjects: ['Planned', 'Upcoming'],
  allOpenProjects: ['Open', 'Open_Scheduled'],
  allClosedProjects: ['Unofficial_Results', 'Closed'],
  allAwardedProjects: ['Awarded'],
};
const everyStatus: ProjectStatus[] = [
  'Design_Mode_Pending',
  'Request_for_Approval',
  'Planned',
  'Upcoming',
  'Open_Scheduled',
  'Open',
  'Unofficial_Results',
  'Closed',
  'Awarded',
  'Cancelled',
  'Terminated',
];

/** The agency as the test describes it: me (the buyer), another lead, a third colleague. */
function describeAgency(me: number, other: number, third: number): Seed[] {
  const team = (userId: number, ...roles: string[]) => roles.map((roleId) => ({ userId, roleId }));
  const contract = (number: string, seed: ContractSeed): Seed => ({
    place: 'node',
    number,
    status: 'Awarded',
    type: 'SOURCE_CONTRACT',
    leadId: other,
    contract: seed,
  });
  const expiredDoc = { approved: true, expiryDate: yesterday };
  return [
    ...everyStatus.flatMap((status, i): Seed[] => [
      { place: 'node', number: `L-${i}`, status, leadId: me },
      { place: 'node', number: `T-${i}`, status, leadId: other, team: team(me, 'projectTeamMember') },
      { place: 'node', number: `N-${i}`, status, leadId: other, team: team(third, 'evaluator') },
    ]),
    {
      place: 'node',
      number: 'BOTH',
      status: 'Open',
      leadId: me,
      team: team(me, 'purchasingTeamMember', 'evaluator'),
      questions: { incomplete: 3, complete: 2 },
    },
    {
      place: 'node',
      number: 'NOLEAD',
      status: 'Closed',
      leadId: null,
      team: team(me, 'contractAdministrator'),
      questions: { incomplete: 1, complete: 0 },
    },
    {
      place: 'node',
      number: 'AW-MINE',
      status: 'Awarded',
      leadId: me,
      awards: [
        { amount: '1000.10', date: '2026-05-01' },
        { amount: '2500.25', date: '2026-05-02' },
      ],
      questions: { incomplete: 2, complete: 1 },
    },
    {
      place: 'node',
      number: 'AW-TEAM',
      status: 'Awarded',
      leadId: other,
      team: team(me, 'evaluator'),
      awards: [
        { amount: null, date: null },
        { amount: '0.05', date: '2026-05-03' },
      ],
    },
    {
      place: 'node',
      number: 'AW-OTHER',
      status: 'Awarded',
      leadId: other,
      awards: [{ amount: '999.00', date: '2026-05-04' }],
      questions: { incomplete: 4, complete: 0 },
    },
    {
      place: 'node',
      number: 'CL-AWARD',
      status: 'Closed',
      leadId: me,
      awards: [{ amount: '50.00', date: null }],
    },
    {
      place: 'node',
      number: 'ARCH',
      status: 'Archived',
      leadId: me,
      questions: { incomplete: 5, complete: 0 },
      contract: { status: 'Active', termEnd: null, documents: [expiredDoc] },
    },
    { place: 'node', number: 'TPL', status: 'Template', type: 'TEMPLATE', leadId: me },
    { place: 'node', number: 'TPL-2', status: 'Design_Mode_Pending', type: 'TEMPLATE', leadId: me },
    contract('C-ACT-NULL', {
      status: 'Active',
      termEnd: null,
      documents: [expiredDoc, { approved: false, expiryDate: yesterday }],
    }),
    contract('C-ACT-TODAY', {
      status: 'Active',
      termEnd: today,
      documents: [
        { approved: true, expiryDate: today },
        { approved: true, expiryDate: '9999-12-31' },
        { approved: true, expiryDate: null },
      ],
    }),
    contract('C-ACT-TOMORROW', { status: 'Active', termEnd: tomorrow }),
    contract('C-WAR-TODAY', {
      status: 'Active',
      termEnd: yesterday,
      hasWarrantyPeriod: true,
      warrantyEnd: today,
      documents: [{ approved: true, expiryDate: '2026-01-01' }],
    }),
    contract('C-WAR-LONG', {
      status: 'Active',
      termEnd: '2026-01-01',
      hasWarrantyPeriod: true,
      warrantyEnd: '2027-01-01',
    }),
    contract('C-EXP-WAR', {
      status: 'Active',
      termEnd: yesterday,
      hasWarrantyPeriod: true,
      warrantyEnd: yesterday,
    }),
    contract('C-EXP-NOWAR', { status: 'Active', termEnd: yesterday, warrantyEnd: '2027-01-01' }),
    contract('C-CLOSED', { status: 'Closed', termEnd: null, documents: [expiredDoc] }),
    contract('C-INPROG', { status: 'In Progress', termEnd: null }),
    contract('C-CANCEL', { status: 'Cancelled', termEnd: null, documents: [expiredDoc] }),
    contract('C-ARCHIVED', { status: 'Closed-Archived', termEnd: null, documents: [expiredDoc] }),
    {
      place: 'otherNode',
      number: 'ON-MINE',
      status: 'Open',
      leadId: me,
      questions: { incomplete: 1, complete: 0 },
      contract: { status: 'Active', termEnd: null, documents: [expiredDoc] },
    },
    // Another agency's rows, led by a user with my id there: none of them is mine.
    {
      place: 'northwind',
      number: 'NW-OPEN',
      status: 'Open',
      leadId: me,
      questions: { incomplete: 2, complete: 0 },
    },
    {
      place: 'northwind',
      number: 'NW-AW',
      status: 'Awarded',
      leadId: me,
      awards: [{ amount: '100.00', date: '2026-05-01' }],
      contract: { status: 'Active', termEnd: null, documents: [expiredDoc] },
    },
  ];
}

/** The status a contract shows today (000 §4), worked out from its seed. */
function shownStatus(contract: ContractSeed): string {
  if (contract.status !== 'Active' || contract.termEnd === null || contract.termEnd >= today)
    return contract.status;
  return contract.hasWarrantyPeriod && (contract.warrantyEnd ?? '') >= today ? 'Warranty' : 'Expired';
}

describe.each(databaseKinds())('dashboard count widgets on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let lead: Caller;
  let admin: Caller;
  let seeds: Seed[];

  const widget = async (caller: Caller, type: string) => {
    const response = await caller.call('GET', `/Widget?widgetType=${type}`);
    expect(response.statusCode, response.body).toBe(200);
    const values = valuesOf<WidgetData>(response);
    expect(values).toHaveLength(1);
    return values[0] as WidgetData;
  };
  const inNode = (s: Seed) =>
    s.place === 'node' && s.type !== 'TEMPLATE' && s.status !== 'Template' && s.status !== 'Archived';
  const isMine = (userId: number) => (s: Seed) =>
    inNode(s) && (s.leadId === userId || (s.team ?? []).some((member) => member.userId === userId));

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: movableClock(now) });
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    const north = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const third = t.seed.demoUsers.get('evaluator@demo.procura.local') as number;
    seeds = describeAgency(buyer.info.user.id, lead.info.user.id, third);
    const places = {
      node: { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id },
      otherNode: {
        customerId: buyer.info.customer.id,
        nodeId: await insertTenderNode(t, buyer.info.customer.id, 'Second tender node'),
      },
      northwind: { customerId: north.info.customer.id, nodeId: north.info.tenderNode.id },
    };
    for (const seed of seeds) await insertDashboardProject(t, places[seed.place], seed);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts the node's projects by category and its contracts by the status they show today", async () => {
    const counter = await widget(buyer, 'projectCounter');
    const contractsShowing = (status: string) =>
      seeds.filter((s) => inNode(s) && s.contract && shownStatus(s.contract) === status).length;
    const expected = {
      widgetType: 'projectCounter',
      ...Object.fromEntries(
        Object.entries(counterStatuses).map(([key, statuses]) => [
          key,
          [{ count: seeds.filter((s) => inNode(s) && statuses.includes(s.status)).length }],
        ]),
      ),
      allActiveProjects: [{ count: contractsShowing('Active') }],
      allWarrantyProjects: [{ count: contractsShowing('Warranty') }],
    };
    expect(counter).toEqual(expected);
    // The seed holds every case it means to: a wrong seed would make the comparison above weak.
    expect(expected.allActiveProjects[0]?.count).toBe(3);
    expect(expected.allWarrantyProjects[0]?.count).toBe(2);
    // The counter is the node's, whoever asks.
    expect(await widget(lead, 'projectCounter')).toEqual(expected);
  });

  it('counts my projects and my open ones, for each user their own', async () => {
    for (const caller of [buyer, lead]) {
      const mine = seeds.filter(isMine(caller.info.user.id));
      expect(await widget(caller, 'totalProjects')).toEqual({
        widgetType: 'totalProjects',
        count: mine.length,
      });
      expect(await widget(caller, 'openProjects')).toEqual({
        widgetType: 'openProjects',
        count: mine.filter((s) => s.status === 'Open').length,
      });
    }
    expect(seeds.filter(isMine(buyer.info.user.id)).length).toBeGreaterThan(20);
  });

  it('lists the unanswered questions of my projects, most first, and adds them up', async () => {
    const rows = seeds
      .filter((s) => isMine(buyer.info.user.id)(s) && (s.questions?.incomplete ?? 0) > 0)
      .map((s) => ({ number: s.number, questionsCount: s.questions?.incomplete ?? 0 }))
      .sort((a, b) => b.questionsCount - a.questionsCount || a.number.localeCompare(b.number));
    const answer = await widget(buyer, 'questionsSubmitted');
    if (answer.widgetType !== 'questionsSubmitted') throw new Error(answer.widgetType);
    expect(answer.incompleteQuestions.map((q) => [q.projectNumber, q.questionsCount])).toEqual(
      rows.map((r) => [r.number, r.questionsCount]),
    );
    expect(answer.incompleteQuestions[0]).toMatchObject({
      projectName: 'Project BOTH',
      projectNumber: 'BOTH',
    });
    expect(answer.incompleteQuestions.every((q) => Number.isInteger(q.projectId))).toBe(true);
    expect(answer.count).toBe(rows.reduce((sum, r) => sum + r.questionsCount, 0));
    expect(answer.count).toBe(6);
  });

  it('adds up the award amounts of my Awarded projects to the cent', async () => {
    const awarded = seeds.filter((s) => isMine(buyer.info.user.id)(s) && s.status === 'Awarded');
    const cents = awarded
      .flatMap((s) => s.awards ?? [])
      .reduce((sum, a) => sum + (a.amount === null ? 0 : Math.round(Number(a.amount) * 100)), 0);
    expect(await widget(buyer, 'awardedValue')).toEqual({
      widgetType: 'awardedValue',
      amount: cents / 100,
      count: awarded.length,
    });
    expect(cents).toBe(350_040);
  });

  it("counts the node's expired contract documents exactly as the expired list lists them", async () => {
    const expected = seeds
      .filter(
        (s) =>
          s.place === 'node' && s.contract && !['Cancelled', 'Closed-Archived'].includes(s.contract.status),
      )
      .flatMap((s) => s.contract?.documents ?? [])
      .filter((d) => d.approved && d.expiryDate !== null && d.expiryDate < today).length;
    expect(await widget(buyer, 'expiredContractDocuments')).toEqual({
      widgetType: 'expiredContractDocuments',
      count: expected,
    });
    const list = await admin.call('GET', '/Documents/Contract/Expired');
    expect(list.statusCode).toBe(200);
    expect(valuesOf(list)).toHaveLength(expected);
    expect(expected).toBe(4);
  });

  it('refuses an unknown or missing widget type', async () => {
    for (const query of ['?widgetType=calendar', '?widgetType=', '']) {
      const response = await buyer.call('GET', `/Widget${query}`);
      expect(response.statusCode).toBe(400);
      expect(keys(response)).toBe('invalidParameter');
    }
  });
});
