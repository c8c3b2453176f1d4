import { canEditTemplate, isBuildEditable, type ProjectStatus } from '@procura/contract';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { findProject, findTenderById, type ProjectRow, type TenderRow } from './lookup.ts';

/**
 * Who changes a project's Build parts: the actor, with what the template rule of 000 §4 reads
 * (templates change with TEMPLATE_EDIT, or TEMPLATE_CREATE for their creator).
 */
export type BuildActor = Actor & { held: ReadonlySet<string>; isSiteAdmin: boolean };

/**
 * Refuses a change to a project's Build parts (documents, compliance items, invitations): 409
 * projectLocked for a locked project, 409 buildNotEditable once its status no longer allows
 * changes (by default isBuildEditable: design, approval, template, planned), 403
 * projectTemplateViewOnly for a template the actor may only view.
 */
export function assertBuildEditable(
  project: ProjectRow,
  actor: BuildActor,
  allows: (status: ProjectStatus) => boolean = isBuildEditable,
): void {
  if (project.locked) throw new AppError(409, 'projectLocked');
  if (!allows(project.status)) throw new AppError(409, 'buildNotEditable');
  const isCreator = project.createdById === actor.userId;
  if (project.type === 'TEMPLATE' && !actor.isSiteAdmin && !canEditTemplate([...actor.held], isCreator)) {
    throw forbidden('projectTemplateViewOnly');
  }
}

/**
 * The source `tenderId` with its project, the project row locked for the rest of the transaction
 * and checked by assertBuildEditable. The lock orders concurrent changes of one project, so counts
 * and name checks made after it hold until commit.
 */
export async function lockEditableTender(
  tx: Tx,
  actor: BuildActor,
  tenderId: number,
  allows?: (status: ProjectStatus) => boolean,
): Promise<{ tender: TenderRow; project: ProjectRow }> {
  const { tender } = await findTenderById(tx, actor, tenderId);
  const project = await findProject(tx, actor, tender.projectId, { forUpdate: true });
  assertBuildEditable(project, actor, allows);
  return { tender, project };
}

/** Refuses a new order that does not name every item of the list exactly once. */
export function assertCompleteOrder(currentIds: readonly number[], orderedIds: readonly number[]): void {
  const wanted = new Set(orderedIds);
  const complete =
    wanted.size === orderedIds.length &&
    orderedIds.length === currentIds.length &&
    currentIds.every((id) => wanted.has(id));
  if (!complete) throw badRequest('sortOrderMismatch');
}
