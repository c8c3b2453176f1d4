import { eq } from 'drizzle-orm';
import { customers, nodes } from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** Changes the agency's own row; answers it as it now is, or undefined. */
export async function updateCustomerRow(
  tx: Tx,
  customerId: number,
  values: Partial<typeof customers.$inferInsert>,
) {
  const [row] = await tx.update(customers).set(values).where(eq(customers.id, customerId)).returning();
  return row;
}

/** Changes one of the agency's nodes; answers it as it now is, or undefined. */
export async function updateNodeRow(
  tx: Tx,
  customerId: number,
  nodeId: number,
  values: Partial<typeof nodes.$inferInsert>,
) {
  const [row] = await tx
    .update(nodes)
    .set(values)
    .where(tenantRow(nodes.id, customerId, nodeId))
    .returning();
  return row;
}
