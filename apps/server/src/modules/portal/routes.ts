import {
  envelope,
  envelopeSchema,
  idParamSchema,
  opportunitiesQuerySchema,
  opportunitySchema,
  opportunitySummarySchema,
  portalAgencyAnswerSchema,
  supplierCategorySchema,
} from '@procura/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { portalAgency } from '../customers/index.ts';
import { loadSupplierSession, supplierTokenOf } from '../suppliers/sessions.ts';
import type { PortalViewer } from './queries.ts';
import * as portal from './service.ts';

const tags = ['Supplier portal'];
export const portalPrefix = '/api/v1/portal/:agency';
export const agencyParamsSchema = z.object({ agency: z.string().min(1).max(100) });
export const projectParamsSchema = agencyParamsSchema.extend({
  projectId: idParamSchema('invalidProjectId'),
});

/**
 * The viewer of a public portal route: the signed-in supplier when the request carries a supplier
 * session of this agency, else nobody. The route stays public either way.
 */
export async function portalViewerOf(
  ctx: AppContext,
  request: FastifyRequest,
  agency: { customerId: number },
): Promise<PortalViewer> {
  const supplier = await loadSupplierSession(ctx, supplierTokenOf(request, ctx.config));
  return supplier && supplier.customerId === agency.customerId ? { vendorId: supplier.vendorId } : null;
}

/** The public portal: the agency and its opportunities (no sign-in needed). */
export function portalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      portalPrefix,
      {
        schema: { tags, params: agencyParamsSchema, response: { 200: portalAgencyAnswerSchema } },
        config: { access: publicAccess, rateLimits: [{ limit: 'publicReads', by: 'address' }] },
      },
      async (request) => portal.agencyAnswer(ctx, await portalAgency(ctx, request.params.agency)),
    );

    app.get(
      `${portalPrefix}/Opportunities`,
      {
        schema: {
          tags,
          params: agencyParamsSchema,
          querystring: opportunitiesQuerySchema,
          response: { 200: envelopeSchema('opportunity', opportunitySummarySchema) },
        },
        config: { access: publicAccess, rateLimits: [{ limit: 'portalSearches', by: 'address' }] },
      },
      async (request) => {
        const agency = await portalAgency(ctx, request.params.agency);
        const viewer = await portalViewerOf(ctx, request, agency);
        const page = await portal.listOpportunities(ctx, agency, viewer, request.query);
        return envelope('opportunity', page.values, page.total);
      },
    );

    app.get(
      `${portalPrefix}/Categories`,
      {
        schema: {
          tags,
          params: agencyParamsSchema,
          response: { 200: envelopeSchema('category', supplierCategorySchema) },
        },
        config: { access: publicAccess, rateLimits: [{ limit: 'publicReads', by: 'address' }] },
      },
      async (request) =>
        envelope(
          'category',
          await portal.listCategories(ctx, await portalAgency(ctx, request.params.agency)),
        ),
    );

    app.get(
      `${portalPrefix}/Opportunities/:projectId`,
      {
        schema: {
          tags,
          params: projectParamsSchema,
          response: { 200: envelopeSchema('opportunity', opportunitySchema) },
        },
        config: { access: publicAccess, rateLimits: [{ limit: 'publicReads', by: 'address' }] },
      },
      async (request) => {
        const agency = await portalAgency(ctx, request.params.agency);
        const viewer = await portalViewerOf(ctx, request, agency);
        return envelope('opportunity', [
          await portal.getOpportunity(ctx, agency, viewer, request.params.projectId),
        ]);
      },
    );
  };
}
