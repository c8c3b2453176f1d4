import { envelope, envelopeSchema, idParamSchema, saveTaxTypeSchema, taxTypeSchema } from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { idQuery } from '../../platform/query.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as taxes from './tax-service.ts';

const tags = ['Tax types'];
/** Forms read the tax types; keeping the agency's list is control-panel work (decision 83). */
const read = tenantAccess('project.build', 'view');
const maintain = tenantAccess('control-panel', 'act');
const path = `${tenantPrefix}/ShoppingCart/Taxes`;
const taxesResponse = { 200: envelopeSchema('taxes', taxTypeSchema) };

/** The agency's tax types (001 §7 lists: ShoppingCart/Tax?tenderId, ShoppingCart/Taxes). */
export function taxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path,
      {
        schema: {
          tags,
          description: 'Every tax type of the agency, active or not, by name.',
          params: tenantParamsSchema,
          response: taxesResponse,
        },
        config: { access: read },
      },
      async (request) => envelope('taxes', await taxes.listTaxTypes(ctx, actorOf(request))),
    );

    app.get(
      `${tenantPrefix}/ShoppingCart/Tax`,
      {
        schema: {
          tags,
          description:
            "The tax types a source's forms may name: the active ones and any inactive one they use.",
          params: tenantParamsSchema,
          querystring: z.object({
            tenderId: idParamSchema('invalidTenderId'),
          }),
          response: taxesResponse,
        },
        config: { access: read },
      },
      async (request) =>
        envelope('taxes', await taxes.listTaxTypesForTender(ctx, actorOf(request), request.query.tenderId)),
    );

    app.post(
      path,
      {
        schema: {
          tags,
          description: 'Adds a tax type: a name unique in the agency and a percentage from 0 to 100.',
          params: tenantParamsSchema,
          body: saveTaxTypeSchema,
          response: taxesResponse,
        },
        config: { access: maintain },
      },
      async (request) => envelope('taxes', [await taxes.createTaxType(ctx, actorOf(request), request.body)]),
    );

    app.put(
      path,
      {
        schema: {
          tags,
          description: 'Changes a tax type (by id); forms keep the rate they chose.',
          params: tenantParamsSchema,
          body: saveTaxTypeSchema,
          response: taxesResponse,
        },
        config: { access: maintain },
      },
      async (request) => envelope('taxes', [await taxes.updateTaxType(ctx, actorOf(request), request.body)]),
    );

    app.delete(
      path,
      {
        schema: {
          tags,
          description:
            'Deletes a tax type no live form names (409 taxInUse otherwise: deactivate it instead).',
          params: tenantParamsSchema,
          querystring: z.object({ id: idQuery }),
          response: taxesResponse,
        },
        config: { access: maintain },
      },
      async (request) =>
        envelope('taxes', [await taxes.deleteTaxType(ctx, actorOf(request), request.query.id)]),
    );
  };
}
