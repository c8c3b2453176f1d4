import { envelope, envelopeSchema, idParamSchema, vendorSchema } from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { getVendorForAgency } from './profile.ts';

const tags = ['Vendors'];

/** The agency's read of a supplier (001 §7 Vendors): `GET /Vendors?vendorId`, the vendor with its contacts. */
export function vendorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/Vendors`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ vendorId: idParamSchema('vendorInvalidId') }),
          response: { 200: envelopeSchema('vendor', vendorSchema) },
        },
        config: { access: tenantAccess('suppliers', 'view') },
      },
      async (request) =>
        envelope('vendor', [await getVendorForAgency(ctx, actorOf(request), request.query.vendorId)]),
    );
  };
}
