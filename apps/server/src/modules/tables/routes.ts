import {
  envelope,
  envelopeSchema,
  idParamSchema,
  maxFormJsonBodyBytes,
  maxId,
  saveTenderTableSchema,
  sortOrderSchema,
  tableRules,
  tableSearchHitSchema,
  tableSearchQuerySchema,
  tableSummarySchema,
  tableTypes,
  tenderTableCellSchema,
  tenderTableColumnSchema,
  tenderTableFormSchema,
  tenderTableRowSchema,
  tenderTableSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { booleanQuery } from '../../platform/query.ts';
import type { Actor } from '../../platform/tenancy.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { buildActorOf } from '../projects/build-actor.ts';
import { copyAllTenderTables, copyTenderTable } from './copy-service.ts';
import { deleteTenderTables, reorderTenderTables } from './manage-service.ts';
import * as read from './read-service.ts';
import { saveTenderTable } from './save-service.ts';

const tags = ['Forms (tender tables)'];
const view = tenantAccess('project.build', 'view');
const act = tenantAccess('project.build', 'act');
const path = `${tenantPrefix}/TenderTables`;

const tableId = idParamSchema('invalidTenderTableId');
const tenderId = idParamSchema('invalidTenderId');
const tableParams = tenantParamsSchema.extend({ id: tableId });
/** `1,2,3`: the comma-joined ids 001 §7 gives DELETE. */
const tableIdList = z.string().transform((text, context) => {
  const parts = text.split(',').map((part) => part.trim());
  const ids = parts.map(Number);
  const valid = parts.every((part) => /^\d{1,10}$/.test(part)) && ids.every((id) => id > 0 && id <= maxId);
  if (!valid || ids.length > tableRules.maxTablesPerSource) {
    context.addIssue({ code: 'custom', message: 'invalidTenderTableId' });
    return z.NEVER;
  }
  return ids;
});

const tablesResponse = { 200: envelopeSchema('tenderTables', tenderTableSchema) };
const formResponse = { 200: tenderTableFormSchema };

/** The forms of a source's submission requirements (001 §7 Submissions, tenders, tables). */
export function tableRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path,
      {
        schema: {
          tags,
          description:
            'The live forms of a source (tenderId, optionally of one tableType) in their order, each with the ' +
            "total of the buyer's cells; or one form's header (tenderTableId), deleted or not.",
          params: tenantParamsSchema,
          querystring: z.object({
            tenderId: tenderId.optional(),
            tableType: z.enum(tableTypes).optional(),
            tenderTableId: tableId.optional(),
          }),
          response: tablesResponse,
        },
        config: { access: view },
      },
      async (request) => {
        const { tenderId: source, tableType, tenderTableId } = request.query;
        const actor = actorOf(request);
        if (tenderTableId !== undefined)
          return envelope('tenderTables', [await read.getTenderTable(ctx, actor, tenderTableId)]);
        if (source === undefined) throw badRequest('invalidTenderId');
        return envelope('tenderTables', await read.listTenderTables(ctx, actor, source, tableType));
      },
    );

    app.put(
      path,
      {
        schema: {
          tags,
          description:
            'Creates (no id) or saves a whole form: header, columns, rows and buyer cells; new columns and rows ' +
            'carry negative ids. Answers the saved form with its live parts and real ids.',
          params: tenantParamsSchema,
          body: saveTenderTableSchema,
          response: formResponse,
        },
        // A whole form at its limits (1,000 rows of 20 columns) is more than the default 1 MB.
        bodyLimit: maxFormJsonBodyBytes,
        config: { access: act },
      },
      async (request) => saveTenderTable(ctx, buildActorOf(request), request.body),
    );

    app.delete(
      path,
      {
        schema: {
          tags,
          description:
            'Deletes forms (comma-joined tenderTableId): each keeps its data with sort order 9999; the rest ' +
            'of each source renumber from 0. Any unknown id deletes nothing.',
          params: tenantParamsSchema,
          querystring: z.object({ tenderTableId: tableIdList }),
          response: tablesResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope(
          'tenderTables',
          await deleteTenderTables(ctx, buildActorOf(request), request.query.tenderTableId),
        ),
    );

    app.put(
      `${path}/SortOrder`,
      {
        schema: {
          tags,
          description: 'Puts every live form of the source in the order given, numbered from 0.',
          params: tenantParamsSchema,
          body: sortOrderSchema,
          response: tablesResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('tenderTables', await reorderTenderTables(ctx, buildActorOf(request), request.body)),
    );

    app.post(
      `${path}/Copy/:id`,
      {
        schema: {
          tags,
          description:
            'Copies form {id} into source tenderId; with includeData all buyer cells, otherwise only the ' +
            'descriptive ones. The name gains " (copy)" when taken.',
          params: tableParams,
          querystring: z.object({ tenderId, includeData: booleanQuery.default(false) }),
          response: formResponse,
        },
        config: { access: act },
      },
      async (request) =>
        copyTenderTable(
          ctx,
          buildActorOf(request),
          request.params.id,
          request.query.tenderId,
          request.query.includeData,
        ),
    );

    app.post(
      `${path}/CopyAll`,
      {
        schema: {
          tags,
          description:
            'Copies every live form of source tenderToCopyTablesId, with its data, into source tenderId.',
          params: tenantParamsSchema,
          querystring: z.object({ tenderId, tenderToCopyTablesId: tenderId }),
          response: tablesResponse,
        },
        config: { access: act },
      },
      async (request) =>
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

    app.get(
      `${path}/Search`,
      {
        schema: {
          tags,
          description:
            "Live forms of the node's sources whose name holds the keywords, newest first, to copy from; " +
            'tenderId leaves that source out.',
          params: tenantParamsSchema,
          querystring: tableSearchQuerySchema,
          response: { 200: envelopeSchema('tenderTables', tableSearchHitSchema) },
        },
        config: { access: view },
      },
      async (request) =>
        envelope('tenderTables', await read.searchTenderTables(ctx, actorOf(request), request.query)),
    );

    app.get(
      `${path}/Summary`,
      {
        schema: {
          tags,
          description:
            "Each form included in the summary with its subtotal, discount, taxes and total over the buyer's " +
            'cells, and their sums; amounts are decimal text with two decimals.',
          params: tenantParamsSchema,
          querystring: z.object({ tenderId }),
          response: { 200: tableSummarySchema },
        },
        config: { access: view },
      },
      async (request) => read.tableSummary(ctx, actorOf(request), request.query.tenderId),
    );

    partsRoute(app, ctx, 'TenderTableColumns', 'columns', tenderTableColumnSchema, read.listColumns);
    partsRoute(app, ctx, 'TenderTableRows', 'rows', tenderTableRowSchema, read.listRows);
    partsRoute(app, ctx, 'TenderTableRowColumns', 'cells', tenderTableCellSchema, read.listCells);
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];
type PartList<Item> = (ctx: AppContext, actor: Actor, id: number) => Promise<Item[]>;

/** GET /{segment}/{id}: one kind of a form's parts, deleted ones included for old submissions. */
function partsRoute<Name extends string, Item>(
  app: App,
  ctx: AppContext,
  name: Name,
  what: string,
  schema: z.ZodType<Item>,
  list: PartList<Item>,
) {
  const envelopeName = `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  app.get(
    `${tenantPrefix}/${name}/:id`,
    {
      schema: {
        tags,
        description: `The ${what} of form {id}: live ones first in their order, then deleted ones.`,
        params: tableParams,
        response: { 200: envelopeSchema(envelopeName, schema) },
      },
      config: { access: view },
    },
    async (request) => envelope(envelopeName, await list(ctx, actorOf(request), request.params.id)),
  );
}
