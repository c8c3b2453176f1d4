/**
 * Purchase orders against a contract (000 §3 Contract: amount, date, PO number or note, contingency
 * used; issue 9 §2): their totals stay within the contract amount plus its contingency, to the cent.
 */
import { z } from 'zod';
import type { MessageKey } from '../messages/catalogue.ts';
import { amountSchema } from '../projects/schemas.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { contractDaySchema } from './dates.ts';

export const purchaseOrderRules = { numberMax: 60, noteMax: 2000 } as const;

const cents = (value: number | null) => (value === null ? 0 : Math.round(value * 100));

export const purchaseOrderInputSchema = z.object({
  /** An entry of the agency's ContractPOTypes list, when it keeps one. */
  poTypeId: idSchema('invalidParameter').nullable(),
  amount: amountSchema,
  date: contractDaySchema.refine((day) => day !== null, 'requiredField'),
  poNumber: z.string().trim().max(purchaseOrderRules.numberMax, 'invalidParameter'),
  note: z.string().trim().max(purchaseOrderRules.noteMax, 'invalidParameter'),
  /** The part of this order drawn from the contingency. */
  contingencyUsed: amountSchema,
});
export type PurchaseOrderInput = z.infer<typeof purchaseOrderInputSchema>;

export const purchaseOrderSchema = purchaseOrderInputSchema.extend({
  id: idSchema(),
  contractId: idSchema(),
  poTypeName: z.string().nullable(),
  createdAt: z.string(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderTotalsSchema = z.object({
  amount: z.number().nullable(),
  contigencyAmount: z.number().nullable(),
  /** The amount plus the contingency: what the orders may add up to. */
  limit: z.number(),
  ordered: z.number(),
  contingencyUsed: z.number(),
  remaining: z.number(),
  contingencyRemaining: z.number(),
});
export type PurchaseOrderTotals = z.infer<typeof purchaseOrderTotalsSchema>;

export const purchaseOrderListSchema = z.object({
  orders: z.array(purchaseOrderSchema),
  totals: purchaseOrderTotalsSchema,
});
export type PurchaseOrderList = z.infer<typeof purchaseOrderListSchema>;

export const purchaseOrderParamsSchema = z.object({
  contractId: idParamSchema('invalidContractId'),
  purchaseOrderId: idParamSchema('invalidPurchaseOrderId'),
});

type Amounts = { amount: number | null; contigencyAmount: number | null };
type Order = { amount: number; contingencyUsed: number };

/** The totals of the orders against the contract's amount and contingency, to the cent. */
export function purchaseOrderTotals(contract: Amounts, orders: readonly Order[]): PurchaseOrderTotals {
  const limit = cents(contract.amount) + cents(contract.contigencyAmount);
  const ordered = orders.reduce((sum, o) => sum + cents(o.amount), 0);
  const used = orders.reduce((sum, o) => sum + cents(o.contingencyUsed), 0);
  return {
    amount: contract.amount,
    contigencyAmount: contract.contigencyAmount,
    limit: limit / 100,
    ordered: ordered / 100,
    contingencyUsed: used / 100,
    remaining: (limit - ordered) / 100,
    contingencyRemaining: (cents(contract.contigencyAmount) - used) / 100,
  };
}

/**
 * Why an order may not be saved beside the contract's other orders: a PO number or a note; the
 * contingency drawn not above the order; every order together within the amount plus contingency,
 * and the contingency drawn within the contingency. Null when it may.
 */
export function purchaseOrderProblem(
  contract: Amounts,
  others: readonly Order[],
  order: PurchaseOrderInput,
): { key: MessageKey; field: string } | null {
  if (order.poNumber === '' && order.note === '')
    return { key: 'purchaseOrderNumberOrNote', field: 'poNumber' };
  if (cents(order.contingencyUsed) > cents(order.amount)) {
    return { key: 'purchaseOrderContingencyAboveAmount', field: 'contingencyUsed' };
  }
  if (contract.amount === null) return { key: 'purchaseOrderContractAmountMissing', field: 'amount' };
  const totals = purchaseOrderTotals(contract, [...others, order]);
  if (totals.remaining < 0) return { key: 'purchaseOrderOverContract', field: 'amount' };
  if (totals.contingencyRemaining < 0)
    return { key: 'purchaseOrderOverContingency', field: 'contingencyUsed' };
  return null;
}
