import { evaluationsEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, xlsxContentType } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { inTenant } from '../../platform/tenancy.ts';
import * as builder from './builder.ts';
import { evaluationNotFound } from './changes.ts';
import { consensusWorkbook } from './consensus-export.ts';
import * as evaluator from './evaluator.ts';
import { findEvaluationOfNode } from './queries.ts';
import { consensusOf, supplierProgress } from './scoring-data.ts';
import * as evaluations from './service.ts';

const answer = (value: Awaited<ReturnType<typeof evaluations.updateSettings>>) =>
  envelope('evaluation', [value]);

/**
 * The bid evaluation (issue 8 §1), paths of our own (docs/api.md): the buyer's Evaluate area under
 * /Evaluations (route `project.evaluate`), the evaluator's portal under /Evaluator/Evaluations
 * (any user of the agency; the team decides, row by row). Declared in the contract
 * (endpoints/evaluations.ts).
 */
export function evaluationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.ofProject, async (request) =>
      envelope(
        'evaluation',
        await evaluations.evaluationOfProject(ctx, actorOf(request), request.query.projectId),
      ),
    );
    registerEndpoint(app, endpoints.create, async (request) =>
      answer(await evaluations.createEvaluation(ctx, actorOf(request), request.body.projectId)),
    );
    registerEndpoint(app, endpoints.updateSettings, async (request) =>
      answer(
        await evaluations.updateSettings(ctx, actorOf(request), request.params.evaluationId, request.body),
      ),
    );
    registerEndpoint(app, endpoints.changeStatus, async (request) =>
      answer(
        await evaluations.changeStatus(
          ctx,
          actorOf(request),
          request.params.evaluationId,
          request.query.status,
        ),
      ),
    );

    registerEndpoint(app, endpoints.addSection, async (request) =>
      answer(await builder.addSection(ctx, actorOf(request), request.params.evaluationId, request.body.name)),
    );
    registerEndpoint(app, endpoints.renameSection, async (request) => {
      const { evaluationId, sectionId } = request.params;
      return answer(
        await builder.renameSection(ctx, actorOf(request), evaluationId, sectionId, request.body.name),
      );
    });
    registerEndpoint(app, endpoints.deleteSection, async (request) => {
      const { evaluationId, sectionId } = request.params;
      return answer(await builder.deleteSection(ctx, actorOf(request), evaluationId, sectionId));
    });

    registerEndpoint(app, endpoints.addCriterion, async (request) =>
      answer(await builder.addCriterion(ctx, actorOf(request), request.params.evaluationId, request.body)),
    );
    registerEndpoint(app, endpoints.updateCriterion, async (request) => {
      const { evaluationId, criterionId } = request.params;
      return answer(
        await builder.updateCriterion(ctx, actorOf(request), evaluationId, criterionId, request.body),
      );
    });
    registerEndpoint(app, endpoints.deleteCriterion, async (request) => {
      const { evaluationId, criterionId } = request.params;
      return answer(await builder.deleteCriterion(ctx, actorOf(request), evaluationId, criterionId));
    });

    registerEndpoint(app, endpoints.addEvaluator, async (request) =>
      answer(
        await builder.addEvaluator(ctx, actorOf(request), request.params.evaluationId, request.body.userId),
      ),
    );
    registerEndpoint(app, endpoints.removeEvaluator, async (request) => {
      const { evaluationId, memberId } = request.params;
      return answer(await builder.removeEvaluator(ctx, actorOf(request), evaluationId, memberId));
    });

    registerEndpoint(app, endpoints.addMeeting, async (request) =>
      answer(await evaluations.addMeeting(ctx, actorOf(request), request.params.evaluationId, request.body)),
    );
    registerEndpoint(app, endpoints.updateMeeting, async (request) => {
      const { evaluationId, reviewMeetingId } = request.params;
      return answer(
        await evaluations.updateMeeting(ctx, actorOf(request), evaluationId, reviewMeetingId, request.body),
      );
    });
    registerEndpoint(app, endpoints.deleteMeeting, async (request) => {
      const { evaluationId, reviewMeetingId } = request.params;
      return answer(await evaluations.deleteMeeting(ctx, actorOf(request), evaluationId, reviewMeetingId));
    });

    registerEndpoint(app, endpoints.suppliers, async (request) => {
      const actor = actorOf(request);
      const values = await inTenant(ctx.db, actor.customerId, async (tx) => {
        const found = await findEvaluationOfNode(tx, actor, request.params.evaluationId);
        if (!found) throw evaluationNotFound();
        return supplierProgress(tx, ctx, found);
      });
      return envelope('evaluationSupplier', values);
    });
    registerEndpoint(app, endpoints.setSupplierStatus, async (request) => {
      const { evaluationId, submissionId } = request.params;
      return answer(
        await evaluations.setSupplierStatus(ctx, actorOf(request), evaluationId, submissionId, request.body),
      );
    });

    registerEndpoint(app, endpoints.consensus, async (request) => {
      const actor = actorOf(request);
      const consensus = await inTenant(ctx.db, actor.customerId, async (tx) => {
        const found = await findEvaluationOfNode(tx, actor, request.params.evaluationId);
        if (!found) throw evaluationNotFound();
        return consensusOf(tx, ctx, found);
      });
      return envelope('consensus', [consensus]);
    });
    registerEndpoint(app, endpoints.consensusExport, async (request, reply) => {
      const actor = actorOf(request);
      const { consensus, project } = await inTenant(ctx.db, actor.customerId, async (tx) => {
        const found = await findEvaluationOfNode(tx, actor, request.params.evaluationId);
        if (!found) throw evaluationNotFound();
        return {
          consensus: await consensusOf(tx, ctx, found),
          project: { name: found.projectName, number: found.projectNumber },
        };
      });
      const fileName = `${project.number || project.name} consensus.xlsx`;
      return sendDownload(reply, {
        fileName,
        contentType: xlsxContentType,
        stream: await consensusWorkbook(consensus, project),
      });
    });

    // ---- The evaluator's portal ----
    registerEndpoint(app, endpoints.mine, async (request) =>
      envelope('evaluatorEvaluation', await evaluator.myEvaluations(ctx, actorOf(request))),
    );
    registerEndpoint(app, endpoints.evaluatorView, async (request) =>
      envelope('evaluatorEvaluation', [
        await evaluator.evaluatorView(ctx, actorOf(request), request.params.evaluationId),
      ]),
    );
    registerEndpoint(app, endpoints.acceptNda, async (request) =>
      envelope('evaluatorEvaluation', [
        await evaluator.acceptNda(ctx, actorOf(request), request.params.evaluationId),
      ]),
    );
    registerEndpoint(app, endpoints.declareConflict, async (request) =>
      envelope('evaluatorEvaluation', [
        await evaluator.declareConflict(ctx, actorOf(request), request.params.evaluationId, request.body),
      ]),
    );
    registerEndpoint(app, endpoints.saveScores, async (request) =>
      envelope('evaluatorEvaluation', [
        await evaluator.saveScores(ctx, actorOf(request), request.params.evaluationId, request.body),
      ]),
    );
    registerEndpoint(app, endpoints.submitScores, async (request) =>
      envelope('evaluatorEvaluation', [
        await evaluator.submitScores(ctx, actorOf(request), request.params.evaluationId),
      ]),
    );
  };
}
