import {
  envelope,
  envelopeSchema,
  idParamSchema,
  onlineSubmissionTemplateSchema,
  resourceSchema,
  saveOnlineSubmissionTemplateSchema,
  saveResourcesSchema,
  templateGroupNames,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as content from './service.ts';

const tags = ['System and library content'];
const base = `${tenantPrefix}/OnlineSubmissionTemplate`;
const answer = { 200: envelopeSchema('onlineSubmissionTemplate', onlineSubmissionTemplateSchema) };
const read = { access: tenantAccess(null) };
const write = { access: tenantAccess('control-panel', 'act') };

/** Online submission templates by group name, and the agency's resources (001 §7). */
export function contentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${base}/All`,
      { schema: { tags, params: tenantParamsSchema, response: answer }, config: read },
      async (request) =>
        envelope('onlineSubmissionTemplate', await content.listTemplates(ctx, request.params.customerId)),
    );
    app.get(
      `${base}/Search`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ groupName: z.enum(templateGroupNames) }),
          response: answer,
        },
        config: read,
      },
      async (request) =>
        envelope(
          'onlineSubmissionTemplate',
          await content.listTemplates(ctx, request.params.customerId, request.query.groupName),
        ),
    );
    app.post(
      base,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: saveOnlineSubmissionTemplateSchema.omit({ id: true }),
          response: answer,
        },
        config: write,
      },
      async (request) =>
        envelope('onlineSubmissionTemplate', [
          await content.saveTemplate(ctx, actorOf(request), request.body),
        ]),
    );
    app.put(
      base,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: saveOnlineSubmissionTemplateSchema.required({ id: true }),
          response: answer,
        },
        config: write,
      },
      async (request) =>
        envelope('onlineSubmissionTemplate', [
          await content.saveTemplate(ctx, actorOf(request), request.body),
        ]),
    );
    app.delete(
      base,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ id: idParamSchema() }),
        },
        config: write,
      },
      async (request) => {
        await content.deleteTemplate(ctx, actorOf(request), request.query.id);
        return { deleted: true };
      },
    );

    const resourcesAnswer = { 200: envelopeSchema('resource', resourceSchema) };
    app.get(
      `${tenantPrefix}/Resources`,
      { schema: { tags, params: tenantParamsSchema, response: resourcesAnswer }, config: read },
      async (request) => envelope('resource', await content.listResources(ctx, request.params.customerId)),
    );
    app.put(
      `${tenantPrefix}/Resources`,
      {
        schema: { tags, params: tenantParamsSchema, body: saveResourcesSchema, response: resourcesAnswer },
        config: write,
      },
      async (request) =>
        envelope('resource', await content.saveResources(ctx, actorOf(request), request.body)),
    );
  };
}
