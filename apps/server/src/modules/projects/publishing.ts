import { nextProjectStatus } from '@procura/contract';
import { and, eq, lte } from 'drizzle-orm';
import { projects, tenders } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { queues } from '../../platform/jobs.ts';
import { tenantJoin } from '../../platform/query.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import type { ProjectRow } from './lookup.ts';

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
  const due = await asSystem(ctx.db, (tx) =>
    tx
      .select({ customerId: projects.customerId, id: projects.id })
      .from(projects)
      .innerJoin(tenders, tenantJoin(tenders.projectId, projects.id))
      .where(and(eq(projects.status, 'Open_Scheduled'), lte(tenders.dateAvailable, now))),
  );
  const opened: number[] = [];
  for (const { customerId, id } of due) {
    const done = await inTenant(ctx.db, customerId, async (tx) => {
      const [row] = await tx
        .select()
        .from(projects)
        .where(and(eq(projects.customerId, customerId), eq(projects.id, id)))
        .for('update');
      // Another instance, or a buyer's edit, may have moved it since the sweep read it.
      if (!row || nextProjectStatus(row.status, 'openScheduled') !== 'Open') return false;
      const [saved] = await tx
        .update(projects)
        .set({ status: 'Open', version: row.version + 1, updatedAt: now })
        .where(and(eq(projects.customerId, customerId), eq(projects.id, id)))
        .returning();
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
