import type { CalendarEvent } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { insertDashboardProject, insertTenderNode, type Place } from '../../../test/dashboard-widgets.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { movableClock } from '../../platform/clock.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
const sentinel = new Date('9999-12-31T23:59:59Z');

// The demo agency is in Toronto: in June, local time is UTC-4 (EDT).
describe.each(databaseKinds())('dashboard calendar on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let lead: Caller;

  const calendar = async (startDate: string, endDate: string, caller = buyer) => {
    const response = await caller.call('GET', `/Calendar?startDate=${startDate}&endDate=${endDate}`);
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<CalendarEvent>(response);
  };
  const brief = (events: CalendarEvent[]) => events.map((e) => [e.calendarDate, e.type, e.projectNumber]);

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: movableClock(new Date('2026-06-15T16:00:00Z')) });
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    const north = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const me = buyer.info.user.id;
    const other = lead.info.user.id;
    const here: Place = { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id };
    const team = [{ userId: me, roleId: 'projectTeamMember' }];
    await insertDashboardProject(t, here, {
      number: 'A-LEAD',
      name: 'Asphalt',
      status: 'Open',
      leadId: me,
      dates: {
        // Midnight starting 1 June, the last second of 30 June, midnight starting 1 July (local).
        dateAvailable: new Date('2026-06-01T04:00:00Z'),
        dateClosing: new Date('2026-07-01T03:59:59Z'),
        questionDeadline: new Date('2026-07-01T04:00:00Z'),
      },
      // 10:00 and 14:30 on 10 June; 22:00 on 31 May (already 1 June in UTC).
      meetings: [
        new Date('2026-06-10T18:30:00Z'),
        new Date('2026-06-10T14:00:00Z'),
        new Date('2026-06-01T02:00:00Z'),
      ],
    });
    await insertDashboardProject(t, here, {
      number: 'B-TEAM',
      name: 'Bridges',
      status: 'Awarded',
      leadId: other,
      team,
      dates: {
        dateAvailable: sentinel,
        dateClosing: new Date('2026-06-30T12:00:00Z'),
        questionDeadline: null,
      },
      awards: [
        { amount: '10.00', date: '2026-06-20' },
        { amount: '20.00', date: '2026-06-05' },
        { amount: null, date: null },
      ],
    });
    await insertDashboardProject(t, here, {
      number: 'C-NOLEAD',
      name: 'Culverts',
      status: 'Closed',
      leadId: null,
      team,
      dates: { dateClosing: new Date('2026-06-15T16:00:00Z') },
    });
    // The earliest award day is 31 May: none in June, though a later award is.
    await insertDashboardProject(t, here, {
      number: 'D-EARLY',
      status: 'Awarded',
      leadId: me,
      awards: [
        { amount: null, date: '2026-06-02' },
        { amount: null, date: '2026-05-31' },
      ],
    });
    // Sentinel dates and sentinel award days are no dates.
    await insertDashboardProject(t, here, {
      number: 'E-SENTINEL',
      status: 'Awarded',
      leadId: me,
      dates: { dateAvailable: sentinel, dateClosing: sentinel, questionDeadline: sentinel },
      meetings: [sentinel],
      awards: [{ amount: null, date: '9999-12-31' }],
    });
    const inJune = {
      dates: { dateClosing: new Date('2026-06-12T16:00:00Z') },
      meetings: [new Date('2026-06-11T16:00:00Z')],
      awards: [{ amount: null, date: '2026-06-12' }],
    };
    for (const status of ['Cancelled', 'Terminated', 'Archived'] as const)
      await insertDashboardProject(t, here, { number: `X-${status}`, status, leadId: me, ...inJune });
    await insertDashboardProject(t, here, {
      number: 'X-TEMPLATE',
      status: 'Template',
      type: 'TEMPLATE',
      leadId: me,
      ...inJune,
    });
    await insertDashboardProject(t, here, { number: 'X-THEIRS', status: 'Open', leadId: other, ...inJune });
    const otherNode = await insertTenderNode(t, here.customerId, 'Second tender node');
    await insertDashboardProject(
      t,
      { ...here, nodeId: otherNode },
      { number: 'X-NODE', status: 'Open', leadId: me, ...inJune },
    );
    await insertDashboardProject(
      t,
      { customerId: north.info.customer.id, nodeId: north.info.tenderNode.id },
      { number: 'X-NORTH', status: 'Open', leadId: me, ...inJune },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows each kind of event of my projects on its local day, by time then project', async () => {
    const events = await calendar('2026-06-01', '2026-06-30');
    expect(brief(events)).toEqual([
      ['2026-06-01T00:00:00', 'published', 'A-LEAD'],
      ['2026-06-05T09:00:00', 'awarded', 'B-TEAM'],
      ['2026-06-10T10:00:00', 'site-meeting', 'A-LEAD'],
      ['2026-06-10T14:30:00', 'site-meeting', 'A-LEAD'],
      ['2026-06-15T12:00:00', 'closed', 'C-NOLEAD'],
      ['2026-06-30T08:00:00', 'closed', 'B-TEAM'],
      ['2026-06-30T23:59:59', 'closed', 'A-LEAD'],
    ]);
    expect(events[0]).toEqual({
      projectId: expect.any(Number),
      projectNumber: 'A-LEAD',
      projectName: 'Asphalt',
      procurementLead: 'Sam Tremblay',
      calendarDate: '2026-06-01T00:00:00',
      type: 'published',
      typeName: 'Published',
    });
    expect(events[1]).toMatchObject({ procurementLead: 'Priya Raman', typeName: 'Awarded' });
    expect(events[2]?.typeName).toBe('Site meeting');
    expect(events[4]).toMatchObject({ procurementLead: null, typeName: 'Closing', projectName: 'Culverts' });
  });

  it('includes the first and the last day of the range and nothing past either', async () => {
    expect(brief(await calendar('2026-06-10', '2026-06-10'))).toEqual([
      ['2026-06-10T10:00:00', 'site-meeting', 'A-LEAD'],
      ['2026-06-10T14:30:00', 'site-meeting', 'A-LEAD'],
    ]);
    expect(brief(await calendar('2026-05-31', '2026-05-31'))).toEqual([
      ['2026-05-31T09:00:00', 'awarded', 'D-EARLY'],
      ['2026-05-31T22:00:00', 'site-meeting', 'A-LEAD'],
    ]);
    expect(brief(await calendar('2026-07-01', '2026-07-31'))).toEqual([
      ['2026-07-01T00:00:00', 'question-deadline', 'A-LEAD'],
    ]);
    expect(brief(await calendar('2026-06-02', '2026-06-29')).map(([date]) => date)).toEqual([
      '2026-06-05T09:00:00',
      '2026-06-10T10:00:00',
      '2026-06-10T14:30:00',
      '2026-06-15T12:00:00',
    ]);
    expect(await calendar('2026-06-21', '2026-06-29')).toEqual([]);
  });

  it('shows no event for the 9999-12-31 sentinel', async () => {
    expect(await calendar('9999-12-01', '9999-12-31')).toEqual([]);
    expect(await calendar('9999-12-31', '9999-12-31')).toEqual([]);
  });

  it("shows another user's projects to that user alone", async () => {
    expect(brief(await calendar('2026-06-01', '2026-06-30', lead))).toEqual([
      ['2026-06-05T09:00:00', 'awarded', 'B-TEAM'],
      ['2026-06-11T12:00:00', 'site-meeting', 'X-THEIRS'],
      ['2026-06-12T09:00:00', 'awarded', 'X-THEIRS'],
      ['2026-06-12T12:00:00', 'closed', 'X-THEIRS'],
      ['2026-06-30T08:00:00', 'closed', 'B-TEAM'],
    ]);
  });

  it('refuses a range that ends before it starts, spans over 400 days, or is no date', async () => {
    // 400 days, both ends included: every event of the seed.
    expect(await calendar('2026-01-01', '2027-02-04')).toHaveLength(10);
    const cases: [string, string][] = [
      ['startDate=2026-06-02&endDate=2026-06-01', 'dashboardRangeInvalid'],
      ['startDate=2026-01-01&endDate=2027-02-05', 'dashboardRangeInvalid'],
      ['startDate=2026-02-30&endDate=2026-03-01', 'invalidParameter'],
      ['startDate=2026-06-01', 'invalidParameter'],
      ['startDate=June&endDate=2026-06-01', 'invalidParameter'],
    ];
    for (const [query, key] of cases) {
      const response = await buyer.call('GET', `/Calendar?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(keys(response), query).toBe(key);
    }
  });
});
