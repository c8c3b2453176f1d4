import { envelope, featuresEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { currentFeatureFlags, updateFeatureFlag } from './service.ts';

export function featureRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, featuresEndpoints.list, async () =>
      envelope('feature', await currentFeatureFlags(ctx)),
    );

    registerEndpoint(app, featuresEndpoints.update, async (request) => ({
      message: await updateFeatureFlag(ctx, sessionOf(request), request.body, requestLanguage(request)),
    }));
  };
}
