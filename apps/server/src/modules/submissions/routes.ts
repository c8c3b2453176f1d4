import {
  complianceGridItemSchema,
  complianceReviewSchema,
  complianceRowSchema,
  envelope,
  envelopeSchema,
  hardCopySubmissionSchema,
  idParamSchema,
  openingStateSchema,
  submissionCommentsSchema,
  submissionDetailSchema,
  submissionSummarySchema,
  submissionsQuerySchema,
  unsealBodySchema,
  unsealQuerySchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { deleteHardCopy, enterHardCopy, withdrawSubmission } from './actions.ts';
import { getComplianceGrid, reviewCompliance } from './compliance.ts';
import { openSubmissionFile } from './files.ts';
import { getSubmission, listSubmissions, saveComments } from './service.ts';
import { unsealSubmissions } from './unseal.ts';

const tags = ['Submissions'];
const view = tenantAccess('project.source', 'view');
const act = tenantAccess('project.source', 'act');
const path = `${tenantPrefix}/Submissions`;
const positive = idParamSchema();
const idParams = tenantParamsSchema.extend({ id: positive });
const tenderQuery = z.object({ tenderId: idParamSchema('invalidTenderId') });
const summaries = envelopeSchema('submission', submissionSummarySchema);
const details = { 200: envelopeSchema('submission', submissionDetailSchema) };
const complianceRows = { 200: envelopeSchema('submissionCompliance', complianceRowSchema) };

/** The buyer's Submissions and Compliance tabs (paths in decision 140-149; withdraw and hard-copy delete from 001 §7). */
export function submissionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: submissionsQuerySchema,
          response: { 200: summaries.extend({ opening: openingStateSchema }) },
        },
        config: { access: view, sealed: true },
      },
      async (request) => {
        const found = await listSubmissions(ctx, actorOf(request), request.query);
        return { ...envelope('submission', found.values, found.total), opening: found.opening };
      },
    );

    app.post(
      `${path}/Unseal`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: unsealQuerySchema,
          body: unsealBodySchema,
          response: { 200: envelopeSchema('opening', openingStateSchema) },
        },
        config: { access: act },
      },
      async (request) =>
        envelope('opening', [
          await unsealSubmissions(ctx, actorOf(request), {
            ...request.query,
            confirmBelowMinimum: request.body?.confirmBelowMinimum ?? false,
          }),
        ]),
    );

    app.post(
      `${path}/HardCopy`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: hardCopySubmissionSchema,
          response: { 200: summaries },
        },
        config: { access: act },
      },
      async (request) => envelope('submission', [await enterHardCopy(ctx, actorOf(request), request.body)]),
    );

    app.get(
      `${path}/Compliance`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: tenderQuery,
          response: {
            200: complianceRows[200].extend({ complianceItems: z.array(complianceGridItemSchema) }),
          },
        },
        config: { access: view, sealed: true },
      },
      async (request) => {
        const grid = await getComplianceGrid(ctx, actorOf(request), request.query.tenderId);
        return { ...envelope('submissionCompliance', grid.rows), complianceItems: grid.items };
      },
    );

    app.get(
      `${path}/:id`,
      { schema: { tags, params: idParams, response: details }, config: { access: view, sealed: true } },
      async (request) =>
        envelope('submission', [await getSubmission(ctx, actorOf(request), request.params.id)]),
    );

    app.get(
      `${path}/:id/Files/:fileId`,
      {
        schema: { tags, params: idParams.extend({ fileId: positive }) },
        config: { access: view, sealed: true },
      },
      async (request, reply) => {
        const file = await openSubmissionFile(
          ctx,
          actorOf(request),
          request.params.id,
          request.params.fileId,
        );
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );

    app.put(
      `${path}/:id/Comments`,
      {
        schema: { tags, params: idParams, body: submissionCommentsSchema, response: { 200: summaries } },
        config: { access: act },
      },
      async (request) =>
        envelope('submission', [
          await saveComments(ctx, actorOf(request), request.params.id, request.body.privateComments),
        ]),
    );

    app.put(
      `${path}/:id/Compliance`,
      {
        schema: { tags, params: idParams, body: complianceReviewSchema, response: complianceRows },
        config: { access: act },
      },
      async (request) =>
        envelope('submissionCompliance', [
          await reviewCompliance(ctx, actorOf(request), request.params.id, request.body),
        ]),
    );

    app.put(
      `${tenantPrefix}/submissions/withdraw/:id`,
      { schema: { tags, params: idParams, response: { 200: summaries } }, config: { access: act } },
      async (request) =>
        envelope('submission', [await withdrawSubmission(ctx, actorOf(request), request.params.id)]),
    );

    app.delete(
      `${tenantPrefix}/plantakers/HardCopySubmission`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ submissionId: positive }),
          response: { 200: envelopeSchema('submission', z.object({ id: positive })) },
        },
        config: { access: act },
      },
      async (request) =>
        envelope('submission', [await deleteHardCopy(ctx, actorOf(request), request.query.submissionId)]),
    );
  };
}
