import { rename, rm, stat } from 'node:fs/promises';
import {
  type BuiltInReport,
  builtInReportNames,
  type Language,
  type MessageKey,
  type ReportFormat,
  type ReportRun,
} from '@procura/contract';
import { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { queues } from '../../platform/jobs.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { builtInReportRows } from './built-in-rows.ts';
import { reportNamed, reportPageSize } from './paging.ts';
import { type ReportFileResult, writeReportFile } from './report-file.ts';
import {
  loadRun,
  partialFilePath,
  presentRun,
  type RunOwner,
  type RunRecord,
  removeOtherFormats,
  runFilePath,
  runKey,
  saveRun,
  sweepAgencyRuns,
} from './run-store.ts';
import { builtInFileColumns, type ReportSetting, reportSettingAt } from './scope.ts';

/**
 * Library report runs (issue 26 §1; 001 §7 /Report/generateReport/{name}, Generation, Download):
 * the request records a queued run and hands it to the report-runs queue (or runs it here after
 * the answer when there is none); the job streams the rows to a file, saving the rows written
 * after every page, and the caller polls the run and downloads its file.
 */

/**
 * A queued or running run older than this was lost (a process stopped mid-run and its job did not
 * come back): the next request starts afresh. A million rows take well under a minute.
 */
const lostRunMs = 30 * 60 * 1000;

/** The one report with a line cap says so with its own message (000 §9). */
const cappedMessage: MessageKey = 'reportSupplierDocumentLimit';
const failedMessage: MessageKey = 'reportGenerationFailed';

const notFound = () => new AppError(404, 'reportNotFound');

const contentTypes: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * The file's name as the exports name theirs (decision 167): the report's title in the agency's
 * language and the agency's day, `{title} - {MM.DD.YYYY}.{ext}`.
 */
export function reportFileName(
  report: BuiltInReport,
  language: Language,
  today: string,
  format: ReportFormat,
): string {
  const [year, month, day] = today.split('-');
  const title = report.title[language].replace(/[\\/:*?"<>|]+/g, '_');
  return `${title} - ${month}.${day}.${year}.${format}`;
}

/**
 * Writes the built-in report's rows as the agency reads them on its day to `path`: headers in its
 * language, the sheet named after the title, at most the report's line cap. The one writer of a
 * library run and of a subscription's attachment.
 */
export function writeBuiltInReport(
  tx: Tx,
  setting: ReportSetting,
  report: BuiltInReport,
  format: ReportFormat,
  path: string,
  onProgress?: (rows: number) => Promise<void>,
): Promise<ReportFileResult> {
  const { scope, language } = setting;
  return writeReportFile({
    path,
    format,
    sheetName: report.title[language],
    columns: builtInFileColumns(report, language),
    rows: builtInReportRows[report.name](tx, scope),
    timeZone: scope.timeZone,
    ...(report.lineCap === undefined ? {} : { lineCap: report.lineCap }),
    ...(onProgress ? { onProgress } : {}),
    progressEvery: reportPageSize,
  });
}

const isInFlight = (record: RunRecord, now: Date) =>
  (record.state === 'queued' || record.state === 'running') &&
  now.getTime() - new Date(record.requestedAt).getTime() < lostRunMs;

/**
 * Requests of one run made together in this process take turns, so the second finds the first's
 * queued record instead of starting a run of its own.
 */
const turns = new Map<string, Promise<unknown>>();

async function takingTurns<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(key) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.catch(() => undefined);
  turns.set(key, settled);
  try {
    return await mine;
  } finally {
    if (turns.get(key) === settled) turns.delete(key);
  }
}

/** Runs started in this process (no queue), by data folder and run, so a test can await one. */
const inProcess = new Map<string, Promise<void>>();
const processKey = (dataDir: string, owner: RunOwner, name: BuiltInReport['name']) =>
  `${dataDir}|${runKey(owner, name)}`;

/** Settles when the run this process started for the owner ends (at once when there is none). */
export async function settledReportRun(
  ctx: AppContext,
  owner: RunOwner,
  name: BuiltInReport['name'],
): Promise<void> {
  await inProcess.get(processKey(ctx.config.dataDir, owner, name));
}

const jobDataSchema = z.object({
  customerId: z.number().int(),
  nodeId: z.number().int(),
  userId: z.number().int(),
  name: z.enum(builtInReportNames),
  requestedAt: z.string(),
});

/**
 * POST /Report/generateReport/{name}?format: the caller's run of a report they are offered (the
 * route checked). A run still queued or running is answered as it stands, whatever the format
 * asked; otherwise a new one is recorded, audited and queued.
 */
export async function requestReportRun(
  ctx: AppContext,
  actor: Actor,
  report: BuiltInReport,
  format: ReportFormat,
): Promise<ReportRun> {
  const dataDir = ctx.config.dataDir;
  const { record, start } = await takingTurns(runKey(actor, report.name), async () => {
    const now = ctx.clock.now();
    const current = await loadRun(dataDir, actor, report.name, now);
    if (current && isInFlight(current, now)) return { record: current, start: false };
    const record = await inTenant(ctx.db, actor.customerId, async (tx) => {
      const { scope, language } = await reportSettingAt(tx, actor.customerId, actor.nodeId, now);
      const queued: RunRecord = {
        customerId: actor.customerId,
        nodeId: actor.nodeId,
        userId: actor.userId,
        name: report.name,
        format,
        state: 'queued',
        rows: 0,
        capped: false,
        message: null,
        fileName: reportFileName(report, language, scope.today, format),
        requestedAt: now.toISOString(),
        finishedAt: null,
      };
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: 'report.generated',
        entityType: 'report',
        entityId: report.name,
      });
      // Saved inside the transaction: a record that cannot be written leaves no audit event.
      await saveRun(dataDir, queued);
      return queued;
    });
    return { record, start: true };
  });
  if (!start) return presentRun(record);
  const data = {
    customerId: record.customerId,
    nodeId: record.nodeId,
    userId: record.userId,
    name: record.name,
    requestedAt: record.requestedAt,
  };
  if (ctx.jobs) {
    try {
      await ctx.jobs.sendAt(
        queues.reportRuns,
        data,
        ctx.clock.now(),
        `${runKey(actor, report.name)}:${record.requestedAt}`,
      );
    } catch {
      const failed: RunRecord = {
        ...record,
        state: 'failed',
        message: failedMessage,
        finishedAt: ctx.clock.now().toISOString(),
      };
      await saveRun(dataDir, failed);
      return presentRun(failed);
    }
    return presentRun(record);
  }
  // Without a queue the work runs here after the answer; its failures are recorded on the run.
  const key = processKey(dataDir, actor, report.name);
  const running = runReportJob(ctx, data)
    .catch(() => undefined)
    .finally(() => {
      if (inProcess.get(key) === running) inProcess.delete(key);
    });
  inProcess.set(key, running);
  return presentRun(record);
}

