import {
  createPlanTakerSchema,
  envelope,
  envelopeSchema,
  idParamSchema,
  messageKeysHeader,
  myOpportunitySchema,
  planTakerSchema,
  planTakersQuerySchema,
  updatePlanTakerSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, supplierAccess, supplierOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, xlsxContentType } from '../../platform/downloads.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { portalAgency } from '../customers/index.ts';
import { agencyParamsSchema, portalPrefix, projectParamsSchema } from '../portal/routes.ts';
import { getOpportunity } from '../portal/service.ts';
import { exportPlanTakers } from './export.ts';
import * as planTakers from './service.ts';

const tags = ['Plan takers'];
const view = tenantAccess('project.source', 'view');
const act = tenantAccess('project.source', 'act');
const planTakersResponse = { 200: envelopeSchema('planTaker', planTakerSchema) };
const pageSchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
const fileId = (key: 'invalidDocumentId' | 'fileNotFound') => idParamSchema(key);

/**
 * Plan takers: the supplier's registration, its registrations and downloads on the portal, and
 * the buyer's Registered Suppliers calls (001 §7 plantakers).
 */
export function planTakerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${portalPrefix}/Opportunities/:projectId/Register`,
      { schema: { tags, params: projectParamsSchema }, config: { access: supplierAccess } },
      async (request) => {
        const agency = await portalAgency(ctx, request.params.agency);
        const supplier = supplierOf(request);
        await planTakers.registerPlanTaker(ctx, agency, supplier, request.params.projectId);
        const page = await getOpportunity(
          ctx,
          agency,
          { vendorId: supplier.vendorId },
          request.params.projectId,
        );
        return envelope('opportunity', [page]);
      },
    );

    app.get(
      `${portalPrefix}/MyOpportunities`,
      {
        schema: {
          tags,
          params: agencyParamsSchema,
          querystring: pageSchema,
          response: { 200: envelopeSchema('myOpportunity', myOpportunitySchema) },
        },
        config: { access: supplierAccess },
      },
      async (request) => {
        const page = await planTakers.myOpportunities(ctx, supplierOf(request), request.query);
        return envelope('myOpportunity', page.values, page.total);
      },
    );

    app.get(
      `${portalPrefix}/Opportunities/:projectId/Documents/:documentId`,
      {
        schema: { tags, params: projectParamsSchema.extend({ documentId: fileId('invalidDocumentId') }) },
        config: { access: supplierAccess },
      },
      async (request, reply) => {
        const agency = await portalAgency(ctx, request.params.agency);
        const { projectId, documentId } = request.params;
        return sendDownload(
          reply,
          await planTakers.openOpportunityFile(ctx, agency, supplierOf(request), projectId, { documentId }),
        );
      },
    );

    app.get(
      `${portalPrefix}/Opportunities/:projectId/Addenda/:addendumId`,
      {
        schema: { tags, params: projectParamsSchema.extend({ addendumId: fileId('fileNotFound') }) },
        config: { access: supplierAccess },
      },
      async (request, reply) => {
        const agency = await portalAgency(ctx, request.params.agency);
        const { projectId, addendumId } = request.params;
        return sendDownload(
          reply,
          await planTakers.openOpportunityFile(ctx, agency, supplierOf(request), projectId, { addendumId }),
        );
      },
    );

    app.get(
      `${tenantPrefix}/plantakers`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: planTakersQuerySchema,
          response: planTakersResponse,
        },
        config: { access: view },
      },
      async (request) => {
        const page = await planTakers.listPlanTakers(ctx, actorOf(request), request.query);
        return envelope('planTaker', page.values, page.total);
      },
    );

    app.post(
      `${tenantPrefix}/plantakers`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: createPlanTakerSchema,
          response: planTakersResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('planTaker', [await planTakers.createPlanTaker(ctx, actorOf(request), request.body)]),
    );

    app.put(
      `${tenantPrefix}/plantakers`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: updatePlanTakerSchema,
          response: planTakersResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('planTaker', [await planTakers.updatePlanTaker(ctx, actorOf(request), request.body)]),
    );

    app.get(
      `${tenantPrefix}/plantakers/Export`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: planTakersQuerySchema.pick({ tenderId: true }),
        },
        config: { access: view },
      },
      async (request, reply) => {
        const file = await exportPlanTakers(
          ctx,
          actorOf(request),
          request.query.tenderId,
          requestLanguage(request),
        );
        if (file.truncated) reply.header(messageKeysHeader, 'reportSupplierDocumentLimit');
        return sendDownload(reply, {
          fileName: file.fileName,
          contentType: xlsxContentType,
          stream: file.workbook,
        });
      },
    );
  };
}
