import type { LeadSummaryRow, ProjectStatus, TeamMemberRow } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import {
  columnOfStatus,
  daysLeft,
  expectedLeads,
  expectedMembers,
  inSources,
  now,
  type SourceWorld,
  seedSources,
  specs,
  within,
} from '../../../test/dashboard-sources.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';

/* Source Projects by Lead and by Team Member against a seeded agency (test/dashboard-sources.ts). */

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('dashboard source lists on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let world: SourceWorld;
  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(now);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    world = await seedSources(t, buyer);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts the source projects per lead and status, closing within 7 days by default', async () => {
    const response = await buyer.call('GET', '/SourceProjectByLeadWidget');
    expect(response.statusCode, response.body).toBe(200);
    const rows = valuesOf<LeadSummaryRow>(response);
    expect(rows).toEqual(expectedLeads(world, 7));
    // Closing today (at 00:30 and at 23:59 local) and in 6 days are in; -1 and 7 days are out.
    expect(rows.reduce((sum, r) => sum + r.total, 0)).toBe(
      specs.filter((s) => inSources(s) && columnOfStatus[s.status] && within(s, 7)).length,
    );
  });

  it.each([
    ['any', 'any'],
    ['7', 7],
    ['30', 30],
    ['60', 60],
    ['90', 90],
  ] as const)('reads closingWithin=%s at its boundaries', async (text, range) => {
    const response = await buyer.call('GET', `/SourceProjectByLeadWidget?closingWithin=${text}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(valuesOf<LeadSummaryRow>(response)).toEqual(expectedLeads(world, range));
  });

  it('lists the "Not sure" row for projects without a lead, and no-date projects only for any', async () => {
    const any = valuesOf<LeadSummaryRow>(
      await buyer.call('GET', '/SourceProjectByLeadWidget?closingWithin=any'),
    );
    const ninety = valuesOf<LeadSummaryRow>(
      await buyer.call('GET', '/SourceProjectByLeadWidget?closingWithin=90'),
    );
    const noDate = specs.filter(
      (s) => inSources(s) && columnOfStatus[s.status] && daysLeft(s.closing) === null,
    );
    expect(noDate.some((s) => s.closing === 'sentinelLocal')).toBe(true);
    const sum = (rows: LeadSummaryRow[]) => rows.reduce((total, r) => total + r.total, 0);
    expect(sum(any) - sum(ninety)).toBe(
      noDate.length +
        specs.filter((s) => inSources(s) && columnOfStatus[s.status] && (daysLeft(s.closing) ?? 0) < 0)
          .length +
        specs.filter((s) => inSources(s) && columnOfStatus[s.status] && (daysLeft(s.closing) ?? 0) >= 90)
          .length,
    );
    expect(any.at(-1)).toMatchObject({ userId: null, name: 'Not sure' });
  });

  const members = async (query: string) => {
    const response = await buyer.call('GET', `/SourceProjectsByTeamMembers?limit=1000${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return {
      rows: valuesOf<TeamMemberRow>(response),
      total: (response.json() as { data: { teamMemberProjectDTO: { total: number } } }).data
        .teamMemberProjectDTO.total,
    };
  };

  it('lists every member of every source project, roles gathered, by closing date then number', async () => {
    const expected = expectedMembers(world, {});
    const { rows, total } = await members('');
    expect(rows).toEqual(expected);
    expect(total).toBe(expected.length);
    expect(rows.some((r) => r.userRoles.length === 3)).toBe(true);
    expect(rows.some((r) => r.userId === world.people.gone)).toBe(false);
    // The sentinel reads as no date, last with the projects that have none.
    const sentinel = rows.find((r) => r.projectNumber === 'B-014');
    expect(sentinel).toMatchObject({ closingDate: null });
  });

  it('filters by member, status and closing range, each alone and together', async () => {
    expect((await members(`&userId=${world.people.buyer}`)).rows).toEqual(
      expectedMembers(world, { userId: world.people.buyer }),
    );
    const groups: Record<string, ProjectStatus[]> = {
      'In Progress': ['Design_Mode_Pending', 'Request_for_Approval'],
      Planned: ['Planned', 'Upcoming'],
      Published: ['Open'],
      Scheduled: ['Open_Scheduled'],
      Closed: ['Unofficial_Results', 'Closed'],
      Awarded: ['Awarded'],
      Cancelled: ['Cancelled'],
    };
    for (const [status, statuses] of Object.entries(groups)) {
      const { rows, total } = await members(`&status=${encodeURIComponent(status)}`);
      expect(rows, status).toEqual(expectedMembers(world, { statuses }));
      expect(total).toBe(rows.length);
    }
    for (const range of [1, 7, 14, 21, 30, 60, 90, 180] as const) {
      expect((await members(`&closingWithin=${range}`)).rows, String(range)).toEqual(
        expectedMembers(world, { range }),
      );
    }
    const together = await members(`&userId=${world.people.buyer}&status=In%20Progress&closingWithin=7`);
    expect(together.rows).toEqual(
      expectedMembers(world, {
        userId: world.people.buyer,
        statuses: ['Design_Mode_Pending', 'Request_for_Approval'],
        range: 7,
      }),
    );
    expect(together.rows.length).toBeGreaterThan(0);
  });

  it('pages the rows with the total of all of them', async () => {
    const expected = expectedMembers(world, {});
    const page = await buyer.call('GET', '/SourceProjectsByTeamMembers?start=3&limit=4');
    expect(valuesOf<TeamMemberRow>(page)).toEqual(expected.slice(3, 7));
    expect(page.json()).toMatchObject({
      data: { teamMemberProjectDTO: { count: 4, total: expected.length } },
    });
    const past = await buyer.call('GET', `/SourceProjectsByTeamMembers?start=${expected.length}`);
    expect(valuesOf(past)).toEqual([]);
    expect(past.json()).toMatchObject({
      data: { teamMemberProjectDTO: { count: 0, total: expected.length } },
    });
    const byDefault = await buyer.call('GET', '/SourceProjectsByTeamMembers');
    expect(valuesOf<TeamMemberRow>(byDefault)).toEqual(expected.slice(0, 20));
  });

  it('never shows another agency or another node', async () => {
    const { rows } = await members('');
    expect(rows.map((r) => r.projectNumber)).not.toContain('NW-001');
    expect(rows.map((r) => r.projectNumber)).not.toContain('X-003');
    const leadRows = valuesOf<LeadSummaryRow>(
      await buyer.call('GET', '/SourceProjectByLeadWidget?closingWithin=any'),
    );
    expect(leadRows).toEqual(expectedLeads(world, 'any'));
  });

  it.each([
    ['/SourceProjectByLeadWidget?closingWithin=5'],
    ['/SourceProjectByLeadWidget?closingWithin=1'],
    ['/SourceProjectByLeadWidget?closingWithin=soon'],
    ['/SourceProjectsByTeamMembers?closingWithin=3'],
    ['/SourceProjectsByTeamMembers?status=Open'],
    ['/SourceProjectsByTeamMembers?userId=0'],
    ['/SourceProjectsByTeamMembers?userId=abc'],
    ['/SourceProjectsByTeamMembers?start=-1'],
    ['/SourceProjectsByTeamMembers?limit=0'],
    ['/SourceProjectsByTeamMembers?limit=1001'],
  ])('refuses %s with a catalogue message', async (path) => {
    const response = await buyer.call('GET', path);
    expect(response.statusCode).toBe(400);
    expect(keys(response)).toBe('invalidParameter');
  });
});
