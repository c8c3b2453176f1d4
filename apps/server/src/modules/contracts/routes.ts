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
  envelope,
  envelopeSchema,
  purchaseOrderInputSchema,
  purchaseOrderListSchema,
  purchaseOrderParamsSchema,
  startContractSchema,
  supplierLookupQuerySchema,
  supplierLookupSchema,
} from '@procura/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, hasRouteRight, sessionOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import type { ContractViewer } from './present.ts';
import * as orders from './purchase-orders.ts';
import * as contracts from './service.ts';
import * as suppliers from './vendors.ts';

const tags = ['Contracts'];
const view = { access: tenantAccess('project.contract', 'view') };
const act = { access: tenantAccess('project.contract', 'act') };
const base = `${tenantPrefix}/Contracts`;
const one = `${base}/:contractId`;
const supplier = `${one}/Supplier/:vendorId`;
const invitations = `${tenantPrefix}/ContractVendorInvitations`;
const contractAnswer = { 200: envelopeSchema('contract', contractSchema) };
const ordersAnswer = { 200: envelopeSchema('purchaseOrders', purchaseOrderListSchema) };
const params = tenantParamsSchema.extend(contractParamsSchema.shape);
const supplierParams = tenantParamsSchema.extend(contractVendorParamsSchema.shape);
const orderParams = tenantParamsSchema.extend(purchaseOrderParamsSchema.shape);

function viewerOf(request: FastifyRequest): ContractViewer {
  return { ...actorOf(request), canEdit: hasRouteRight(sessionOf(request), 'project.contract', 'act') };
}

/**
 * Contracts (issue 9 §1-2; 001 §7 Contracts): the project's contract, Start Contract, its details
 * and dates, status actions, DateList, suppliers and invitations, and purchase orders. Paths the
 * spec names are kept; the others are ours (docs/api.md).
 */
export function contractRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      base,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: contractsQuerySchema,
          response: contractAnswer,
        },
        config: view,
      },
      async (request) =>
        envelope('contract', await contracts.listContracts(ctx, viewerOf(request), request.query.projectId)),
    );
    app.post(
      base,
      {
        schema: { tags, params: tenantParamsSchema, body: startContractSchema, response: contractAnswer },
        config: act,
      },
      async (request) =>
        envelope('contract', [await contracts.startContract(ctx, viewerOf(request), request.body)]),
    );
    app.get(
      `${base}/SupplierLookup`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: supplierLookupQuerySchema,
          response: { 200: envelopeSchema('supplier', supplierLookupSchema) },
        },
        config: view,
      },
      async (request) =>
        envelope('supplier', await suppliers.lookupSuppliers(ctx, actorOf(request), request.query.search)),
    );
    app.get(one, { schema: { tags, params, response: contractAnswer }, config: view }, async (request) =>
      envelope('contract', [await contracts.getContract(ctx, viewerOf(request), request.params.contractId)]),
    );
    app.put(
      one,
      { schema: { tags, params, body: contractInputSchema, response: contractAnswer }, config: act },
      async (request) =>
        envelope('contract', [
          await contracts.updateContract(ctx, viewerOf(request), request.params.contractId, request.body),
        ]),
    );
    app.put(
      `${one}/Status`,
      { schema: { tags, params, body: contractStatusBodySchema, response: contractAnswer }, config: act },
      async (request) =>
        envelope('contract', [
          await contracts.changeContractStatus(
            ctx,
            viewerOf(request),
            request.params.contractId,
            request.body,
          ),
        ]),
    );
    app.get(
      `${one}/DateList`,
      {
        schema: { tags, params, response: { 200: envelopeSchema('dateList', dateListSchema.element) } },
        config: view,
      },
      async (request) =>
        envelope('dateList', await contracts.dateList(ctx, actorOf(request), request.params.contractId)),
    );

    app.post(
      supplier,
      { schema: { tags, params: supplierParams, response: contractAnswer }, config: act },
      async (request) =>
        envelope('contract', [
          await suppliers.addSupplier(
            ctx,
            viewerOf(request),
            request.params.contractId,
            request.params.vendorId,
          ),
        ]),
    );
    app.delete(
      supplier,
      { schema: { tags, params: supplierParams, response: contractAnswer }, config: act },
      async (request) =>
        envelope('contract', [
          await suppliers.removeSupplier(
            ctx,
            viewerOf(request),
            request.params.contractId,
            request.params.vendorId,
          ),
        ]),
    );
    for (const [path, isActive] of [
      ['Activate', true],
      ['Deactivate', false],
    ] as const) {
      app.put(
        `${supplier}/${path}`,
        { schema: { tags, params: supplierParams, response: contractAnswer }, config: act },
        async (request) =>
          envelope('contract', [
            await suppliers.setSupplierActive(
              ctx,
              viewerOf(request),
              request.params.contractId,
              request.params.vendorId,
              isActive,
            ),
          ]),
      );
    }

    const invitationAnswer = {
      200: envelopeSchema('contractVendorInvitation', contractVendorInvitationSchema),
    };
    app.post(
      invitations,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: contractVendorInvitationInputSchema,
          response: invitationAnswer,
        },
        config: act,
      },
      async (request) =>
        envelope('contractVendorInvitation', [
          await suppliers.inviteSupplier(ctx, viewerOf(request), request.body),
        ]),
    );
    app.get(
      invitations,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: contractInvitationsQuerySchema,
          response: invitationAnswer,
        },
        config: view,
      },
      async (request) =>
        envelope(
          'contractVendorInvitation',
          await suppliers.listInvitations(ctx, actorOf(request), request.query.contractId),
        ),
    );
    app.delete(
      invitations,
      {
        schema: { tags, params: tenantParamsSchema, querystring: contractInvitationIdQuerySchema },
        config: act,
      },
      async (request) => {
        await suppliers.deleteInvitation(ctx, viewerOf(request), request.query.contractVendorInvitationId);
        return { deleted: true };
      },
    );

    app.get(
      `${one}/PurchaseOrders`,
      { schema: { tags, params, response: ordersAnswer }, config: view },
      async (request) =>
        envelope('purchaseOrders', [
          await orders.listPurchaseOrders(ctx, actorOf(request), request.params.contractId),
        ]),
    );
    app.post(
      `${one}/PurchaseOrders`,
      { schema: { tags, params, body: purchaseOrderInputSchema, response: ordersAnswer }, config: act },
      async (request) =>
        envelope('purchaseOrders', [
          await orders.createPurchaseOrder(ctx, viewerOf(request), request.params.contractId, request.body),
        ]),
    );
    app.put(
      `${one}/PurchaseOrders/:purchaseOrderId`,
      {
        schema: { tags, params: orderParams, body: purchaseOrderInputSchema, response: ordersAnswer },
        config: act,
      },
      async (request) =>
        envelope('purchaseOrders', [
          await orders.updatePurchaseOrder(
            ctx,
            viewerOf(request),
            request.params.contractId,
            request.params.purchaseOrderId,
            request.body,
          ),
        ]),
    );
    app.delete(
      `${one}/PurchaseOrders/:purchaseOrderId`,
      { schema: { tags, params: orderParams, response: ordersAnswer }, config: act },
      async (request) =>
        envelope('purchaseOrders', [
          await orders.deletePurchaseOrder(
            ctx,
            viewerOf(request),
            request.params.contractId,
            request.params.purchaseOrderId,
          ),
        ]),
    );
  };
}
