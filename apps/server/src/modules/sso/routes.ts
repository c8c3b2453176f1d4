import { envelope, ssoEndpoints, translate } from '@procura/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { AppError, requestLanguage } from '../../platform/errors.ts';
import { setSessionCookie } from '../auth/index.ts';
import { serviceProviderOf } from './saml.ts';
import * as sso from './service.ts';

/** Browser legs of SAML end on the login page with the catalogue message, as the spec's err query. */
function backToLogin(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const problem = error.problems[0] ?? { key: 'ssoUnknownError' as const };
  const message = translate(problem.key, requestLanguage(request), problem.params);
  return reply
    .header('x-message-keys', error.problems.map((p) => p.key).join(','))
    .redirect(`/login?err=${encodeURIComponent(message)}`, 302);
}

/** SAML 2.0 single sign-on: the browser's start and return, SP metadata, and the agency's settings. */
export function ssoRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // The identity provider posts the assertion as an HTML form.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1_048_576 },
      (_r, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    registerEndpoint(app, ssoEndpoints.start, async (request, reply) => {
      try {
        return reply.redirect(await sso.startSingleSignOn(ctx, request.query.domain), 302);
      } catch (error) {
        return backToLogin(request, reply, error);
      }
    });

    registerEndpoint(app, ssoEndpoints.acs, async (request, reply) => {
      try {
        const session = await sso.consumeAssertion(ctx, request.body ?? {});
        setSessionCookie(reply, ctx, session.token, session.expiresAt);
        // The web validates the new session on arrival (the passthrough rule of 000 §2).
        return reply.redirect('/?passthrough=1', 302);
      } catch (error) {
        return backToLogin(request, reply, error);
      }
    });

    registerEndpoint(app, ssoEndpoints.metadata, async (request, reply) => {
      const sp = serviceProviderOf(ctx, request.query.domain);
      const xml = [
        '<?xml version="1.0"?>',
        `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(sp.entityId)}">`,
        '<md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" AuthnRequestsSigned="false" WantAssertionsSigned="true">',
        '<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>',
        `<md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(sp.acsUrl)}" index="1"/>`,
        '</md:SPSSODescriptor>',
        '</md:EntityDescriptor>',
      ].join('');
      return reply.type('application/samlmetadata+xml').send(xml);
    });

    registerEndpoint(app, ssoEndpoints.settings, async (request) =>
      envelope('customerSsoSaml', [await sso.getSsoSettings(ctx, actorOf(request).customerId)]),
    );

    registerEndpoint(app, ssoEndpoints.saveSettings, async (request) =>
      envelope('customerSsoSaml', [await sso.saveSsoSettings(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, ssoEndpoints.readIdpMetadata, async (request) =>
      sso.readIdpMetadata(request.body.metadataUrl),
    );
  };
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
