import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  performanceAssessmentGroups,
  performanceEvaluations,
  performanceTemplates,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of score card templates (issue 23 §1): a node's templates with their assessment group's
 * name, and how many evaluations were made from each (a used template is kept, not deleted).
 */

export type TemplateRow = typeof performanceTemplates.$inferSelect;
export type TemplateWithGroup = { template: TemplateRow; groupName: string | null };

const ofNode = (customerId: number, nodeId: number) =>
  and(eq(performanceTemplates.customerId, customerId), eq(performanceTemplates.nodeId, nodeId));

function selectWithGroup(tx: Tx) {
  return tx
    .select({ template: performanceTemplates, groupName: performanceAssessmentGroups.name })
    .from(performanceTemplates)
    .leftJoin(
      performanceAssessmentGroups,
      tenantJoin(performanceAssessmentGroups.id, performanceTemplates.assessmentGroupId),
    );
}

/** The node's templates by name (any case), the id breaking ties. */
export async function findTemplates(
  tx: Tx,
  customerId: number,
  nodeId: number,
): Promise<TemplateWithGroup[]> {
  return selectWithGroup(tx)
    .where(ofNode(customerId, nodeId))
    .orderBy(sql`lower(${performanceTemplates.name})`, asc(performanceTemplates.id));
}

/** The node's template `id`; `forUpdate` locks it (a change, or a delete that counts its uses). */
export async function findTemplate(
  tx: Tx,
  customerId: number,
  nodeId: number,
  id: number,
  forUpdate = false,
): Promise<TemplateWithGroup | undefined> {
  const query = selectWithGroup(tx).where(and(ofNode(customerId, nodeId), eq(performanceTemplates.id, id)));
  const [row] = forUpdate ? await query.for('update', { of: performanceTemplates }) : await query;
  return row;
}

/** Evaluations made from each of these templates, by template id (absent: none). */
export async function countEvaluationsByTemplate(
  tx: Tx,
  customerId: number,
  templateIds: readonly number[],
): Promise<Map<number, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await tx
    .select({ templateId: performanceEvaluations.templateId, value: count() })
    .from(performanceEvaluations)
    .where(
      and(
        eq(performanceEvaluations.customerId, customerId),
        inArray(performanceEvaluations.templateId, [...templateIds]),
      ),
    )
    .groupBy(performanceEvaluations.templateId);
  return new Map(rows.map((r) => [r.templateId, r.value]));
}

export async function insertTemplate(tx: Tx, values: typeof performanceTemplates.$inferInsert) {
  const [row] = await tx.insert(performanceTemplates).values(values).returning();
  if (!row) throw new Error('performance template not saved');
  return row;
}

export async function updateTemplate(
  tx: Tx,
  customerId: number,
  id: number,
  values: Partial<typeof performanceTemplates.$inferInsert>,
) {
  await tx
    .update(performanceTemplates)
    .set(values)
    .where(tenantRow(performanceTemplates.id, customerId, id));
}

export async function deleteTemplate(tx: Tx, customerId: number, id: number) {
  await tx.delete(performanceTemplates).where(tenantRow(performanceTemplates.id, customerId, id));
}
