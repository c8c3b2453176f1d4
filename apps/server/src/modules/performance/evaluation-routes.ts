import fastifyMultipart from '@fastify/multipart';
import { performanceEndpoints as endpoints, envelope, performanceEvaluationRules } from '@procura/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, hasRouteRight, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { readUpload } from '../documents/index.ts';
import type { EvaluationViewer } from './evaluation-rights.ts';
import { changeEvaluation } from './evaluation-update.ts';
import * as evaluations from './evaluations.ts';
import * as generalInput from './general-input.ts';
import * as mail from './mail.ts';
import { createEvaluation, scheduleEvaluations } from './schedule.ts';
import { takeWorkflowStep } from './workflow.ts';

function viewerOf(request: FastifyRequest): EvaluationViewer {
  const session = sessionOf(request);
  return {
    ...actorOf(request),
    canAct: hasRouteRight(session, 'supplier-performance', 'act'),
    canDelete: hasRouteRight(session, 'supplier-performance.delete', 'act'),
  };
}

/** The upload carries the file alone: fields sent beside it are ignored. */
const noFields = z.object({});

/**
 * Supplier performance evaluations (issue 23 §2; 001 §7 Performance): the list, the wizard's single
 * evaluation and schedule, one evaluation with its changes and deletion, the workflow's steps,
 * attachments (multipart, 25 MB, registered in this plugin only), links, mail and the rated
 * project's documents.
 */
export function performanceEvaluationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: performanceEvaluationRules.documentMaxBytes,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
      },
    });
    const one = (value: Awaited<ReturnType<typeof evaluations.readEvaluation>>) =>
      envelope('performanceEvaluation', [value]);

    registerEndpoint(app, endpoints.list, async (request) => {
      const found = await evaluations.listEvaluations(ctx, viewerOf(request), request.query);
      return envelope('performanceEvaluation', found.values, found.total);
    });
    registerEndpoint(app, endpoints.create, async (request) =>
      one(await createEvaluation(ctx, viewerOf(request), request.body)),
    );
    registerEndpoint(app, endpoints.read, async (request) =>
      one(await evaluations.readEvaluation(ctx, viewerOf(request), request.params.performanceEvaluationId)),
    );
    registerEndpoint(app, endpoints.update, async (request) =>
      one(
        await changeEvaluation(ctx, viewerOf(request), request.params.performanceEvaluationId, request.body),
      ),
    );
    registerEndpoint(app, endpoints.remove, async (request) =>
      envelope('performanceEvaluation', [
        await evaluations.removeEvaluation(ctx, viewerOf(request), request.params.performanceEvaluationId),
      ]),
    );
    registerEndpoint(app, endpoints.workflowStep, async (request) =>
      one(
        await takeWorkflowStep(ctx, viewerOf(request), request.params.performanceEvaluationId, request.body),
      ),
    );
    registerEndpoint(app, endpoints.contractEvaluations, async (request) =>
      envelope(
        'performanceEvaluation',
        await evaluations.listContractEvaluations(ctx, viewerOf(request), request.query.contractId),
      ),
    );
    registerEndpoint(app, endpoints.scheduleContractEvaluations, async (request) =>
      envelope('performanceEvaluation', await scheduleEvaluations(ctx, viewerOf(request), request.body)),
    );
    registerEndpoint(app, endpoints.previewLinks, async (request) =>
      envelope('previewLinks', [
        await mail.previewLinks(ctx, viewerOf(request), request.query.performanceEvaluationId),
      ]),
    );
    registerEndpoint(app, endpoints.sendEmail, async (request) =>
      envelope('sendEmail', [
        await mail.sendEvaluationEmail(
          ctx,
          viewerOf(request),
          request.query.performanceEvaluationId,
          request.body,
        ),
      ]),
    );
    registerEndpoint(app, endpoints.projectDocuments, async (request) =>
      envelope(
        'projectDocument',
        await evaluations.listProjectDocuments(ctx, viewerOf(request), request.query.performanceEvaluationId),
      ),
    );
    registerEndpoint(app, endpoints.addGeneralInputDocument, async (request) =>
      readUpload(request, noFields, async (_fields, file) =>
        one(
          await generalInput.addGeneralInputDocument(
            ctx,
            viewerOf(request),
            request.query.performanceEvaluationId,
            file,
          ),
        ),
      ),
    );
    registerEndpoint(app, endpoints.downloadGeneralInputDocument, async (request, reply) =>
      sendDownload(
        reply,
        await generalInput.downloadGeneralInputDocument(ctx, viewerOf(request), request.params.documentId),
      ),
    );
    registerEndpoint(app, endpoints.deleteGeneralInputDocument, async (request) =>
      one(await generalInput.deleteGeneralInputDocument(ctx, viewerOf(request), request.params.documentId)),
    );
  };
}
