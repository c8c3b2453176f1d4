import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { reportEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, xlsxContentType } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { refreshCustomReport } from './custom-refresh.ts';
import {
  createCustomReport,
  customReportDownload,
  customReportUri,
  getCustomReport,
  listCustomReports,
  listPendingCustomReports,
  previewCustomReport,
  removeCustomReport,
  updateCustomReport,
} from './custom-reports.ts';

/** The report centre and its wizard (issue 26 §3; 001 §7 /Report/CustomProject and the rest). */
export function customReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, endpoints.customProjects, async (request) => {
    const { rows, total } = await listCustomReports(ctx, actorOf(request), request.query);
    return {
      data: { customReport: rows },
      total,
      page: request.query.page,
      pageSize: request.query.pageSize,
    };
  });
  registerEndpoint(app, endpoints.customProject, async (request) => ({
    data: { customReport: await getCustomReport(ctx, actorOf(request), request.params.id) },
  }));
  registerEndpoint(app, endpoints.createCustomProject, async (request) => ({
    data: { customReport: await createCustomReport(ctx, actorOf(request), request.body) },
  }));
  registerEndpoint(app, endpoints.updateCustomProject, async (request) => {
    const { id, ...definition } = request.body;
    return { data: { customReport: await updateCustomReport(ctx, actorOf(request), id, definition) } };
  });
  registerEndpoint(app, endpoints.deleteCustomProject, async (request) => {
    await removeCustomReport(ctx, actorOf(request), request.params.id);
    return { deleted: true as const };
  });
  registerEndpoint(app, endpoints.pendingCustomProjects, async (request) =>
    envelope('customReport', await listPendingCustomReports(ctx, actorOf(request))),
  );
  registerEndpoint(app, endpoints.customData, async (request) => ({
    data: { customData: await previewCustomReport(ctx, actorOf(request), request.body) },
  }));
  registerEndpoint(app, endpoints.customProjectUri, async (request) => ({
    data: { uri: await customReportUri(ctx, actorOf(request), request.params.id) },
  }));
  registerEndpoint(app, endpoints.refreshCustomProject, async (request) => ({
    data: { customReport: await refreshCustomReport(ctx, actorOf(request), request.params.id) },
  }));
  registerEndpoint(app, endpoints.downloadCustomProject, async (request, reply) => {
    const found = await customReportDownload(ctx, actorOf(request), request.params.id);
    const { size } = await stat(found.file);
    return sendDownload(reply, {
      fileName: found.fileName,
      contentType: xlsxContentType,
      size,
      stream: createReadStream(found.file),
    });
  });
}
