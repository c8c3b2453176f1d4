import { addDays, type ProjectEnding, type ProjectStatus } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { insertVendor } from '../../../test/contracts.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { contracts, contractVendors, departments } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

/*
 * The overview's ending tab (Dashboard/ProjectsEnding): projects whose active contract's term ends
 * within N days, the ended ones included. Expected rows are worked out from the seed's day offsets.
 */

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Spec = {
  number: string;
  name?: string;
  /** Days from today to the term end; null for none, 'sentinel' for 9999-12-31. */
  end: number | null | 'sentinel';
  stored?: 'Active' | 'In Progress' | 'Closed' | 'Cancelled';
  warrantyEnd?: number;
  isTerm?: boolean;
  led?: boolean;
  department?: boolean;
  vendors?: [string, boolean][];
  projectStatus?: ProjectStatus;
  otherNode?: boolean;
};

const today = '2026-03-10';
const now = new Date('2026-03-10T15:00:00Z');

const specs: Spec[] = [
  {
    number: 'CE-01',
    end: -30,
    led: true,
    vendors: [
      ['Zeta Paving', true],
      ['Alpha Works', true],
    ],
  },
  {
    number: 'CE-02',
    end: -1,
    department: true,
    vendors: [
      ['Gone Co', false],
      ['Kept Co', true],
    ],
  },
  { number: 'CE-03', end: 0, isTerm: true, led: true },
  { number: 'CE-04', end: 6 },
  { number: 'CE-05', end: 7, department: true },
  { number: 'CE-06', end: 29 },
  { number: 'CE-07', end: 30, led: true },
  { number: 'CE-08', end: 59 },
  { number: 'CE-09', end: 60 },
  { number: 'CE-10', end: 89 },
  { number: 'CE-11', end: 90 },
  { number: 'CE-12', end: 91 },
  { number: 'CE-13', end: null },
  { number: 'CE-14', end: 'sentinel' },
  { number: 'CE-15', end: -5, warrantyEnd: 20 },
  { number: 'CE-16', end: 6, warrantyEnd: 200 },
  // Same end as CE-04: ties by project id.
  { number: 'CE-17', end: 6, isTerm: true },
  // Not active, not the node's, archived: never listed.
  { number: 'CE-18', end: 3, stored: 'In Progress' },
  { number: 'CE-19', end: 3, stored: 'Closed' },
  { number: 'CE-20', end: -3, stored: 'Cancelled' },
  { number: 'CE-21', end: 3, projectStatus: 'Archived' },
  { number: 'CE-22', end: 3, otherNode: true },
  // Keywords: % and _ are literal.
  { number: 'KW-1', name: 'Fleet 50% renewal', end: 10 },
  { number: 'KW-2', name: 'Fleet 500 renewal', end: 11 },
  { number: 'KW-3', name: 'road_salt supply', end: 12 },
  { number: 'KW-4', name: 'roadXsalt supply', end: 13 },
];

const listed = (s: Spec) =>
  (s.stored ?? 'Active') === 'Active' && s.projectStatus !== 'Archived' && !s.otherNode;
const endsBefore = (s: Spec, days: number) => typeof s.end === 'number' && s.end < days;
const dayOf = (end: Spec['end']) =>
  end === null ? null : end === 'sentinel' ? '9999-12-31' : addDays(today, end);

