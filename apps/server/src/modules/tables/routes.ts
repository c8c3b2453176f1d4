import { envelope, tablesEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { badRequest } from '../../platform/errors.ts';
import { buildActorOf } from '../projects/index.ts';
import { copyAllTenderTables, copyTenderTable } from './copy-service.ts';
import { deleteTenderTables, reorderTenderTables } from './manage-service.ts';
import * as read from './read-service.ts';
import { saveTenderTable } from './save-service.ts';

/** The forms of a source's submission requirements (001 §7 Submissions, tenders, tables). */
export function tableRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, tablesEndpoints.list, async (request) => {
      const { tenderId: source, tableType, tenderTableId } = request.query;
      const actor = actorOf(request);
      if (tenderTableId !== undefined)
        return envelope('tenderTables', [await read.getTenderTable(ctx, actor, tenderTableId)]);
      if (source === undefined) throw badRequest('invalidTenderId');
      return envelope('tenderTables', await read.listTenderTables(ctx, actor, source, tableType));
    });

    registerEndpoint(app, tablesEndpoints.save, async (request) =>
      saveTenderTable(ctx, buildActorOf(request), request.body),
    );

    registerEndpoint(app, tablesEndpoints.remove, async (request) =>
      envelope(
        'tenderTables',
        await deleteTenderTables(ctx, buildActorOf(request), request.query.tenderTableId),
      ),
    );

    registerEndpoint(app, tablesEndpoints.reorder, async (request) =>
      envelope('tenderTables', await reorderTenderTables(ctx, buildActorOf(request), request.body)),
    );

    registerEndpoint(app, tablesEndpoints.copy, async (request) =>
      copyTenderTable(
        ctx,
        buildActorOf(request),
        request.params.id,
        request.query.tenderId,
        request.query.includeData,
      ),
    );

    registerEndpoint(app, tablesEndpoints.copyAll, async (request) =>
      envelope(
        'tenderTables',
        await copyAllTenderTables(
          ctx,
          buildActorOf(request),
          request.query.tenderId,
          request.query.tenderToCopyTablesId,
        ),
      ),
    );

    registerEndpoint(app, tablesEndpoints.search, async (request) =>
      envelope('tenderTables', await read.searchTenderTables(ctx, actorOf(request), request.query)),
    );

    registerEndpoint(app, tablesEndpoints.summary, async (request) =>
      read.tableSummary(ctx, actorOf(request), request.query.tenderId),
    );

    // A form's parts, deleted ones included for old submissions.
    registerEndpoint(app, tablesEndpoints.columns, async (request) =>
      envelope('tenderTableColumns', await read.listColumns(ctx, actorOf(request), request.params.id)),
    );

    registerEndpoint(app, tablesEndpoints.rows, async (request) =>
      envelope('tenderTableRows', await read.listRows(ctx, actorOf(request), request.params.id)),
    );

    registerEndpoint(app, tablesEndpoints.cells, async (request) =>
      envelope('tenderTableRowColumns', await read.listCells(ctx, actorOf(request), request.params.id)),
    );
  };
}
