import {
  envelope,
  envelopeSchema,
  idParamSchema,
  portalApiPrefix,
  registerSupplierSchema,
  saveVendorContactSchema,
  supplierEmailSchema,
  supplierMessageSchema,
  supplierPasswordChangeSchema,
  supplierResetConfirmSchema,
  supplierSessionAnswerSchema,
  supplierSignInSchema,
  supplierTokenSchema,
  translate,
  vendorContactSchema,
  vendorProfileInputSchema,
  vendorSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, supplierAccess, supplierOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { portalAgency } from '../customers/index.ts';
import * as profile from './profile.ts';
import * as accounts from './service.ts';
import { clearSupplierCookie, setSupplierCookie } from './sessions.ts';

const tags = ['Supplier accounts'];
const agencyParams = z.object({ agency: z.string() });
const contactParams = agencyParams.extend({ id: idParamSchema('notFound') });
const sessionResponse = { 200: envelopeSchema('supplierSession', supplierSessionAnswerSchema) };
const messageResponse = { 200: supplierMessageSchema };
const vendorResponse = { 200: envelopeSchema('vendor', vendorSchema) };
const contactsResponse = { 200: envelopeSchema('vendorContact', vendorContactSchema) };
const p = (path: string) => `${portalApiPrefix}${path}`;

/**
 * Supplier accounts on an agency's portal (`/api/v1/portal/{agency}`, paths chosen in
 * decision 100): registration, verification, sign-in and out, password reset and change,
 * the company profile and its contacts.
 */
export function supplierAccountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      p('/Register'),
      {
        schema: { tags, params: agencyParams, body: registerSupplierSchema, response: messageResponse },
        config: { access: publicAccess, rateLimits: [{ limit: 'accountMailRequests', by: 'address' }] },
      },
      async (request) => ({
        message: await accounts.registerSupplier(
          ctx,
          await portalAgency(ctx, request.params.agency),
          request.body,
          requestLanguage(request),
        ),
      }),
    );

    app.post(
      p('/Register/Verify'),
      {
        schema: { tags, params: agencyParams, body: supplierTokenSchema, response: sessionResponse },
        config: { access: publicAccess, rateLimits: [{ limit: 'tokenChecks', by: 'address' }] },
      },
      async (request, reply) => {
        const portal = await portalAgency(ctx, request.params.agency);
        const signedIn = await accounts.verifyRegistration(ctx, portal, request.body.token);
        setSupplierCookie(reply, ctx, signedIn.token, signedIn.expiresAt);
        return envelope('supplierSession', [signedIn.answer]);
      },
    );

    app.post(
      p('/Register/Resend'),
      {
        schema: { tags, params: agencyParams, body: supplierEmailSchema, response: messageResponse },
        config: { access: publicAccess, rateLimits: [{ limit: 'accountMailRequests', by: 'address' }] },
      },
      async (request) => ({
        message: await accounts.resendVerification(
          ctx,
          await portalAgency(ctx, request.params.agency),
          request.body.email,
          requestLanguage(request),
        ),
      }),
    );

    app.post(
      p('/SignIn'),
      {
        schema: { tags, params: agencyParams, body: supplierSignInSchema, response: sessionResponse },
        config: { access: publicAccess, rateLimits: [{ limit: 'signIn', by: 'address' }] },
      },
      async (request, reply) => {
        const portal = await portalAgency(ctx, request.params.agency);
        const signedIn = await accounts.signInSupplier(ctx, portal, request.body, request.ip);
        setSupplierCookie(reply, ctx, signedIn.token, signedIn.expiresAt);
        return envelope('supplierSession', [signedIn.answer]);
      },
    );

    app.post(
      p('/SignOut'),
      { schema: { tags, params: agencyParams }, config: { access: supplierAccess } },
      async (request, reply) => {
        await accounts.signOutSupplier(ctx, supplierOf(request));
        clearSupplierCookie(reply, ctx);
        return reply.status(204).send();
      },
    );

    app.get(
      p('/Session'),
      {
        schema: { tags, params: agencyParams, response: sessionResponse },
        config: { access: supplierAccess },
      },
      async (request) =>
        envelope('supplierSession', [await accounts.describeSupplierSession(ctx, supplierOf(request))]),
    );

    app.post(
      p('/PasswordReset'),
      {
        schema: { tags, params: agencyParams, body: supplierEmailSchema, response: messageResponse },
        config: { access: publicAccess, rateLimits: [{ limit: 'accountMailRequests', by: 'address' }] },
      },
      async (request) => ({
        message: await accounts.requestSupplierPasswordReset(
          ctx,
          await portalAgency(ctx, request.params.agency),
          request.body.email,
          requestLanguage(request),
        ),
      }),
    );

    app.post(
      p('/PasswordReset/Confirm'),
      {
        schema: { tags, params: agencyParams, body: supplierResetConfirmSchema, response: messageResponse },
        config: { access: publicAccess, rateLimits: [{ limit: 'tokenChecks', by: 'address' }] },
      },
      async (request, reply) => {
        const message = await accounts.confirmSupplierPasswordReset(
          ctx,
          await portalAgency(ctx, request.params.agency),
          request.body,
          requestLanguage(request),
        );
        // A browser signed in on the account loses its session with the others.
        clearSupplierCookie(reply, ctx);
        return { message };
      },
    );

    app.put(
      p('/Password'),
      {
        schema: { tags, params: agencyParams, body: supplierPasswordChangeSchema, response: messageResponse },
        config: { access: supplierAccess },
      },
      async (request) => {
        await accounts.changeSupplierPassword(ctx, supplierOf(request), request.body);
        return { message: translate('supplierPasswordUpdated', requestLanguage(request)) };
      },
    );

    app.get(
      p('/Profile'),
      {
        schema: { tags, params: agencyParams, response: vendorResponse },
        config: { access: supplierAccess },
      },
      async (request) => envelope('vendor', [await profile.getSupplierProfile(ctx, supplierOf(request))]),
    );

    app.put(
      p('/Profile'),
      {
        schema: { tags, params: agencyParams, body: vendorProfileInputSchema, response: vendorResponse },
        config: { access: supplierAccess },
      },
      async (request) =>
        envelope('vendor', [await profile.updateSupplierProfile(ctx, supplierOf(request), request.body)]),
    );

    app.post(
      p('/Contacts'),
      {
        schema: { tags, params: agencyParams, body: saveVendorContactSchema, response: contactsResponse },
        config: { access: supplierAccess },
      },
      async (request) =>
        envelope('vendorContact', await profile.addSupplierContact(ctx, supplierOf(request), request.body)),
    );

    app.put(
      p('/Contacts/:id'),
      {
        schema: { tags, params: contactParams, body: saveVendorContactSchema, response: contactsResponse },
        config: { access: supplierAccess },
      },
      async (request) =>
        envelope(
          'vendorContact',
          await profile.updateSupplierContact(ctx, supplierOf(request), request.params.id, request.body),
        ),
    );

    app.delete(
      p('/Contacts/:id'),
      {
        schema: { tags, params: contactParams, response: contactsResponse },
        config: { access: supplierAccess },
      },
      async (request) =>
        envelope(
          'vendorContact',
          await profile.deleteSupplierContact(ctx, supplierOf(request), request.params.id),
        ),
    );
  };
}
