import { addDays, type MyProjectRow, type ProjectStatus, zonedLocalToUtc } from '@procura/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { projectUsers, tenders } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

/*
 * The overview's projects tab (Dashboard/MyProjects): the projects a user leads or is on the team
 * of, sorted, filtered by closing day and text, paged. Expected rows are worked out from the seed.
 */

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
/** Days from today and local time, no date, or the 9999-12-31 sentinel. */
type Day = { days: number; time: string } | null | 'sentinel';
type Spec = {
  name: string;
  number: string;
  status: ProjectStatus;
  type?: 'SOURCE' | 'CONTRACT' | 'SOURCE_CONTRACT';
  /** Whose project it is: led by, or on the team of, the buyer or the lead; or no one's. */
  of: 'buyerLead' | 'buyerTeam' | 'leadLead' | null;
  closing: Day;
  open: Day;
  value: number | null;
  otherNode?: boolean;
};

const zone = 'America/Toronto';
const today = '2026-03-10';
const now = new Date('2026-03-10T15:00:00Z');
const instantOf = (day: Day) =>
  day && typeof day === 'object' ? zonedLocalToUtc(`${addDays(today, day.days)}T${day.time}`, zone) : null;
const d = (days: number, time = '12:00'): Day => ({ days, time });

const specs: Spec[] = [
  {
    name: 'Asphalt',
    number: 'MP-01',
    status: 'Open',
    of: 'buyerLead',
    closing: d(-1, '23:59'),
    open: d(-9),
    value: 500,
  },
  {
    name: 'bridge',
    number: 'MP-02',
    status: 'Design_Mode_Pending',
    of: 'buyerTeam',
    closing: d(0, '00:30'),
    open: null,
    value: null,
  },
  {
    name: 'Culvert',
    number: 'mp-03',
    status: 'Awarded',
    type: 'CONTRACT',
    of: 'buyerLead',
    closing: d(0, '23:59'),
    open: d(-30),
    value: 500,
  },
  {
    name: 'drainage',
    number: 'MP-04',
    status: 'Closed',
    of: 'buyerTeam',
    closing: d(3),
    open: d(-20),
    value: 75.25,
  },
  {
    name: 'Elevator',
    number: 'MP-05',
    status: 'Unofficial_Results',
    of: 'buyerLead',
    closing: d(7, '00:00'),
    open: 'sentinel',
    value: 12000,
  },
  {
    name: 'fencing',
    number: 'MP-06',
    status: 'Open_Scheduled',
    type: 'SOURCE_CONTRACT',
    of: 'buyerTeam',
    closing: d(7, '23:59'),
    open: d(1),
    value: null,
  },
  {
    name: 'Gravel',
    number: 'MP-07',
    status: 'Planned',
    of: 'buyerLead',
    closing: d(8, '00:00'),
    open: d(2),
    value: 3,
  },
  {
    name: 'harbour',
    number: 'MP-08',
    status: 'Request_for_Approval',
    of: 'buyerTeam',
    closing: null,
    open: null,
    value: 900,
  },
  {
    name: 'Irrigation',
    number: 'MP-09',
    status: 'Cancelled',
    of: 'buyerLead',
    closing: 'sentinel',
    open: d(-2),
    value: 900,
  },
  {
    name: 'janitorial',
    number: 'MP-10',
    status: 'Terminated',
    of: 'buyerTeam',
    closing: d(3),
    open: d(-20),
    value: 1,
  },
  {
    name: 'Kiosk',
    number: 'MP-11',
    status: 'Upcoming',
    of: 'buyerLead',
    closing: d(40),
    open: d(5),
    value: 50,
  },
  // Not the buyer's: archived, another node, led by someone else.
  {
    name: 'Lighting',
    number: 'MP-12',
    status: 'Archived',
    of: 'buyerLead',
    closing: d(3),
    open: null,
    value: 1,
  },
  {
    name: 'Marina',
    number: 'MP-13',
    status: 'Open',
    of: 'buyerLead',
    closing: d(3),
    open: null,
    value: 1,
    otherNode: true,
  },
  // The lead's, for text search: % and _ are literal.
  {
    name: 'Rate 100% review',
    number: 'PCT-1',
    status: 'Open',
    of: 'leadLead',
    closing: d(3),
    open: null,
    value: null,
  },
  {
    name: 'Rate 1000 review',
    number: 'PCT-2',
    status: 'Open',
    of: 'leadLead',
    closing: d(3),
    open: null,
    value: null,
  },
  {
    name: 'snow_removal',
    number: 'SN-1',
    status: 'Open',
    of: 'leadLead',
    closing: d(3),
    open: null,
    value: null,
  },
  {
    name: 'snowXremoval',
    number: 'SN-2',
    status: 'Open',
    of: 'leadLead',
    closing: d(3),
    open: null,
    value: null,
  },
];

