import { contentEndpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as content from './service.ts';

/** Online submission templates by group name, and the agency's resources (001 §7). */
export function contentRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, contentEndpoints.templates, async (request) =>
      envelope('onlineSubmissionTemplate', await content.listTemplates(ctx, request.params.customerId)),
    );

    registerEndpoint(app, contentEndpoints.templatesOfGroup, async (request) =>
      envelope(
        'onlineSubmissionTemplate',
        await content.listTemplates(ctx, request.params.customerId, request.query.groupName),
      ),
    );

    registerEndpoint(app, contentEndpoints.addTemplate, async (request) =>
      envelope('onlineSubmissionTemplate', [await content.saveTemplate(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, contentEndpoints.saveTemplate, async (request) =>
      envelope('onlineSubmissionTemplate', [await content.saveTemplate(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, contentEndpoints.removeTemplate, async (request) => {
      await content.deleteTemplate(ctx, actorOf(request), request.query.id);
      return { deleted: true as const };
    });

    registerEndpoint(app, contentEndpoints.resources, async (request) =>
      envelope('resource', await content.listResources(ctx, request.params.customerId)),
    );

    registerEndpoint(app, contentEndpoints.saveResources, async (request) =>
      envelope('resource', await content.saveResources(ctx, actorOf(request), request.body)),
    );
  };
}
