/** Sign-in, the session and password reset (001 §7 login, auth, RefreshSession), declared once (issue 21 §1). */
import { z } from 'zod';
import {
  changeForgottenPasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginTypeRequestSchema,
  loginTypeResponseSchema,
  messageResponseSchema,
  refreshSessionResponseSchema,
  sessionInfoSchema,
  signoffResponseSchema,
  switchAgencyRequestSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '../auth/schemas.ts';
import { apiPath, defineEndpoint } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';

const tag = 'Authentication';
const open = { kind: 'public' } as const;
const session = { kind: 'session' } as const;

/** An agency the signed-in user may work in (site administrators see them all). */
export const sessionAgencySchema = z.object({
  customerId: z.number(),
  customerName: z.string(),
  customerNodeId: z.number(),
  tenderNodeId: z.number(),
});
export type SessionAgency = z.infer<typeof sessionAgencySchema>;

export const authEndpoints = {
  /** Whether a domain signs in with a password or through single sign-on. */
  loginType: defineEndpoint({
    method: 'POST',
    path: apiPath('/login/loginType'),
    body: loginTypeRequestSchema,
    response: loginTypeResponseSchema,
    access: open,
    rateLimits: [{ limit: 'publicReads', by: 'address' }],
    tag,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: apiPath('/login'),
    body: loginRequestSchema,
    response: sessionInfoSchema,
    access: open,
    rateLimits: [{ limit: 'signIn', by: 'address' }],
    tag,
  }),
  validate: defineEndpoint({
    method: 'POST',
    path: apiPath('/login/validate'),
    response: sessionInfoSchema,
    access: session,
    tag,
  }),
  /** Ends the session; an SSO session may answer where the identity provider signs out too. */
  signoff: defineEndpoint({
    method: 'POST',
    path: apiPath('/login/signoff'),
    response: signoffResponseSchema,
    access: session,
    tag,
  }),
  /** Site administrators only: moves the session to another agency. */
  switchAgency: defineEndpoint({
    method: 'POST',
    path: apiPath('/login/switchAgency'),
    body: switchAgencyRequestSchema,
    response: sessionInfoSchema,
    access: session,
    tag,
  }),
  /** Extends the idle timer. */
  refreshSession: defineEndpoint({
    method: 'GET',
    path: apiPath('/Utilities/RefreshSession'),
    response: refreshSessionResponseSchema,
    access: session,
    tag,
  }),
  /** The agencies the user may switch to. */
  agencies: defineEndpoint({
    method: 'GET',
    path: apiPath('/customer/All'),
    response: envelopeSchema('customer', sessionAgencySchema),
    access: session,
    tag,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: apiPath('/auth/forgot-password'),
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
    access: open,
    rateLimits: [{ limit: 'accountMailRequests', by: 'address' }],
    tag,
  }),
  /** Whether a reset link's token is still good. */
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: apiPath('/auth/verify-email'),
    body: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
    access: open,
    rateLimits: [{ limit: 'tokenChecks', by: 'address' }],
    tag,
  }),
  changeForgottenPassword: defineEndpoint({
    method: 'POST',
    path: apiPath('/auth/change-forgotten-password'),
    body: changeForgottenPasswordRequestSchema,
    response: messageResponseSchema,
    access: open,
    rateLimits: [{ limit: 'tokenChecks', by: 'address' }],
    tag,
  }),
};
