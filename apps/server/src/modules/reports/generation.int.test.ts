import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BuiltInReportName, type ReportRun, reportRunLifetimeMs } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import {
  expectedCells,
  insertPendingSupplierDocuments,
  seedRunWorld,
  sheetOf,
} from '../../../test/report-run-world.ts';
import { type Ids, today } from '../../../test/report-world.ts';
import { auditEvents, nodes, projects } from '../../db/schema/index.ts';
import { movableClock } from '../../platform/clock.ts';
import { queues } from '../../platform/jobs.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import { builtInReportRows } from './built-in-rows.ts';
import { reportCsvLine } from './cells.ts';
import { runReportJob, settledReportRun, writeBuiltInReport } from './generation.ts';
import { collectRows, reportNamed } from './paging.ts';
import { loadRun, type RunOwner, runFilePath, saveRun, sweepExpiredReportRuns } from './run-store.ts';
import { builtInFileColumns, reportSettingAt } from './scope.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Sent = { queue: string; data: Record<string, unknown>; singletonKey: string };
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
const runOf = (response: { json(): unknown }) =>
  (response.json() as { data: { reportRun: ReportRun } }).data.reportRun;

/**
 * Library report runs (issue 26 §1; 001 §7 generateReport, Generation, Download, Thumbnail): a run
 * is asked for, written by the job (here in this process, or by hand from a recording queue), polled
 * and downloaded; its file holds what the report reads; nobody else ever sees it.
 */
