import {
  envelope,
  envelopeSchema,
  idParamSchema,
  requirementsSchema,
  saveRequirementsSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { buildActorOf } from '../projects/build-actor.ts';
import * as requirements from './service.ts';
import { unlockRequirements } from './unlock.ts';

const tags = ['Submission requirements'];
const path = `${tenantPrefix}/TenderRequirements`;
const response = { 200: envelopeSchema('tenderRequirements', requirementsSchema) };
const tenderQuery = z.object({ tenderId: idParamSchema('invalidTenderId') });

/**
 * A source's submission requirement sections: included sections, texts, titles and security
 * settings, and the confirmed unlock that withdraws completed submissions (paths chosen in
 * docs/decisions.md).
 */
export function requirementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path,
      {
        schema: { tags, params: tenantParamsSchema, querystring: tenderQuery, response },
        config: { access: tenantAccess('project.build', 'view') },
      },
      async (request) =>
        envelope('tenderRequirements', [
          await requirements.getRequirements(ctx, actorOf(request), request.query.tenderId),
        ]),
    );

    app.put(
      path,
      {
        schema: { tags, params: tenantParamsSchema, body: saveRequirementsSchema, response },
        config: { access: tenantAccess('project.build', 'act') },
      },
      async (request) =>
        envelope('tenderRequirements', [
          await requirements.saveRequirements(ctx, buildActorOf(request), request.body),
        ]),
    );

    app.post(
      `${path}/Unlock`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: tenderQuery, response },
        config: { access: tenantAccess('project.build', 'act') },
      },
      async (request) =>
        envelope('tenderRequirements', [
          await unlockRequirements(ctx, buildActorOf(request), request.query.tenderId),
        ]),
    );
  };
}
