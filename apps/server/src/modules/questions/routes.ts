import { envelope, questionsEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf, supplierOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, xlsxContentType } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { vendorQuestionsFileName, vendorQuestionsWorkbook } from './export.ts';
import * as questions from './service.ts';

/**
 * Vendor questions (001 §7 "Vendor questions"; Exports VendorQuestions) for the buyer, and the
 * supplier's questions on the portal.
 */
export function questionRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, questionsEndpoints.list, async (request) => {
      const page = await questions.listVendorQuestions(ctx, actorOf(request), request.query);
      return envelope('vendorQuestion', page.values, page.total);
    });

    registerEndpoint(app, questionsEndpoints.create, async (request) =>
      envelope('vendorQuestion', [await questions.createVendorQuestion(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, questionsEndpoints.answer, async (request) =>
      envelope('vendorQuestion', [
        await questions.answerVendorQuestion(
          ctx,
          actorOf(request),
          request.body,
          request.query.answerViaEmail === 'true',
        ),
      ]),
    );

    registerEndpoint(app, questionsEndpoints.export, async (request, reply) => {
      const found = await questions.questionsForExport(ctx, actorOf(request), request.body.ids);
      const file = await vendorQuestionsWorkbook(found.questions, found.timeZone, requestLanguage(request));
      const name = vendorQuestionsFileName(found.project.number, ctx.clock.now(), found.timeZone);
      return sendDownload(reply, { fileName: name, contentType: xlsxContentType, stream: file });
    });

    registerEndpoint(app, questionsEndpoints.supplierPanel, async (request) =>
      envelope('supplierQuestions', [
        await questions.supplierQuestions(ctx, supplierOf(request), request.params.projectId),
      ]),
    );

    registerEndpoint(app, questionsEndpoints.ask, async (request) =>
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
