import { envelope, messageKeysHeader, planTakersEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf, supplierOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, xlsxContentType } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { portalAgency } from '../customers/index.ts';
import { getOpportunity } from '../portal/index.ts';
import { exportPlanTakers } from './export.ts';
import * as planTakers from './service.ts';

/**
 * Plan takers: the supplier's registration, its registrations and downloads on the portal, and
 * the buyer's Registered Suppliers calls (001 §7 plantakers).
 */
export function planTakerRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, planTakersEndpoints.register, async (request) => {
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
    });

    registerEndpoint(app, planTakersEndpoints.myOpportunities, async (request) => {
      const page = await planTakers.myOpportunities(ctx, supplierOf(request), request.query);
      return envelope('myOpportunity', page.values, page.total);
    });

    registerEndpoint(app, planTakersEndpoints.document, async (request, reply) => {
      const agency = await portalAgency(ctx, request.params.agency);
      const { projectId, documentId } = request.params;
      return sendDownload(
        reply,
        await planTakers.openOpportunityFile(ctx, agency, supplierOf(request), projectId, { documentId }),
      );
    });

    registerEndpoint(app, planTakersEndpoints.addendum, async (request, reply) => {
      const agency = await portalAgency(ctx, request.params.agency);
      const { projectId, addendumId } = request.params;
      return sendDownload(
        reply,
        await planTakers.openOpportunityFile(ctx, agency, supplierOf(request), projectId, { addendumId }),
      );
    });

    registerEndpoint(app, planTakersEndpoints.list, async (request) => {
      const page = await planTakers.listPlanTakers(ctx, actorOf(request), request.query);
      return envelope('planTaker', page.values, page.total);
    });

    registerEndpoint(app, planTakersEndpoints.create, async (request) =>
      envelope('planTaker', [await planTakers.createPlanTaker(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, planTakersEndpoints.update, async (request) =>
      envelope('planTaker', [await planTakers.updatePlanTaker(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, planTakersEndpoints.export, async (request, reply) => {
      const language = requestLanguage(request);
      const file = await exportPlanTakers(ctx, actorOf(request), request.query.tenderId, language);
      if (file.truncated) reply.header(messageKeysHeader, 'reportSupplierDocumentLimit');
      return sendDownload(reply, {
        fileName: file.fileName,
        contentType: xlsxContentType,
        stream: file.workbook,
      });
    });
  };
}
