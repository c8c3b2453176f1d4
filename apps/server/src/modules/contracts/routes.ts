import { contractsEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf, hasRouteRight, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import type { ContractViewer } from './presenters.ts';
import * as orders from './purchase-orders.ts';
import * as contracts from './service.ts';
import * as suppliers from './vendors.ts';

function viewerOf(request: FastifyRequest): ContractViewer {
  return { ...actorOf(request), canEdit: hasRouteRight(sessionOf(request), 'project.contract', 'act') };
}

/**
 * Contracts (issue 9 §1-2; 001 §7 Contracts): the project's contract, Start Contract, its details
 * and dates, status actions, DateList, suppliers and invitations, and purchase orders.
 */
export function contractRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.list, async (request) =>
      envelope('contract', await contracts.listContracts(ctx, viewerOf(request), request.query.projectId)),
    );
    registerEndpoint(app, endpoints.start, async (request) =>
      envelope('contract', [await contracts.startContract(ctx, viewerOf(request), request.body)]),
    );
    registerEndpoint(app, endpoints.supplierLookup, async (request) =>
      envelope('supplier', await suppliers.lookupSuppliers(ctx, actorOf(request), request.query.search)),
    );
    registerEndpoint(app, endpoints.read, async (request) =>
      envelope('contract', [await contracts.getContract(ctx, viewerOf(request), request.params.contractId)]),
    );
    registerEndpoint(app, endpoints.update, async (request) =>
      envelope('contract', [
        await contracts.updateContract(ctx, viewerOf(request), request.params.contractId, request.body),
      ]),
    );
    registerEndpoint(app, endpoints.changeStatus, async (request) =>
      envelope('contract', [
        await contracts.changeContractStatus(ctx, viewerOf(request), request.params.contractId, request.body),
      ]),
    );
    registerEndpoint(app, endpoints.dateList, async (request) =>
      envelope('dateList', await contracts.dateList(ctx, actorOf(request), request.params.contractId)),
    );

    registerEndpoint(app, endpoints.addSupplier, async (request) =>
      envelope('contract', [
        await suppliers.addSupplier(
          ctx,
          viewerOf(request),
          request.params.contractId,
          request.params.vendorId,
        ),
      ]),
    );
    registerEndpoint(app, endpoints.removeSupplier, async (request) =>
      envelope('contract', [
        await suppliers.removeSupplier(
          ctx,
          viewerOf(request),
          request.params.contractId,
          request.params.vendorId,
        ),
      ]),
    );
    for (const [endpoint, isActive] of [
      [endpoints.activateSupplier, true],
      [endpoints.deactivateSupplier, false],
    ] as const) {
      registerEndpoint(app, endpoint, async (request) =>
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

    registerEndpoint(app, endpoints.invite, async (request) =>
      envelope('contractVendorInvitation', [
        await suppliers.inviteSupplier(ctx, viewerOf(request), request.body),
      ]),
    );
    registerEndpoint(app, endpoints.invitations, async (request) =>
      envelope(
        'contractVendorInvitation',
        await suppliers.listInvitations(ctx, actorOf(request), request.query.contractId),
      ),
    );
    registerEndpoint(app, endpoints.withdrawInvitation, async (request) => {
      await suppliers.deleteInvitation(ctx, viewerOf(request), request.query.contractVendorInvitationId);
      return { deleted: true as const };
    });

    registerEndpoint(app, endpoints.purchaseOrders, async (request) =>
      envelope('purchaseOrders', [
        await orders.listPurchaseOrders(ctx, actorOf(request), request.params.contractId),
      ]),
    );
    registerEndpoint(app, endpoints.createPurchaseOrder, async (request) =>
      envelope('purchaseOrders', [
        await orders.createPurchaseOrder(ctx, viewerOf(request), request.params.contractId, request.body),
      ]),
    );
    registerEndpoint(app, endpoints.updatePurchaseOrder, async (request) =>
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
    registerEndpoint(app, endpoints.deletePurchaseOrder, async (request) =>
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