const labels: Partial<Record<ProjectStatus, string>> = {
  Design_Mode_Pending: 'In Progress',
  Request_for_Approval: 'Request for Approval',
  Open_Scheduled: 'Scheduled To Publish',
  Open: 'Published',
  Planned: 'Planned',
  Upcoming: 'Planned',
  Unofficial_Results: 'Closed',
  Closed: 'Closed',
  Awarded: 'Awarded',
  Cancelled: 'Cancelled',
  Terminated: 'Terminated',
};

describe.each(databaseKinds())('dashboard my projects on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let lead: Caller;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(now);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    const customerId = t.seed.demoCustomerId;
    const buyerId = buyer.info.user.id;
    const leadId = lead.info.user.id;
    for (const spec of specs) {
      const { projectId, tenderId } = await insertProject(
        t,
        { customerId, nodeId: spec.otherNode ? buyer.info.customerNode.id : buyer.info.tenderNode.id },
        {
          name: spec.name,
          number: spec.number,
          status: spec.status,
          type: spec.type ?? 'SOURCE',
          projectLeadId: spec.of === 'buyerLead' ? buyerId : spec.of === 'leadLead' ? leadId : null,
          estimatedValue: spec.value === null ? null : spec.value.toFixed(2),
        },
      );
      ids.set(spec.number, projectId);
      await asSystem(t.database.db, async (tx) => {
        await tx
          .update(tenders)
          .set({ dateClosing: instantOf(spec.closing), dateAvailable: instantOf(spec.open) })
          .where(and(eq(tenders.customerId, customerId), eq(tenders.id, tenderId)));
        for (const [column, day] of [
          ['date_closing', spec.closing],
          ['date_available', spec.open],
        ] as const) {
          if (day !== 'sentinel') continue;
          await tx.execute(
            sql`update tenders set ${sql.identifier(column)} = '9999-12-31 23:59:59-05'::timestamptz where customer_id = ${customerId} and id = ${tenderId}`,
          );
        }
        if (spec.of === 'buyerTeam') {
          for (const roleId of ['evaluator', 'projectTeamMember']) {
            await tx.insert(projectUsers).values({ customerId, projectId, userId: buyerId, roleId });
          }
        }
      });
    }
    // Another agency's project led by the demo buyer's id.
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    await insertProject(
      t,
      { customerId: t.seed.northwindCustomerId, nodeId: northwind.info.tenderNode.id },
      { name: 'Northwind asphalt', number: 'NW-1', status: 'Open', projectLeadId: buyerId },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const mine = specs.filter(
    (s) => (s.of === 'buyerLead' || s.of === 'buyerTeam') && s.status !== 'Archived' && !s.otherNode,
  );
  const rowOf = (s: Spec): MyProjectRow => ({
    projectId: ids.get(s.number) as number,
    projectName: s.name,
    projectNumber: s.number,
    phase: 'Build',
    bidStatus: labels[s.status] as string,
    bidOpenDate: instantOf(s.open)?.toISOString() ?? null,
    bidCloseDate: instantOf(s.closing)?.toISOString() ?? null,
    estimatedValue: s.value,
  });
  const keyOf: Record<string, (s: Spec) => string | number | null> = {
    projectName: (s) => s.name.toLowerCase(),
    projectNumber: (s) => s.number.toLowerCase(),
    bidStatus: (s) => labels[s.status] as string,
    bidOpenDate: (s) => instantOf(s.open)?.getTime() ?? null,
    bidCloseDate: (s) => instantOf(s.closing)?.getTime() ?? null,
    estimatedValue: (s) => s.value,
  };
  function sorted(list: Spec[], column: string, direction: 'asc' | 'desc') {
    const sign = direction === 'asc' ? 1 : -1;
    const key = keyOf[column] as (s: Spec) => string | number | null;
    return [...list].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else if (x !== y) return (x < y ? -1 : 1) * sign;
      return ((ids.get(a.number) as number) - (ids.get(b.number) as number)) * sign;
    });
  }
  const list = async (caller: Caller, query: string) => {
    const response = await caller.call('GET', `/Dashboard/MyProjects${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: { myProjectDTO: { total: number } } };
    return { rows: valuesOf<MyProjectRow>(response), total: body.data.myProjectDTO.total };
  };

  it('lists the projects I lead or am on the team of, by name, with their source dates', async () => {
    const { rows, total } = await list(buyer, '');
    expect(rows).toEqual(sorted(mine, 'projectName', 'asc').map(rowOf));
    expect(total).toBe(mine.length);
    // The sentinel is no date; another node's, an archived and another agency's project stay out.
    expect(rows.find((r) => r.projectNumber === 'MP-09')?.bidCloseDate).toBeNull();
    expect(rows.find((r) => r.projectNumber === 'MP-05')?.bidOpenDate).toBeNull();
    expect(rows.some((r) => ['MP-12', 'MP-13', 'NW-1', 'PCT-1'].includes(r.projectNumber))).toBe(false);
  });

  it.each(
    ['projectName', 'projectNumber', 'bidStatus', 'bidOpenDate', 'bidCloseDate', 'estimatedValue'].flatMap(
      (column) => [
        [column, 'asc'],
        [column, 'desc'],
      ],
    ) as [string, 'asc' | 'desc'][],
  )('sorts by %s %s, empty values last, ties by id', async (column, direction) => {
    const { rows } = await list(buyer, `?sortcolumn=${column}&sortdirection=${direction}&limit=100`);
    expect(rows.map((r) => r.projectNumber)).toEqual(sorted(mine, column, direction).map((s) => s.number));
  });

  it('pages the sorted list with the total of all', async () => {
    const all = sorted(mine, 'bidCloseDate', 'asc');
    const { rows, total } = await list(buyer, '?sortcolumn=bidCloseDate&start=2&limit=3');
    expect(rows).toEqual(all.slice(2, 5).map(rowOf));
    expect(total).toBe(mine.length);
    expect(await list(buyer, `?start=${mine.length}`)).toEqual({ rows: [], total: mine.length });
  });

  it('filters on the closing day in the agency zone, both ends inclusive', async () => {
    const closingDays = (from: number | null, to: number | null) =>
      sorted(
        mine.filter((s) => {
          const c = s.closing;
          if (!c || typeof c !== 'object') return false;
          return (from === null || c.days >= from) && (to === null || c.days <= to);
        }),
        'projectName',
        'asc',
      ).map((s) => s.number);
    const numbers = async (query: string) =>
      (await list(buyer, `${query}&limit=100`)).rows.map((r) => r.projectNumber);
    expect(await numbers(`?dateFrom=${today}&dateTo=${addDays(today, 7)}`)).toEqual(closingDays(0, 7));
    expect(await numbers(`?dateFrom=${today}&dateTo=${today}`)).toEqual(closingDays(0, 0));
    expect(await numbers(`?dateFrom=${today}`)).toEqual(closingDays(0, null));
    expect(await numbers(`?dateTo=${addDays(today, 7)}`)).toEqual(closingDays(null, 7));
    expect(await numbers('?dateFrom=0001-01-01&dateTo=9999-12-31')).toEqual(closingDays(null, null));
    // Today's two closings (00:30 and 23:59 local, the second on tomorrow's UTC day) are both today.
    expect(closingDays(0, 0)).toEqual(['MP-02', 'mp-03']);
    const { total } = await list(buyer, `?dateFrom=${today}&dateTo=${addDays(today, 7)}`);
    expect(total).toBe(closingDays(0, 7).length);
  });

  it('searches name and number case-insensitively, % and _ taken literally', async () => {
    const numbers = async (caller: Caller, text: string) =>
      (await list(caller, `?searchText=${encodeURIComponent(text)}`)).rows.map((r) => r.projectNumber);
    expect(await numbers(lead, '100%')).toEqual(['PCT-1']);
    expect(await numbers(lead, 'snow_r')).toEqual(['SN-1']);
    expect(await numbers(lead, 'pct-')).toEqual(['PCT-1', 'PCT-2']);
    expect(await numbers(buyer, 'ASPHALT')).toEqual(['MP-01']);
    expect(await numbers(buyer, 'mp-0')).toEqual(
      sorted(mine, 'projectName', 'asc')
        .map((s) => s.number)
        .filter((n) => n.toLowerCase().startsWith('mp-0')),
    );
    expect(await numbers(buyer, '%')).toEqual([]);
    expect((await list(buyer, '?searchText=%20%20')).total).toBe(mine.length);
  });
});
