import {
  createInvitationSchema,
  envelope,
  envelopeSchema,
  idParamSchema,
  invitationSchema,
  inviteeEmailSchema,
  inviteeLookupSchema,
  updateInvitationSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { buildActorOf } from '../projects/build-actor.ts';
import * as invitations from './service.ts';

const tags = ['Vendor invitations'];
const view = tenantAccess('project.build', 'view');
const act = tenantAccess('project.build', 'act');
const invitationsResponse = { 200: envelopeSchema('vendorInvitation', invitationSchema) };
const tenderQuery = idParamSchema('invitationInvalidTender');
const path = `${tenantPrefix}/VendorInvitations`;

/** Suppliers invited by email to a source (001 §7 Vendors; Build > invitations). */
export function invitationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ tenderId: tenderQuery }),
          response: invitationsResponse,
        },
        config: { access: view },
      },
      async (request) =>
        envelope(
          'vendorInvitation',
          await invitations.listInvitations(ctx, actorOf(request), request.query.tenderId),
        ),
    );

    app.get(
      `${path}/LookupEmailInvitee`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ tenderId: tenderQuery, email: inviteeEmailSchema }),
          response: { 200: envelopeSchema('invitee', inviteeLookupSchema) },
        },
        config: { access: view },
      },
      async (request) =>
        envelope('invitee', [
          await invitations.lookUpInvitee(ctx, actorOf(request), request.query.tenderId, request.query.email),
        ]),
    );

    app.post(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: createInvitationSchema,
          response: invitationsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('vendorInvitation', [
          await invitations.createInvitation(ctx, buildActorOf(request), request.body),
        ]),
    );

    app.put(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: updateInvitationSchema,
          response: invitationsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('vendorInvitation', [
          await invitations.updateInvitation(ctx, buildActorOf(request), request.body),
        ]),
    );

    app.delete(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({
            vendorInvitationId: idParamSchema('emailInvalidInvitation'),
          }),
          response: invitationsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('vendorInvitation', [
          await invitations.deleteInvitation(ctx, buildActorOf(request), request.query.vendorInvitationId),
        ]),
    );
  };
}
