import {
  actionReaching,
  approvePermissionFor,
  type ChecklistItem,
  nextProjectStatus,
  type ProjectAction,
  type ProjectStatus,
  projectStatusLabels,
  publishChecklist,
} from '@procura/contract';
import {
  projectDocuments,
  type projects,
  tenderComplianceItems,
  tenderInvitations,
} from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { projectAnswer } from './answer.ts';
import { findProject, findTender, type ProjectRow } from './lookup.ts';
import type { Viewer } from './presenters.ts';
import { schedulePublishing } from './publishing.ts';
import { countRowsOfTender } from './queries.ts';
import { deleteProjectRow, updateProjectRow, updateTenderRow } from './write-queries.ts';

/** The publish checklist of a loaded project at `now`, judged as `asPlanned` says. */
async function checklistOf(
  tx: Tx,
  ctx: AppContext,
  viewer: Viewer,
  row: ProjectRow,
  now: Date,
  asPlanned: boolean,
) {
  const project = await projectAnswer(tx, viewer, row);
  const tender = project.tenders[0];
  if (!tender) return [];
  const details = { ...project };
  return publishChecklist(
    {
      procurementMethod: project.procurementMethod,
      isPlanned: asPlanned,
      details,
      tender,
      documents: await countRowsOfTender(tx, projectDocuments, row.customerId, tender.id),
      complianceItems: await countRowsOfTender(tx, tenderComplianceItems, row.customerId, tender.id),
      invitations: await countRowsOfTender(tx, tenderInvitations, row.customerId, tender.id),
      chargesForDocuments: [project.priceOnline, project.pricePickup, project.priceShipping].some(
        (p) => p !== null,
      ),
      requirements: await ctx.hooks.requirementFacts(tx, row.customerId, tender.id),
    },
    now,
  );
}

/** GET /Projects/Checklist: what is missing before the project may be published now. */
export async function projectChecklist(
  ctx: AppContext,
  viewer: Viewer,
  projectId: number,
): Promise<ChecklistItem[]> {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await findProject(tx, viewer, projectId);
    const now = ctx.clock.now();
    // Publishing now sets the publish date itself, so an empty or passed one is not missing.
    const items = await checklistOf(tx, ctx, viewer, row, now, row.isPlanned && row.status !== 'Planned');
    return items.filter(
      (item) =>
        !(
          item.item === 'publishDate' &&
          (item.key === 'publishMissingItem' || item.key === 'projectPublishDateInPast')
        ),
    );
  });
}

const publishing: ProjectAction[] = ['publishNow', 'schedulePublish', 'completePlanned'];

/**
 * PUT /Projects/status: moves a project to `target` by the one action of the state machine that
 * reaches it (001 §4: a dedicated status call, then the client reloads the project). Publishing
 * needs the method's approve permission and a complete checklist; publishing now stamps the
 * publish date with the current time.
 */
export async function changeProjectStatus(
  ctx: AppContext,
  viewer: Viewer,
  projectId: number,
  target: ProjectStatus,
  options: { reason?: string | undefined; confirmNoAward?: boolean | undefined } = {},
) {
  const { reason } = options;
  let scheduled: { project: ProjectRow; at: Date | null } | null = null;
  const answer = await inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await findProject(tx, viewer, projectId, { forUpdate: true });
    const current = row.status;
    const action = actionReaching(current, target);
    if (action === null || nextProjectStatus(current, action) !== target) {
      throw new AppError(409, {
        key: 'projectActionNotAllowed',
        params: { status: projectStatusLabels[current] },
      });
    }
    const method = row.procurementMethod;
    if (publishing.includes(action) && !viewer.isSiteAdmin) {
      if (!viewer.held.has(approvePermissionFor(method, row.isPlanned && action !== 'completePlanned'))) {
        throw forbidden('noPermission');
      }
    }
    if (action === 'publishPlanned' && !row.isPlanned) throw new AppError(409, 'projectNotPlanned');

    const now = ctx.clock.now();
    const tender = await findTender(tx, viewer, row.id);
    if (action === 'award')
      await ctx.hooks.awardStarting(tx, ctx, viewer, tender.id, options.confirmNoAward ?? false);
    if (action === 'publishNow' || action === 'completePlanned') {
      await updateTenderRow(tx, tender.customerId, tender.id, { dateAvailable: now });
    }
    if (
      ['publishNow', 'schedulePublish', 'sendForApproval', 'publishPlanned', 'completePlanned'].includes(
        action,
      )
    ) {
      // Judged a moment earlier, so a publish date stamped "now" counts as not back-dated.
      const judgedAt =
        action === 'publishNow' || action === 'completePlanned' ? new Date(now.getTime() - 1) : now;
      const asPlanned = action === 'publishPlanned';
      const missing = await checklistOf(tx, ctx, viewer, { ...row }, judgedAt, asPlanned);
      if (missing.length > 0) {
        throw new AppError(400, [
          'projectPublishIncomplete',
          ...missing.map((m) => ({ key: m.key, params: { field: m.field ?? m.item } })),
        ]);
      }
    }

    const set: Partial<typeof projects.$inferInsert> = {
      status: target,
      version: row.version + 1,
      updatedAt: now,
    };
    if (action === 'cancel') set.cancelReason = reason ?? null;
    if (action === 'terminate') set.terminateReason = reason ?? null;
    const saved = await updateProjectRow(tx, row.customerId, row.id, set);
    if (!saved) throw new Error('status not saved');
    await recordAudit(tx, ctx.clock, {
      ...byActor(viewer),
      action: 'project.statusChanged',
      entityType: 'project',
      entityId: row.id,
      projectId: row.id,
      before: { status: current },
      after: { status: target, action, ...(reason ? { reason } : {}) },
    });
    if (target === 'Open')
      for (const hook of ctx.hooks.projectOpened) await hook(tx, ctx, saved, viewer.userId);
    if (action === 'schedulePublish') scheduled = { project: saved, at: tender.dateAvailable };
    return projectAnswer(tx, viewer, saved);
  });
  // Enqueued once committed: the queue may share PGlite's single session, which the open
  // transaction holds; and a job for a change that rolled back would be noise anyway.
  if (scheduled !== null) {
    const { project, at } = scheduled;
    await schedulePublishing(ctx, project, at);
  }
  return answer;
}

/** DELETE /Projects: removes a project for good (000 §4: permanent, confirmed in the web). */
export async function deleteProject(ctx: AppContext, viewer: Viewer, projectId: number) {
  await inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await findProject(tx, viewer, projectId, { forUpdate: true });
    const current = row.status;
    if (nextProjectStatus(current, 'delete') === null) {
      throw new AppError(409, {
        key: 'projectActionNotAllowed',
        params: { status: projectStatusLabels[current] },
      });
    }
    if (row.type === 'TEMPLATE' && !viewer.isSiteAdmin && !viewer.held.has('TEMPLATE_EDIT')) {
      if (!(row.createdById === viewer.userId && viewer.held.has('TEMPLATE_CREATE')))
        throw forbidden('noPermission');
    }
    await deleteProjectRow(tx, row.customerId, row.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(viewer),
      action: 'project.deleted',
      entityType: 'project',
      entityId: row.id,
      projectId: row.id,
      before: { name: row.name, number: row.number, status: row.status },
    });
  });
}
