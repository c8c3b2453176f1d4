import { vendorListsEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { buildActorOf } from '../projects/index.ts';
import * as invitations from './invitations.ts';

/**
 * Inviting suppliers of the directory (001 §7 VendorInvitations SearchCriteria and SearchTender;
 * issue 22 §4): the search with who is invited, the sources taking invitations, and the invite
 * itself, with the project's Build right as the invitations of Build > invitations.
 */
export function vendorInvitationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.invitationSearch, async (request) => {
      const found = await invitations.searchInvitationCandidates(ctx, actorOf(request), request.body);
      return envelope('vendor', found.values, found.total);
    });
    registerEndpoint(app, endpoints.invitationTenders, async (request) =>
      envelope('tender', await invitations.searchInvitationTenders(ctx, actorOf(request), request.query)),
    );
    registerEndpoint(app, endpoints.inviteVendors, async (request) =>
      envelope('vendorInvitationResult', [
        await invitations.inviteVendors(ctx, buildActorOf(request), request.body),
      ]),
    );
  };
}
