import {
  type PurchaseOrder,
  type PurchaseOrderInput,
  type PurchaseOrderList,
  purchaseOrderProblem,
  purchaseOrderTotals,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { auditContract, type ContractViewer } from './presenters.ts';
import {
  deleteOrder,
  findOrders,
  findOtherOrderAmounts,
  findPoType,
  insertOrder,
  type OrderListRow,
  updateOrder,
} from './purchase-order-queries.ts';
import { type ContractRow, findContract } from './queries.ts';
import { lockContract } from './service.ts';

/**
 * Purchase orders against a contract (issue 9 §2): every order together stays within the contract
 * amount plus contingency, to the cent. Writes lock the contract, so two orders saved at once are
 * judged one after the other.
 */

const money = (value: string | null) => (value === null ? null : Number(value));
const orderNotFound = () => new AppError(404, 'invalidPurchaseOrderId');

function present(row: OrderListRow): PurchaseOrder {
  const { order } = row;
  return {
    id: order.id,
    contractId: order.contractId,
    poTypeId: order.poTypeId,
    poTypeName: row.poTypeName,
    amount: Number(order.amount),
    date: order.date,
    poNumber: order.poNumber,
    note: order.note,
    contingencyUsed: Number(order.contingencyUsed),
    createdAt: order.createdAt.toISOString(),
  };
}

async function listOf(tx: Tx, contract: ContractRow): Promise<PurchaseOrderList> {
  const orders = (await findOrders(tx, contract.customerId, contract.id)).map(present);
  const amounts = { amount: money(contract.amount), contigencyAmount: money(contract.contigencyAmount) };
  return { orders, totals: purchaseOrderTotals(amounts, orders) };
}

/** GET /Contracts/{id}/PurchaseOrders: the orders by date with their totals. */
export async function listPurchaseOrders(ctx: AppContext, actor: Actor, contractId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) =>
    listOf(tx, await findContract(tx, actor, contractId)),
  );
}

/** The order's values once its type is the agency's and the totals still hold; else 400. */
async function checked(tx: Tx, contract: ContractRow, input: PurchaseOrderInput, exceptId: number | null) {
  if (input.poTypeId !== null) {
    const type = await findPoType(tx, contract.customerId, input.poTypeId);
    if (!type) throw badRequest({ key: 'invalidParameter', params: { field: 'poTypeId' } });
  }
  const others = await findOtherOrderAmounts(tx, contract.customerId, contract.id, exceptId);
  const problem = purchaseOrderProblem(
    { amount: money(contract.amount), contigencyAmount: money(contract.contigencyAmount) },
    others.map((o) => ({ amount: Number(o.amount), contingencyUsed: Number(o.contingencyUsed) })),
    input,
  );
  if (problem) throw badRequest({ key: problem.key, params: { field: problem.field } });
  return {
    poTypeId: input.poTypeId,
    amount: input.amount.toFixed(2),
    date: input.date as string,
    poNumber: input.poNumber,
    note: input.note,
    contingencyUsed: input.contingencyUsed.toFixed(2),
  };
}

/** POST /Contracts/{id}/PurchaseOrders. */
export async function createPurchaseOrder(
  ctx: AppContext,
  viewer: ContractViewer,
  contractId: number,
  input: PurchaseOrderInput,
) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const { row } = await lockContract(tx, ctx, viewer, contractId);
    const values = await checked(tx, row, input, null);
    const saved = await insertOrder(tx, {
      customerId: viewer.customerId,
      contractId: row.id,
      ...values,
      createdById: viewer.userId,
      createdAt: ctx.clock.now(),
    });
    await auditContract(tx, ctx, viewer, row, 'contract.purchaseOrderAdded', { id: saved?.id, ...values });
    return listOf(tx, row);
  });
}

/** PUT /Contracts/{id}/PurchaseOrders/{purchaseOrderId}. */
export async function updatePurchaseOrder(
  ctx: AppContext,
  viewer: ContractViewer,
  contractId: number,
  orderId: number,
  input: PurchaseOrderInput,
) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const { row } = await lockContract(tx, ctx, viewer, contractId);
    const values = await checked(tx, row, input, orderId);
    if (!(await updateOrder(tx, viewer.customerId, row.id, orderId, values))) throw orderNotFound();
    await auditContract(tx, ctx, viewer, row, 'contract.purchaseOrderUpdated', { id: orderId, ...values });
    return listOf(tx, row);
  });
}

/** DELETE /Contracts/{id}/PurchaseOrders/{purchaseOrderId}. */
export async function deletePurchaseOrder(
  ctx: AppContext,
  viewer: ContractViewer,
  contractId: number,
  orderId: number,
) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const { row } = await lockContract(tx, ctx, viewer, contractId);
    if (!(await deleteOrder(tx, viewer.customerId, row.id, orderId))) throw orderNotFound();
    await auditContract(tx, ctx, viewer, row, 'contract.purchaseOrderDeleted', { id: orderId });
    return listOf(tx, row);
  });
}
