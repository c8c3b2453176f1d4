import {
  conflictInputSchema,
  consensusSchema,
  createEvaluationSchema,
  criterionInputSchema,
  envelope,
  envelopeSchema,
  evaluationCriterionParamsSchema,
  evaluationIdParamsSchema,
  evaluationMemberParamsSchema,
  evaluationQuerySchema,
  evaluationSchema,
  evaluationSectionParamsSchema,
  evaluationSettingsSchema,
  evaluationStatusQuerySchema,
  evaluationSupplierParamsSchema,
  evaluationSupplierSchema,
  evaluatorInputSchema,
  evaluatorViewSchema,
  myEvaluationSchema,
  reviewMeetingInputSchema,
  reviewMeetingParamsSchema,
  scoreInputSchema,
  sectionInputSchema,
  supplierStatusInputSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload, xlsxContentType } from '../../platform/downloads.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as builder from './builder.ts';
import { evaluationNotFound } from './changes.ts';
import { consensusWorkbook } from './consensus-export.ts';
import * as evaluator from './evaluator.ts';
import { findEvaluationOfNode } from './queries.ts';
import { consensusOf, supplierProgress } from './scoring-data.ts';
import * as evaluations from './service.ts';

const tags = ['Evaluations'];
const view = { access: tenantAccess('project.evaluate', 'view') };
const act = { access: tenantAccess('project.evaluate', 'act') };
// The evaluator's own calls: any user of the agency; the team decides, row by row.
const member = { access: tenantAccess(null) };
const path = `${tenantPrefix}/Evaluations`;
const one = `${path}/:evaluationId`;
const params = tenantParamsSchema.extend(evaluationIdParamsSchema.shape);
const sectionParams = tenantParamsSchema.extend(evaluationSectionParamsSchema.shape);
const criterionParams = tenantParamsSchema.extend(evaluationCriterionParamsSchema.shape);
const memberParams = tenantParamsSchema.extend(evaluationMemberParamsSchema.shape);
const meetingParams = tenantParamsSchema.extend(reviewMeetingParamsSchema.shape);
const supplierParams = tenantParamsSchema.extend(evaluationSupplierParamsSchema.shape);
const response = { 200: envelopeSchema('evaluation', evaluationSchema) };
const answer = (value: Awaited<ReturnType<typeof evaluations.updateSettings>>) =>
  envelope('evaluation', [value]);
const evaluatorResponse = { 200: envelopeSchema('evaluatorEvaluation', evaluatorViewSchema) };
const mine = `${tenantPrefix}/Evaluator/Evaluations`;

/**
 * The bid evaluation (issue 8 §1), paths of our own (docs/api.md): the buyer's Evaluate area under
 * /Evaluations (route `project.evaluate`), the evaluator's portal under /Evaluator/Evaluations.
 */
