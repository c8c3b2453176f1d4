import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

export function emailSendRoutes(_ctx: AppContext): FastifyPluginAsync {
  return async () => {};
}