/**
 * The report-runs job: the run's rows as the agency reads them now, streamed to a partial file
 * renamed over the finished one when whole; the rows written saved after every page. Past the line
 * cap the run is done and says so; a failure marks it failed and leaves no partial file. A job
 * whose run was since replaced or finished does nothing.
 */
export async function runReportJob(ctx: AppContext, data: Record<string, unknown>): Promise<void> {
  const parsed = jobDataSchema.safeParse(data);
  if (!parsed.success) return;
  const { name, requestedAt, ...owner } = parsed.data;
  const dataDir = ctx.config.dataDir;
  const loaded = await loadRun(dataDir, owner, name, ctx.clock.now());
  if (!loaded || loaded.requestedAt !== requestedAt) return;
  // A running run is taken up again: the queue retries a job whose process stopped mid-run.
  if (loaded.state !== 'queued' && loaded.state !== 'running') return;
  let record: RunRecord = { ...loaded, state: 'running', rows: 0 };
  const save = async (changes: Partial<RunRecord>) => {
    record = { ...record, ...changes };
    await saveRun(dataDir, record);
  };
  await save({});
  const partial = await partialFilePath(dataDir, owner, name);
  try {
    const report = reportNamed(name);
    const { result, fileName } = await inTenant(ctx.db, owner.customerId, async (tx) => {
      const setting = await reportSettingAt(tx, owner.customerId, owner.nodeId, ctx.clock.now());
      const result = await writeBuiltInReport(tx, setting, report, record.format, partial, (rows) =>
        save({ rows }),
      );
      return {
        result,
        fileName: reportFileName(report, setting.language, setting.scope.today, record.format),
      };
    });
    await rename(partial, runFilePath(dataDir, owner, name, record.format));
    await removeOtherFormats(dataDir, owner, name, record.format);
    await save({
      state: 'done',
      rows: result.rows,
      capped: result.capped,
      message: result.capped ? cappedMessage : null,
      fileName,
      finishedAt: ctx.clock.now().toISOString(),
    });
  } catch {
    await rm(partial, { force: true });
    await save({ state: 'failed', message: failedMessage, finishedAt: ctx.clock.now().toISOString() });
  }
  // The agency's runs a day old go as its next run ends (the export sweep clears the idle agencies).
  await sweepAgencyRuns(dataDir, owner.customerId, ctx.clock.now()).catch(() => 0);
}

/** GET /Report/Generation/{name}: the caller's run, or 404 reportNotFound (anyone else's too). */
export async function findReportRun(
  ctx: AppContext,
  actor: Actor,
  name: BuiltInReport['name'],
): Promise<ReportRun> {
  const record = await loadRun(ctx.config.dataDir, actor, name, ctx.clock.now());
  if (!record) throw notFound();
  return presentRun(record);
}

/** GET /Report/Download/{name}: the caller's finished run's file, or 404 reportNotFound. */
export async function reportRunDownload(
  ctx: AppContext,
  actor: Actor,
  name: BuiltInReport['name'],
): Promise<{ fileName: string; contentType: string; path: string; size: number }> {
  const record = await loadRun(ctx.config.dataDir, actor, name, ctx.clock.now());
  if (record?.state !== 'done') throw notFound();
  const path = runFilePath(ctx.config.dataDir, actor, name, record.format);
  // Swept or lost since the record said done: as gone as an expired run.
  const size = await stat(path).then(
    (s) => s.size,
    () => null,
  );
  if (size === null) throw notFound();
  return { fileName: record.fileName, contentType: contentTypes[record.format], path, size };
}
