import {
  createLicenceSchema,
  envelope,
  envelopeSchema,
  licenceAgencySchema,
  licenceInputSchema,
  licenceParamsSchema,
  licenceSchema,
  licenceSummarySchema,
  ownLicenceSchema,
} from '@procura/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, sessionOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as licences from './licences.ts';

const tags = ['Contract builder'];
const base = `${tenantPrefix}/ContractBuilderLicenseConfiguration`;
const view = { access: tenantAccess('contract-builder-dashboard', 'view') };
const act = { access: tenantAccess('contract-builder-dashboard', 'act') };
const answer = { 200: envelopeSchema('licence', licenceSchema) };
const params = tenantParamsSchema.extend(licenceParamsSchema.shape);

const supportOf = (request: FastifyRequest): licences.SupportActor => ({
  ...actorOf(request),
  isSiteAdmin: sessionOf(request).isSiteAdmin,
});

/**
 * Contract builder licences (issue 9 §4; 001 §7 ContractBuilderLicenseConfiguration): the agency's
 * own remaining envelopes, and the contract-builder dashboard's calls for product support.
 */
export function contractBuilderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      base,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('licence', ownLicenceSchema) },
        },
        config: { access: tenantAccess(null) },
      },
      async (request) => envelope('licence', [await licences.ownLicence(ctx, actorOf(request))]),
    );
    app.get(
      `${base}/All`,
      { schema: { tags, params: tenantParamsSchema, response: answer }, config: view },
      async (request) => envelope('licence', await licences.listLicences(ctx, supportOf(request))),
    );
    app.get(
      `${base}/Summary`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('summary', licenceSummarySchema) },
        },
        config: view,
      },
      async (request) => envelope('summary', [await licences.licenceSummary(ctx, supportOf(request))]),
    );
    app.get(
      `${base}/Agencies`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('agency', licenceAgencySchema) },
        },
        config: view,
      },
      async (request) => envelope('agency', await licences.unlicensedAgencies(ctx, supportOf(request))),
    );
    app.post(
      base,
      {
        schema: { tags, params: tenantParamsSchema, body: createLicenceSchema, response: answer },
        config: act,
      },
      async (request) =>
        envelope('licence', [await licences.createLicence(ctx, supportOf(request), request.body)]),
    );
    app.get(
      `${base}/:licenseId`,
      { schema: { tags, params, response: answer }, config: view },
      async (request) =>
        envelope('licence', [await licences.getLicence(ctx, supportOf(request), request.params.licenseId)]),
    );
    app.put(
      `${base}/:licenseId`,
      { schema: { tags, params, body: licenceInputSchema, response: answer }, config: act },
      async (request) =>
        envelope('licence', [
          await licences.updateLicence(ctx, supportOf(request), request.params.licenseId, request.body),
        ]),
    );
  };
}
