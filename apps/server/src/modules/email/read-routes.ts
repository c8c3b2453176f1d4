import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

export function emailReadRoutes(_ctx: AppContext): FastifyPluginAsync {
  return async () => {};
}
