import {
  type CreateProject,
  createPermissionFor,
  createProjectSchema,
  type TenderInput,
  tenderDefaults,
  type updateProjectSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { projectAnswer } from './answer.ts';
import { checkDates } from './date-checks.ts';
import { findProject, findTender } from './lookup.ts';
import { findTenderNode, numberTaken } from './numbering.ts';
import { canEditProject, type Viewer } from './presenters.ts';
import { copySource, detailsValues, insertProject, tenderValues, writeMeetings } from './project-writes.ts';
import { checkProjectReferences } from './references.ts';
import { assertPromptPayMayChange } from './source-lock.ts';
import { updateProjectRow, updateTenderRow } from './write-queries.ts';

type CreateInput = z.output<typeof createProjectSchema>;
type UpdateInput = z.output<typeof updateProjectSchema>;

export async function getProject(ctx: AppContext, viewer: Viewer, projectId: number) {
  return inTenant(ctx.db, viewer.customerId, async (tx) =>
    projectAnswer(tx, viewer, await findProject(tx, viewer, projectId)),
  );
}

/** Whether the viewer may create by `method`: its create permission, or a site administrator. */
export function assertMayCreate(
  viewer: Viewer,
  method: CreateInput['procurementMethod'],
  isPlanned: boolean,
) {
  if (viewer.isSiteAdmin) return;
  if (!viewer.held.has(createPermissionFor(method, isPlanned))) throw forbidden('noPermission');
}

/** Source settings a blueprint starts from (000 §9 blueprint types). */
function blueprintSettings(input: CreateInput): Partial<TenderInput> {
  if (input.blueprint === 'INFORMAL') {
    // An informal quote: online, unsealed, no question deadline or meetings to manage.
    return {
      closingMethod: 'UNSEALED',
      resultsDisplay: 4,
      hasQuestionDeadline: false,
      showPlanTakers: false,
    };
  }
  return {};
}
/** POST /Projects: a new project from the wizard, a blueprint, a planned notice, or a template. */
export async function createProject(ctx: AppContext, viewer: Viewer, raw: CreateProject) {
  const input = createProjectSchema.parse(raw);
  const isPlanned = input.isPlanned || input.blueprint === 'PLANNED_PROCUREMENT';
  const method = input.blueprint === 'INFORMAL' ? 'Informal' : input.procurementMethod;
  const type = input.type === 'TEMPLATE' ? 'TEMPLATE' : input.type;
  if (type === 'TEMPLATE') {
    if (!viewer.isSiteAdmin && !viewer.held.has('TEMPLATE_CREATE')) throw forbidden('noPermission');
  } else assertMayCreate(viewer, method, isPlanned);
  if (
    method === 'Limited' &&
    (input.procurementMethodLimitedType === null || input.procurementMethodLimitedDescription === '')
  ) {
    throw badRequest({
      key: 'projectLimitedTypeRequired',
      params: { field: 'procurementMethodLimitedType' },
    });
  }
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    if (method === 'Informal') {
      const node = await findTenderNode(tx, viewer.customerId, viewer.nodeId);
      if (!node.allowInformalProjects) throw badRequest('projectInformalDisabled');
    }
    const fromTemplate = input.templateId === null ? null : await copySource(tx, viewer, input.templateId);
    if (fromTemplate && fromTemplate.source.type !== 'TEMPLATE') throw badRequest('invalidProjectId');
    const fromIntake =
      input.intakeRequestId === null
        ? null
        : await ctx.hooks.projectFromIntake.prepare(tx, ctx, viewer, input.intakeRequestId, method);
    const tender: TenderInput = {
      ...(fromTemplate?.tenderInput ?? tenderDefaults),
      ...blueprintSettings(input),
      ...fromIntake?.tender,
      procurementMethodLimitedType: method === 'Limited' ? input.procurementMethodLimitedType : null,
      procurementMethodLimitedDescription:
        method === 'Limited' ? input.procurementMethodLimitedDescription : '',
    };
    const row = await insertProject(
      tx,
      ctx,
      viewer,
      {
        details: { ...(fromTemplate?.details ?? {}), ...fromIntake?.details, name: input.name },
        tender,
        meetings: fromIntake?.meetings ?? fromTemplate?.meetings ?? [],
        type,
        procurementMethod: method,
        isPlanned,
        blueprint: input.blueprint,
        number: input.number,
        intakeRequestId: input.intakeRequestId,
        formsInstructionsFrom: fromTemplate?.tender.id ?? null,
      },
      fromTemplate ? 'project.createdFromTemplate' : 'project.created',
    );
    if (fromIntake) await ctx.hooks.projectFromIntake.created(tx, ctx, viewer, row, fromIntake);
    // What other areas give a new project (its contract, when it has a contract part).
    for (const hook of ctx.hooks.projectCreated) await hook(tx, ctx, viewer, row);
    return projectAnswer(tx, viewer, row);
  });
}

