import { envelope, envelopeSchema, messageResponseSchema } from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, sessionAccess, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { currentFeatureFlags, updateFeatureFlag } from './service.ts';

const tags = ['Feature flags'];
const flagSchema = z.object({
  name: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  modules: z.array(z.object({ name: z.string(), enabled: z.boolean() })),
});

export function featureRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Public: the login screen needs resetPassword before anyone signs in.
    app.get(
      '/api/v1/features',
      {
        schema: { tags, response: { 200: envelopeSchema('feature', flagSchema) } },
        config: { access: publicAccess, rateLimits: [{ limit: 'publicReads', by: 'address' }] },
      },
      async () => envelope('feature', await currentFeatureFlags(ctx)),
    );

    app.post(
      '/features/update',
      {
        schema: {
          tags,
          body: z.object({
            feature: z.string().max(100).optional(),
            module: z.string().max(100).optional(),
            enabled: z.boolean(),
          }),
          response: { 200: messageResponseSchema },
        },
        config: { access: sessionAccess },
      },
      async (request) => ({
        message: await updateFeatureFlag(ctx, sessionOf(request), request.body, requestLanguage(request)),
      }),
    );
  };
}
