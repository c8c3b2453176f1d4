import {
  answerVendorQuestionSchema,
  askQuestionSchema,
  createVendorQuestionSchema,
  envelope,
  envelopeSchema,
  exportVendorQuestionsSchema,
  idParamSchema,
  portalApiPrefix,
  supplierQuestionsSchema,
  vendorQuestionSchema,
  vendorQuestionsQuerySchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, supplierAccess, supplierOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, xlsxContentType } from '../../platform/downloads.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { vendorQuestionsFileName, vendorQuestionsWorkbook } from './export.ts';
import * as questions from './service.ts';

const tags = ['Vendor questions'];
const view = tenantAccess('project.source', 'view');
const act = tenantAccess('project.source', 'act');
const questionsResponse = { 200: envelopeSchema('vendorQuestion', vendorQuestionSchema) };
const path = `${tenantPrefix}/VendorQuestions`;
const portalParams = z.object({
  agency: z.string(),
  projectId: idParamSchema('invalidProjectId'),
});
const portalPath = `${portalApiPrefix}/Opportunities/:projectId/Questions`;
const panelResponse = { 200: envelopeSchema('supplierQuestions', supplierQuestionsSchema) };

/**
 * Vendor questions (001 §7 "Vendor questions: GET ?tenderId, POST, PUT ?answerViaEmail"; Exports
 * VendorQuestions) for the buyer, and the supplier's questions on the portal (paths in
 * docs/decisions.md).
 */
export function questionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: vendorQuestionsQuerySchema,
          response: questionsResponse,
        },
        config: { access: view },
      },
      async (request) => {
        const page = await questions.listVendorQuestions(ctx, actorOf(request), request.query);
        return envelope('vendorQuestion', page.values, page.total);
      },
    );

    app.post(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: createVendorQuestionSchema,
          response: questionsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('vendorQuestion', [
          await questions.createVendorQuestion(ctx, actorOf(request), request.body),
        ]),
    );

    app.put(
      path,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ answerViaEmail: z.enum(['true', 'false']).default('false') }),
          body: answerVendorQuestionSchema,
          response: questionsResponse,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('vendorQuestion', [
          await questions.answerVendorQuestion(
            ctx,
            actorOf(request),
            request.body,
            request.query.answerViaEmail === 'true',
          ),
        ]),
    );

    app.post(
      `${tenantPrefix}/Exports/VendorQuestions`,
      {
        schema: { tags, params: tenantParamsSchema, body: exportVendorQuestionsSchema },
        config: { access: view },
      },
      async (request, reply) => {
        const found = await questions.questionsForExport(ctx, actorOf(request), request.body.ids);
        const file = await vendorQuestionsWorkbook(found.questions, found.timeZone, requestLanguage(request));
        const name = vendorQuestionsFileName(found.project.number, ctx.clock.now(), found.timeZone);
        return sendDownload(reply, { fileName: name, contentType: xlsxContentType, stream: file });
      },
    );

    app.get(
      portalPath,
      {
        schema: { tags, params: portalParams, response: panelResponse },
        config: { access: supplierAccess },
      },
      async (request) =>
        envelope('supplierQuestions', [
          await questions.supplierQuestions(ctx, supplierOf(request), request.params.projectId),
        ]),
    );

    app.post(
      portalPath,
      {
        schema: { tags, params: portalParams, body: askQuestionSchema, response: panelResponse },
        config: { access: supplierAccess },
      },
      async (request) =>
        envelope('supplierQuestions', [
          await questions.askQuestion(
            ctx,
            supplierOf(request),
            request.params.projectId,
            request.body.question,
          ),
        ]),
    );
  };
}
