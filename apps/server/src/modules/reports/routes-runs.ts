import { createReadStream } from 'node:fs';
import { reportEndpoints as endpoints } from '@procura/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { findReportRun, reportRunDownload, requestReportRun } from './generation.ts';
import { requireOfferedReport } from './library.ts';
import { rightsOf } from './rights.ts';
import { reportThumbnail, ThumbnailCache, thumbnailLifetimeMs } from './thumbnail.ts';

/**
 * A library report's run, file and thumbnail (001 §7 /Report/generateReport, Generation, Download,
 * Thumbnail). Each first checks the report is offered to the caller here (404 reportUnavailable),
 * so a right taken away also ends the downloads of runs made before.
 */
export function runRoutes(app: FastifyInstance, ctx: AppContext): void {
  // One cache per app, so two apps of one process (the tests' databases) never share pictures.
  const thumbnails = new ThumbnailCache(ctx.clock);

  registerEndpoint(app, endpoints.generate, async (request, reply) => {
    const actor = actorOf(request);
    const report = await requireOfferedReport(ctx, actor, rightsOf(request), request.params.name);
    const reportRun = await requestReportRun(ctx, actor, report, request.query.format);
    return reply.code(202).send({ data: { reportRun } });
  });

  registerEndpoint(app, endpoints.generation, async (request) => {
    const actor = actorOf(request);
    await requireOfferedReport(ctx, actor, rightsOf(request), request.params.name);
    return { data: { reportRun: await findReportRun(ctx, actor, request.params.name) } };
  });

  registerEndpoint(app, endpoints.download, async (request, reply) => {
    const actor = actorOf(request);
    await requireOfferedReport(ctx, actor, rightsOf(request), request.params.name);
    const file = await reportRunDownload(ctx, actor, request.params.name);
    return sendDownload(reply, {
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      stream: createReadStream(file.path),
    });
  });

  registerEndpoint(app, endpoints.thumbnail, async (request, reply) => {
    const actor = actorOf(request);
    const report = await requireOfferedReport(ctx, actor, rightsOf(request), request.params.name);
    const svg = await reportThumbnail(ctx, thumbnails, actor, report);
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `private, max-age=${thumbnailLifetimeMs / 1000}`)
        .header('x-content-type-options', 'nosniff')
        // Shown as an <img>; opened on its own it still runs nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(svg)
    );
  });
}
