import {
  addDays,
  type LeadSummaryRow,
  type ProjectRoleId,
  type ProjectStatus,
  projectStatuses,
  type TeamMemberRow,
  zonedLocalToUtc,
} from '@procura/contract';
import { and, eq, sql } from 'drizzle-orm';
import { projectUsers, tenderAddenda, tenders, users } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import { signedInCaller } from './api.ts';
import type { TestApp } from './harness.ts';
import { insertProject } from './projects.ts';
import { insertPlanTaker } from './sourcing.ts';

/*
 * The seeded agency of the dashboard's source lists (Source Projects by Lead and by Team Member):
 * the days left of every closing are written into the seed, and the expected rows are worked out
 * from it here, not by the server's rules.
 */

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
export type Person = 'lead' | 'buyer' | 'evaluator' | 'admin' | 'gone';
/** Days left and local time of the closing, no date, or the 9999-12-31 sentinel written two ways. */
type Closing = { days: number; time: string } | null | 'sentinelUtc' | 'sentinelLocal';
export type Spec = {
  number: string;
  status: ProjectStatus;
  type: 'SOURCE' | 'SOURCE_CONTRACT' | 'CONTRACT' | 'TEMPLATE';
  lead: Person | null;
  closing: Closing;
  team: [Person, ProjectRoleId[]][];
  takers: number;
  addenda: number;
  otherNode?: boolean;
};

export const zone = 'America/Toronto';
export const today = '2026-03-10';
// 10:00 in Toronto: the local day is today's whatever the UTC day of a closing.
export const now = new Date('2026-03-10T15:00:00Z');
const instantOf = (closing: Closing) =>
  closing && typeof closing === 'object'
    ? zonedLocalToUtc(`${addDays(today, closing.days)}T${closing.time}`, zone)
    : null;
export const daysLeft = (closing: Closing) => (closing && typeof closing === 'object' ? closing.days : null);

const boundaryClosings: Closing[] = [
  { days: -1, time: '23:59' },
  { days: 0, time: '00:30' },
  { days: 0, time: '23:59' },
  { days: 6, time: '23:59' },
  { days: 7, time: '00:00' },
  { days: 29, time: '23:59' },
  { days: 30, time: '00:00' },
  { days: 59, time: '12:00' },
  { days: 60, time: '00:00' },
  { days: 89, time: '23:59' },
  { days: 90, time: '00:00' },
  { days: 200, time: '12:00' },
  null,
  'sentinelUtc',
  'sentinelLocal',
];
const leads: (Person | null)[] = ['lead', 'buyer', 'evaluator', null];
const teams: [Person, ProjectRoleId[]][][] = [
  [['buyer', ['evaluator', 'purchasingTeamMember']]],
  [
    ['evaluator', ['evaluator']],
    ['admin', ['projectTeamMember', 'contractAdministrator', 'departmentProjectLead']],
  ],
  [
    ['buyer', ['projectTeamMember']],
    ['gone', ['evaluator']],
  ],
  [],
];

export const specs: Spec[] = [
  // Every boundary of the ranges on counted projects, leads taking turns.
  ...boundaryClosings.map(
    (closing, i): Spec => ({
      number: `B-${String(i).padStart(3, '0')}`,
      status: (['Open', 'Closed', 'Design_Mode_Pending'] as const)[i % 3] as ProjectStatus,
      type: i % 2 ? 'SOURCE_CONTRACT' : 'SOURCE',
      lead: leads[i % 4] ?? null,
      closing,
      team: teams[i % 4] ?? [],
      takers: i % 3,
      addenda: i % 4,
    }),
  ),
  // Every status, twice: once closing tomorrow, once with no date.
  ...projectStatuses.flatMap((status, i): Spec[] =>
    [{ days: 1, time: '09:00' } as Closing, null].map((closing, j) => ({
      number: `S-${String(i * 2 + j).padStart(3, '0')}`,
      status,
      type: 'SOURCE',
      lead: leads[(i + j) % 4] ?? null,
      closing,
      team: teams[(i + j + 1) % 4] ?? [],
      takers: j,
      addenda: (i + j) % 2,
    })),
  ),
  // Outside the source widgets: a contract-only project, a template, another node's project.
  {
    number: 'X-001',
    status: 'Open',
    type: 'CONTRACT',
    lead: 'buyer',
    closing: { days: 1, time: '09:00' },
    team: teams[0] ?? [],
    takers: 0,
    addenda: 0,
  },
  {
    number: 'X-002',
    status: 'Template',
    type: 'TEMPLATE',
    lead: 'buyer',
    closing: null,
    team: teams[0] ?? [],
    takers: 0,
    addenda: 0,
  },
  {
    number: 'X-003',
    status: 'Open',
    type: 'SOURCE',
    lead: 'buyer',
    closing: { days: 1, time: '09:00' },
    team: teams[0] ?? [],
    takers: 1,
    addenda: 1,
    otherNode: true,
  },
];

