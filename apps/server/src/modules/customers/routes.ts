import { customerSchema, envelope, envelopeSchema, idParamSchema, nodeSchema } from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionAccess, sessionOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as customers from './service.ts';

const tags = ['Customer'];

/** The agency and its nodes, as start-up loads them. */
export function customerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/customer/:customerId',
      {
        schema: {
          tags,
          params: z.object({ customerId: idParamSchema() }),
          response: { 200: envelopeSchema('customer', customerSchema) },
        },
        config: { access: sessionAccess },
      },
      async (request) => {
        if (request.params.customerId !== sessionOf(request).activeCustomerId)
          throw new AppError(403, 'agencyMismatch');
        return envelope('customer', [await customers.getCustomer(ctx, request.params.customerId)]);
      },
    );

    app.get(
      `${tenantPrefix}/CustomerNode`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('customerNode', nodeSchema) },
        },
        config: { access: tenantAccess(null) },
      },
      async (request) =>
        envelope('customerNode', [(await customers.getNodes(ctx, request.params.customerId)).customerNode]),
    );

    app.get(
      `${tenantPrefix}/Tenders/TenderNode`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ tenderNodeId: idParamSchema().optional() }),
          response: { 200: envelopeSchema('tenderNode', nodeSchema) },
        },
        config: { access: tenantAccess(null) },
      },
      async (request) => {
        const { tenderNode } = await customers.getNodes(ctx, request.params.customerId);
        if (request.query.tenderNodeId !== undefined && request.query.tenderNodeId !== tenderNode.id) {
          throw new AppError(403, 'agencyMismatch');
        }
        return envelope('tenderNode', [tenderNode]);
      },
    );

    app.get(
      `${tenantPrefix}/Hosts`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('host', z.object({ url: z.string(), environment: z.string() })) },
        },
        config: { access: tenantAccess(null) },
      },
      async () => envelope('host', [{ url: ctx.config.publicUrl, environment: ctx.config.appEnv }]),
    );
  };
}
