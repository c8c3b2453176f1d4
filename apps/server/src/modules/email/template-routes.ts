import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

export function emailTemplateRoutes(_ctx: AppContext): FastifyPluginAsync {
  return async () => {};
}
