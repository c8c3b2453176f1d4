import {
  changeForgottenPasswordRequestSchema,
  envelope,
  envelopeSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginTypeRequestSchema,
  loginTypeResponseSchema,
  messageResponseSchema,
  refreshSessionResponseSchema,
  sessionInfoSchema,
  signoffResponseSchema,
  switchAgencyRequestSchema,
  translate,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, sessionAccess, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { requestLanguage } from '../../platform/errors.ts';
import * as auth from './service.ts';
import { clearSessionCookie, setSessionCookie } from './sessions.ts';

const tags = ['Authentication'];
const agencySchema = z.object({
  customerId: z.number(),
  customerName: z.string(),
  customerNodeId: z.number(),
  tenderNodeId: z.number(),
});

/** Sign-in, session and password reset calls of 001 §7. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/login/loginType',
      {
        schema: { tags, body: loginTypeRequestSchema, response: { 200: loginTypeResponseSchema } },
        config: { access: publicAccess, rateLimits: [{ limit: 'publicReads', by: 'address' }] },
      },
      async (request) => ({ loginType: await auth.lookUpLoginType(ctx, request.body.domain) }),
    );

    app.post(
      '/api/v1/login',
      {
        schema: { tags, body: loginRequestSchema, response: { 200: sessionInfoSchema } },
        config: { access: publicAccess, rateLimits: [{ limit: 'signIn', by: 'address' }] },
      },
      async (request, reply) => {
        const { token, info } = await auth.logIn(ctx, request.body, request.ip);
        setSessionCookie(reply, ctx, token, new Date(info.expiresAt));
        return info;
      },
    );

    app.post(
      '/api/v1/login/validate',
      { schema: { tags, response: { 200: sessionInfoSchema } }, config: { access: sessionAccess } },
      async (request) => auth.validateSession(ctx, sessionOf(request)),
    );

    app.post(
      '/api/v1/login/signoff',
      { schema: { tags, response: { 200: signoffResponseSchema } }, config: { access: sessionAccess } },
      async (request, reply) => {
        const answer = await auth.signOff(ctx, sessionOf(request));
        clearSessionCookie(reply, ctx);
        return answer;
      },
    );

    app.post(
      '/api/v1/login/switchAgency',
      {
        schema: { tags, body: switchAgencyRequestSchema, response: { 200: sessionInfoSchema } },
        config: { access: sessionAccess },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const { token, info } = await auth.switchAgency(ctx, session, request.body.customerId);
        setSessionCookie(reply, ctx, token, session.expiresAt);
        return info;
      },
    );

    app.get(
      '/api/v1/Utilities/RefreshSession',
      {
        schema: { tags, response: { 200: refreshSessionResponseSchema } },
        config: { access: sessionAccess },
      },
      async (request) => auth.refreshSession(ctx, sessionOf(request)),
    );

    app.get(
      '/api/v1/customer/All',
      {
        schema: { tags, response: { 200: envelopeSchema('customer', agencySchema) } },
        config: { access: sessionAccess },
      },
      async (request) => envelope('customer', await auth.listAgencies(ctx, sessionOf(request))),
    );

    app.post(
      '/api/v1/auth/forgot-password',
      {
        schema: { tags, body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
        config: { access: publicAccess, rateLimits: [{ limit: 'accountMailRequests', by: 'address' }] },
      },
      async (request) => ({
        message: await auth.requestPasswordReset(ctx, request.body, requestLanguage(request)),
      }),
    );

    app.post(
      '/api/v1/auth/verify-email',
      {
        schema: { tags, body: verifyEmailRequestSchema, response: { 200: verifyEmailResponseSchema } },
        config: { access: publicAccess, rateLimits: [{ limit: 'tokenChecks', by: 'address' }] },
      },
      async (request) => ({
        isValid: await auth.verifyResetToken(ctx, request.body.email, request.body.token),
      }),
    );

    app.post(
      '/api/v1/auth/change-forgotten-password',
      {
        schema: {
          tags,
          body: changeForgottenPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
        config: { access: publicAccess, rateLimits: [{ limit: 'tokenChecks', by: 'address' }] },
      },
      async (request) => {
        await auth.changeForgottenPassword(ctx, request.body);
        return { message: translate('passwordResetSuccess', requestLanguage(request)) };
      },
    );
  };
}
