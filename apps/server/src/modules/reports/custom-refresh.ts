import { rm } from 'node:fs/promises';
import { type CustomProjectReportRow, type CustomReportsEvent, realtimeEvents } from '@procura/contract';
import { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { queues } from '../../platform/jobs.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import {
  customReportFileKey,
  publishCustomReportFile,
  removeCustomReportFile,
  scratchFileFor,
} from './custom-files.ts';
import {
  clearCustomReportPending,
  findCustomReport,
  finishCustomReportRun,
  markCustomReportPending,
} from './custom-report-queries.ts';
import {
  customFileColumns,
  presentCustomReportRow,
  requireCustomReport,
  staleBefore,
} from './custom-reports.ts';
import { customReportRows } from './custom-rows.ts';
import { writeReportFile } from './report-file.ts';
import { reportSettingAt } from './scope.ts';

/**
 * A custom report's refresh (issue 26 §3; 001 §7 RefreshCustomProject): the report is marked
 * pending and the agency told customReportsUpdating; a job (pg-boss, or this process without a
 * queue) writes the workbook beside the last one and renames it into place, records the run and
 * tells customReportsUpdated. A failed run clears the mark and keeps the last file, and still
 * tells customReportsUpdated, so no screen spins forever.
 */

const jobSchema = z.object({
  customerId: z.number().int().positive(),
  nodeId: z.number().int().positive(),
  id: z.number().int().positive(),
  /** Who asked: the run's "last run by". */
  userId: z.number().int().positive(),
});
type RefreshJob = z.infer<typeof jobSchema>;

const eventOf = (job: Pick<RefreshJob, 'id' | 'nodeId'>): CustomReportsEvent => ({
  id: job.id,
  nodeId: job.nodeId,
});

/**
 * GET /Report/RefreshCustomProject/{id}: starts a run, or answers the run already under way as it
 * is (one run per report at a time); answers the row, pending.
 */
export async function refreshCustomReport(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<CustomProjectReportRow> {
  const now = ctx.clock.now();
  const { record, started } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    await requireCustomReport(tx, actor, id);
    const started = await markCustomReportPending(tx, actor, id, now, staleBefore(now));
    return { record: await requireCustomReport(tx, actor, id), started };
  });
  if (!started) return presentCustomReportRow(record, now);
  const job: RefreshJob = { customerId: actor.customerId, nodeId: actor.nodeId, id, userId: actor.userId };
  ctx.emitToAgency(actor.customerId, realtimeEvents.customReportsUpdating, eventOf(job));
  if (ctx.jobs) {
    try {
      // One job per report: a second refresh while one waits adds none.
      await ctx.jobs.sendAt(queues.customReportRefresh, job, now, `custom-report-${job.customerId}-${id}`);
    } catch (error) {
      await settleFailedRun(ctx, job, 'enqueue');
      throw error;
    }
  } else {
    // Without a queue the run goes on after the answer; it settles its own failures.
    void runCustomReportJob(ctx, job).catch(() => undefined);
  }
  return presentCustomReportRow(record, now);
}

/** Clears the pending mark after a failure, records it, and says customReportsUpdated. */
async function settleFailedRun(ctx: AppContext, job: RefreshJob, stage: 'enqueue' | 'write') {
  const node = { customerId: job.customerId, nodeId: job.nodeId };
  try {
    await inTenant(ctx.db, job.customerId, async (tx) => {
      if (!(await findCustomReport(tx, node, job.id))) return;
      await clearCustomReportPending(tx, node, job.id, ctx.clock.now());
      await recordAudit(tx, ctx.clock, {
        ...byActor(job),
        action: 'customReport.refreshFailed',
        entityType: 'customReport',
        entityId: job.id,
        after: { stage, message: 'reportGenerationFailed' },
      });
    });
  } finally {
    ctx.emitToAgency(job.customerId, realtimeEvents.customReportsUpdated, eventOf(job));
  }
}

/**
 * The queue's job: writes the report's workbook with its columns headed in the agency's
 * language, then records the run. A report deleted meanwhile leaves no file behind.
 */
export async function runCustomReportJob(ctx: AppContext, data: Record<string, unknown>): Promise<void> {
  const parsed = jobSchema.safeParse(data);
  // A job this code did not enqueue names nothing to run.
  if (!parsed.success) return;
  const job = parsed.data;
  const node = { customerId: job.customerId, nodeId: job.nodeId };
  const { dataDir } = ctx.config;
  const key = customReportFileKey(job.customerId, job.id);
  let scratch: string | null = null;
  try {
    scratch = await scratchFileFor(dataDir, key);
    const path = scratch;
    const written = await inTenant(ctx.db, job.customerId, async (tx) => {
      const record = await findCustomReport(tx, node, job.id);
      if (!record) return null;
      const { scope, language } = await reportSettingAt(tx, job.customerId, job.nodeId, ctx.clock.now());
      return writeReportFile({
        path,
        format: 'xlsx',
        sheetName: record.name,
        columns: customFileColumns(record.definition, language),
        rows: customReportRows(tx, scope, record.definition),
        timeZone: scope.timeZone,
      });
    });
    if (!written) {
      await rm(path, { force: true });
      return;
    }
    await publishCustomReportFile(dataDir, path, key);
    scratch = null;
    const kept = await inTenant(ctx.db, job.customerId, async (tx) => {
      const now = ctx.clock.now();
      if (
        !(await finishCustomReportRun(tx, node, job.id, {
          fileKey: key,
          lastRunById: job.userId,
          lastRunAt: now,
        }))
      )
        return false;
      await recordAudit(tx, ctx.clock, {
        ...byActor(job),
        action: 'customReport.refreshed',
        entityType: 'customReport',
        entityId: job.id,
        after: { rows: written.rows },
      });
      return true;
    });
    // Deleted while it ran: its delete could not see this file yet.
    if (!kept) {
      await removeCustomReportFile(dataDir, key);
      return;
    }
  } catch {
    if (scratch !== null) await rm(scratch, { force: true });
    await settleFailedRun(ctx, job, 'write');
    return;
  }
  ctx.emitToAgency(job.customerId, realtimeEvents.customReportsUpdated, eventOf(job));
}
