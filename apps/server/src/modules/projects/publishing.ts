import { nextProjectStatus } from '@procura/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { queues } from '../../platform/jobs.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import type { ProjectRow } from './lookup.ts';
import { findDueScheduledProjects, lockProject } from './queries.ts';
import { updateProjectRow } from './write-queries.ts';

/**
 * Asks the job queue to open `project` at its publish time. The job carries no decision of its
 * own: it runs the sweep below, so a publish date edited since, or a project cancelled meanwhile,
 * is judged by the database as it is then.
 */
export async function schedulePublishing(ctx: AppContext, project: ProjectRow, publishAt: Date | null) {
  if (!ctx.jobs || publishAt === null) return;
  await ctx.jobs.sendAt(
    queues.publishScheduled,
    { customerId: project.customerId, projectId: project.id },
    publishAt,
    `${project.customerId}:${project.id}:${publishAt.toISOString()}`,
  );
}

/**
 * Opens every project scheduled to publish whose publish time has come (000 §4 Open_Scheduled to
 * Open), each in its own agency transaction, audited as the system. Returns the ids it opened.
 */
export async function publishDueProjects(ctx: AppContext, now: Date): Promise<number[]> {
  const due = await asSystem(ctx.db, (tx) => findDueScheduledProjects(tx, now));
  const opened: number[] = [];
  for (const { customerId, id } of due) {
    const done = await inTenant(ctx.db, customerId, async (tx) => {
      const row = await lockProject(tx, customerId, id);
      // Another instance, or a buyer's edit, may have moved it since the sweep read it.
      if (!row || nextProjectStatus(row.status, 'openScheduled') !== 'Open') return false;
      const saved = await updateProjectRow(tx, customerId, id, {
        status: 'Open',
        version: row.version + 1,
        updatedAt: now,
      });
      if (!saved) return false;
      await recordAudit(tx, ctx.clock, {
        customerId,
        actorUserId: null,
        actorLabel: 'system',
        action: 'project.statusChanged',
        entityType: 'project',
        entityId: id,
        projectId: id,
        before: { status: row.status },
        after: { status: 'Open', action: 'openScheduled' },
      });
      for (const hook of ctx.hooks.projectOpened) await hook(tx, ctx, saved, null);
      return true;
    });
    if (done) opened.push(id);
  }
  return opened;
}
