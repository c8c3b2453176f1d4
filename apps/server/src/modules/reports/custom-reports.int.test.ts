import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createCustomProjectReportSchema, customDataPreviewRows, realtimeEvents } from '@procura/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../test/api.ts';
import {
  type CentreWorld,
  definitionOf,
  eventsArrived,
  expectedSheet,
  openCentreWorld,
  sheetRows,
  waitUntilIdle,
} from '../../../test/custom-report-centre-world.ts';
import { insertTenderNode } from '../../../test/dashboard-widgets.ts';
import { databaseKinds } from '../../../test/harness.ts';
import { customers, customReports } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

const keys = (response: { headers: Record<string, unknown> }) => String(response.headers['x-message-keys']);
type Report = { id: number; name: string; uri: string | null; isPending: boolean; lastRunAt: string | null };

/*
 * The report centre's custom reports (issue 26 §3; 001 §7 /Report/CustomProject and the rest):
 * saved definitions shared by the node, the wizard's preview, a refresh run in this process (no
 * queue) that writes the workbook, says so in real time, and is downloaded and read back here.
 */
describe.each(databaseKinds())('the report centre on %s', (kind) => {
  let w: CentreWorld;

  beforeAll(async () => {
    w = await openCentreWorld(kind);
  });
  afterAll(async () => {
    await w?.close();
  });

  const create = async (name: string, columns?: number[]) => {
    const answer = await w.lead.call(
      'POST',
      '/Report/CustomProject',
      definitionOf({ name, ...(columns ? { columns } : {}) }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.customReport as Report;
  };
  const setRow = (id: number, values: Partial<typeof customReports.$inferInsert>) =>
    asSystem(w.t.database.db, (tx) =>
      tx
        .update(customReports)
        .set(values)
        .where(and(eq(customReports.customerId, w.customerId), eq(customReports.id, id))),
    );
  const fileOf = (id: number) =>
    path.join(w.dataDir, 'reports', String(w.customerId), 'custom', `${id}.xlsx`);
  const eventsFor = (id: number) =>
    w.events
      .filter((e) => (e.payload as { id?: number }).id === id)
      .map((e) => ({ customerId: e.customerId, event: e.event, payload: e.payload }));

  it('saves, reads, edits and lists the node’s reports, newest first, for every editor of the node', async () => {
    const leadId = w.lead.info.user.id;
    const created = await w.lead.call(
      'POST',
      '/Report/CustomProject',
      definitionOf({ name: 'Quarterly works' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const report = created.json().data.customReport;
    expect(report).toMatchObject({
      name: 'Quarterly works',
      phase: 'all',
      columns: [23, 24, 4, 21, 17, 11],
      uri: null,
      isPending: false,
      createdBy: { id: leadId, fullName: 'Priya Raman' },
      lastRunBy: null,
      lastRunAt: null,
    });
    const read = await w.buyer.call('GET', `/Report/CustomProject/${report.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.customReport).toEqual(report);

    // Names are unique in the node whatever their case.
    const twin = await w.lead.call(
      'POST',
      '/Report/CustomProject',
      definitionOf({ name: 'QUARTERLY WORKS' }),
    );
    expect(twin.statusCode).toBe(409);
    expect(keys(twin)).toBe('nameAlreadyExists');

    // The centre is shared: the administrator edits the lead's report; its maker stays.
    const edited = await w.admin.call('PUT', '/Report/CustomProject', {
      ...definitionOf({ name: 'Quarterly works - roads', phase: 'sourceOnly', columns: [24, 28] }),
      id: report.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.customReport).toMatchObject({
      id: report.id,
      name: 'Quarterly works - roads',
      phase: 'sourceOnly',
      columns: [24, 28],
      createdBy: { id: leadId },
    });
    const other = await create('Suppliers due');
    const renamed = await w.admin.call('PUT', '/Report/CustomProject', {
      ...definitionOf({ name: 'suppliers DUE' }),
      id: report.id,
    });
    expect(renamed.statusCode).toBe(409);
    expect(keys(renamed)).toBe('nameAlreadyExists');
    // Its own name in another case is no clash.
    const recased = await w.admin.call('PUT', '/Report/CustomProject', {
      ...definitionOf({ name: 'QUARTERLY WORKS - ROADS' }),
      id: report.id,
    });
    expect(recased.statusCode, recased.body).toBe(200);

    const third = await create('Contracts closing');
    const page = await w.buyer.call('GET', '/Report/CustomProject?page=1&pageSize=2');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(2);
    expect(body.data.customReport.map((r: Report) => r.id)).toEqual([third.id, other.id]);
    const all = (await w.buyer.call('GET', '/Report/CustomProject?pageSize=100')).json();
    const ids = all.data.customReport.map((r: Report) => r.id);
    expect(ids.indexOf(third.id)).toBeLessThan(ids.indexOf(other.id));
    expect(ids.indexOf(other.id)).toBeLessThan(ids.indexOf(report.id));
    expect(all.total).toBe(ids.length);

    const trail = await auditTrail(w.t, w.customerId, 'customReport', report.id);
    expect(trail.map((e) => [e.action, e.actorUserId])).toEqual([
      ['customReport.created', leadId],
      ['customReport.updated', w.admin.info.user.id],
      ['customReport.updated', w.admin.info.user.id],
    ]);
  });

  it('refuses a definition that breaks the wizard’s rules, and saving without the edit right', async () => {
    const cases = [
      [definitionOf({ name: 'No columns', columns: [] }), 'reportColumnsRequired'],
      // Contract Number (41) has no value on a source-only project.
      [definitionOf({ name: 'Wrong phase', phase: 'sourceOnly', columns: [23, 41] }), 'invalidParameter'],
      [definitionOf({ name: 'Roads, bridges' }), 'awardApprovalForbiddenCharacters'],
      [definitionOf({ name: '   ' }), 'awardApprovalReportNameRequired'],
      [definitionOf({ name: 'Twice', columns: [23, 23] }), 'invalidParameter'],
    ] as const;
    for (const [body, key] of cases) {
      // The preview comes before the name step: the name's rules are the save's alone.
      const nameRule = ['awardApprovalReportNameRequired', 'awardApprovalForbiddenCharacters'].includes(key);
      const urls = nameRule ? ['/Report/CustomProject'] : ['/Report/CustomProject', '/Report/CustomData'];
      for (const url of urls) {
        const answer = await w.lead.call('POST', url, body);
        expect(answer.statusCode, `${url} ${body.name}`).toBe(400);
        expect(keys(answer)).toContain(key);
      }
    }
    const unnamed = await w.lead.call('POST', '/Report/CustomData', definitionOf({ name: '' }));
    expect(unnamed.statusCode).toBe(200);
    const before = (await w.lead.call('GET', '/Report/CustomProject?pageSize=100')).json().total;
    const refused = await w.buyer.call(
      'POST',
      '/Report/CustomProject',
      definitionOf({ name: 'Buyer’s own' }),
    );
    expect(refused.statusCode).toBe(403);
    expect((await w.lead.call('GET', '/Report/CustomProject?pageSize=100')).json().total).toBe(before);
  });

  it('answers 404 customReportNotFound for a report of another node, another agency or none', async () => {
    const mine = await create('Mine only');
    const otherNode = await insertTenderNode(w.t, w.customerId, 'Second office');
    const [elsewhere] = await asSystem(w.t.database.db, (tx) =>
      tx
        .insert(customReports)
        .values({
          customerId: w.customerId,
          nodeId: otherNode,
          // The same name in another node is no clash.
          name: 'Mine only',
          definition: createCustomProjectReportSchema.parse(definitionOf({ name: 'Mine only' })),
          createdById: w.lead.info.user.id,
        })
        .returning({ id: customReports.id }),
    );
    const foreign = elsewhere?.id ?? 0;
    const calls = (id: number) =>
      [
        ['GET', `/Report/CustomProject/${id}`],
        ['DELETE', `/Report/CustomProject/${id}`],
        ['GET', `/Report/RefreshCustomProject/${id}`],
        ['GET', `/Report/GetCustomProjectUri/${id}`],
        ['GET', `/Report/DownloadCustomProject/${id}`],
      ] as const;
    for (const [method, url] of [...calls(foreign), ...calls(999_999)]) {
      const answer = await w.lead.call(method, url);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(keys(answer)).toBe('customReportNotFound');
    }
    for (const [method, url] of calls(mine.id)) {
      if (method === 'DELETE' || url.includes('Refresh')) continue;
      const answer = await w.northwind.call(method, url);
      expect(answer.statusCode, `northwind ${method} ${url}`).toBe(404);
    }
    const edit = await w.lead.call('PUT', '/Report/CustomProject', {
      ...definitionOf({ name: 'Taken over' }),
      id: foreign,
    });
    expect(edit.statusCode).toBe(404);
    expect(keys(edit)).toBe('customReportNotFound');
    const northwindList = (await w.northwind.call('GET', '/Report/CustomProject')).json();
    expect(northwindList.data.customReport.map((r: Report) => r.id)).not.toContain(mine.id);
    expect(eventsFor(foreign)).toEqual([]);
  });

  it('previews a definition: its first rows as the file writes them, and how many it holds', async () => {
    const definition = definitionOf({ name: 'Preview' });
    const expected = await expectedSheet(w, definition, 'en');
    expect(expected.rows.length).toBeGreaterThanOrEqual(3);
    const answer = await w.buyer.call('POST', '/Report/CustomData', definition);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.customData).toEqual({
      columns: [23, 24, 4, 21, 17, 11],
      rows: expected.rows.slice(0, customDataPreviewRows),
      total: expected.rows.length,
    });
    const names = answer.json().data.customData.rows.map((row: unknown[]) => row[1]);
    expect(names).toEqual(expect.arrayContaining(['Road resurfacing', 'Park benches', 'Snow clearing']));
  });

  it('refreshes in this process: pending, the workbook in the agency’s language, events, download', async () => {
    const report = await create('Works in progress');
    expect((await w.lead.call('GET', `/Report/GetCustomProjectUri/${report.id}`)).json()).toEqual({
      data: { uri: null },
    });
    const early = await w.buyer.call('GET', `/Report/DownloadCustomProject/${report.id}`);
    expect(early.statusCode).toBe(404);
    expect(keys(early)).toBe('customReportNotFound');

    const refreshed = await w.lead.call('GET', `/Report/RefreshCustomProject/${report.id}`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().data.customReport).toMatchObject({ id: report.id, isPending: true });
    const done = await waitUntilIdle(w.lead, report.id);
    await eventsArrived(eventsFor(report.id), 2);
    const event = { id: report.id, nodeId: w.nodeId };
    expect(eventsFor(report.id)).toEqual([
      { customerId: w.customerId, event: realtimeEvents.customReportsUpdating, payload: event },
      { customerId: w.customerId, event: realtimeEvents.customReportsUpdated, payload: event },
    ]);
    expect(done).toMatchObject({ lastRunBy: { id: w.lead.info.user.id, fullName: 'Priya Raman' } });
    expect(done.lastRunAt).not.toBeNull();

    const uri = `${w.lead.tenantPath}/Report/DownloadCustomProject/${report.id}`;
    expect((await w.buyer.call('GET', `/Report/GetCustomProjectUri/${report.id}`)).json()).toEqual({
      data: { uri },
    });
    const listed = (await w.buyer.call('GET', '/Report/CustomProject?pageSize=100')).json().data.customReport;
    expect(listed.find((r: Report) => r.id === report.id)).toMatchObject({ uri, isPending: false });

    const download = await w.buyer.call('GET', `/Report/DownloadCustomProject/${report.id}`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' })
      .format(new Date(done.lastRunAt ?? ''))
      .split('-');
    expect(String(download.headers['content-disposition'])).toContain(
      `filename="Works in progress - ${month}.${day}.${year}.xlsx"`,
    );
    const expected = await expectedSheet(w, definitionOf({ name: 'Works in progress' }), 'en');
    expect(await sheetRows(download.rawPayload)).toEqual([expected.header, ...expected.rows]);
    expect(expected.header).toEqual([
      'Project Number',
      'Project Name',
      'Project Status',
      'Project Created',
      'Cooperative',
      'Categories',
    ]);
    expect(readdirSync(path.dirname(fileOf(report.id))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const trail = await auditTrail(w.t, w.customerId, 'customReport', report.id);
    expect(trail.map((e) => e.action)).toEqual(['customReport.created', 'customReport.refreshed']);

    // The agency writes French: the next run heads its columns in French.
    const setLanguage = (language: string) =>
      asSystem(w.t.database.db, (tx) =>
        tx.update(customers).set({ language }).where(eq(customers.id, w.customerId)),
      );
    await setLanguage('fr');
    try {
      await w.lead.call('GET', `/Report/RefreshCustomProject/${report.id}`);
      await waitUntilIdle(w.lead, report.id);
      const french = await w.lead.call('GET', `/Report/DownloadCustomProject/${report.id}`);
      const rows = await sheetRows(french.rawPayload);
      expect(rows[0]).toEqual(
        (await expectedSheet(w, definitionOf({ name: 'Works in progress' }), 'fr')).header,
      );
      expect(rows[0]?.[1]).toBe('Nom du projet');
    } finally {
      await setLanguage('en');
    }
  });

  it('lists the runs under way, answers a running refresh as it is, and frees a run lost an hour ago', async () => {
    const report = await create('Pending one');
    await setRow(report.id, { isPending: true, updatedAt: new Date(w.t.clock.now().getTime() - 60_000) });
    const pending = (await w.buyer.call('GET', '/Report/PendingCustomProject')).json().data.customReportDTO;
    expect(pending.values.map((r: Report) => r.id)).toEqual([report.id]);
    const again = await w.lead.call('GET', `/Report/RefreshCustomProject/${report.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.customReport).toMatchObject({ id: report.id, isPending: true });
    expect(eventsFor(report.id)).toEqual([]);

    // Marked two hours ago and never cleared (a restart): shown idle, and refreshable again.
    await setRow(report.id, {
      isPending: true,
      updatedAt: new Date(w.t.clock.now().getTime() - 2 * 3_600_000),
    });
    expect(
      (await w.buyer.call('GET', '/Report/PendingCustomProject')).json().data.customReportDTO.values,
    ).toEqual([]);
    expect(
      (await w.buyer.call('GET', `/Report/CustomProject/${report.id}`)).json().data.customReport.isPending,
    ).toBe(false);
    const restarted = await w.lead.call('GET', `/Report/RefreshCustomProject/${report.id}`);
    expect(restarted.json().data.customReport.isPending).toBe(true);
    await waitUntilIdle(w.lead, report.id);
    expect(existsSync(fileOf(report.id))).toBe(true);
  });

  it('keeps the last file when a run fails, clears the mark and still says customReportsUpdated', async () => {
    const report = await create('Fragile');
    await w.lead.call('GET', `/Report/RefreshCustomProject/${report.id}`);
    const first = await waitUntilIdle(w.lead, report.id);
    const bytes = readFileSync(fileOf(report.id));
    w.events.length = 0;

    // A definition saved by an older version, naming a column this one no longer has.
    await asSystem(w.t.database.db, (tx) =>
      tx.execute(
        sql`update custom_reports set definition = jsonb_set(definition, '{columns}', '[23, 9999]')
            where customer_id = ${w.customerId} and id = ${report.id}`,
      ),
    );
    const refreshed = await w.lead.call('GET', `/Report/RefreshCustomProject/${report.id}`);
    expect(refreshed.json().data.customReport.isPending).toBe(true);
    const after = await waitUntilIdle(w.lead, report.id);
    await eventsArrived(eventsFor(report.id), 2);
    expect(eventsFor(report.id).map((e) => e.event)).toEqual([
      realtimeEvents.customReportsUpdating,
      realtimeEvents.customReportsUpdated,
    ]);
    expect(after.lastRunAt).toBe(first.lastRunAt);
    expect(readFileSync(fileOf(report.id)).equals(bytes)).toBe(true);
    expect(readdirSync(path.dirname(fileOf(report.id))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const trail = await auditTrail(w.t, w.customerId, 'customReport', report.id);
    expect(trail.at(-1)?.action).toBe('customReport.refreshFailed');

    // A file that cannot be put in place (its path taken by a folder) fails the same way.
    const blocked = await create('Blocked');
    mkdirSync(fileOf(blocked.id), { recursive: true });
    await w.lead.call('GET', `/Report/RefreshCustomProject/${blocked.id}`);
    expect(await waitUntilIdle(w.lead, blocked.id)).toMatchObject({ lastRunAt: null, uri: null });
  });

  it('deletes a report with its file', async () => {
    const report = await create('Short lived');
    await w.lead.call('GET', `/Report/RefreshCustomProject/${report.id}`);
    await waitUntilIdle(w.lead, report.id);
    expect(existsSync(fileOf(report.id))).toBe(true);
    const refused = await w.buyer.call('DELETE', `/Report/CustomProject/${report.id}`);
    expect(refused.statusCode).toBe(403);
    const deleted = await w.admin.call('DELETE', `/Report/CustomProject/${report.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(existsSync(fileOf(report.id))).toBe(false);
    expect((await w.lead.call('GET', `/Report/CustomProject/${report.id}`)).statusCode).toBe(404);
    const trail = await auditTrail(w.t, w.customerId, 'customReport', report.id);
    expect(trail.at(-1)?.action).toBe('customReport.deleted');
  });
});
