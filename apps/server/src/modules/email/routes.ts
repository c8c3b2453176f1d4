import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { emailReadRoutes } from './read-routes.ts';
import { emailSendRoutes } from './send-routes.ts';
import { emailTemplateRoutes } from './template-routes.ts';

/** Emails (issue 25; 001 §7 Emails): sending and scheduling, what went out, templates and domains. */
export function emailRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(emailSendRoutes(ctx));
    await app.register(emailReadRoutes(ctx));
    await app.register(emailTemplateRoutes(ctx));
  };
}
