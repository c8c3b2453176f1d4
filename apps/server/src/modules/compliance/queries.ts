import { and, asc, eq } from 'drizzle-orm';
import { projects, tenderComplianceItems, tenders } from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type ComplianceItemRow = typeof tenderComplianceItems.$inferSelect;
type Changes = Pick<ComplianceItemRow, 'name' | 'description' | 'isRequired'>;

export async function findComplianceItemsOfTender(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<ComplianceItemRow[]> {
  return tx
    .select()
    .from(tenderComplianceItems)
    .where(
      and(eq(tenderComplianceItems.customerId, customerId), eq(tenderComplianceItems.tenderId, tenderId)),
    )
    .orderBy(asc(tenderComplianceItems.sortOrder), asc(tenderComplianceItems.id));
}

/** The item `id` when its source's project is in the actor's agency and node. */
export async function findComplianceItem(
  tx: Tx,
  actor: Actor,
  id: number,
): Promise<ComplianceItemRow | undefined> {
  const [row] = await tx
    .select({ item: tenderComplianceItems })
    .from(tenderComplianceItems)
    .innerJoin(tenders, tenantJoin(tenders.id, tenderComplianceItems.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(
      and(
        eq(tenderComplianceItems.customerId, actor.customerId),
        eq(tenderComplianceItems.id, id),
        eq(projects.nodeId, actor.nodeId),
      ),
    );
  return row?.item;
}

export async function insertComplianceItem(
  tx: Tx,
  values: Changes & { customerId: number; tenderId: number; sortOrder: number },
): Promise<ComplianceItemRow> {
  const [row] = await tx.insert(tenderComplianceItems).values(values).returning();
  if (!row) throw new Error('compliance item insert returned nothing');
  return row;
}

export async function updateComplianceItem(
  tx: Tx,
  customerId: number,
  id: number,
  changes: Partial<Changes & { sortOrder: number }>,
): Promise<ComplianceItemRow> {
  const [row] = await tx
    .update(tenderComplianceItems)
    .set(changes)
    .where(and(eq(tenderComplianceItems.customerId, customerId), eq(tenderComplianceItems.id, id)))
    .returning();
  if (!row) throw new Error('compliance item update returned nothing');
  return row;
}

export async function deleteComplianceItem(tx: Tx, customerId: number, id: number): Promise<void> {
  await tx
    .delete(tenderComplianceItems)
    .where(and(eq(tenderComplianceItems.customerId, customerId), eq(tenderComplianceItems.id, id)));
}
