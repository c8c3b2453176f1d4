import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { recordAudit, verifyAuditChain } from '../../platform/audit.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Event = {
  id: number;
  eventType: string;
  eventTypeName: string;
  description: string;
  userName: string;
  companyName: string | null;
  created: string;
};
type Aggregates = {
  eventTypes: { eventType: string; name: string; count: number }[];
  users: { userId: number | null; userName: string; count: number }[];
  companies: { companyName: string; count: number }[];
  clearedAt: string | null;
};

describe.each(databaseKinds())('project activity feed on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let lead: Caller;
  let projectId: number;
  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const totalOf = (response: { json(): unknown }) =>
    Object.values((response.json() as { data: Record<string, { total?: number }> }).data)[0]?.total ?? -1;
  const search = (query = '', caller: Caller = buyer) =>
    caller.call('GET', `/AuditEvents/Search?projectId=${projectId}${query}`);
  const aggregates = async () =>
    valuesOf<Aggregates>(
      await buyer.call('GET', `/AuditEvents/ActivityAggregates?projectId=${projectId}`),
    )[0] as Aggregates;

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    ({ projectId } = await insertProject(
      t,
      { customerId: t.seed.demoCustomerId, nodeId: buyer.info.tenderNode.id },
      { number: 'AF-7' },
    ));
    // Events other areas write: a status change, a supplier invitation, an action with no sentence yet.
    await inTenant(t.database.db, t.seed.demoCustomerId, async (tx) => {
      const base = {
        customerId: t.seed.demoCustomerId,
        actorUserId: buyer.info.user.id,
        actorLabel: 'user',
        projectId,
      };
      await recordAudit(tx, t.clock, {
        ...base,
        action: 'project.statusChanged',
        entityType: 'project',
        entityId: projectId,
        before: { status: 'Design_Mode_Pending' },
        after: { status: 'Open' },
      });
      await recordAudit(tx, t.clock, {
        ...base,
        action: 'invitation.created',
        entityType: 'invitation',
        entityId: 1,
        companyName: 'Acme Paving',
      });
      await recordAudit(tx, t.clock, {
        ...base,
        action: 'project.archived',
        entityType: 'project',
        entityId: projectId,
      });
    });
    t.clock.advance(1000);
    await buyer.call('POST', '/ProjectJournals', { projectId, note: 'Site visit notes' });
    t.clock.advance(1000);
    await lead.call('POST', '/ProjectComments', { projectId, comment: 'Looks good' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('describes each event in a sentence with the actor’s full name', async () => {
    const events = valuesOf<Event>(await search());
    expect(events.map((e) => e.description)).toEqual([
      'Priya Raman commented: “Looks good”',
      'Sam Tremblay added a journal entry',
      `Sam Tremblay: project archived (project ${projectId})`,
      'Sam Tremblay invited “Acme Paving”',
      'Sam Tremblay changed the status from Design / In Progress to Published',
    ]);
    expect(events[0]).toMatchObject({
      eventType: 'comment.added',
      eventTypeName: 'Comment added',
      userName: 'Priya Raman',
    });
    const french = await t.app.inject({
      method: 'GET',
      url: `${buyer.tenantPath}/AuditEvents/Search?projectId=${projectId}&eventType=journal.created`,
      headers: { cookie: buyer.cookie, 'accept-language': 'fr' },
    });
    expect(valuesOf<Event>(french)[0]?.description).toBe('Sam Tremblay a ajouté une entrée au journal');
  });

  it('counts events per type, user and company for the filter pickers', async () => {
    const counts = await aggregates();
    expect(counts.eventTypes.find((e) => e.eventType === 'journal.created')).toMatchObject({
      name: 'Journal entry added',
      count: 1,
    });
    expect(counts.users).toEqual([
      { userId: lead.info.user.id, userName: 'Priya Raman', count: 1 },
      { userId: buyer.info.user.id, userName: 'Sam Tremblay', count: 4 },
    ]);
    expect(counts.companies).toEqual([{ companyName: 'Acme Paving', count: 1 }]);
    expect(counts.clearedAt).toBeNull();
  });

  it('filters by type, company, user, keywords and dates, and pages and sorts', async () => {
    const descriptions = async (query: string) =>
      valuesOf<Event>(await search(query)).map((e) => e.eventType);
    expect(await descriptions('&eventType=comment.added')).toEqual(['comment.added']);
    expect(await descriptions('&companyName=acme%20paving')).toEqual(['invitation.created']);
    expect(await descriptions('&userName=priya')).toEqual(['comment.added']);
    expect(await descriptions('&keywords=site%20visit')).toEqual(['journal.created']);
    expect(await descriptions('&keywords=nothing-like-this')).toEqual([]);

    const page = await search('&limit=2&start=1');
    expect(valuesOf<Event>(page).map((e) => e.eventType)).toEqual(['journal.created', 'project.archived']);
    expect(totalOf(page)).toBe(5);
    const ascending = valuesOf<Event>(await search('&sortColumn=created&sortDirection=asc'));
    expect(ascending[0]?.eventType).toBe('project.statusChanged');
    const byUser = valuesOf<Event>(await search('&sortColumn=userName&sortDirection=asc'));
    expect(byUser[0]?.userName).toBe('Priya Raman');

    const now = t.clock.now();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(valuesOf(await search(`&filter.dateFrom=${day(-1)}&filter.dateTo=${day(1)}`))).toHaveLength(5);
    expect(valuesOf(await search(`&filter.dateFrom=${day(2)}`))).toHaveLength(0);
    expect(valuesOf(await search(`&dateTo=${day(-2)}`))).toHaveLength(0);
    const backwards = await search(`&filter.dateFrom=${day(1)}&filter.dateTo=${day(-1)}`);
    expect(backwards.statusCode).toBe(400);
    expect(keys(backwards)).toBe('searchDateRangeInvalid');
  });

  it('exports the filtered feed as a spreadsheet', async () => {
    const response = await buyer.call(
      'GET',
      `/AuditEvents/Export?projectId=${projectId}&eventType=comment.added`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="Project Activity - AF-7 - \d\d\.\d\d\.\d{4}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(1).getCell(3).value).toBe('Description');
    expect(sheet?.getRow(2).getCell(3).value).toBe('Priya Raman commented: “Looks good”');
    expect(String(sheet?.getRow(2).getCell(1).value)).toMatch(/E[SD]T$/);
  });

  it('clears the feed without deleting an event: the chain still verifies', async () => {
    const stored = async () => {
      const [row] = await asSystem(t.database.db, (tx) =>
        tx
          .select({ value: count() })
          .from(auditEvents)
          .where(
            and(eq(auditEvents.customerId, t.seed.demoCustomerId), eq(auditEvents.projectId, projectId)),
          ),
      );
      return row?.value ?? 0;
    };
    const before = await stored();
    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    expect((await evaluator.call('PUT', `/AuditEvents/Clear?projectId=${projectId}`)).statusCode).toBe(403);

    const cleared = await buyer.call('PUT', `/AuditEvents/Clear?projectId=${projectId}`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(valuesOf<Aggregates>(cleared)[0]?.clearedAt).not.toBeNull();
    const events = valuesOf<Event>(await search());
    expect(events.map((e) => e.description)).toEqual(['Sam Tremblay cleared the activity feed']);
    expect((await aggregates()).companies).toEqual([]);

    t.clock.advance(1000);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    await buyer.call('POST', '/ProjectComments', { projectId, comment: 'After the clear' });
    expect(valuesOf<Event>(await search()).map((e) => e.eventType)).toEqual([
      'comment.added',
      'project.activityCleared',
    ]);

    expect(await stored()).toBe(before + 2);
    expect(await verifyAuditChain(t.database.db, t.seed.demoCustomerId)).toMatchObject({ ok: true });
  });

  it('refuses bad input with 400 and keeps other agencies out', async () => {
    for (const query of [
      '',
      '&limit=0',
      '&limit=101',
      '&start=-1',
      '&sortColumn=hash',
      '&sortDirection=up',
      '&filter.dateFrom=yesterday',
      '&dateTo=2026-02-30',
    ]) {
      const response = await buyer.call(
        'GET',
        `/AuditEvents/Search?projectId=${query ? projectId : ''}${query}`,
      );
      expect(response.statusCode, query).toBe(400);
    }
    expect((await buyer.call('GET', '/AuditEvents/ActivityAggregates')).statusCode).toBe(400);
    expect((await buyer.call('PUT', '/AuditEvents/Clear?projectId=x')).statusCode).toBe(400);
    expect((await buyer.call('GET', '/AuditEvents/Export?projectId=1&sortColumn=x')).statusCode).toBe(400);
    expect((await buyer.call('GET', '/AuditEvents/Search?projectId=999999')).statusCode).toBe(404);

    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await search('', northwind)).statusCode).toBe(404);
    expect(
      (await northwind.call('GET', `/AuditEvents/ActivityAggregates?projectId=${projectId}`)).statusCode,
    ).toBe(404);
    expect((await northwind.call('GET', `/AuditEvents/Export?projectId=${projectId}`)).statusCode).toBe(404);
    expect((await northwind.call('PUT', `/AuditEvents/Clear?projectId=${projectId}`)).statusCode).toBe(404);
  });
});
