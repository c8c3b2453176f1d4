import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { exportsEndpoints } from '@procura/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { attachmentHeader } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
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

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
export function exportRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const sheetRoute = <T extends ExportHeader>(
      endpoint: (typeof exportsEndpoints)[
        | 'openingSheet'
        | 'bidAnalysis'
        | 'compliance'
        | 'noBid'
        | 'supplierActivity'],
      fileKind: string,
      read: (actor: ReturnType<typeof actorOf>, tenderId: number) => Promise<T>,
      write: (data: T) => Promise<Buffer>,
    ) =>
      registerEndpoint(app, endpoint, async (request, reply) => {
        const data = await read(actorOf(request), request.query.tenderId);
        const file = await write(data);
        const fileName = exportFileName(fileKind, data.source.project.number, ctx.clock.now(), data.timeZone);
        return reply
          .type(xlsx)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file);
      });

    sheetRoute(
      exportsEndpoints.openingSheet,
      'Opening Sheet',
      (actor, id) => openingSheetOf(ctx, actor, id),
      openingSheetWorkbook,
    );
    sheetRoute(
      exportsEndpoints.bidAnalysis,
      'Bid Analysis',
      (actor, id) => bidAnalysisOf(ctx, actor, id),
      bidAnalysisWorkbook,
    );
    sheetRoute(
      exportsEndpoints.compliance,
      'Compliance',
      (actor, id) => complianceExportOf(ctx, actor, id),
      complianceWorkbook,
    );
    sheetRoute(exportsEndpoints.noBid, 'No Bid', (actor, id) => noBidExportOf(ctx, actor, id), noBidWorkbook);
    sheetRoute(
      exportsEndpoints.supplierActivity,
      'Supplier Activity',
      (actor, id) => supplierActivityOf(ctx, actor, id),
      supplierActivityWorkbook,
    );

    registerEndpoint(app, exportsEndpoints.projectSummary, async (request, reply) => {
      const pdf = await projectSummaryPdf(ctx, actorOf(request), request.query.projectId);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentHeader(pdf.fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf.content);
    });

    registerEndpoint(app, exportsEndpoints.completedSubmission, async (request, reply) =>
      sendZip(
        reply,
        await completedSubmissionExport(ctx, actorOf(request), request.query.submissionId),
        true,
      ),
    );

    registerEndpoint(app, exportsEndpoints.requestCompletedAll, async (request, reply) => {
      const status = await requestCompletedSubmissionsAll(ctx, actorOf(request), request.query.tenderId);
      return reply.code(202).send({ data: { exportDTO: status } });
    });

    registerEndpoint(app, exportsEndpoints.completedAllStatus, async (request) => ({
      data: { exportDTO: await getExportStatus(ctx, actorOf(request), request.query.exportId) },
    }));

    registerEndpoint(app, exportsEndpoints.completedAllDownload, async (request, reply) =>
      sendZip(reply, await exportDownload(ctx, actorOf(request), request.query.exportId), false),
    );
  };
}