describe.each(databaseKinds())('library report runs on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let here: Ids;
  let buyer: Caller;
  let owner: RunOwner;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'procura-report-runs-'));
    // The world's day, midday in Toronto: its contracts' terms are laid out around it.
    t = await createTestApp(kind, {
      config: { dataDir },
      clock: movableClock(new Date(`${today}T16:00:00Z`)),
    });
    here = await seedRunWorld(t);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    owner = { customerId: here.customerId, nodeId: buyer.info.tenderNode.id, userId: buyer.info.user.id };
    expect(owner.nodeId).toBe(here.nodeId);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** What the engine reads for the report now, and the agency's setting it reads it in. */
  const engineRows = (name: BuiltInReportName) =>
    inTenant(t.database.db, here.customerId, async (tx) => {
      const setting = await reportSettingAt(tx, here.customerId, here.nodeId, t.clock.now());
      return { setting, rows: await collectRows(builtInReportRows[name](tx, setting.scope)) };
    });

  /** Asks for the run and waits for this process to finish it. */
  async function generate(name: BuiltInReportName, format: 'xlsx' | 'csv') {
    const asked = await buyer.call('POST', `/Report/generateReport/${name}?format=${format}`, {});
    expect(asked.statusCode, asked.body).toBe(202);
    expect(runOf(asked)).toMatchObject({ name, format, state: 'queued', rows: 0, finishedAt: null });
    await settledReportRun(t.ctx, owner, name);
    const polled = await buyer.call('GET', `/Report/Generation/${name}`);
    expect(polled.statusCode, polled.body).toBe(200);
    return { asked: runOf(asked), run: runOf(polled) };
  }

  it('writes ActiveContracts as a workbook holding what the report reads, and downloads it', async () => {
    const { run } = await generate('ActiveContracts', 'xlsx');
    const { setting, rows } = await engineRows('ActiveContracts');
    expect(rows.length).toBeGreaterThan(1);
    const report = reportNamed('ActiveContracts');
    const [year, month, day] = setting.scope.today.split('-');
    expect(run).toMatchObject({
      state: 'done',
      rows: rows.length,
      capped: false,
      message: null,
      fileName: `${report.title[setting.language]} - ${month}.${day}.${year}.xlsx`,
    });
    expect(run.finishedAt).not.toBeNull();

    const download = await buyer.call('GET', '/Report/Download/ActiveContracts');
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(download.headers['content-disposition']).toContain(`attachment; filename="${run.fileName}"`);
    const sheet = await sheetOf(download.rawPayload, report.columns.length);
    expect(sheet.name).toBe(report.title[setting.language]);
    expect(sheet.rows[0]).toEqual(builtInFileColumns(report, setting.language).map((c) => c.label));
    const cells = expectedCells('ActiveContracts', rows, setting.scope.timeZone);
    expect(sheet.rows.slice(1)).toEqual(cells.map((row) => row.map((cell) => cell.value)));
  });

  it('writes the same report as csv, line for line as the cells are written', async () => {
    const { run } = await generate('ActiveContracts', 'csv');
    expect(run).toMatchObject({ state: 'done', format: 'csv' });
    expect(run.fileName.endsWith('.csv')).toBe(true);
    const download = await buyer.call('GET', '/Report/Download/ActiveContracts');
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    const { setting, rows } = await engineRows('ActiveContracts');
    const report = reportNamed('ActiveContracts');
    const header = reportCsvLine(
      builtInFileColumns(report, setting.language).map((c) => ({ value: c.label })),
    );
    const lines = expectedCells('ActiveContracts', rows, setting.scope.timeZone).map(reportCsvLine);
    expect(download.body).toBe(`\uFEFF${[header, ...lines].map((line) => `${line}\r\n`).join('')}`);
    // The workbook of the run before is gone with it.
    const files = await readdir(path.dirname(runFilePath(dataDir, owner, 'ActiveContracts', 'csv')));
    expect(files.filter((file) => file.includes('ActiveContracts.'))).toEqual([
      `${owner.nodeId}-${owner.userId}-ActiveContracts.csv`,
      `${owner.nodeId}-${owner.userId}-ActiveContracts.json`,
    ]);
  });

  it('answers the run under way to a second request, queues it once, and lets a lost run go', async () => {
    const sent: Sent[] = [];
    t.ctx.jobs = {
      sendAt: async (queue, data, _startAfter, singletonKey) => {
        sent.push({ queue, data, singletonKey });
      },
    };
    try {
      const first = await buyer.call('POST', '/Report/generateReport/ContractManagement?format=xlsx', {});
      const second = await buyer.call('POST', '/Report/generateReport/ContractManagement?format=csv', {});
      expect(first.statusCode, first.body).toBe(202);
      expect(second.statusCode, second.body).toBe(202);
      expect(runOf(second)).toEqual(runOf(first));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ queue: queues.reportRuns });
      expect(sent[0]?.singletonKey).toContain(runOf(first).requestedAt);

      await runReportJob(t.ctx, sent[0]?.data ?? {});
      const done = runOf(await buyer.call('GET', '/Report/Generation/ContractManagement'));
      expect(done).toMatchObject({ state: 'done', format: 'xlsx', requestedAt: runOf(first).requestedAt });
      // The same job delivered again finds its run finished and leaves it be.
      await runReportJob(t.ctx, sent[0]?.data ?? {});
      expect(runOf(await buyer.call('GET', '/Report/Generation/ContractManagement'))).toEqual(done);

      // A run said to be running for longer than any run takes was lost: a new request starts anew.
      const lost = await loadRun(dataDir, owner, 'ContractManagement', t.clock.now());
      if (!lost) throw new Error('no run recorded');
      const longAgo = new Date(t.clock.now().getTime() - 31 * 60 * 1000).toISOString();
      await saveRun(dataDir, { ...lost, state: 'running', requestedAt: longAgo, finishedAt: null });
      const again = await buyer.call('POST', '/Report/generateReport/ContractManagement?format=csv', {});
      expect(runOf(again)).toMatchObject({ state: 'queued', format: 'csv' });
      expect(runOf(again).requestedAt).not.toBe(longAgo);
      expect(sent).toHaveLength(2);
      await runReportJob(t.ctx, sent[1]?.data ?? {});
    } finally {
      t.ctx.jobs = null;
    }
    const audited = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.customerId, here.customerId),
            eq(auditEvents.action, 'report.generated'),
            eq(auditEvents.entityId, 'ContractManagement'),
          ),
        ),
    );
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({ entityType: 'report', actorUserId: owner.userId, after: null });
  });

  it('shows a run to its requester only: not another user, node or agency', async () => {
    await generate('ActiveContracts', 'xlsx');
    const lead = await signedInCaller(t, 'lead@demo.procura.local');
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    for (const caller of [lead, northwind]) {
      for (const url of ['/Report/Generation/ActiveContracts', '/Report/Download/ActiveContracts']) {
        const answer = await caller.call('GET', url);
        expect(answer.statusCode, `${url} ${answer.body}`).toBe(404);
        expect(keys(answer)).toBe('reportNotFound');
      }
    }
    const now = t.clock.now();
    expect(
      await loadRun(dataDir, { ...owner, nodeId: owner.nodeId + 1000 }, 'ActiveContracts', now),
    ).toBeNull();
    // A record copied to another user's place is still the requester's, and read as nobody's.
    const leadOwner = { ...owner, userId: lead.info.user.id };
    const recordOf = (of: RunOwner) =>
      runFilePath(dataDir, of, 'ActiveContracts', 'xlsx').replace(/xlsx$/, 'json');
    await cp(recordOf(owner), recordOf(leadOwner));
    expect(await loadRun(dataDir, leadOwner, 'ActiveContracts', now)).toBeNull();
    expect((await lead.call('GET', '/Report/Generation/ActiveContracts')).statusCode).toBe(404);
    await rm(recordOf(leadOwner));
  });

  it('refuses a report the caller is not offered, an unknown one and an unknown format', async () => {
    const setContractorPerformance = (on: boolean) =>
      asSystem(t.database.db, (tx) =>
        tx.update(nodes).set({ contractorPerformance: on }).where(eq(nodes.id, here.nodeId)),
      );
    await setContractorPerformance(false);
    for (const [method, url] of [
      ['POST', '/Report/generateReport/AllSupplierEvaluations'],
      ['GET', '/Report/Generation/AllSupplierEvaluations'],
      ['GET', '/Report/Download/AllSupplierEvaluations'],
      ['GET', '/Report/Thumbnail/AllSupplierEvaluations'],
    ] as const) {
      const answer = await buyer.call(method, url, method === 'POST' ? {} : undefined);
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(404);
      expect(keys(answer)).toBe('reportUnavailable');
    }
    expect(await loadRun(dataDir, owner, 'AllSupplierEvaluations', t.clock.now())).toBeNull();
    const unknown = await buyer.call('POST', '/Report/generateReport/NoSuchReport', {});
    expect([400, 404]).toContain(unknown.statusCode);
    expect(keys(unknown)).toContain('reportNotFound');
    const format = await buyer.call('POST', '/Report/generateReport/ActiveContracts?format=pdf', {});
    expect(format.statusCode).toBe(400);
    expect(keys(format)).toContain('invalidParameter');
  });

  it('stops SupplierDocumentsPendingApproval at 10,000 lines and says so', async () => {
    await insertPendingSupplierDocuments(t, here, 10_001);
    const { run } = await generate('SupplierDocumentsPendingApproval', 'csv');
    expect(run).toMatchObject({
      state: 'done',
      rows: 10_000,
      capped: true,
      message: 'reportSupplierDocumentLimit',
    });
    const download = await buyer.call('GET', '/Report/Download/SupplierDocumentsPendingApproval');
    expect(download.statusCode).toBe(200);
    const lines = download.body.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(1 + 10_000);
  });

  it('says the rows written after every page, and stops reading at the cap', async () => {
    const report = reportNamed('SupplierDocumentsPendingApproval');
    const progress: number[] = [];
    const file = path.join(dataDir, 'progress.xlsx');
    const result = await inTenant(t.database.db, here.customerId, async (tx) =>
      writeBuiltInReport(
        tx,
        await reportSettingAt(tx, here.customerId, here.nodeId, t.clock.now()),
        report,
        'xlsx',
        file,
        async (rows) => void progress.push(rows),
      ),
    );
    expect(result).toEqual({ rows: 10_000, capped: true });
    expect(progress).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1) * 1000));
    const sheet = await sheetOf(await readFile(file), 2);
    expect(sheet.rows).toHaveLength(1 + 10_000);
  });

  it('records a failed run with its message and leaves no partial file', async () => {
    // A folder where the finished file would go: the run cannot put its file there.
    const blocked = runFilePath(dataDir, owner, 'ExpiredInsurance', 'xlsx');
    await mkdir(blocked, { recursive: true });
    await mkdir(path.join(blocked, 'inside'));
    const { run } = await generate('ExpiredInsurance', 'xlsx');
    expect(run).toMatchObject({ state: 'failed', message: 'reportGenerationFailed' });
    expect(run.finishedAt).not.toBeNull();
    const download = await buyer.call('GET', '/Report/Download/ExpiredInsurance');
    expect(download.statusCode).toBe(404);
    expect(keys(download)).toBe('reportNotFound');
    const left = await readdir(path.dirname(blocked));
    expect(left.filter((name) => name.endsWith('.partial'))).toEqual([]);
    await rm(blocked, { recursive: true, force: true });
  });

  it('forgets a run a day after it was asked for, and the sweep removes its files', async () => {
    await generate('ContractsClosingIn90Days', 'csv');
    const record = await loadRun(dataDir, owner, 'ContractsClosingIn90Days', t.clock.now());
    if (!record) throw new Error('no run recorded');
    const dayAgo = new Date(t.clock.now().getTime() - reportRunLifetimeMs).toISOString();
    await saveRun(dataDir, { ...record, requestedAt: dayAgo });
    const gone = await buyer.call('GET', '/Report/Generation/ContractsClosingIn90Days');
    expect(gone.statusCode).toBe(404);
    expect(await sweepExpiredReportRuns(dataDir, t.clock.now())).toBe(1);
    const left = await readdir(path.dirname(runFilePath(dataDir, owner, 'ActiveContracts', 'csv')));
    expect(left.filter((name) => name.includes('ContractsClosingIn90Days'))).toEqual([]);
  });

  it('draws a thumbnail of the first rows, kept five minutes for the node', async () => {
    const { setting, rows } = await engineRows('ActiveContracts');
    const first = rows[0];
    if (!first) throw new Error('no rows');
    const answer = await buyer.call('GET', '/Report/Thumbnail/ActiveContracts');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, max-age=300');
    expect(answer.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(answer.body).toContain(`>${String(first.projectNumber)}</text>`);
    expect(answer.body).toContain(
      `>${reportNamed('ActiveContracts').columns[0]?.label[setting.language]}</text>`,
    );
    // The project renamed: the node's kept picture is answered, to another user of the node too.
    await asSystem(t.database.db, (tx) =>
      tx
        .update(projects)
        .set({ name: 'Renamed meanwhile' })
        .where(
          and(eq(projects.customerId, here.customerId), eq(projects.number, String(first.projectNumber))),
        ),
    );
    const lead = await signedInCaller(t, 'lead@demo.procura.local');
    for (const caller of [buyer, lead]) {
      const again = await caller.call('GET', '/Report/Thumbnail/ActiveContracts');
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(answer.body);
    }
  });
});
