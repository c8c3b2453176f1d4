import { and, eq, lte } from 'drizzle-orm';
import { projects, tenders } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** Open sources of every agency whose closing time is at or before `now` (read across agencies). */
export async function findDueSources(tx: Tx, now: Date) {
  return tx
    .select({ customerId: projects.customerId, id: projects.id })
    .from(projects)
    .innerJoin(tenders, tenantJoin(tenders.projectId, projects.id))
    .where(and(eq(projects.status, 'Open'), lte(tenders.dateClosing, now)));
}

/** The project and its source, the project locked for the closing, or undefined. */
export async function lockProjectAndSource(tx: Tx, customerId: number, projectId: number) {
  const [row] = await tx
    .select({ project: projects, tender: tenders })
    .from(projects)
    .innerJoin(tenders, tenantJoin(tenders.projectId, projects.id))
    .where(tenantRow(projects.id, customerId, projectId))
    .for('update', { of: projects });
  return row;
}

export async function updateProjectRow(
  tx: Tx,
  customerId: number,
  projectId: number,
  values: Partial<typeof projects.$inferInsert>,
) {
  await tx
    .update(projects)
    .set(values)
    .where(tenantRow(projects.id, customerId, projectId));
}

export async function markSourceClosed(tx: Tx, customerId: number, tenderId: number, closedAt: Date) {
  await tx
    .update(tenders)
    .set({ closedAt })
    .where(tenantRow(tenders.id, customerId, tenderId));
}

/** When the project's source closes, or undefined when it has no source. */
export async function findClosingDate(tx: Tx, customerId: number, projectId: number) {
  const [tender] = await tx
    .select({ dateClosing: tenders.dateClosing })
    .from(tenders)
    .where(and(eq(tenders.customerId, customerId), eq(tenders.projectId, projectId)));
  return tender;
}
