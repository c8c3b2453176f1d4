import {
  awardedQuerySchema,
  awardedSubmissionSchema,
  awardIdQuerySchema,
  awardInputSchema,
  awardPhaseSchema,
  awardSchema,
  awardSummarySchema,
  awardsQuerySchema,
  envelope,
  envelopeSchema,
  updateAwardSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as awards from './service.ts';

const tags = ['Awards'];
const view = { access: tenantAccess('project.award', 'view') };
const act = { access: tenantAccess('project.award', 'act') };
const path = `${tenantPrefix}/Awards`;
const awardsResponse = { 200: envelopeSchema('award', awardSchema) };

/**
 * The Awards tab (issue 8 §2): the companies awarded on a project at /Awards (paths of our own:
 * the spec names none, docs/api.md), and the spec's awards/summary, Awards/AwardPhaseStatus and
 * Submissions/Awarded (001 §7 Award approvals).
 */
export function awardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: awardsQuerySchema,
          response: awardsResponse,
        },
        config: view,
      },
      async (request) =>
        envelope('award', await awards.listAwards(ctx, actorOf(request), request.query.projectId)),
    );

    app.post(
      path,
      {
        schema: { tags, params: tenantParamsSchema, body: awardInputSchema, response: awardsResponse },
        config: act,
      },
      async (request) => envelope('award', [await awards.createAward(ctx, actorOf(request), request.body)]),
    );

    app.put(
      path,
      {
        schema: { tags, params: tenantParamsSchema, body: updateAwardSchema, response: awardsResponse },
        config: act,
      },
      async (request) => envelope('award', [await awards.updateAward(ctx, actorOf(request), request.body)]),
    );

    app.delete(
      path,
      { schema: { tags, params: tenantParamsSchema, querystring: awardIdQuerySchema }, config: act },
      async (request) => {
        await awards.deleteAward(ctx, actorOf(request), request.query.id);
        return { deleted: true };
      },
    );

    app.get(
      `${path}/AwardPhaseStatus`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: awardsQuerySchema,
          response: { 200: envelopeSchema('awardPhase', awardPhaseSchema) },
        },
        config: view,
      },
      async (request) =>
        envelope('awardPhase', [await awards.awardPhase(ctx, actorOf(request), request.query.projectId)]),
    );

    app.get(
      `${tenantPrefix}/awards/summary`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: awardsQuerySchema,
          response: { 200: envelopeSchema('awardSummary', awardSummarySchema) },
        },
        config: view,
      },
      async (request) =>
        envelope('awardSummary', [await awards.awardSummary(ctx, actorOf(request), request.query.projectId)]),
    );

    app.get(
      `${tenantPrefix}/Submissions/Awarded`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: awardedQuerySchema,
          response: { 200: envelopeSchema('awardedSubmission', awardedSubmissionSchema) },
        },
        config: view,
      },
      async (request) =>
        envelope(
          'awardedSubmission',
          await awards.awardedSubmissions(ctx, actorOf(request), request.query.tenderId),
        ),
    );
  };
}
