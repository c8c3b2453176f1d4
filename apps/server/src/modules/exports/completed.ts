import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { type ExportStatus, exportPercent, isExportExpired, realtimeEvents } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { queues } from '../../platform/jobs.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { createZip, type ZipWriter } from '../../platform/zip.ts';
import { findAgency } from '../invitations/index.ts';
import {
  findCompleteSubmissions,
  getSubmission,
  openSource,
  openSubmissionFile,
  requireVisibleSubmission,
  type Source,
  sourceIsClosed,
  unsealedParts,
} from '../submissions/index.ts';
import {
  type ExportRecord,
  exportFilePath,
  loadExportRecord,
  newExportId,
  presentExport,
  saveExportRecord,
  scratchFile,
} from './store.ts';
import { submissionPdf } from './submission-pdf.ts';
import { exportFileName } from './workbooks.ts';

/**
 * CompletedSubmission and CompletedSubmissionsAll (001 §7): a zip per submission holding
 * Submission.pdf (answers and price forms) and the uploaded files decrypted (decision 160). Both
 * need the source closed and both parts unsealed (else 403 submissionSealed): a completed
 * submission is the whole of it. The "all" export runs as a job with progress (decision 162).
 */

const sealed = () => new AppError(403, 'submissionSealed');
const exportNotFound = () => new AppError(404, 'exportNotFound');
const completedAllKind = 'CompletedSubmissionsAll';

type Heading = { agency: string; timeZone: string; projectTitle: string; projectNumber: string };

async function headingOf(tx: Tx, source: Source): Promise<Heading> {
  const agency = (await findAgency(tx, source.tender.customerId)) ?? { displayName: '', timezone: 'UTC' };
  const { project } = source;
  return {
    agency: agency.displayName,
    timeZone: agency.timezone,
    projectTitle: project.number ? `${project.number} - ${project.name}` : project.name,
    projectNumber: project.number,
  };
}

async function requireUnsealed(tx: Tx, source: Source): Promise<void> {
  if (!sourceIsClosed(source)) throw sealed();
  const parts = await unsealedParts(tx, source.tender);
  if (!parts.price || !parts.submission) throw sealed();
}

/** Writes one submission's Submission.pdf and files into the archive under `folder`. */
async function addSubmission(
  ctx: AppContext,
  actor: Actor,
  zip: ZipWriter,
  heading: Heading,
  submissionId: number,
  folder: string,
): Promise<void> {
  const detail = await getSubmission(ctx, actor, submissionId);
  // getSubmission leaves a sealed part out; the callers checked, and this stays the last word.
  if (!detail.answers || !detail.prices) throw sealed();
  await zip.add(`${folder}Submission.pdf`, await submissionPdf({ ...heading, detail }));
  for (const file of detail.answers.files) {
    const opened = await openSubmissionFile(ctx, actor, submissionId, file.id);
    const prefix = file.uploadRequirementName ? `${file.uploadRequirementName} - ` : '';
    await zip.add(`${folder}Files/${prefix}${opened.fileName}`, opened.content);
  }
}

const zipName = (kind: string, projectNumber: string, now: Date, timeZone: string) =>
  exportFileName(kind, projectNumber, now, timeZone).replace(/\.xlsx$/, '.zip');

/**
 * GET /Exports/CompletedSubmission?submissionId: one complete (not no-bid) submission as a zip,
 * written to a scratch file the caller streams and then removes.
 */
export async function completedSubmissionExport(
  ctx: AppContext,
  actor: Actor,
  submissionId: number,
): Promise<{ fileName: string; file: string }> {
  const { heading, companyName } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const found = await requireVisibleSubmission(tx, ctx, actor, submissionId);
    await requireUnsealed(tx, found);
    if (found.submission.status !== 'complete' || found.submission.isNoBid) {
      throw new AppError(409, 'submissionNotComplete');
    }
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'submission.exported',
      entityType: 'submission',
      entityId: submissionId,
      projectId: found.project.id,
      companyName: found.submission.companyName,
      vendorId: found.submission.vendorId,
    });
    return { heading: await headingOf(tx, found), companyName: found.submission.companyName };
  });
  const file = await scratchFile(ctx.config.dataDir, actor.customerId);
  const zip = createZip(file, ctx.clock.now());
  try {
    await addSubmission(ctx, actor, zip, heading, submissionId, '');
    await zip.finish();
  } catch (error) {
    await zip.abort();
    await rm(file, { force: true });
    throw error;
  }
  const safeCompany = companyName.replace(/[^\w .-]+/g, '_').trim() || 'Submission';
  const fileName = zipName(
    `Completed Submission - ${safeCompany}`,
    heading.projectNumber,
    ctx.clock.now(),
    heading.timeZone,
  );
  return { fileName, file };
}

/**
 * POST /Exports/CompletedSubmissionsAll?tenderId: checks the source as the download would, records
 * the request and hands the work to the export queue (run in this process when there is none).
 */
