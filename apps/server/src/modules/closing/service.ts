import { nextProjectStatus } from '@procura/contract';
import { and, eq, lte } from 'drizzle-orm';
import { projects, tenders } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, AreaHooks } from '../../platform/context.ts';
import { tenantJoin } from '../../platform/query.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import { unsealAtClosing, unsealsAtClosing } from '../submissions/index.ts';
import { scheduleClosing } from './schedule.ts';

/**
 * Closing (000 §4): at its closing time an open source closes through the status machine's
 * `close` (Open -> Unofficial_Results), with tenders.closed_at set; when its closing method and
 * results display derive "automatically display", both parts are unsealed at the same moment.
 * Submissions do not wait for this: the bid service refuses them by the clock alone.
 */

const system = { actorUserId: null, actorLabel: 'system' } as const;

/**
 * Closes every open source whose closing time is at or before `now`, each in its own agency
 * transaction, judged again under the project's lock (another instance, or a changed closing
 * date, may have moved it). Returns the ids of the projects it closed.
 */
export async function closeDueSources(ctx: AppContext, now: Date): Promise<number[]> {
  const due = await asSystem(ctx.db, (tx) =>
    tx
      .select({ customerId: projects.customerId, id: projects.id })
      .from(projects)
      .innerJoin(tenders, tenantJoin(tenders.projectId, projects.id))
      .where(and(eq(projects.status, 'Open'), lte(tenders.dateClosing, now))),
  );
  const closed: number[] = [];
  for (const { customerId, id } of due) {
    const done = await inTenant(ctx.db, customerId, async (tx) => {
      const [row] = await tx
        .select({ project: projects, tender: tenders })
        .from(projects)
        .innerJoin(tenders, tenantJoin(tenders.projectId, projects.id))
        .where(and(eq(projects.customerId, customerId), eq(projects.id, id)))
        .for('update', { of: projects });
      if (!row) return false;
      const { project, tender } = row;
      const target = nextProjectStatus(project.status, 'close');
      if (target === null || target === 'deleted') return false;
      if (tender.dateClosing === null || tender.dateClosing.getTime() > now.getTime()) return false;
      await tx
        .update(projects)
        .set({ status: target, version: project.version + 1, updatedAt: now })
        .where(and(eq(projects.customerId, customerId), eq(projects.id, id)));
      await tx
        .update(tenders)
        .set({ closedAt: now })
        .where(and(eq(tenders.customerId, customerId), eq(tenders.id, tender.id)));
      await recordAudit(tx, ctx.clock, {
        customerId,
        ...system,
        action: 'project.statusChanged',
        entityType: 'project',
        entityId: id,
        projectId: id,
        before: { status: project.status },
        after: { status: target, action: 'close', closedAt: now.toISOString() },
      });
      if (unsealsAtClosing(tender)) {
        await unsealAtClosing(tx, ctx, { project, tender: { ...tender, closedAt: now } }, now);
      }
      return true;
    });
    if (done) closed.push(id);
  }
  return closed;
}

/**
 * A projectOpened hook: a precise closing job for the project just opened. It runs inside the
 * opening transaction, and the queue may share PGlite's one session, so the job is sent once the
 * current work has settled, not awaited here; a rolled-back opening leaves a job whose sweep finds
 * nothing to close.
 */
export const scheduleClosingOnOpen: AreaHooks['projectOpened'][number] = async (tx, context, project) => {
  if (!context.jobs) return;
  const [tender] = await tx
    .select({ dateClosing: tenders.dateClosing })
    .from(tenders)
    .where(and(eq(tenders.customerId, project.customerId), eq(tenders.projectId, project.id)));
  const closingAt = tender?.dateClosing ?? null;
  setTimeout(() => {
    scheduleClosing(context, project, closingAt).catch(() => {
      // The minute sweep closes it anyway.
    });
  }, 0);
};
