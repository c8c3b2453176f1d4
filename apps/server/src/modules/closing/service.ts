import { nextProjectStatus } from '@procura/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, AreaHooks } from '../../platform/context.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import { unsealAtClosing, unsealsAtClosing } from '../submissions/index.ts';
import {
  findClosingDate,
  findDueSources,
  lockProjectAndSource,
  markSourceClosed,
  updateProjectRow,
} from './queries.ts';
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
  const due = await asSystem(ctx.db, (tx) => findDueSources(tx, now));
  const closed: number[] = [];
  for (const { customerId, id } of due) {
    const done = await inTenant(ctx.db, customerId, async (tx) => {
      const row = await lockProjectAndSource(tx, customerId, id);
      if (!row) return false;
      const { project, tender } = row;
      const target = nextProjectStatus(project.status, 'close');
      if (target === null || target === 'deleted') return false;
      if (tender.dateClosing === null || tender.dateClosing.getTime() > now.getTime()) return false;
      await updateProjectRow(tx, customerId, id, {
        status: target,
        version: project.version + 1,
        updatedAt: now,
      });
      await markSourceClosed(tx, customerId, tender.id, now);
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
  const tender = await findClosingDate(tx, project.customerId, project.id);
  const closingAt = tender?.dateClosing ?? null;
  setTimeout(() => {
    scheduleClosing(context, project, closingAt).catch(() => {
      // The minute sweep closes it anyway.
    });
  }, 0);
};