describe.each(databaseKinds())('dashboard projects ending on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  const ids = new Map<string, { projectId: number; contractId: number }>();
  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(now);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    const customerId = t.seed.demoCustomerId;
    const leadId = t.seed.demoUsers.get('lead@demo.procura.local') as number;
    const [department] = await asSystem(t.database.db, (tx) =>
      tx.insert(departments).values({ customerId, name: 'Public Works' }).returning({ id: departments.id }),
    );
    for (const spec of specs) {
      const at = {
        customerId,
        nodeId: spec.otherNode ? buyer.info.customerNode.id : buyer.info.tenderNode.id,
      };
      const { projectId } = await insertProject(t, at, {
        number: spec.number,
        name: spec.name ?? `Contract ${spec.number}`,
        type: 'SOURCE_CONTRACT',
        status: spec.projectStatus ?? 'Awarded',
        phase: 'Contract',
        projectLeadId: spec.led ? leadId : null,
        departmentId: spec.department ? (department?.id ?? null) : null,
      });
      const vendorIds: [number, boolean][] = [];
      for (const [name, active] of spec.vendors ?? [])
        vendorIds.push([await insertVendor(t, at, name), active]);
      const contractId = await asSystem(t.database.db, async (tx) => {
        const [row] = await tx
          .insert(contracts)
          .values({
            customerId,
            projectId,
            name: `Contract ${spec.number}`,
            status: spec.stored ?? 'Active',
            isTerm: spec.isTerm ?? false,
            termEnd: dayOf(spec.end),
            hasWarrantyPeriod: spec.warrantyEnd !== undefined,
            warrantyEnd: spec.warrantyEnd === undefined ? null : addDays(today, spec.warrantyEnd),
          })
          .returning({ id: contracts.id });
        for (const [vendorId, isActive] of vendorIds) {
          await tx
            .insert(contractVendors)
            .values({ customerId, contractId: row?.id as number, vendorId, isActive });
        }
        return row?.id as number;
      });
      ids.set(spec.number, { projectId, contractId });
    }
    // Another agency's contract ending tomorrow.
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const foreign = await insertProject(
      t,
      { customerId: t.seed.northwindCustomerId, nodeId: northwind.info.tenderNode.id },
      { number: 'NW-1', status: 'Awarded' },
    );
    await asSystem(t.database.db, (tx) =>
      tx.insert(contracts).values({
        customerId: t.seed.northwindCustomerId,
        projectId: foreign.projectId,
        name: 'Northwind contract',
        status: 'Active',
        termEnd: addDays(today, 1),
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  function expected(days: number, keep: (s: Spec) => boolean = () => true): ProjectEnding[] {
    return specs
      .filter((s) => listed(s) && endsBefore(s, days) && keep(s))
      .sort(
        (a, b) =>
          (a.end as number) - (b.end as number) ||
          (ids.get(a.number)?.projectId as number) - (ids.get(b.number)?.projectId as number),
      )
      .map((s) => {
        const end = s.end as number;
        const status =
          end >= 0 ? 'Active' : s.warrantyEnd !== undefined && s.warrantyEnd >= 0 ? 'Warranty' : 'Expired';
        return {
          id: ids.get(s.number)?.projectId as number,
          name: s.name ?? `Contract ${s.number}`,
          number: s.number,
          projectLead: s.led ? 'Priya Raman' : null,
          contracts: [
            {
              id: ids.get(s.number)?.contractId as number,
              isTerm: s.isTerm ?? false,
              contractCategories: [],
              vendors: (s.vendors ?? [])
                .filter(([, active]) => active)
                .map(([name]) => name)
                .sort(),
              requisitioners: s.department ? ['Public Works'] : [],
              dateClosing: dayOf(s.end),
              status,
            },
          ],
        };
      });
  }
  const list = async (query: string) => {
    const response = await buyer.call('GET', `/Dashboard/ProjectsEnding${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: { projectEndingDTO: { total: number } } };
    return { rows: valuesOf<ProjectEnding>(response), total: body.data.projectEndingDTO.total };
  };

  it('lists the contracts ending within 90 days by default, ended ones first, with their parties', async () => {
    const { rows, total } = await list('');
    expect(rows).toEqual(expected(90));
    expect(total).toBe(expected(90).length);
    const numbers = rows.map((r) => r.number);
    // 89 days is in, 90 out; the sentinel and no end never; the expired ones show their state.
    expect(numbers).toContain('CE-10');
    expect(numbers).not.toEqual(expect.arrayContaining(['CE-11']));
    expect(
      numbers.some((n) =>
        ['CE-13', 'CE-14', 'CE-18', 'CE-19', 'CE-20', 'CE-21', 'CE-22', 'NW-1'].includes(n),
      ),
    ).toBe(false);
    const statusOf = (n: string) => rows.find((r) => r.number === n)?.contracts[0]?.status;
    expect([statusOf('CE-01'), statusOf('CE-15'), statusOf('CE-03')]).toEqual([
      'Expired',
      'Warranty',
      'Active',
    ]);
  });

  it.each([0, 7, 30, 60, 90, 91, 3650])('reads daysUntilExpired=%i at its boundary', async (days) => {
    const { rows, total } = await list(`?daysUntilExpired=${days}`);
    expect(rows).toEqual(expected(days));
    expect(total).toBe(rows.length);
  });

  it('shows only the ended contracts at 0 and keeps today out of it', async () => {
    const { rows } = await list('?daysUntilExpired=0');
    expect(rows.map((r) => r.number)).toEqual(['CE-01', 'CE-15', 'CE-02']);
    const seven = (await list('?daysUntilExpired=7')).rows.map((r) => r.number);
    expect(seven).toEqual(expect.arrayContaining(['CE-03', 'CE-04', 'CE-16', 'CE-17']));
    expect(seven).not.toContain('CE-05');
  });

  it('pages by the earliest end, ties by project', async () => {
    const all = expected(90);
    const { rows, total } = await list('?start=4&limit=3');
    expect(rows).toEqual(all.slice(4, 7));
    expect(total).toBe(all.length);
    expect(await list(`?start=${all.length}`)).toEqual({ rows: [], total: all.length });
  });

  it('matches keywords in name or number, % and _ literally', async () => {
    const numbers = async (text: string) =>
      (await list(`?keywords=${encodeURIComponent(text)}`)).rows.map((r) => r.number);
    expect(await numbers('50%')).toEqual(['KW-1']);
    expect(await numbers('ROAD_')).toEqual(['KW-3']);
    expect(await numbers('ce-0')).toEqual(
      expected(90, (s) => s.number.startsWith('CE-0')).map((r) => r.number),
    );
    expect(await numbers('   ')).toEqual(expected(90).map((r) => r.number));
  });

  it.each([
    '?daysUntilExpired=-1',
    '?daysUntilExpired=soon',
    '?daysUntilExpired=3651',
    '?limit=0',
    '?limit=1001',
    '?start=-1',
    `?keywords=${'k'.repeat(201)}`,
  ])('refuses %s with a catalogue message', async (query) => {
    const response = await buyer.call('GET', `/Dashboard/ProjectsEnding${query}`);
    expect(response.statusCode).toBe(400);
    expect(keys(response)).toBe('invalidParameter');
  });
});
