import { vendorsEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, xlsxContentType } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { addVendor } from './add.ts';
import * as comments from './comments.ts';
import { vendorFeed, vendorFeedAggregates, vendorFeedExport } from './feed.ts';
import { submissionHistory } from './history.ts';
import * as search from './search.ts';
import * as vendors from './service.ts';

/**
 * The supplier directory and profiles (issue 22 §1, §2, §5; 001 §7 Vendors, AuditEvents
 * VendorAggregates and SearchByVendor, VendorComments): every call takes the Supplier permission
 * category (route `suppliers`), declared in the contract.
 */
export function vendorRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.vendor, async (request) =>
      envelope('vendor', [await vendors.getAgencyVendor(ctx, actorOf(request), request.query.vendorId)]),
    );

    registerEndpoint(app, endpoints.search, async (request) =>
      envelope('vendor', await search.quickSearch(ctx, actorOf(request), request.query)),
    );

    registerEndpoint(app, endpoints.searchWithPerformance, async (request) =>
      envelope('vendor', await search.quickSearchWithPerformance(ctx, actorOf(request), request.query)),
    );

    registerEndpoint(app, endpoints.diversityClassificationTypes, async () =>
      envelope('diversityClassificationType', vendors.diversityClassificationTypes()),
    );

    registerEndpoint(app, endpoints.advancedSearch, async (request) => {
      const found = await search.advancedSearch(ctx, actorOf(request), request.body);
      return envelope('vendor', found.rows, found.total);
    });

    registerEndpoint(app, endpoints.advancedSearchExport, async (request, reply) => {
      const { search: criteria, columns } = request.body;
      const file = await search.exportAdvancedSearch(ctx, actorOf(request), criteria, columns);
      return sendDownload(reply, { fileName: 'Suppliers.xlsx', contentType: xlsxContentType, stream: file });
    });

    registerEndpoint(app, endpoints.update, async (request) =>
      envelope('vendor', [await vendors.updateAgencyVendor(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, endpoints.add, async (request) =>
      envelope('vendor', [await addVendor(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, endpoints.submissionHistory, async (request) => {
      const found = await submissionHistory(ctx, actorOf(request), request.query);
      return envelope('vendorSubmissionHistory', found.values, found.total);
    });

    registerEndpoint(app, endpoints.activityAggregates, async (request) =>
      envelope('activityAggregate', [
        await vendorFeedAggregates(ctx, actorOf(request), request.query.vendorId, requestLanguage(request)),
      ]),
    );

    registerEndpoint(app, endpoints.activitySearch, async (request) => {
      const { vendorId, ...query } = request.query;
      const found = await vendorFeed(ctx, actorOf(request), vendorId, query, requestLanguage(request));
      return envelope('auditEvent', found.values, found.total);
    });

    registerEndpoint(app, endpoints.activityExport, async (request, reply) => {
      const { vendorId, ...query } = request.query;
      const made = await vendorFeedExport(ctx, actorOf(request), vendorId, query, requestLanguage(request));
      return sendDownload(reply, {
        fileName: made.fileName,
        contentType: xlsxContentType,
        stream: made.file,
      });
    });

    registerEndpoint(app, endpoints.comments, async (request) => {
      const found = await comments.listVendorComments(ctx, actorOf(request), request.query);
      return envelope('vendorComment', found.values, found.total);
    });

    registerEndpoint(app, endpoints.addComment, async (request) => {
      const found = await comments.addVendorComment(ctx, actorOf(request), request.body);
      return envelope('vendorComment', found.values, found.total);
    });

    registerEndpoint(app, endpoints.removeComment, async (request) => {
      const found = await comments.removeVendorComment(ctx, actorOf(request), request.query.vendorCommentId);
      return envelope('vendorComment', found.values, found.total);
    });
  };
}
