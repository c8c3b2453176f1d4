import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { performanceEvaluationRoutes } from './evaluation-routes.ts';
import { supplierPerformanceRoutes } from './portal-routes.ts';
import { performanceSettingsRoutes } from './settings-routes.ts';

/** Supplier performance (issue 23; 001 §7 Performance): every call of the area. */
export function performanceRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(performanceSettingsRoutes(ctx));
    await app.register(performanceEvaluationRoutes(ctx));
    await app.register(supplierPerformanceRoutes(ctx));
  };
}
