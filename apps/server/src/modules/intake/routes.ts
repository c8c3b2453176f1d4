import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { publicIntakeRoutes } from './public-routes.ts';
import { intakeRequestRoutes } from './request-routes.ts';
import { intakeSettingsRoutes } from './settings-routes.ts';

/** Intake (issue 24; 001 §7 Intake): the public form's calls, procurement's calls, the settings. */
export function intakeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(publicIntakeRoutes(ctx));
    await app.register(intakeRequestRoutes(ctx));
    await app.register(intakeSettingsRoutes(ctx));
  };
}
