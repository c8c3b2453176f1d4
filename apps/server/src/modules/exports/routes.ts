import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { idParamSchema } from '@procura/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { attachmentHeader } from '../../platform/downloads.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { noBidExportOf, noBidWorkbook, supplierActivityOf, supplierActivityWorkbook } from './activity.ts';
import {
  completedSubmissionExport,
  exportDownload,
  getExportStatus,
  requestCompletedSubmissionsAll,
} from './completed.ts';
import { bidAnalysisOf, complianceExportOf, type ExportHeader, openingSheetOf } from './service.ts';
import { projectSummaryPdf } from './summary.ts';
import {
  bidAnalysisWorkbook,
  complianceWorkbook,
  exportFileName,
  openingSheetWorkbook,
} from './workbooks.ts';

const tags = ['Exports'];
const view = tenantAccess('project.source', 'view');
const querystring = z.object({ tenderId: idParamSchema('invalidTenderId') });
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const projectQuery = z.object({ projectId: idParamSchema('invalidProjectId') });
const submissionQuery = z.object({
  submissionId: idParamSchema('invalidSubmissionId'),
});
// A malformed id is simply not found (the store checks its form): the same 404 as another user's.
const exportQuery = z.object({ exportId: z.string().max(64) });

/** Streams a zip written to disk; `removeAfter` deletes it once sent (a scratch file). */
async function sendZip(
  reply: FastifyReply,
  file: { fileName: string; file: string },
  removeAfter: boolean,
): Promise<FastifyReply> {
  const { size } = await stat(file.file);
  const stream = createReadStream(file.file);
  if (removeAfter) stream.on('close', () => void rm(file.file, { force: true }));
  return reply
    .type('application/zip')
    .header('content-length', size)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}

/**
 * The Source exports of 001 §7: OpeningSheet, BidAnalysis, Compliance, NoBid, SupplierActivity
 * (xlsx), ProjectSummary (PDF), CompletedSubmission (zip) and CompletedSubmissionsAll (a job).
 */
export function exportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const exportRoute = <T extends ExportHeader>(
      name: string,
      fileKind: string,
      read: (actor: ReturnType<typeof actorOf>, tenderId: number) => Promise<T>,
      write: (data: T) => Promise<Buffer>,
      sealed = true,
    ) =>
      app.get(
        `${tenantPrefix}/Exports/${name}`,
        {
          schema: { tags, params: tenantParamsSchema, querystring },
          config: sealed ? { access: view, sealed } : { access: view },
        },
        async (request, reply) => {
          const data = await read(actorOf(request), request.query.tenderId);
          const file = await write(data);
          const fileName = exportFileName(
            fileKind,
            data.source.project.number,
            ctx.clock.now(),
            data.timeZone,
          );
          return reply
            .type(xlsx)
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'private, no-store')
            .send(file);
        },
      );

    exportRoute(
      'OpeningSheet',
      'Opening Sheet',
      (actor, id) => openingSheetOf(ctx, actor, id),
      openingSheetWorkbook,
    );
    exportRoute(
      'BidAnalysis',
      'Bid Analysis',
      (actor, id) => bidAnalysisOf(ctx, actor, id),
      bidAnalysisWorkbook,
    );
    exportRoute(
      'Compliance',
      'Compliance',
      (actor, id) => complianceExportOf(ctx, actor, id),
      complianceWorkbook,
    );
    exportRoute('NoBid', 'No Bid', (actor, id) => noBidExportOf(ctx, actor, id), noBidWorkbook, false);
    exportRoute(
      'SupplierActivity',
      'Supplier Activity',
      (actor, id) => supplierActivityOf(ctx, actor, id),
      supplierActivityWorkbook,
      false,
    );

    app.get(
      `${tenantPrefix}/Exports/ProjectSummary`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: projectQuery },
        config: { access: view },
      },
      async (request, reply) => {
        const pdf = await projectSummaryPdf(ctx, actorOf(request), request.query.projectId);
        return reply
          .type('application/pdf')
          .header('content-disposition', attachmentHeader(pdf.fileName))
          .header('cache-control', 'private, no-store')
          .send(pdf.content);
      },
    );

    app.get(
      `${tenantPrefix}/Exports/CompletedSubmission`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: submissionQuery },
        config: { access: view, sealed: true },
      },
      async (request, reply) =>
        sendZip(
          reply,
          await completedSubmissionExport(ctx, actorOf(request), request.query.submissionId),
          true,
        ),
    );

    app.post(
      `${tenantPrefix}/Exports/CompletedSubmissionsAll`,
      { schema: { tags, params: tenantParamsSchema, querystring }, config: { access: view } },
      async (request, reply) => {
        const status = await requestCompletedSubmissionsAll(ctx, actorOf(request), request.query.tenderId);
        return reply.code(202).send({ data: { exportDTO: status } });
      },
    );

    app.get(
      `${tenantPrefix}/Exports/CompletedSubmissionsAll`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: exportQuery },
        config: { access: view },
      },
      async (request) => ({
        data: { exportDTO: await getExportStatus(ctx, actorOf(request), request.query.exportId) },
      }),
    );

    app.get(
      `${tenantPrefix}/Exports/CompletedSubmissionsAll/Download`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: exportQuery },
        config: { access: view, sealed: true },
      },
      async (request, reply) =>
        sendZip(reply, await exportDownload(ctx, actorOf(request), request.query.exportId), false),
    );
  };
}
