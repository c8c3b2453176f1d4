import { and, eq } from 'drizzle-orm';
import { projects, tenders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type TenderRow = typeof tenders.$inferSelect;

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
  const query = tx
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.customerId, actor.customerId),
        eq(projects.nodeId, actor.nodeId),
        eq(projects.id, projectId),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw projectNotFound();
  return row;
}

/** The project's source (a project has one in this version), or 404. */
export async function findTender(tx: Tx, actor: Actor, projectId: number): Promise<TenderRow> {
  const [row] = await tx
    .select()
    .from(tenders)
    .where(and(eq(tenders.customerId, actor.customerId), eq(tenders.projectId, projectId)));
  if (!row) throw new AppError(404, 'invalidTenderId');
  return row;
}

/** The source `tenderId` of the actor's agency and node with its project, or 404. */
export async function findTenderById(tx: Tx, actor: Actor, tenderId: number) {
  const [row] = await tx
    .select({ tender: tenders, project: projects })
    .from(tenders)
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(
      and(
        eq(tenders.customerId, actor.customerId),
        eq(tenders.id, tenderId),
        eq(projects.nodeId, actor.nodeId),
      ),
    );
  if (!row) throw new AppError(404, 'invalidTenderId');
  return row;
}
