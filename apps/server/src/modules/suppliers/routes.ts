import { suppliersEndpoints as endpoints, envelope, translate } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { supplierOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { portalAgency } from '../customers/index.ts';
import * as claim from './claim.ts';
import * as profile from './profile.ts';
import * as accounts from './service.ts';
import { clearSupplierCookie, setSupplierCookie } from './sessions.ts';
import * as signIn from './sign-in.ts';

/**
 * Supplier accounts on an agency's portal (`/api/v1/portal/{agency}`, paths chosen in
 * decision 100): registration, verification, sign-in and out, password reset and change,
 * the company profile and its contacts.
 */
export function supplierAccountRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.register, async (request) => ({
      message: await accounts.registerSupplier(
        ctx,
        await portalAgency(ctx, request.params.agency),
        request.body,
        requestLanguage(request),
      ),
    }));

    registerEndpoint(app, endpoints.verify, async (request, reply) => {
      const portal = await portalAgency(ctx, request.params.agency);
      const signedIn = await accounts.verifyRegistration(ctx, portal, request.body.token);
      setSupplierCookie(reply, ctx, signedIn.token, signedIn.expiresAt);
      return envelope('supplierSession', [signedIn.answer]);
    });

    registerEndpoint(app, endpoints.claimDetails, async (request) => {
      const portal = await portalAgency(ctx, request.params.agency);
      return envelope('supplierClaim', [await claim.claimDetails(ctx, portal, request.query.token)]);
    });

    registerEndpoint(app, endpoints.claim, async (request, reply) => {
      const portal = await portalAgency(ctx, request.params.agency);
      const signedIn = await claim.claimAccount(ctx, portal, request.body);
      setSupplierCookie(reply, ctx, signedIn.token, signedIn.expiresAt);
      return envelope('supplierSession', [signedIn.answer]);
    });

    registerEndpoint(app, endpoints.resendVerification, async (request) => ({
      message: await accounts.resendVerification(
        ctx,
        await portalAgency(ctx, request.params.agency),
        request.body.email,
        requestLanguage(request),
      ),
    }));

    registerEndpoint(app, endpoints.signIn, async (request, reply) => {
      const portal = await portalAgency(ctx, request.params.agency);
      const signedIn = await signIn.signInSupplier(ctx, portal, request.body, request.ip);
      setSupplierCookie(reply, ctx, signedIn.token, signedIn.expiresAt);
      return envelope('supplierSession', [signedIn.answer]);
    });

    registerEndpoint(app, endpoints.signOut, async (request, reply) => {
      await signIn.signOutSupplier(ctx, supplierOf(request));
      clearSupplierCookie(reply, ctx);
      return reply.status(204).send();
    });

    registerEndpoint(app, endpoints.session, async (request) =>
      envelope('supplierSession', [await signIn.describeSupplierSession(ctx, supplierOf(request))]),
    );

    registerEndpoint(app, endpoints.requestPasswordReset, async (request) => ({
      message: await accounts.requestSupplierPasswordReset(
        ctx,
        await portalAgency(ctx, request.params.agency),
        request.body.email,
        requestLanguage(request),
      ),
    }));

    registerEndpoint(app, endpoints.confirmPasswordReset, async (request, reply) => {
      const message = await accounts.confirmSupplierPasswordReset(
        ctx,
        await portalAgency(ctx, request.params.agency),
        request.body,
        requestLanguage(request),
      );
      // A browser signed in on the account loses its session with the others.
      clearSupplierCookie(reply, ctx);
      return { message };
    });

    registerEndpoint(app, endpoints.changePassword, async (request) => {
      await accounts.changeSupplierPassword(ctx, supplierOf(request), request.body);
      return { message: translate('supplierPasswordUpdated', requestLanguage(request)) };
    });

    registerEndpoint(app, endpoints.profile, async (request) =>
      envelope('vendor', [await profile.getSupplierProfile(ctx, supplierOf(request))]),
    );

    registerEndpoint(app, endpoints.saveProfile, async (request) =>
      envelope('vendor', [await profile.updateSupplierProfile(ctx, supplierOf(request), request.body)]),
    );

    registerEndpoint(app, endpoints.addContact, async (request) =>
      envelope('vendorContact', await profile.addSupplierContact(ctx, supplierOf(request), request.body)),
    );

    registerEndpoint(app, endpoints.updateContact, async (request) =>
      envelope(
        'vendorContact',
        await profile.updateSupplierContact(ctx, supplierOf(request), request.params.id, request.body),
      ),
    );

    registerEndpoint(app, endpoints.removeContact, async (request) =>
      envelope(
        'vendorContact',
        await profile.deleteSupplierContact(ctx, supplierOf(request), request.params.id),
      ),
    );
  };
}
