import { contractBuilderEndpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as licences from './licences.ts';

const supportOf = (request: FastifyRequest): licences.SupportActor => ({
  ...actorOf(request),
  isSiteAdmin: sessionOf(request).isSiteAdmin,
});

/**
 * Contract builder licences (issue 9 §4; 001 §7 ContractBuilderLicenseConfiguration): the agency's
 * own remaining envelopes, and the contract-builder dashboard's calls for product support.
 */
export function contractBuilderRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, contractBuilderEndpoints.ownLicence, async (request) =>
      envelope('licence', [await licences.ownLicence(ctx, actorOf(request))]),
    );
    registerEndpoint(app, contractBuilderEndpoints.licences, async (request) =>
      envelope('licence', await licences.listLicences(ctx, supportOf(request))),
    );
    registerEndpoint(app, contractBuilderEndpoints.summary, async (request) =>
      envelope('summary', [await licences.licenceSummary(ctx, supportOf(request))]),
    );
    registerEndpoint(app, contractBuilderEndpoints.agencies, async (request) =>
      envelope('agency', await licences.unlicensedAgencies(ctx, supportOf(request))),
    );
    registerEndpoint(app, contractBuilderEndpoints.create, async (request) =>
      envelope('licence', [await licences.createLicence(ctx, supportOf(request), request.body)]),
    );
    registerEndpoint(app, contractBuilderEndpoints.licence, async (request) =>
      envelope('licence', [await licences.getLicence(ctx, supportOf(request), request.params.licenseId)]),
    );
    registerEndpoint(app, contractBuilderEndpoints.update, async (request) =>
      envelope('licence', [
        await licences.updateLicence(ctx, supportOf(request), request.params.licenseId, request.body),
      ]),
    );
  };
}
