import { envelope, portalEndpoints } from '@procura/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { portalAgency } from '../customers/index.ts';
import { loadSupplierSession, supplierTokenOf } from '../suppliers/index.ts';
import type { PortalViewer } from './queries.ts';
import * as portal from './service.ts';

/**
 * The viewer of a public portal route: the signed-in supplier when the request carries a supplier
 * session of this agency, else nobody. The route stays public either way.
 */
async function portalViewerOf(
  ctx: AppContext,
  request: FastifyRequest,
  agency: { customerId: number },
): Promise<PortalViewer> {
  const supplier = await loadSupplierSession(ctx, supplierTokenOf(request, ctx.config));
  return supplier && supplier.customerId === agency.customerId ? { vendorId: supplier.vendorId } : null;
}

/** The public portal: the agency and its opportunities (no sign-in needed). */
export function portalRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, portalEndpoints.agency, async (request) =>
      portal.agencyAnswer(ctx, await portalAgency(ctx, request.params.agency)),
    );

    registerEndpoint(app, portalEndpoints.opportunities, async (request) => {
      const agency = await portalAgency(ctx, request.params.agency);
      const viewer = await portalViewerOf(ctx, request, agency);
      const page = await portal.listOpportunities(ctx, agency, viewer, request.query);
      return envelope('opportunity', page.values, page.total);
    });

    registerEndpoint(app, portalEndpoints.categories, async (request) =>
      envelope('category', await portal.listCategories(ctx, await portalAgency(ctx, request.params.agency))),
    );

    registerEndpoint(app, portalEndpoints.opportunity, async (request) => {
      const agency = await portalAgency(ctx, request.params.agency);
      const viewer = await portalViewerOf(ctx, request, agency);
      return envelope('opportunity', [
        await portal.getOpportunity(ctx, agency, viewer, request.params.projectId),
      ]);
    });
  };
}
