/**
 * Contracts (issue 9 §1-2; 001 §7 Contracts): the project's contract, Start Contract, its details
 * and dates, status actions, DateList, suppliers and invitations, and purchase orders. Paths the
 * spec names are kept; the others are ours (docs/api.md). Declared once (issue 21 §1).
 */
import { z } from 'zod';
import {
  purchaseOrderInputSchema,
  purchaseOrderListSchema,
  purchaseOrderParamsSchema,
} from '../contracts/purchase-orders.ts';
import {
  contractInputSchema,
  contractInvitationIdQuerySchema,
  contractInvitationsQuerySchema,
  contractParamsSchema,
  contractSchema,
  contractStatusBodySchema,
  contractsQuerySchema,
  contractVendorInvitationInputSchema,
  contractVendorInvitationSchema,
  contractVendorParamsSchema,
  dateListSchema,
  startContractSchema,
  supplierLookupQuerySchema,
  supplierLookupSchema,
} from '../contracts/schemas.ts';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';

const tag = 'Contracts';
const view = tenantEndpoint('project.contract', 'view');
const act = tenantEndpoint('project.contract', 'act');
const base = tenantPath('/Contracts');
const one = `${base}/:contractId`;
const supplier = `${one}/Supplier/:vendorId`;
const invitations = tenantPath('/ContractVendorInvitations');
const contract = envelopeSchema('contract', contractSchema);
const orders = envelopeSchema('purchaseOrders', purchaseOrderListSchema);
const invitation = envelopeSchema('contractVendorInvitation', contractVendorInvitationSchema);
const params = tenantPathParamsSchema.extend(contractParamsSchema.shape);
const supplierParams = tenantPathParamsSchema.extend(contractVendorParamsSchema.shape);
const orderParams = tenantPathParamsSchema.extend(purchaseOrderParamsSchema.shape);

export const contractsEndpoints = {
  /** The project's contract (a list of at most one). */
  list: defineEndpoint({
    method: 'GET',
    path: base,
    params: tenantPathParamsSchema,
    query: contractsQuerySchema,
    response: contract,
    access: view,
    tag,
  }),
  /** Start Contract: the contract made from the project's award. */
  start: defineEndpoint({
    method: 'POST',
    path: base,
    params: tenantPathParamsSchema,
    body: startContractSchema,
    response: contract,
    access: act,
    tag,
  }),
  supplierLookup: defineEndpoint({
    method: 'GET',
    path: `${base}/SupplierLookup`,
    params: tenantPathParamsSchema,
    query: supplierLookupQuerySchema,
    response: envelopeSchema('supplier', supplierLookupSchema),
    access: view,
    tag,
  }),
  read: defineEndpoint({ method: 'GET', path: one, params, response: contract, access: view, tag }),
  update: defineEndpoint({
    method: 'PUT',
    path: one,
    params,
    body: contractInputSchema,
    response: contract,
    access: act,
    tag,
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: `${one}/Status`,
    params,
    body: contractStatusBodySchema,
    response: contract,
    access: act,
    tag,
  }),
  dateList: defineEndpoint({
    method: 'GET',
    path: `${one}/DateList`,
    params,
    response: envelopeSchema('dateList', dateListSchema.element),
    access: view,
    tag,
  }),
  addSupplier: defineEndpoint({
    method: 'POST',
    path: supplier,
    params: supplierParams,
    response: contract,
    access: act,
    tag,
  }),
  removeSupplier: defineEndpoint({
    method: 'DELETE',
    path: supplier,
    params: supplierParams,
    response: contract,
    access: act,
    tag,
  }),
  activateSupplier: defineEndpoint({
    method: 'PUT',
    path: `${supplier}/Activate`,
    params: supplierParams,
    response: contract,
    access: act,
    tag,
  }),
  deactivateSupplier: defineEndpoint({
    method: 'PUT',
    path: `${supplier}/Deactivate`,
    params: supplierParams,
    response: contract,
    access: act,
    tag,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: invitations,
    params: tenantPathParamsSchema,
    body: contractVendorInvitationInputSchema,
    response: invitation,
    access: act,
    tag,
  }),
  invitations: defineEndpoint({
    method: 'GET',
    path: invitations,
    params: tenantPathParamsSchema,
    query: contractInvitationsQuerySchema,
    response: invitation,
    access: view,
    tag,
  }),
  withdrawInvitation: defineEndpoint({
    method: 'DELETE',
    path: invitations,
    params: tenantPathParamsSchema,
    query: contractInvitationIdQuerySchema,
    response: z.object({ deleted: z.literal(true) }),
    access: act,
    tag,
  }),
  purchaseOrders: defineEndpoint({
    method: 'GET',
    path: `${one}/PurchaseOrders`,
    params,
    response: orders,
    access: view,
    tag,
  }),
  /** A purchase order; refused above the contract's amount plus contingency. */
  createPurchaseOrder: defineEndpoint({
    method: 'POST',
    path: `${one}/PurchaseOrders`,
    params,
    body: purchaseOrderInputSchema,
    response: orders,
    access: act,
    tag,
  }),
  updatePurchaseOrder: defineEndpoint({
    method: 'PUT',
    path: `${one}/PurchaseOrders/:purchaseOrderId`,
    params: orderParams,
    body: purchaseOrderInputSchema,
    response: orders,
    access: act,
    tag,
  }),
  deletePurchaseOrder: defineEndpoint({
    method: 'DELETE',
    path: `${one}/PurchaseOrders/:purchaseOrderId`,
    params: orderParams,
    response: orders,
    access: act,
    tag,
  }),
};