/** POST /Projects/Copy: a copy of a project, or "Save as Template" with type TEMPLATE. */
export async function copyProject(
  ctx: AppContext,
  viewer: Viewer,
  input: { projectId: number; name: string; number?: string | undefined; type: 'SOURCE' | 'TEMPLATE' },
  copyFormsInstructions: boolean,
) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const from = await copySource(tx, viewer, input.projectId);
    const method = from.source.procurementMethod as CreateInput['procurementMethod'];
    if (input.type === 'TEMPLATE') {
      if (!viewer.isSiteAdmin && !viewer.held.has('TEMPLATE_CREATE')) throw forbidden('noPermission');
    } else assertMayCreate(viewer, method, from.source.isPlanned);
    const row = await insertProject(
      tx,
      ctx,
      viewer,
      {
        details: { ...from.details, name: input.name },
        tender: from.tenderInput,
        meetings: from.meetings,
        type: input.type,
        procurementMethod: method,
        isPlanned: from.source.isPlanned,
        blueprint: from.source.blueprint as CreateInput['blueprint'],
        number: input.number,
        formsInstructionsFrom: copyFormsInstructions ? from.tender.id : null,
      },
      input.type === 'TEMPLATE' ? 'project.savedAsTemplate' : 'project.copied',
    );
    return projectAnswer(tx, viewer, row);
  });
}

/** POST /Projects/Convert: a notice of planned procurement becomes a project of its method. */
export async function convertProject(
  ctx: AppContext,
  viewer: Viewer,
  projectId: number,
  copyFormsInstructions: boolean,
) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const from = await copySource(tx, viewer, projectId);
    if (!from.source.isPlanned) throw badRequest('projectNotPlanned');
    const method = from.source.procurementMethod as CreateInput['procurementMethod'];
    assertMayCreate(viewer, method, false);
    const row = await insertProject(
      tx,
      ctx,
      viewer,
      {
        details: { ...from.details, name: from.source.name, linkedProjectId: from.source.id },
        tender: from.tenderInput,
        meetings: from.meetings,
        type: 'SOURCE',
        procurementMethod: method,
        isPlanned: false,
        blueprint: null,
        number: undefined,
        convertedFromId: from.source.id,
        formsInstructionsFrom: copyFormsInstructions ? from.tender.id : null,
      },
      'project.convertedFromPlanned',
    );
    return projectAnswer(tx, viewer, row);
  });
}

/** The fields of two plain objects that differ, for the audit event of a save. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changed[key] = { from: before[key] ?? null, to: after[key] };
    }
  }
  return changed;
}

/** An instant as a source stores it, from the ISO text a save carries. */
const instantOf = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * PUT /Projects: saves the details, settings, dates and meetings of a project. A published
 * source's new closing date is announced to its plan takers when the buyer says so (000 §4), and
 * its precise closing job is scheduled again for the new time once the save has committed.
 */
export async function updateProject(ctx: AppContext, viewer: Viewer, input: UpdateInput) {
  const { project, reschedule } = await saveProject(ctx, viewer, input);
  if (reschedule) {
    // The minute sweep closes it anyway should the queue refuse: never fail a committed save.
    await ctx.hooks.closingMoved(ctx, reschedule, reschedule.closingAt).catch(() => {});
  }
  return project;
}

