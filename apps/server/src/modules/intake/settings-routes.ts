import { intakeEndpoints as endpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { getIntakeSettings, updateIntakeSettings } from './settings.ts';

/** Control panel › intake-settings (issue 24 §2): under the tenant path, with the control panel's right. */
export function intakeSettingsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.settings, async (request) => getIntakeSettings(ctx, actorOf(request)));
    registerEndpoint(app, endpoints.updateSettings, async (request) =>
      updateIntakeSettings(ctx, actorOf(request), request.body),
    );
  };
}