export async function requestCompletedSubmissionsAll(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<ExportStatus> {
  const record = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const source = await openSource(tx, ctx, actor, tenderId);
    await requireUnsealed(tx, source);
    const heading = await headingOf(tx, source);
    const now = ctx.clock.now();
    const record: ExportRecord = {
      exportId: newExportId(),
      kind: completedAllKind,
      customerId: actor.customerId,
      nodeId: actor.nodeId,
      userId: actor.userId,
      tenderId,
      projectId: source.project.id,
      state: 'queued',
      percent: 0,
      fileName: zipName('Completed Submissions', heading.projectNumber, now, heading.timeZone),
      requestedAt: now.toISOString(),
      finishedAt: null,
      error: null,
    };
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'export.requested',
      entityType: 'tender',
      entityId: tenderId,
      after: { kind: completedAllKind, exportId: record.exportId },
      projectId: source.project.id,
    });
    return record;
  });
  await saveExportRecord(ctx.config.dataDir, record);
  const data = { customerId: record.customerId, exportId: record.exportId };
  if (ctx.jobs) await ctx.jobs.sendAt(queues.exports, data, ctx.clock.now(), record.exportId);
  // Without a queue the work runs here after the answer; its failures are recorded on the export.
  else void runExportJob(ctx, data).catch(() => undefined);
  return presentExport(record);
}

/** The requester's export, or 404 for anyone else, another node or agency, or once expired. */
async function requesterExport(ctx: AppContext, actor: Actor, exportId: string): Promise<ExportRecord> {
  const record = await loadExportRecord(ctx.config.dataDir, actor.customerId, exportId);
  if (
    !record ||
    record.customerId !== actor.customerId ||
    record.nodeId !== actor.nodeId ||
    record.userId !== actor.userId ||
    isExportExpired(new Date(record.requestedAt), ctx.clock.now())
  ) {
    throw exportNotFound();
  }
  return record;
}

/** GET /Exports/CompletedSubmissionsAll?exportId: its state and percent. */
export async function getExportStatus(
  ctx: AppContext,
  actor: Actor,
  exportId: string,
): Promise<ExportStatus> {
  return presentExport(await requesterExport(ctx, actor, exportId));
}

/** GET /Exports/CompletedSubmissionsAll/Download?exportId: the finished zip (409 exportNotReady before). */
export async function exportDownload(
  ctx: AppContext,
  actor: Actor,
  exportId: string,
): Promise<{ fileName: string; file: string }> {
  const record = await requesterExport(ctx, actor, exportId);
  if (record.state !== 'done') throw new AppError(409, 'exportNotReady');
  const file = exportFilePath(ctx.config.dataDir, actor.customerId, exportId);
  // Swept or lost since the record said done: as gone as an expired one.
  if (!existsSync(file)) throw exportNotFound();
  await inTenant(ctx.db, actor.customerId, (tx) =>
    recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'export.downloaded',
      entityType: 'tender',
      entityId: record.tenderId,
      after: { kind: record.kind, exportId },
      projectId: record.projectId,
    }),
  );
  return { fileName: record.fileName, file };
}

/**
 * The export job: every complete submission of the source into one zip, a folder each
 * ("{n} - {company}/"), the percent saved after each; then exportReady to the agency's screens
 * (the requester's act on it). A failure marks the export failed and removes the partial file.
 */
export async function runExportJob(
  ctx: AppContext,
  data: Record<string, unknown>,
): Promise<ExportStatus | null> {
  const customerId = Number(data.customerId);
  const exportId = String(data.exportId ?? '');
  const loaded = await loadExportRecord(ctx.config.dataDir, customerId, exportId);
  if (!loaded || loaded.state === 'done') return loaded ? presentExport(loaded) : null;
  let record: ExportRecord = { ...loaded, state: 'running', percent: 0 };
  const save = async (changes: Partial<ExportRecord>) => {
    record = { ...record, ...changes };
    await saveExportRecord(ctx.config.dataDir, record);
  };
  await save({});
  const actor: Actor = { customerId, nodeId: record.nodeId, userId: record.userId };
  const file = exportFilePath(ctx.config.dataDir, customerId, exportId);
  const zip = createZip(file, ctx.clock.now());
  try {
    const { heading, ids } = await inTenant(ctx.db, customerId, async (tx) => {
      const source = await openSource(tx, ctx, actor, record.tenderId);
      await requireUnsealed(tx, source);
      const rows = await findCompleteSubmissions(tx, customerId, record.tenderId);
      return {
        heading: await headingOf(tx, source),
        ids: rows.filter((row) => !row.isNoBid).map((row) => ({ id: row.id, company: row.companyName })),
      };
    });
    const width = String(ids.length).length;
    for (const [index, { id, company }] of ids.entries()) {
      const folder = `${String(index + 1).padStart(width, '0')} - ${company.replace(/\//g, '_')}/`;
      await addSubmission(ctx, actor, zip, heading, id, folder);
      await save({ percent: exportPercent(index + 1, ids.length + 1) });
    }
    if (ids.length === 0)
      await zip.add('No complete submissions.txt', Buffer.from('No complete submissions.\n'));
    await zip.finish();
    await save({ state: 'done', percent: 100, finishedAt: ctx.clock.now().toISOString() });
  } catch (error) {
    await zip.abort();
    await rm(file, { force: true });
    const key = error instanceof AppError ? (error.problems[0]?.key ?? 'exportFailed') : 'exportFailed';
    await save({ state: 'failed', finishedAt: ctx.clock.now().toISOString(), error: key });
    return presentExport(record);
  }
  ctx.emitToAgency(customerId, realtimeEvents.exportReady, {
    exportId,
    kind: record.kind,
    fileName: record.fileName,
    userId: record.userId,
    tenderId: record.tenderId,
  });
  return presentExport(record);
}