async function saveProject(ctx: AppContext, viewer: Viewer, input: UpdateInput) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await findProject(tx, viewer, input.id, { forUpdate: true });
    if (!canEditProject(row, viewer)) {
      if (row.type === 'TEMPLATE' && viewer.canActBuild) throw forbidden('projectTemplateViewOnly');
      if (row.locked) throw new AppError(409, 'projectLocked');
      throw new AppError(409, {
        key: 'projectActionNotAllowed',
        params: { status: row.status },
      });
    }
    if (row.version !== input.version) throw new AppError(409, 'projectStaleVersion');
    const {
      id: _id,
      tender: tenderInput,
      version: _v,
      confirmRepublish,
      notifyRegisteredSuppliers,
      ...details
    } = input;
    const tender = await findTender(tx, viewer, row.id);
    const isTemplate = row.type === 'TEMPLATE';
    if (details.number.trim() === '' && !isTemplate) {
      throw badRequest({ key: 'numberRequired', params: { field: 'number' } });
    }
    if (!isTemplate && (await numberTaken(tx, viewer.customerId, details.number, row.id))) {
      throw badRequest({ key: 'projectNumberTaken', params: { field: 'number' } });
    }
    await checkProjectReferences(tx, viewer.customerId, row.id, details, tenderInput);
    await assertPromptPayMayChange(tx, row, tender.id, details.hasPromptPayDiscount);

    const before = await projectAnswer(tx, viewer, row);
    const beforeTender = before.tenders[0];
    checkDates(beforeTender ?? null, tenderInput, ctx.clock.now());

    let status = row.status;
    const publishDateChanged =
      beforeTender !== undefined && beforeTender.dateAvailable !== tenderInput.dateAvailable;
    if ((status === 'Open' || status === 'Open_Scheduled') && publishDateChanged) {
      if (!confirmRepublish) throw new AppError(409, 'projectRepublishConfirm');
      // 000 §4: editing a published project's publish date returns it to In Progress.
      status = 'Design_Mode_Pending';
    }
    // 000 §4: only an open source has registered suppliers to tell; the buyer must answer.
    const previousClosing = instantOf(beforeTender?.dateClosing);
    const nextClosing = instantOf(tenderInput.dateClosing);
    const closingChanged = row.status === 'Open' && previousClosing?.getTime() !== nextClosing?.getTime();
    if (closingChanged && notifyRegisteredSuppliers === undefined) {
      throw new AppError(409, 'projectClosingDateNotifyQuestion');
    }

    const saved = await updateProjectRow(tx, row.customerId, row.id, {
      ...detailsValues(details),
      status,
      version: row.version + 1,
      updatedAt: ctx.clock.now(),
    });
    if (!saved) throw new Error('project not saved');
    await updateTenderRow(tx, tender.customerId, tender.id, tenderValues(tenderInput));
    await writeMeetings(tx, tender, tenderInput.meetings);

    const after = await projectAnswer(tx, viewer, saved);
    const { tenders: beforeTenders, ...beforeRest } = before;
    const { tenders: afterTenders, ...afterRest } = after;
    await recordAudit(tx, ctx.clock, {
      ...byActor(viewer),
      action: 'project.updated',
      entityType: 'project',
      entityId: row.id,
      projectId: row.id,
      after: {
        ...changedFields(beforeRest, afterRest),
        ...changedFields(
          (beforeTenders[0] ?? {}) as Record<string, unknown>,
          (afterTenders[0] ?? {}) as Record<string, unknown>,
        ),
      },
    });
    if (status !== row.status) {
      await recordAudit(tx, ctx.clock, {
        ...byActor(viewer),
        action: 'project.statusChanged',
        entityType: 'project',
        entityId: row.id,
        projectId: row.id,
        before: { status: row.status },
        after: { status, reason: 'publishDateEdited' },
      });
    }
    if (closingChanged) {
      const notified = notifyRegisteredSuppliers
        ? await ctx.hooks.closingDateMail(tx, ctx, {
            customerId: row.customerId,
            project: saved,
            tenderId: tender.id,
            previous: previousClosing,
            next: nextClosing,
          })
        : 0;
      await recordAudit(tx, ctx.clock, {
        ...byActor(viewer),
        action: 'project.closingDateChanged',
        entityType: 'project',
        entityId: row.id,
        projectId: row.id,
        before: { dateClosing: previousClosing?.toISOString() ?? null },
        after: {
          dateClosing: nextClosing?.toISOString() ?? null,
          notifyRegisteredSuppliers: notifyRegisteredSuppliers === true,
          notifiedPlanTakers: notified,
        },
      });
    }
    // A source still open closes at its new time; one sent back to In Progress is scheduled when it reopens.
    const reschedule =
      closingChanged && status === 'Open'
        ? { customerId: row.customerId, id: row.id, closingAt: nextClosing }
        : null;
    return { project: after, reschedule };
  });
}
