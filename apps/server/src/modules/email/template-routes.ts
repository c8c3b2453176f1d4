import { emailEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as templates from './templates.ts';

/** Email templates (issue 25 §3; 001 §7 Emails Templates): read by the wizard, kept in the control panel. */
export function emailTemplateRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.templates, async (request) =>
      envelope(
        'emailTemplate',
        await templates.listTemplates(ctx, actorOf(request), {
          groupName: request.query.groupName,
          activeOnly: request.query.activeOnly === 'true',
        }),
      ),
    );
    registerEndpoint(app, endpoints.allTemplates, async (request) =>
      envelope('emailTemplate', await templates.listTemplates(ctx, actorOf(request))),
    );
    registerEndpoint(app, endpoints.createTemplate, async (request) =>
      envelope('emailTemplate', [await templates.createTemplate(ctx, actorOf(request), request.body)]),
    );
    registerEndpoint(app, endpoints.updateTemplate, async (request) =>
      envelope('emailTemplate', [
        await templates.changeTemplate(ctx, actorOf(request), request.params.templateId, request.body),
      ]),
    );
    registerEndpoint(app, endpoints.deleteTemplate, async (request) =>
      envelope(
        'emailTemplate',
        await templates.removeTemplate(ctx, actorOf(request), request.params.templateId),
      ),
    );
    registerEndpoint(app, endpoints.testTemplate, async (request) =>
      templates.testTemplate(ctx, actorOf(request), request.params.templateId),
    );
  };
}
