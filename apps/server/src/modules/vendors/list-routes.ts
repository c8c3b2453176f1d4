import { vendorListsEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { vendorInvitationRoutes } from './invitation-routes.ts';
import * as lists from './lists.ts';

/**
 * Supplier lists (issue 22 §4; 001 §7 VendorLists): the user's and the shared lists, one with its
 * members, create, change, delete, add and remove members; and inviting from the directory or a list.
 */
export function vendorListRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.list, async (request) =>
      envelope('vendorList', await lists.listVendorLists(ctx, actorOf(request))),
    );
    registerEndpoint(app, endpoints.read, async (request) =>
      envelope('vendorList', [await lists.readVendorList(ctx, actorOf(request), request.params.id)]),
    );
    registerEndpoint(app, endpoints.create, async (request) =>
      envelope('vendorList', [await lists.createVendorList(ctx, actorOf(request), request.body)]),
    );
    registerEndpoint(app, endpoints.update, async (request) =>
      envelope('vendorList', [
        await lists.updateVendorList(ctx, actorOf(request), request.params.id, request.body),
      ]),
    );
    registerEndpoint(app, endpoints.remove, async (request) =>
      envelope('vendorList', await lists.deleteVendorList(ctx, actorOf(request), request.params.id)),
    );
    registerEndpoint(app, endpoints.addMembers, async (request) =>
      envelope('vendorList', [await lists.addListMembers(ctx, actorOf(request), request.body)]),
    );
    registerEndpoint(app, endpoints.removeMembers, async (request) =>
      envelope('vendorList', [await lists.removeListMembers(ctx, actorOf(request), request.body)]),
    );
    await app.register(vendorInvitationRoutes(ctx));
  };
}
