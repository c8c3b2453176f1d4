/**
 * The bid evaluation (issue 8 §1), declared once (issue 21 §1), paths of our own (docs/api.md): the
 * buyer's Evaluate area under /Evaluations (route `project.evaluate`) and the evaluator's portal
 * under /Evaluator/Evaluations, open to any user of the agency (the team decides, row by row).
 */
import {
  conflictInputSchema,
  consensusSchema,
  createEvaluationSchema,
  criterionInputSchema,
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
} from '../evaluations/schemas.ts';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';

const tag = 'Evaluations';
const view = tenantEndpoint('project.evaluate', 'view');
const act = tenantEndpoint('project.evaluate', 'act');
const member = tenantEndpoint(null);
const path = tenantPath('/Evaluations');
const one = `${path}/:evaluationId`;
const mine = tenantPath('/Evaluator/Evaluations');
const mineOne = `${mine}/:evaluationId`;
const params = tenantPathParamsSchema.extend(evaluationIdParamsSchema.shape);
const sectionParams = tenantPathParamsSchema.extend(evaluationSectionParamsSchema.shape);
const criterionParams = tenantPathParamsSchema.extend(evaluationCriterionParamsSchema.shape);
const memberParams = tenantPathParamsSchema.extend(evaluationMemberParamsSchema.shape);
const meetingParams = tenantPathParamsSchema.extend(reviewMeetingParamsSchema.shape);
const supplierParams = tenantPathParamsSchema.extend(evaluationSupplierParamsSchema.shape);
const evaluation = envelopeSchema('evaluation', evaluationSchema);
const evaluatorView = envelopeSchema('evaluatorEvaluation', evaluatorViewSchema);

/** A change of the evaluation answers the whole evaluation. */
const change = <const E extends { method: 'POST' | 'PUT' | 'DELETE'; path: string }>(endpoint: E) =>
  ({ ...endpoint, response: evaluation, access: act, tag }) as const;

/** An evaluator's step answers their whole page. */
const step = <const E extends { method: 'POST' | 'PUT'; path: string }>(endpoint: E) =>
  ({ ...endpoint, params, response: evaluatorView, access: member, tag }) as const;

export const evaluationsEndpoints = {
  /** The project's evaluation (a list of at most one). */
  ofProject: defineEndpoint({
    method: 'GET',
    path,
    params: tenantPathParamsSchema,
    query: evaluationQuerySchema,
    response: evaluation,
    access: view,
    tag,
  }),
  create: defineEndpoint(
    change({ method: 'POST', path, params: tenantPathParamsSchema, body: createEvaluationSchema }),
  ),
  /** Another scoring method resets every criterion's points or weight (000 §4). */
  updateSettings: defineEndpoint(
    change({ method: 'PUT', path: one, params, body: evaluationSettingsSchema }),
  ),
  changeStatus: defineEndpoint(
    change({ method: 'PUT', path: `${one}/Status`, params, query: evaluationStatusQuerySchema }),
  ),

  addSection: defineEndpoint(
    change({ method: 'POST', path: `${one}/Sections`, params, body: sectionInputSchema }),
  ),
  renameSection: defineEndpoint(
    change({
      method: 'PUT',
      path: `${one}/Sections/:sectionId`,
      params: sectionParams,
      body: sectionInputSchema,
    }),
  ),
  /** Refused while the section still holds criteria (evaluationSectionNotEmpty). */
  deleteSection: defineEndpoint(
    change({ method: 'DELETE', path: `${one}/Sections/:sectionId`, params: sectionParams }),
  ),

  addCriterion: defineEndpoint(
    change({ method: 'POST', path: `${one}/Criteria`, params, body: criterionInputSchema }),
  ),
  updateCriterion: defineEndpoint(
    change({
      method: 'PUT',
      path: `${one}/Criteria/:criterionId`,
      params: criterionParams,
      body: criterionInputSchema,
    }),
  ),
  deleteCriterion: defineEndpoint(
    change({ method: 'DELETE', path: `${one}/Criteria/:criterionId`, params: criterionParams }),
  ),

  addEvaluator: defineEndpoint(
    change({ method: 'POST', path: `${one}/Team`, params, body: evaluatorInputSchema }),
  ),
  /** Refused once the evaluator has scored (evaluationEvaluatorHasScores). */
  removeEvaluator: defineEndpoint(
    change({ method: 'DELETE', path: `${one}/Team/:memberId`, params: memberParams }),
  ),

  addMeeting: defineEndpoint(
    change({ method: 'POST', path: `${one}/Meetings`, params, body: reviewMeetingInputSchema }),
  ),
  updateMeeting: defineEndpoint(
    change({
      method: 'PUT',
      path: `${one}/Meetings/:reviewMeetingId`,
      params: meetingParams,
      body: reviewMeetingInputSchema,
    }),
  ),
  deleteMeeting: defineEndpoint(
    change({ method: 'DELETE', path: `${one}/Meetings/:reviewMeetingId`, params: meetingParams }),
  ),

  /** Each supplier's status and how many evaluators scored it. */
  suppliers: defineEndpoint({
    method: 'GET',
    path: `${one}/Suppliers`,
    params,
    response: envelopeSchema('evaluationSupplier', evaluationSupplierSchema),
    access: view,
    tag,
  }),
  /** Disqualified needs the reason; Evaluating reinstates the supplier. */
  setSupplierStatus: defineEndpoint(
    change({
      method: 'PUT',
      path: `${one}/Suppliers/:submissionId`,
      params: supplierParams,
      body: supplierStatusInputSchema,
    }),
  ),

  /** The consensus: each supplier's mean scores, total and rank. */
  consensus: defineEndpoint({
    method: 'GET',
    path: `${one}/Consensus`,
    params,
    response: envelopeSchema('consensus', consensusSchema),
    access: view,
    tag,
    sealed: true,
  }),
  /** The consensus as an xlsx workbook. */
  consensusExport: defineEndpoint({
    method: 'GET',
    path: `${one}/Consensus/Export`,
    params,
    response: 'file',
    access: view,
    tag,
    sealed: true,
  }),

  // ---- The evaluator's portal ----
  /** The evaluations the user is on the team of. */
  mine: defineEndpoint({
    method: 'GET',
    path: mine,
    params: tenantPathParamsSchema,
    response: envelopeSchema('evaluatorEvaluation', myEvaluationSchema),
    access: member,
    tag,
  }),
  /** The evaluator's page: the declarations, then the suppliers and criteria to score. */
  evaluatorView: defineEndpoint({
    method: 'GET',
    path: mineOne,
    params,
    response: evaluatorView,
    access: member,
    tag,
  }),
  acceptNda: defineEndpoint(step({ method: 'POST', path: `${mineOne}/Nda` })),
  declareConflict: defineEndpoint(
    step({ method: 'POST', path: `${mineOne}/Conflict`, body: conflictInputSchema }),
  ),
  saveScores: defineEndpoint(step({ method: 'PUT', path: `${mineOne}/Scores`, body: scoreInputSchema })),
  submitScores: defineEndpoint(step({ method: 'POST', path: `${mineOne}/Submit` })),
};
