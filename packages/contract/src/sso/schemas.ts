import { z } from 'zod';

/** An agency's SAML 2.0 single sign-on settings (000 §3 Customer settings). */
export const ssoSettingsSchema = z.object({
  enabled: z.boolean(),
  allowLocalLogin: z.boolean(),
  idpUrl: z.string().trim().max(2000),
  logoutUrl: z.string().trim().max(2000),
  /** The identity provider's signing certificate, PEM or bare base64. */
  certificate: z.string().trim().max(20_000),
  metadataUrl: z.string().trim().max(2000),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** What the service provider tells the identity provider about itself, for the settings page. */
export const ssoServiceProviderSchema = z.object({
  entityId: z.string(),
  acsUrl: z.string(),
  metadataUrl: z.string(),
});

export const ssoSettingsResponseSchema = ssoSettingsSchema.extend({
  serviceProvider: ssoServiceProviderSchema,
});

/** Reading an identity provider's metadata fills the URLs and the certificate. */
export const ssoMetadataRequestSchema = z.object({
  metadataUrl: z.string().trim().min(1, 'requiredField').max(2000),
});
export const ssoMetadataResponseSchema = z.object({
  idpUrl: z.string(),
  logoutUrl: z.string(),
  certificate: z.string(),
});

export const ssoPaths = {
  start: '/api/v1/sso/ssoStart',
  acs: '/api/v1/sso/acs',
  metadata: '/api/v1/sso/metadata',
} as const;
