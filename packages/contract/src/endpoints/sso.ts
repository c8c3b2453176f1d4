/**
 * SAML 2.0 single sign-on (001 §7 sso, CustomerSsoSaml): the browser's start and return, the
 * service provider's metadata, and the agency's settings. Declared once (issue 21 §1).
 */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  ssoMetadataRequestSchema,
  ssoMetadataResponseSchema,
  ssoPaths,
  ssoSettingsResponseSchema,
  ssoSettingsSchema,
} from '../sso/schemas.ts';

const tag = 'Single sign-on';
const publicReads = [{ limit: 'publicReads', by: 'address' }] as const;
const settings = envelopeSchema('customerSsoSaml', ssoSettingsResponseSchema);

export const ssoEndpoints = {
  /**
   * Where single sign-on starts: a browser navigation answered by a redirect to the identity
   * provider (or back to the login page), so there is no JSON answer to declare.
   */
  start: defineEndpoint({
    method: 'GET',
    path: ssoPaths.start,
    query: z.object({ domain: z.string().max(100).optional() }),
    response: 'file',
    access: { kind: 'public' },
    rateLimits: publicReads,
    tag,
  }),
  /**
   * The assertion consumer service: the identity provider's page posts the assertion as an HTML
   * form (parsed by the route's plugin), and the answer is a redirect. Other sites post here by
   * design: the signed, single-use assertion protects it, not the anti-forgery header.
   */
  acs: defineEndpoint({
    method: 'POST',
    path: ssoPaths.acs,
    body: z
      .object({
        SAMLResponse: z.string().max(1_000_000).optional(),
        RelayState: z.string().max(200).optional(),
      })
      .optional(),
    response: 'file',
    access: { kind: 'public', crossSite: true },
    rateLimits: [{ limit: 'signIn', by: 'address' }],
    tag,
  }),
  /** The service provider's SAML metadata, as XML. */
  metadata: defineEndpoint({
    method: 'GET',
    path: ssoPaths.metadata,
    query: z.object({ domain: z.string().min(1).max(100) }),
    response: 'file',
    access: { kind: 'public' },
    rateLimits: publicReads,
    tag,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: tenantPath('/CustomerSsoSaml'),
    params: tenantPathParamsSchema,
    response: settings,
    access: tenantEndpoint('control-panel.sso-settings', 'view'),
    tag,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/CustomerSsoSaml'),
    params: tenantPathParamsSchema,
    body: ssoSettingsSchema,
    response: settings,
    access: tenantEndpoint('control-panel.sso-settings', 'act'),
    tag,
  }),
  /** Reads the identity provider's metadata into sign-on URL, logout URL and certificate; saves nothing. */
  readIdpMetadata: defineEndpoint({
    method: 'POST',
    path: tenantPath('/CustomerSsoSaml/Metadata'),
    params: tenantPathParamsSchema,
    body: ssoMetadataRequestSchema,
    response: ssoMetadataResponseSchema,
    access: tenantEndpoint('control-panel.sso-settings', 'act'),
    tag,
  }),
};
