import fastifyMultipart from '@fastify/multipart';
import {
  approvalDocumentParamsSchema,
  approvalIdParamsSchema,
  approvalPersonParamsSchema,
  approvalStatusChangeBodySchema,
  approvalStatusChangeQuerySchema,
  awardApprovalInputSchema,
  awardApprovalSchema,
  awardsQuerySchema,
  bidDocumentRules,
  downloadReportQuerySchema,
  envelope,
  envelopeSchema,
  reorderSchema,
  summaryReportQuerySchema,
  updateAwardApprovalSchema,
  updateWorkflowPersonSchema,
  workflowPersonInputSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { badRequest } from '../../platform/errors.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { readUpload } from '../documents/multipart.ts';
import * as documents from './documents.ts';
import * as people from './people.ts';
import * as approvals from './service.ts';

const tags = ['Award approvals'];
const view = { access: tenantAccess('project.award', 'view') };
const act = { access: tenantAccess('project.award', 'act') };
const path = `${tenantPrefix}/Awards/approvals`;
const one = `${path}/:approvalId`;
const response = { 200: envelopeSchema('awardApproval', awardApprovalSchema) };
const params = tenantParamsSchema.extend(approvalIdParamsSchema.shape);
const documentParams = tenantParamsSchema.extend(approvalDocumentParamsSchema.shape);
const personParams = tenantParamsSchema.extend(approvalPersonParamsSchema.shape);
const answer = (approval: Awaited<ReturnType<typeof approvals.getApproval>>) =>
  envelope('awardApproval', [approval]);

/**
 * The award approval workflow, the buyer's calls (001 §7 Award approvals): the approval and its
 * settings, documents, people, sending and statuses. The approver's calls are in
 * approver-routes.ts.
 */
export function awardApprovalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: bidDocumentRules.maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });

    app.get(
      path,
      {
        schema: { tags, params: tenantParamsSchema, querystring: awardsQuerySchema, response },
        config: view,
      },
      async (request) =>
        envelope(
          'awardApproval',
          await approvals.listApprovals(ctx, actorOf(request), request.query.projectId),
        ),
    );
    app.post(
      path,
      { schema: { tags, params: tenantParamsSchema, body: awardApprovalInputSchema, response }, config: act },
      async (request) => answer(await approvals.createApproval(ctx, actorOf(request), request.body)),
    );
    app.get(one, { schema: { tags, params, response }, config: view }, async (request) =>
      answer(await approvals.getApproval(ctx, actorOf(request), request.params.approvalId)),
    );
    app.put(
      one,
      { schema: { tags, params, body: updateAwardApprovalSchema, response }, config: act },
      async (request) =>
        answer(
          await approvals.updateApproval(ctx, actorOf(request), request.params.approvalId, request.body),
        ),
    );
    app.delete(one, { schema: { tags, params }, config: act }, async (request) => {
      await approvals.deleteApproval(ctx, actorOf(request), request.params.approvalId);
      return { deleted: true };
    });

    app.post(
      `${one}/documents`,
      { schema: { tags, params, consumes: ['multipart/form-data'], response }, config: act },
      async (request) =>
        readUpload(request, z.object({}), async (_fields, file) => {
          if (!file) throw badRequest('documentFileRequired');
          return answer(
            await documents.uploadDocument(ctx, actorOf(request), request.params.approvalId, file),
          );
        }),
    );
    app.get(
      `${one}/documents/:documentId`,
      { schema: { tags, params: documentParams }, config: view },
      async (request, reply) => {
        const { approvalId, documentId } = request.params;
        return sendDownload(
          reply,
          await documents.downloadDocument(ctx, actorOf(request), approvalId, documentId),
        );
      },
    );
    app.delete(
      `${one}/documents/:documentId`,
      { schema: { tags, params: documentParams, response }, config: act },
      async (request) => {
        const { approvalId, documentId } = request.params;
        return answer(await documents.deleteDocument(ctx, actorOf(request), approvalId, documentId));
      },
    );
    // attach=true answers the approval with the report among its documents; otherwise the PDF.
    app.post(
      `${one}/summary-report`,
      { schema: { tags, params, querystring: summaryReportQuerySchema }, config: act },
      async (request, reply) => {
        const { approvalId } = request.params;
        if (request.query.attach === 'true') {
          return answer(await documents.attachSummaryReport(ctx, actorOf(request), approvalId));
        }
        const report = await documents.downloadReport(ctx, actorOf(request), approvalId);
        return sendDownload(reply, {
          fileName: report.fileName,
          contentType: 'application/pdf',
          stream: report.bytes,
        });
      },
    );
    app.get(
      `${one}/download-report`,
      { schema: { tags, params, querystring: downloadReportQuerySchema }, config: view },
      async (request, reply) => {
        const report = await documents.downloadReport(ctx, actorOf(request), request.params.approvalId);
        return sendDownload(reply, {
          fileName: report.fileName,
          contentType: 'application/pdf',
          stream: report.bytes,
        });
      },
    );

    app.post(`${one}/send`, { schema: { tags, params, response }, config: act }, async (request) =>
      answer(await approvals.sendApproval(ctx, actorOf(request), request.params.approvalId)),
    );
    app.put(
      `${one}/status`,
      {
        schema: {
          tags,
          params,
          querystring: approvalStatusChangeQuerySchema,
          body: approvalStatusChangeBodySchema.nullish(),
          response,
        },
        config: act,
      },
      async (request) =>
        answer(
          await approvals.changeApprovalStatus(
            ctx,
            actorOf(request),
            request.params.approvalId,
            request.query.status,
            request.body?.reason ?? '',
          ),
        ),
    );
    app.post(
      `${one}/approver/:workflowId/Resend`,
      { schema: { tags, params: personParams, response }, config: act },
      async (request) => {
        const { approvalId, workflowId } = request.params;
        return answer(await approvals.resendToPerson(ctx, actorOf(request), approvalId, workflowId));
      },
    );
    app.post(
      `${one}/approver/:workflowId/StatusReset`,
      { schema: { tags, params: personParams, response }, config: act },
      async (request) => {
        const { approvalId, workflowId } = request.params;
        return answer(await approvals.resetPerson(ctx, actorOf(request), approvalId, workflowId));
      },
    );

    app.post(
      `${one}/workflow`,
      { schema: { tags, params, body: workflowPersonInputSchema, response }, config: act },
      async (request) =>
        answer(await people.addPerson(ctx, actorOf(request), request.params.approvalId, request.body)),
    );
    app.put(
      `${one}/workflow`,
      { schema: { tags, params, body: updateWorkflowPersonSchema, response }, config: act },
      async (request) =>
        answer(await people.updatePerson(ctx, actorOf(request), request.params.approvalId, request.body)),
    );
    app.post(
      `${one}/workflow/re-order`,
      { schema: { tags, params, body: reorderSchema, response }, config: act },
      async (request) =>
        answer(
          await people.reorderPeople(ctx, actorOf(request), request.params.approvalId, request.body.ids),
        ),
    );
    app.delete(
      `${one}/workflow/:workflowId`,
      { schema: { tags, params: personParams, response }, config: act },
      async (request) => {
        const { approvalId, workflowId } = request.params;
        return answer(await people.removePerson(ctx, actorOf(request), approvalId, workflowId));
      },
    );
  };
}
