import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { performanceAssessmentGroups, performanceTemplates } from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of assessment groups (issue 23 §1; decision 356): a node's groups and how many templates
 * belong to each (a group in use is not deleted).
 */

export type GroupRow = typeof performanceAssessmentGroups.$inferSelect;

const ofNode = (customerId: number, nodeId: number) =>
  and(eq(performanceAssessmentGroups.customerId, customerId), eq(performanceAssessmentGroups.nodeId, nodeId));

/** The node's groups by name (any case). */
export async function findGroups(tx: Tx, customerId: number, nodeId: number): Promise<GroupRow[]> {
  return tx
    .select()
    .from(performanceAssessmentGroups)
    .where(ofNode(customerId, nodeId))
    .orderBy(sql`lower(${performanceAssessmentGroups.name})`, asc(performanceAssessmentGroups.id));
}

/**
 * The node's group `id`. `lock` 'update' holds it for a change or a delete; 'share' keeps it from
 * being deleted while a template is saved into it (a delete waiting on it then counts that template).
 */
export async function findGroup(
  tx: Tx,
  customerId: number,
  nodeId: number,
  id: number,
  lock?: 'update' | 'share',
): Promise<GroupRow | undefined> {
  const query = tx
    .select()
    .from(performanceAssessmentGroups)
    .where(and(ofNode(customerId, nodeId), eq(performanceAssessmentGroups.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Templates in each of these groups, by group id (absent: none). */
export async function countTemplatesByGroup(
  tx: Tx,
  customerId: number,
  groupIds: readonly number[],
): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await tx
    .select({ groupId: performanceTemplates.assessmentGroupId, value: count() })
    .from(performanceTemplates)
    .where(
      and(
        eq(performanceTemplates.customerId, customerId),
        inArray(performanceTemplates.assessmentGroupId, [...groupIds]),
      ),
    )
    .groupBy(performanceTemplates.assessmentGroupId);
  return new Map(rows.flatMap((r) => (r.groupId === null ? [] : [[r.groupId, r.value] as const])));
}

export async function countGroups(tx: Tx, customerId: number, nodeId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(performanceAssessmentGroups)
    .where(ofNode(customerId, nodeId));
  return row?.value ?? 0;
}

export async function insertGroup(tx: Tx, values: typeof performanceAssessmentGroups.$inferInsert) {
  const [row] = await tx.insert(performanceAssessmentGroups).values(values).returning();
  if (!row) throw new Error('assessment group not saved');
  return row;
}

export async function updateGroup(
  tx: Tx,
  customerId: number,
  id: number,
  values: Partial<typeof performanceAssessmentGroups.$inferInsert>,
) {
  const [row] = await tx
    .update(performanceAssessmentGroups)
    .set(values)
    .where(tenantRow(performanceAssessmentGroups.id, customerId, id))
    .returning();
  if (!row) throw new Error('assessment group not saved');
  return row;
}

export async function deleteGroup(tx: Tx, customerId: number, id: number) {
  await tx
    .delete(performanceAssessmentGroups)
    .where(tenantRow(performanceAssessmentGroups.id, customerId, id));
}