type Column = 'design' | 'scheduled' | 'planned' | 'open' | 'closed' | 'awarded';
export const columnOfStatus: Partial<Record<ProjectStatus, Column>> = {
  Design_Mode_Pending: 'design',
  Request_for_Approval: 'design',
  Open_Scheduled: 'scheduled',
  Planned: 'planned',
  Upcoming: 'planned',
  Open: 'open',
  Unofficial_Results: 'closed',
  Closed: 'closed',
  Awarded: 'awarded',
};
const statusLabel: Record<ProjectStatus, string> = {
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
  Archived: 'Archived',
  Template: 'In Progress',
};
const roleOrder: ProjectRoleId[] = [
  'purchasingTeamMember',
  'contractAdministrator',
  'evaluator',
  'projectTeamMember',
  'procurementLead',
  'departmentProjectLead',
];
const names: Record<Person, [string, string]> = {
  lead: ['Priya', 'Raman'],
  buyer: ['Sam', 'Tremblay'],
  evaluator: ['Jordan', 'Lee'],
  admin: ['Alex', 'Morgan'],
  gone: ['Gone', 'Person'],
};

export const inSources = (s: Spec) =>
  !s.otherNode &&
  ['SOURCE', 'SOURCE_CONTRACT'].includes(s.type) &&
  !['Archived', 'Template'].includes(s.status);
export const within = (s: Spec, range: 'any' | number) => {
  if (range === 'any') return true;
  const left = daysLeft(s.closing);
  return left !== null && left >= 0 && left < range;
};

export type SourceWorld = { ids: Map<string, number>; people: Record<Person, number> };

/** Seeds the specs into the demo agency (the buyer's node), and another agency's source. */
export async function seedSources(t: TestApp, buyer: Caller): Promise<SourceWorld> {
  const ids = new Map<string, number>();
  const people = {} as Record<Person, number>;
  const customerId = t.seed.demoCustomerId;
  for (const person of ['lead', 'buyer', 'evaluator', 'admin'] as const) {
    people[person] = t.seed.demoUsers.get(`${person}@demo.procura.local`) as number;
  }
  const [gone] = await asSystem(t.database.db, (tx) =>
    tx
      .insert(users)
      .values({
        customerId,
        email: 'gone@demo.test',
        username: 'gone@demo.test',
        firstName: 'Gone',
        lastName: 'Person',
        deleted: true,
      })
      .returning({ id: users.id }),
  );
  people.gone = gone?.id as number;

  for (const spec of specs) {
    const nodeId = spec.otherNode ? buyer.info.customerNode.id : buyer.info.tenderNode.id;
    const { projectId, tenderId } = await insertProject(
      t,
      { customerId, nodeId },
      {
        number: spec.number,
        name: `Project ${spec.number}`,
        type: spec.type,
        status: spec.status,
        projectLeadId: spec.lead === null ? null : people[spec.lead],
        estimatedValue: spec.takers ? `${spec.takers * 1000}.50` : null,
      },
    );
    ids.set(spec.number, projectId);
    await asSystem(t.database.db, async (tx) => {
      const at = and(eq(tenders.customerId, customerId), eq(tenders.id, tenderId));
      await tx
        .update(tenders)
        .set({
          dateClosing: instantOf(spec.closing),
          dateAvailable: instantOf({ days: -20, time: '08:00' }),
        })
        .where(at);
      if (spec.closing === 'sentinelUtc') {
        await tx
          .update(tenders)
          .set({ dateClosing: new Date('9999-12-31T23:59:59Z') })
          .where(at);
      }
      if (spec.closing === 'sentinelLocal') {
        await tx.execute(
          sql`update tenders set date_closing = '9999-12-31 23:59:59-05'::timestamptz where customer_id = ${customerId} and id = ${tenderId}`,
        );
      }
      for (const [person, roles] of spec.team) {
        for (const roleId of roles) {
          await tx.insert(projectUsers).values({ customerId, projectId, userId: people[person], roleId });
        }
      }
      for (let n = 1; n <= spec.addenda; n += 1) {
        await tx.insert(tenderAddenda).values({
          customerId,
          tenderId,
          number: n,
          fileName: `addendum-${n}.pdf`,
          contentType: 'application/pdf',
          sizeInByte: 10,
          storageKey: `addenda/${tenderId}-${n}`,
          createdAt: now,
        });
      }
    });
    for (let n = 0; n < spec.takers; n += 1) {
      await insertPlanTaker(t, customerId, tenderId, { companyName: `Taker ${n}` });
    }
  }

  // Another agency's source, led by and staffed with the demo buyer's id: it must never show.
  const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
  const foreign = await insertProject(
    t,
    { customerId: t.seed.northwindCustomerId, nodeId: northwind.info.tenderNode.id },
    { number: 'NW-001', name: 'Northwind source', status: 'Open', projectLeadId: people.buyer },
  );
  await asSystem(t.database.db, (tx) =>
    tx.insert(projectUsers).values({
      customerId: t.seed.northwindCustomerId,
      projectId: foreign.projectId,
      userId: people.buyer,
      roleId: 'evaluator',
    }),
  );
  return { ids, people };
}

