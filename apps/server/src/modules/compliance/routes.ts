import {
  complianceItemSchema,
  createComplianceItemSchema,
  envelope,
  envelopeSchema,
  idParamSchema,
  sortOrderSchema,
  updateComplianceItemSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { buildActorOf } from '../projects/build-actor.ts';
import * as compliance from './service.ts';

const tags = ['Compliance items'];
const view = tenantAccess('project.build', 'view');
const act = tenantAccess('project.build', 'act');
const itemsResponse = { 200: envelopeSchema('tenderCompliance', complianceItemSchema) };
const path = `${tenantPrefix}/TenderCompliance`;

/** The compliance checklist of a source (Build > compliance; paths chosen in docs/decisions.md). */
export function complianceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ tenderId: idParamSchema('invalidTenderId') }),
          response: itemsResponse,
        },
        config: { access: view },
      },
      async (request) =>
        envelope(
          'tenderCompliance',
          await compliance.listComplianceItems(ctx, actorOf(request), request.query.tenderId),
        ),
    );

    app.post(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: createComplianceItemSchema,
          response: itemsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('tenderCompliance', [
          await compliance.createComplianceItem(ctx, buildActorOf(request), request.body),
        ]),
    );

    app.put(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: updateComplianceItemSchema,
          response: itemsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('tenderCompliance', [
          await compliance.updateComplianceItem(ctx, buildActorOf(request), request.body),
        ]),
    );

    app.delete(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ tenderComplianceId: idParamSchema() }),
          response: itemsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('tenderCompliance', [
          await compliance.deleteComplianceItem(ctx, buildActorOf(request), request.query.tenderComplianceId),
        ]),
    );

    app.put(
      `${path}/SortOrder`,
      {
        schema: { tags, params: tenantParamsSchema, body: sortOrderSchema, response: itemsResponse },
        config: { access: act },
      },
      async (request) =>
        envelope(
          'tenderCompliance',
          await compliance.reorderComplianceItems(ctx, buildActorOf(request), request.body),
        ),
    );
  };
}
