import { and, count, desc, eq } from 'drizzle-orm';
import { users, vendorComments } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { personColumns } from '../project-team/index.ts';

/** SQL of the agency's internal comments on a supplier (vendor_comments_vendor_idx). */

export async function findVendorComments(
  tx: Tx,
  customerId: number,
  vendorId: number,
  page: { start: number; limit: number },
) {
  const where = and(eq(vendorComments.customerId, customerId), eq(vendorComments.vendorId, vendorId));
  const rows = await tx
    .select({ comment: vendorComments, person: personColumns })
    .from(vendorComments)
    .leftJoin(users, tenantJoin(users.id, vendorComments.userId))
    .where(where)
    .orderBy(desc(vendorComments.createdAt), desc(vendorComments.id))
    .offset(page.start)
    .limit(page.limit);
  const [total] = await tx.select({ value: count() }).from(vendorComments).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findVendorComment(tx: Tx, customerId: number, commentId: number) {
  const [row] = await tx
    .select()
    .from(vendorComments)
    .where(tenantRow(vendorComments.id, customerId, commentId))
    .for('update');
  return row ?? null;
}

export async function insertVendorComment(tx: Tx, values: typeof vendorComments.$inferInsert) {
  const [row] = await tx.insert(vendorComments).values(values).returning();
  if (!row) throw new Error('comment not inserted');
  return row;
}

export async function deleteVendorComment(tx: Tx, customerId: number, commentId: number) {
  await tx.delete(vendorComments).where(tenantRow(vendorComments.id, customerId, commentId));
}
