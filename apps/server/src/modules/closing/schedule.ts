import type { AppContext } from '../../platform/context.ts';
import { queues } from '../../platform/jobs.ts';

/*
 * Scheduling the precise closing job, apart from the closing itself so the areas that move a
 * closing time (opening a project, saving a new closing date) need not load the closing code.
 */

/**
 * Asks the job queue to run the closing sweep at a source's closing time (the cron sweep each
 * minute is the safety net). The job carries no decision: the sweep judges the database then, so
 * a job left for an earlier closing time (the date was moved since) finds nothing due and does
 * nothing. The singleton key holds the time: a moved date gets a job of its own.
 */
export async function scheduleClosing(
  ctx: AppContext,
  project: { customerId: number; id: number },
  closingAt: Date | null,
): Promise<void> {
  if (!ctx.jobs || closingAt === null) return;
  await ctx.jobs.sendAt(
    queues.closeSources,
    { customerId: project.customerId, projectId: project.id },
    closingAt,
    `${project.customerId}:${project.id}:${closingAt.toISOString()}`,
  );
}
