import { AppError } from '../../platform/errors.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import {
  findProjectOfNode,
  findTenderOfProject,
  findTenderWithProject,
  type ProjectRow,
  type TenderRow,
} from './queries.ts';

export type { ProjectRow, TenderRow } from './queries.ts';

/** 404 with the catalogue's project message: the id names no project of this agency and node. */
export const projectNotFound = () => new AppError(404, 'invalidProjectId');

/**
 * The project `projectId` of the actor's agency and tender node, or 404. Every project-scoped
 * call of every area starts here, so a project of another node or agency never leaks.
 * `forUpdate` locks the row for the rest of the transaction (status changes, saves).
 */
export async function findProject(
  tx: Tx,
  actor: Actor,
  projectId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ProjectRow> {
  const row = await findProjectOfNode(tx, actor, projectId, options.forUpdate ?? false);
  if (!row) throw projectNotFound();
  return row;
}

/** The project's source (a project has one in this version), or 404. */
export async function findTender(tx: Tx, actor: Actor, projectId: number): Promise<TenderRow> {
  const row = await findTenderOfProject(tx, actor.customerId, projectId);
  if (!row) throw new AppError(404, 'invalidTenderId');
  return row;
}

/** The source `tenderId` of the actor's agency and node with its project, or 404. */
export async function findTenderById(tx: Tx, actor: Actor, tenderId: number) {
  const row = await findTenderWithProject(tx, actor, tenderId);
  if (!row) throw new AppError(404, 'invalidTenderId');
  return row;
}
