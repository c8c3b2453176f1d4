import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { bidAnalysisOf, complianceExportOf, type ExportHeader, openingSheetOf } from './service.ts';
import {
  bidAnalysisWorkbook,
  complianceWorkbook,
  exportFileName,
  openingSheetWorkbook,
} from './workbooks.ts';

const tags = ['Exports'];
const view = tenantAccess('project.source', 'view');
const querystring = z.object({ tenderId: z.coerce.number().int().positive('invalidTenderId') });
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Source exports of 001 §7 made here: OpeningSheet, BidAnalysis and Compliance (xlsx). */
export function exportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const exportRoute = <T extends ExportHeader>(
      name: string,
      fileKind: string,
      read: (actor: ReturnType<typeof actorOf>, tenderId: number) => Promise<T>,
      write: (data: T) => Promise<Buffer>,
    ) =>
      app.get(
        `${tenantPrefix}/Exports/${name}`,
        { schema: { tags, params: tenantParamsSchema, querystring }, config: { access: view } },
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
  };
}
