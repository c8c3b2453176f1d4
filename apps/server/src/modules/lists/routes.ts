import {
  categorySchema,
  type DropdownList,
  dropdownLists,
  dropdownOptionSchema,
  envelope,
  envelopeSchema,
  idParamSchema,
  saveCategorySchema,
  saveDropdownOptionSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as lists from './service.ts';

const tags = ['Categories, departments, lists'];
const idQuery = z.object({ id: idParamSchema() });
const read = { access: tenantAccess(null) };
const write = { access: tenantAccess('control-panel', 'act') };

/**
 * The control panel's drop-down lists at their spec paths (001 §7): /IrrevocablePeriods,
 * /LeadAgencyName, /TenderType, /Term, /TradeAgreement, each with GET, /All, POST, PUT and
 * DELETE ?id; and the categories and commodity codes.
 */
export function listRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [list, path] of Object.entries(dropdownLists) as [DropdownList, string][]) {
      const base = `${tenantPrefix}/${path}`;
      const listTags = [...tags, path];
      const answer = { 200: envelopeSchema(list, dropdownOptionSchema) };
      app.get(
        base,
        { schema: { tags: listTags, params: tenantParamsSchema, response: answer }, config: read },
        async (request) => envelope(list, await lists.listOptions(ctx, request.params.customerId, list)),
      );
      app.get(
        `${base}/All`,
        { schema: { tags: listTags, params: tenantParamsSchema, response: answer }, config: read },
        async (request) =>
          envelope(list, await lists.listOptions(ctx, request.params.customerId, list, { all: true })),
      );
      app.post(
        base,
        {
          schema: {
            tags: listTags,
            params: tenantParamsSchema,
            body: saveDropdownOptionSchema.omit({ id: true }),
            response: answer,
          },
          config: write,
        },
        async (request) =>
          envelope(list, [await lists.saveOption(ctx, actorOf(request), list, request.body)]),
      );
      app.put(
        base,
        {
          schema: {
            tags: listTags,
            params: tenantParamsSchema,
            body: saveDropdownOptionSchema.required({ id: true }),
            response: answer,
          },
          config: write,
        },
        async (request) =>
          envelope(list, [await lists.saveOption(ctx, actorOf(request), list, request.body)]),
      );
      app.delete(
        base,
        { schema: { tags: listTags, params: tenantParamsSchema, querystring: idQuery }, config: write },
        async (request) => {
          await lists.deleteOption(ctx, actorOf(request), list, request.query.id);
          return { deleted: true };
        },
      );
    }

    app.get(
      `${tenantPrefix}/Term/Search`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ text: z.string().max(200).optional() }),
          response: { 200: envelopeSchema('term', dropdownOptionSchema) },
        },
        config: read,
      },
      async (request) =>
        envelope(
          'term',
          await lists.listOptions(ctx, request.params.customerId, 'term', {
            search: request.query.text ?? '',
          }),
        ),
    );

    app.get(
      `${tenantPrefix}/TradeAgreement/SPAAll`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('tradeAgreement', dropdownOptionSchema) },
        },
        config: read,
      },
      async (request) =>
        envelope(
          'tradeAgreement',
          await lists.listOptions(ctx, request.params.customerId, 'tradeAgreement', { all: true }),
        ),
    );

    for (const [kind, path] of [
      ['category', 'Category'],
      ['commodity', 'CommodityCategories'],
    ] as const) {
      const base = `${tenantPrefix}/${path}`;
      const answer = { 200: envelopeSchema(kind, categorySchema) };
      app.get(
        base,
        { schema: { tags, params: tenantParamsSchema, response: answer }, config: read },
        async (request) => envelope(kind, await lists.listCategories(ctx, request.params.customerId, kind)),
      );
      app.post(
        base,
        {
          schema: {
            tags,
            params: tenantParamsSchema,
            body: saveCategorySchema.omit({ id: true }),
            response: answer,
          },
          config: write,
        },
        async (request) =>
          envelope(kind, [await lists.saveCategory(ctx, actorOf(request), kind, request.body)]),
      );
      app.put(
        base,
        {
          schema: {
            tags,
            params: tenantParamsSchema,
            body: saveCategorySchema.required({ id: true }),
            response: answer,
          },
          config: write,
        },
        async (request) =>
          envelope(kind, [await lists.saveCategory(ctx, actorOf(request), kind, request.body)]),
      );
      app.delete(
        base,
        { schema: { tags, params: tenantParamsSchema, querystring: idQuery }, config: write },
        async (request) => {
          await lists.deleteCategory(ctx, actorOf(request), kind, request.query.id);
          return { deleted: true };
        },
      );
    }
  };
}
