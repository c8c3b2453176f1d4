import {
  bondSchema,
  createBondSchema,
  createUploadRequirementSchema,
  envelope,
  envelopeSchema,
  idParamSchema,
  sortOrderSchema,
  updateBondSchema,
  updateUploadRequirementSchema,
  uploadRequirementSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { buildActorOf } from '../projects/build-actor.ts';
import * as bonds from './bonds-service.ts';
import * as uploads from './uploads-service.ts';

const view = tenantAccess('project.build', 'view');
const act = tenantAccess('project.build', 'act');
const params = tenantParamsSchema;
const tenderQuery = z.object({ tenderId: idParamSchema('invalidTenderId') });

/** The Documents section's upload requirements and the Security section's bonds (paths in docs/decisions.md). */
export function requirementItemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const uploadsPath = `${tenantPrefix}/TenderUploadRequirements`;
    const uploadTags = ['Upload requirements'];
    const uploadsResponse = { 200: envelopeSchema('tenderUploadRequirements', uploadRequirementSchema) };
    const asUploads = (values: z.infer<typeof uploadRequirementSchema>[]) =>
      envelope('tenderUploadRequirements', values);

    app.get(
      uploadsPath,
      {
        schema: { tags: uploadTags, params, querystring: tenderQuery, response: uploadsResponse },
        config: { access: view },
      },
      async (request) =>
        asUploads(await uploads.listUploadRequirements(ctx, actorOf(request), request.query.tenderId)),
    );
    app.post(
      uploadsPath,
      {
        schema: { tags: uploadTags, params, body: createUploadRequirementSchema, response: uploadsResponse },
        config: { access: act },
      },
      async (request) =>
        asUploads([await uploads.createUploadRequirement(ctx, buildActorOf(request), request.body)]),
    );
    app.put(
      uploadsPath,
      {
        schema: { tags: uploadTags, params, body: updateUploadRequirementSchema, response: uploadsResponse },
        config: { access: act },
      },
      async (request) =>
        asUploads([await uploads.updateUploadRequirement(ctx, buildActorOf(request), request.body)]),
    );
    app.delete(
      uploadsPath,
      {
        schema: {
          tags: uploadTags,
          params,
          querystring: z.object({ tenderUploadRequirementId: idParamSchema() }),
          response: uploadsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        asUploads([
          await uploads.deleteUploadRequirement(
            ctx,
            buildActorOf(request),
            request.query.tenderUploadRequirementId,
          ),
        ]),
    );
    app.put(
      `${uploadsPath}/SortOrder`,
      {
        schema: { tags: uploadTags, params, body: sortOrderSchema, response: uploadsResponse },
        config: { access: act },
      },
      async (request) =>
        asUploads(await uploads.reorderUploadRequirements(ctx, buildActorOf(request), request.body)),
    );

    const bondsPath = `${tenantPrefix}/TenderBonds`;
    const bondTags = ['Bonds'];
    const bondsResponse = { 200: envelopeSchema('tenderBonds', bondSchema) };
    const asBonds = (values: z.infer<typeof bondSchema>[]) => envelope('tenderBonds', values);

    app.get(
      bondsPath,
      {
        schema: { tags: bondTags, params, querystring: tenderQuery, response: bondsResponse },
        config: { access: view },
      },
      async (request) => asBonds(await bonds.listBonds(ctx, actorOf(request), request.query.tenderId)),
    );
    app.post(
      bondsPath,
      {
        schema: { tags: bondTags, params, body: createBondSchema, response: bondsResponse },
        config: { access: act },
      },
      async (request) => asBonds([await bonds.createBond(ctx, buildActorOf(request), request.body)]),
    );
    app.put(
      bondsPath,
      {
        schema: { tags: bondTags, params, body: updateBondSchema, response: bondsResponse },
        config: { access: act },
      },
      async (request) => asBonds([await bonds.updateBond(ctx, buildActorOf(request), request.body)]),
    );
    app.delete(
      bondsPath,
      {
        schema: {
          tags: bondTags,
          params,
          querystring: z.object({ tenderBondId: idParamSchema() }),
          response: bondsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        asBonds([await bonds.deleteBond(ctx, buildActorOf(request), request.query.tenderBondId)]),
    );
    app.put(
      `${bondsPath}/SortOrder`,
      {
        schema: { tags: bondTags, params, body: sortOrderSchema, response: bondsResponse },
        config: { access: act },
      },
      async (request) => asBonds(await bonds.reorderBonds(ctx, buildActorOf(request), request.body)),
    );
  };
}
