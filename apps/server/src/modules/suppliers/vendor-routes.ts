import { envelope, suppliersEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { getVendorForAgency } from './profile.ts';

/** The agency's read of a supplier (001 §7 Vendors): `GET /Vendors?vendorId`, the vendor with its contacts. */
export function vendorRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, suppliersEndpoints.vendor, async (request) =>
      envelope('vendor', [await getVendorForAgency(ctx, actorOf(request), request.query.vendorId)]),
    );
  };
}
