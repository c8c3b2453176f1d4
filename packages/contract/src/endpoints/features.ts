/** Feature flags (001 §9), declared once (issue 21 §1). */
import { z } from 'zod';
import { messageResponseSchema } from '../auth/schemas.ts';
import { apiPath, defineEndpoint } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';

const tag = 'Feature flags';

export const featureFlagSchema = z.object({
  name: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  modules: z.array(z.object({ name: z.string(), enabled: z.boolean() })),
});

export const featuresEndpoints = {
  /** Public: the login screen needs resetPassword before anyone signs in. */
  list: defineEndpoint({
    method: 'GET',
    path: apiPath('/features'),
    response: envelopeSchema('feature', featureFlagSchema),
    access: { kind: 'public' },
    rateLimits: [{ limit: 'publicReads', by: 'address' }],
    tag,
  }),
  /** Site administrators switch a flag or one of its modules (the path is the spec's, unprefixed). */
  update: defineEndpoint({
    method: 'POST',
    path: '/features/update',
    body: z.object({
      feature: z.string().max(100).optional(),
      module: z.string().max(100).optional(),
      enabled: z.boolean(),
    }),
    response: messageResponseSchema,
    access: { kind: 'session' },
    tag,
  }),
};
