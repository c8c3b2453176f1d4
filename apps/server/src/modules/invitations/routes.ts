import { envelope, invitationsEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { buildActorOf } from '../projects/index.ts';
import * as invitations from './service.ts';

/** Suppliers invited by email to a source (001 §7 Vendors; Build > invitations). */
export function invitationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, invitationsEndpoints.list, async (request) =>
      envelope(
        'vendorInvitation',
        await invitations.listInvitations(ctx, actorOf(request), request.query.tenderId),
      ),
    );

    registerEndpoint(app, invitationsEndpoints.lookUpInvitee, async (request) =>
      envelope('invitee', [
        await invitations.lookUpInvitee(ctx, actorOf(request), request.query.tenderId, request.query.email),
      ]),
    );

    registerEndpoint(app, invitationsEndpoints.create, async (request) =>
      envelope('vendorInvitation', [
        await invitations.createInvitation(ctx, buildActorOf(request), request.body),
      ]),
    );

    registerEndpoint(app, invitationsEndpoints.update, async (request) =>
      envelope('vendorInvitation', [
        await invitations.updateInvitation(ctx, buildActorOf(request), request.body),
      ]),
    );

    registerEndpoint(app, invitationsEndpoints.remove, async (request) =>
      envelope('vendorInvitation', [
        await invitations.deleteInvitation(ctx, buildActorOf(request), request.query.vendorInvitationId),
      ]),
    );
  };
}