export function expectedLeads({ people }: SourceWorld, range: 'any' | number): LeadSummaryRow[] {
  const rows = new Map<Person | null, LeadSummaryRow>();
  for (const spec of specs) {
    const column = columnOfStatus[spec.status];
    if (!inSources(spec) || !column || !within(spec, range)) continue;
    const row: LeadSummaryRow = rows.get(spec.lead) ?? {
      userId: spec.lead === null ? null : people[spec.lead],
      name: spec.lead === null ? 'Not sure' : names[spec.lead].join(' '),
      design: 0,
      scheduled: 0,
      planned: 0,
      open: 0,
      closed: 0,
      awarded: 0,
      total: 0,
    };
    row[column] += 1;
    row.total += 1;
    rows.set(spec.lead, row);
  }
  return [...rows.values()].sort((a, b) =>
    a.userId === null ? 1 : b.userId === null ? -1 : a.name < b.name ? -1 : 1,
  );
}

export function expectedMembers(
  { people, ids }: SourceWorld,
  filter: { userId?: number; statuses?: ProjectStatus[]; range?: 'any' | number },
) {
  const rows: (TeamMemberRow & { closingAt: number | null; last: string; first: string })[] = [];
  for (const spec of specs) {
    if (!inSources(spec) || !within(spec, filter.range ?? 'any')) continue;
    if (filter.statuses && !filter.statuses.includes(spec.status)) continue;
    for (const [person, roles] of spec.team) {
      if (person === 'gone' || (filter.userId !== undefined && people[person] !== filter.userId)) continue;
      const closing = instantOf(spec.closing);
      rows.push({
        userId: people[person],
        userName: names[person].join(' '),
        userRoles: [...roles].sort((a, b) => roleOrder.indexOf(a) - roleOrder.indexOf(b)),
        projectId: ids.get(spec.number) as number,
        projectNumber: spec.number,
        projectName: `Project ${spec.number}`,
        phase: 'Build',
        typeId: spec.type,
        status: statusLabel[spec.status],
        publishDate: instantOf({ days: -20, time: '08:00' })?.toISOString() ?? null,
        closingDate: closing?.toISOString() ?? null,
        numberOfRegisteredSuppliers: spec.takers,
        numberOfAddenda: spec.addenda,
        estimatedValue: spec.takers ? spec.takers * 1000 + 0.5 : null,
        closingAt: closing?.getTime() ?? null,
        last: names[person][1],
        first: names[person][0],
      });
    }
  }
  rows.sort(
    (a, b) =>
      (a.closingAt ?? Number.POSITIVE_INFINITY) - (b.closingAt ?? Number.POSITIVE_INFINITY) ||
      (a.projectNumber < b.projectNumber ? -1 : a.projectNumber > b.projectNumber ? 1 : 0) ||
      (a.last < b.last ? -1 : a.last > b.last ? 1 : 0),
  );
  return rows.map(({ closingAt: _c, last: _l, first: _f, ...row }) => row);
}
