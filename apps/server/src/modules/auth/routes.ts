import { authEndpoints, envelope, translate } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { requestLanguage } from '../../platform/errors.ts';
import * as auth from './service.ts';
import { clearSessionCookie, setSessionCookie } from './sessions.ts';

/** Sign-in, session and password reset calls of 001 §7. */
export function authRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, authEndpoints.loginType, async (request) => ({
      loginType: await auth.lookUpLoginType(ctx, request.body.domain),
    }));

    registerEndpoint(app, authEndpoints.login, async (request, reply) => {
      const { token, info } = await auth.logIn(ctx, request.body, request.ip);
      setSessionCookie(reply, ctx, token, new Date(info.expiresAt));
      return info;
    });

    registerEndpoint(app, authEndpoints.validate, async (request) =>
      auth.validateSession(ctx, sessionOf(request)),
    );

    registerEndpoint(app, authEndpoints.signoff, async (request, reply) => {
      const answer = await auth.signOff(ctx, sessionOf(request));
      clearSessionCookie(reply, ctx);
      return answer;
    });

    registerEndpoint(app, authEndpoints.switchAgency, async (request, reply) => {
      const session = sessionOf(request);
      const { token, info } = await auth.switchAgency(ctx, session, request.body.customerId);
      setSessionCookie(reply, ctx, token, session.expiresAt);
      return info;
    });

    registerEndpoint(app, authEndpoints.refreshSession, async (request) =>
      auth.refreshSession(ctx, sessionOf(request)),
    );

    registerEndpoint(app, authEndpoints.agencies, async (request) =>
      envelope('customer', await auth.listAgencies(ctx, sessionOf(request))),
    );

    registerEndpoint(app, authEndpoints.forgotPassword, async (request) => ({
      message: await auth.requestPasswordReset(ctx, request.body, requestLanguage(request)),
    }));

    registerEndpoint(app, authEndpoints.verifyEmail, async (request) => ({
      isValid: await auth.verifyResetToken(ctx, request.body.email, request.body.token),
    }));

    registerEndpoint(app, authEndpoints.changeForgottenPassword, async (request) => {
      await auth.changeForgottenPassword(ctx, request.body);
      return { message: translate('passwordResetSuccess', requestLanguage(request)) };
    });
  };
}
