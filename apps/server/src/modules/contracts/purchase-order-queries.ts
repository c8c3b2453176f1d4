import { and, asc, eq, ne } from 'drizzle-orm';
import { contractPurchaseOrders, dropdownOptions } from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** A contract's purchase orders (issue 9 §2). */

type OrderValues = Partial<typeof contractPurchaseOrders.$inferInsert>;

/** The contract's orders with their type's name, by date. */
export async function findOrders(tx: Tx, customerId: number, contractId: number) {
  return tx
    .select({ order: contractPurchaseOrders, poTypeName: dropdownOptions.name })
    .from(contractPurchaseOrders)
    .leftJoin(dropdownOptions, tenantJoin(dropdownOptions.id, contractPurchaseOrders.poTypeId))
    .where(
      and(
        eq(contractPurchaseOrders.customerId, customerId),
        eq(contractPurchaseOrders.contractId, contractId),
      ),
    )
    .orderBy(asc(contractPurchaseOrders.date), asc(contractPurchaseOrders.id));
}

export type OrderListRow = Awaited<ReturnType<typeof findOrders>>[number];

/** The agency's ContractPOTypes entry `poTypeId`, if it is one. */
export async function findPoType(tx: Tx, customerId: number, poTypeId: number) {
  const [row] = await tx
    .select({ id: dropdownOptions.id })
    .from(dropdownOptions)
    .where(
      and(
        eq(dropdownOptions.customerId, customerId),
        eq(dropdownOptions.id, poTypeId),
        eq(dropdownOptions.list, 'contractPoType'),
      ),
    );
  return row;
}

/** The amounts of the contract's orders, but the one `exceptId` (null: all of them). */
export async function findOtherOrderAmounts(
  tx: Tx,
  customerId: number,
  contractId: number,
  exceptId: number | null,
) {
  return tx
    .select({
      amount: contractPurchaseOrders.amount,
      contingencyUsed: contractPurchaseOrders.contingencyUsed,
    })
    .from(contractPurchaseOrders)
    .where(
      and(
        eq(contractPurchaseOrders.customerId, customerId),
        eq(contractPurchaseOrders.contractId, contractId),
        ...(exceptId === null ? [] : [ne(contractPurchaseOrders.id, exceptId)]),
      ),
    );
}

/** A new order's row; answers its id. */
export async function insertOrder(tx: Tx, values: typeof contractPurchaseOrders.$inferInsert) {
  const [row] = await tx
    .insert(contractPurchaseOrders)
    .values(values)
    .returning({ id: contractPurchaseOrders.id });
  return row;
}

/** Changes the contract's order `orderId`; answers whether it was one of its orders. */
export async function updateOrder(
  tx: Tx,
  customerId: number,
  contractId: number,
  orderId: number,
  values: OrderValues,
) {
  const changed = await tx
    .update(contractPurchaseOrders)
    .set(values)
    .where(
      and(
        eq(contractPurchaseOrders.customerId, customerId),
        eq(contractPurchaseOrders.contractId, contractId),
        eq(contractPurchaseOrders.id, orderId),
      ),
    )
    .returning({ id: contractPurchaseOrders.id });
  return changed.length > 0;
}

/** Deletes the contract's order `orderId`; answers whether it was one of its orders. */
export async function deleteOrder(tx: Tx, customerId: number, contractId: number, orderId: number) {
  const removed = await tx
    .delete(contractPurchaseOrders)
    .where(
      and(
        eq(contractPurchaseOrders.customerId, customerId),
        eq(contractPurchaseOrders.contractId, contractId),
        eq(contractPurchaseOrders.id, orderId),
      ),
    )
    .returning({ id: contractPurchaseOrders.id });
  return removed.length > 0;
}
