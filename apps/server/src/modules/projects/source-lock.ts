import { canChangeRequirements, type Requirements } from '@procura/contract';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { assertBuildEditable, type BuildActor } from './editable.ts';
import { findProject, findTenderById, type ProjectRow, type TenderRow } from './lookup.ts';
import { completedSubmissionCount } from './queries.ts';

/** Why a source's requirements may not change now (000 §4), or null when they may. */
export async function requirementsLockOf(
  tx: Tx,
  project: Pick<ProjectRow, 'status' | 'customerId'>,
  tenderId: number,
): Promise<{ lock: Requirements['lock']; completedSubmissions: number }> {
  const completedSubmissions = await completedSubmissionCount(tx, project.customerId, tenderId);
  if (!canChangeRequirements(project.status)) return { lock: 'closed', completedSubmissions };
  return { lock: completedSubmissions > 0 ? 'submissions' : null, completedSubmissions };
}

/**
 * The source `tenderId` with its project row locked for the transaction, when its requirements
 * may change apart from completed submissions: 409 requirementsLocked once the source is closed or
 * awarded, and the Build rules of assertBuildEditable. Unlocking starts here, as it is what
 * withdraws those submissions.
 */
export async function lockChangeableSource(
  tx: Tx,
  actor: BuildActor,
  tenderId: number,
): Promise<{ tender: TenderRow; project: ProjectRow }> {
  const { tender } = await findTenderById(tx, actor, tenderId);
  const project = await findProject(tx, actor, tender.projectId, { forUpdate: true });
  if (!canChangeRequirements(project.status)) throw new AppError(409, 'requirementsLocked');
  assertBuildEditable(project, actor, canChangeRequirements);
  return { tender, project };
}

/**
 * The source `tenderId` with its project row locked for the transaction, when its requirements
 * (sections, texts, forms, upload requirements, bonds) may change: the rules of
 * lockChangeableSource, and 409 requirementsHaveSubmissions while completed submissions exist
 * (unlocking withdraws them after confirmation).
 */
export async function lockRequirements(
  tx: Tx,
  actor: BuildActor,
  tenderId: number,
): Promise<{ tender: TenderRow; project: ProjectRow }> {
  const locked = await lockChangeableSource(tx, actor, tenderId);
  if ((await completedSubmissionCount(tx, actor.customerId, tenderId)) > 0) {
    throw new AppError(409, 'requirementsHaveSubmissions');
  }
  return locked;
}

/**
 * Refuses turning prompt pay on or off in a project's details while suppliers have completed
 * submissions (000 §4 puts prompt pay under the requirements' lock): 409
 * requirementsHaveSubmissions, until they are withdrawn by unlocking. Closed and awarded projects
 * refuse any details change already.
 */
export async function assertPromptPayMayChange(
  tx: Tx,
  project: Pick<ProjectRow, 'customerId' | 'hasPromptPayDiscount'>,
  tenderId: number,
  hasPromptPayDiscount: boolean,
): Promise<void> {
  if (project.hasPromptPayDiscount === hasPromptPayDiscount) return;
  if ((await completedSubmissionCount(tx, project.customerId, tenderId)) > 0) {
    throw new AppError(409, 'requirementsHaveSubmissions');
  }
}