export function evaluationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      path,
      {
        schema: { tags, params: tenantParamsSchema, querystring: evaluationQuerySchema, response },
        config: view,
      },
      async (request) =>
        envelope(
          'evaluation',
          await evaluations.evaluationOfProject(ctx, actorOf(request), request.query.projectId),
        ),
    );
    app.post(
      path,
      { schema: { tags, params: tenantParamsSchema, body: createEvaluationSchema, response }, config: act },
      async (request) =>
        answer(await evaluations.createEvaluation(ctx, actorOf(request), request.body.projectId)),
    );
    app.put(
      one,
      { schema: { tags, params, body: evaluationSettingsSchema, response }, config: act },
      async (request) =>
        answer(
          await evaluations.updateSettings(ctx, actorOf(request), request.params.evaluationId, request.body),
        ),
    );
    app.put(
      `${one}/Status`,
      { schema: { tags, params, querystring: evaluationStatusQuerySchema, response }, config: act },
      async (request) =>
        answer(
          await evaluations.changeStatus(
            ctx,
            actorOf(request),
            request.params.evaluationId,
            request.query.status,
          ),
        ),
    );

    app.post(
      `${one}/Sections`,
      { schema: { tags, params, body: sectionInputSchema, response }, config: act },
      async (request) =>
        answer(
          await builder.addSection(ctx, actorOf(request), request.params.evaluationId, request.body.name),
        ),
    );
    app.put(
      `${one}/Sections/:sectionId`,
      { schema: { tags, params: sectionParams, body: sectionInputSchema, response }, config: act },
      async (request) => {
        const { evaluationId, sectionId } = request.params;
        return answer(
          await builder.renameSection(ctx, actorOf(request), evaluationId, sectionId, request.body.name),
        );
      },
    );
    app.delete(
      `${one}/Sections/:sectionId`,
      { schema: { tags, params: sectionParams, response }, config: act },
      async (request) => {
        const { evaluationId, sectionId } = request.params;
        return answer(await builder.deleteSection(ctx, actorOf(request), evaluationId, sectionId));
      },
    );

    app.post(
      `${one}/Criteria`,
      { schema: { tags, params, body: criterionInputSchema, response }, config: act },
      async (request) =>
        answer(await builder.addCriterion(ctx, actorOf(request), request.params.evaluationId, request.body)),
    );
    app.put(
      `${one}/Criteria/:criterionId`,
      { schema: { tags, params: criterionParams, body: criterionInputSchema, response }, config: act },
      async (request) => {
        const { evaluationId, criterionId } = request.params;
        return answer(
          await builder.updateCriterion(ctx, actorOf(request), evaluationId, criterionId, request.body),
        );
      },
    );
    app.delete(
      `${one}/Criteria/:criterionId`,
      { schema: { tags, params: criterionParams, response }, config: act },
      async (request) => {
        const { evaluationId, criterionId } = request.params;
        return answer(await builder.deleteCriterion(ctx, actorOf(request), evaluationId, criterionId));
      },
    );

    app.post(
      `${one}/Team`,
      { schema: { tags, params, body: evaluatorInputSchema, response }, config: act },
      async (request) =>
        answer(
          await builder.addEvaluator(ctx, actorOf(request), request.params.evaluationId, request.body.userId),
        ),
    );
    app.delete(
      `${one}/Team/:memberId`,
      { schema: { tags, params: memberParams, response }, config: act },
      async (request) => {
        const { evaluationId, memberId } = request.params;
        return answer(await builder.removeEvaluator(ctx, actorOf(request), evaluationId, memberId));
      },
    );

    app.post(
      `${one}/Meetings`,
      { schema: { tags, params, body: reviewMeetingInputSchema, response }, config: act },
      async (request) =>
        answer(
          await evaluations.addMeeting(ctx, actorOf(request), request.params.evaluationId, request.body),
        ),
    );
    app.put(
      `${one}/Meetings/:reviewMeetingId`,
      { schema: { tags, params: meetingParams, body: reviewMeetingInputSchema, response }, config: act },
      async (request) => {
        const { evaluationId, reviewMeetingId } = request.params;
        return answer(
          await evaluations.updateMeeting(ctx, actorOf(request), evaluationId, reviewMeetingId, request.body),
        );
      },
    );
    app.delete(
      `${one}/Meetings/:reviewMeetingId`,
      { schema: { tags, params: meetingParams, response }, config: act },
      async (request) => {
        const { evaluationId, reviewMeetingId } = request.params;
        return answer(await evaluations.deleteMeeting(ctx, actorOf(request), evaluationId, reviewMeetingId));
      },
    );

    app.get(
      `${one}/Suppliers`,
      {
        schema: {
          tags,
          params,
          response: { 200: envelopeSchema('evaluationSupplier', evaluationSupplierSchema) },
        },
        config: view,
      },
      async (request) => {
        const actor = actorOf(request);
        const values = await inTenant(ctx.db, actor.customerId, async (tx) => {
          const found = await findEvaluationOfNode(tx, actor, request.params.evaluationId);
          if (!found) throw evaluationNotFound();
          return supplierProgress(tx, ctx, found);
        });
        return envelope('evaluationSupplier', values);
      },
    );
    app.put(
      `${one}/Suppliers/:submissionId`,
      { schema: { tags, params: supplierParams, body: supplierStatusInputSchema, response }, config: act },
      async (request) => {
        const { evaluationId, submissionId } = request.params;
        return answer(
          await evaluations.setSupplierStatus(
            ctx,
            actorOf(request),
            evaluationId,
            submissionId,
            request.body,
          ),
        );
      },
    );

    app.get(
      `${one}/Consensus`,
      {
        schema: { tags, params, response: { 200: envelopeSchema('consensus', consensusSchema) } },
        config: { ...view, sealed: true },
      },
      async (request) => {
        const actor = actorOf(request);
        const consensus = await inTenant(ctx.db, actor.customerId, async (tx) => {
          const found = await findEvaluationOfNode(tx, actor, request.params.evaluationId);
          if (!found) throw evaluationNotFound();
          return consensusOf(tx, ctx, found);
        });
        return envelope('consensus', [consensus]);
      },
    );
    app.get(
      `${one}/Consensus/Export`,
      { schema: { tags, params }, config: { ...view, sealed: true } },
      async (request, reply) => {
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
      },
    );

    // ---- The evaluator's portal ----
    app.get(
      mine,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('evaluatorEvaluation', myEvaluationSchema) },
        },
        config: member,
      },
      async (request) =>
        envelope('evaluatorEvaluation', await evaluator.myEvaluations(ctx, actorOf(request))),
    );
    app.get(
      `${mine}/:evaluationId`,
      { schema: { tags, params, response: evaluatorResponse }, config: member },
      async (request) =>
        envelope('evaluatorEvaluation', [
          await evaluator.evaluatorView(ctx, actorOf(request), request.params.evaluationId),
        ]),
    );
    app.post(
      `${mine}/:evaluationId/Nda`,
      { schema: { tags, params, response: evaluatorResponse }, config: member },
      async (request) =>
        envelope('evaluatorEvaluation', [
          await evaluator.acceptNda(ctx, actorOf(request), request.params.evaluationId),
        ]),
    );
    app.post(
      `${mine}/:evaluationId/Conflict`,
      { schema: { tags, params, body: conflictInputSchema, response: evaluatorResponse }, config: member },
      async (request) =>
        envelope('evaluatorEvaluation', [
          await evaluator.declareConflict(ctx, actorOf(request), request.params.evaluationId, request.body),
        ]),
    );
    app.put(
      `${mine}/:evaluationId/Scores`,
      { schema: { tags, params, body: scoreInputSchema, response: evaluatorResponse }, config: member },
      async (request) =>
        envelope('evaluatorEvaluation', [
          await evaluator.saveScores(ctx, actorOf(request), request.params.evaluationId, request.body),
        ]),
    );
    app.post(
      `${mine}/:evaluationId/Submit`,
      { schema: { tags, params, response: evaluatorResponse }, config: member },
      async (request) =>
        envelope('evaluatorEvaluation', [
          await evaluator.submitScores(ctx, actorOf(request), request.params.evaluationId),
        ]),
    );
  };
}
