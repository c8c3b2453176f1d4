import { customersEndpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import * as customers from './service.ts';

/** The agency and its nodes, as start-up loads them. */
export function customerRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, customersEndpoints.customer, async (request) => {
      if (request.params.customerId !== sessionOf(request).activeCustomerId)
        throw new AppError(403, 'agencyMismatch');
      return envelope('customer', [await customers.getCustomer(ctx, request.params.customerId)]);
    });

    registerEndpoint(app, customersEndpoints.customerNode, async (request) =>
      envelope('customerNode', [(await customers.getNodes(ctx, request.params.customerId)).customerNode]),
    );

    registerEndpoint(app, customersEndpoints.tenderNode, async (request) => {
      const { tenderNode } = await customers.getNodes(ctx, request.params.customerId);
      if (request.query.tenderNodeId !== undefined && request.query.tenderNodeId !== tenderNode.id) {
        throw new AppError(403, 'agencyMismatch');
      }
      return envelope('tenderNode', [tenderNode]);
    });

    registerEndpoint(app, customersEndpoints.hosts, async () =>
      envelope('host', [{ url: ctx.config.publicUrl, environment: ctx.config.appEnv }]),
    );
  };
}
