/**
 * Supplier performance (001 §7 Performance; issue 23). Paths as 001 §7 writes them: each name the
 * list gives is a resource under the agency's prefix (decision 351); the by-id calls take the id in
 * the path, the rest their parameters in the query. Our own: the workflow's step
 * POST /PerformanceWorkflow/{id} and reading an attachment. The settings' calls are in
 * performance-settings.ts.
 */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  createPerformanceEvaluationSchema,
  schedulePerformanceEvaluationsSchema,
} from '../performance/evaluation-setup.ts';
import {
  contractEvaluationsQuerySchema,
  contractVendorRatingQuerySchema,
  contractVendorRatingSchema,
  evaluationStatusItemSchema,
  evaluationTypeItemSchema,
  generalInputDocumentParamsSchema,
  performanceEvaluationIdQuerySchema,
  performanceEvaluationParamsSchema,
  performanceEvaluationQuerySchema,
  performanceEvaluationRowSchema,
  performanceEvaluationSchema,
  previewLinksSchema,
  reminderRecipientsSchema,
  sendEvaluationEmailSchema,
  updatePerformanceEvaluationSchema,
  workflowActionSchema,
} from '../performance/evaluations.ts';
import {
  currentStatusQuerySchema,
  performanceStatusLogInputSchema,
  performanceStatusLogSchema,
  performanceStatusSchema,
  statusLogQuerySchema,
  statusLogUpdateQuerySchema,
  updatePerformanceStatusLogSchema,
} from '../performance/status-logs.ts';
import {
  evaluationStatisticSchema,
  performanceSummaryQuerySchema,
  performanceSummarySchema,
  vendorPerformanceQuerySchema,
  vendorPerformanceSchema,
} from '../performance/summary.ts';
import { projectDocumentSchema } from '../projects/documents.ts';

const tag = 'Performance';
const view = tenantEndpoint('supplier-performance', 'view');
const act = tenantEndpoint('supplier-performance', 'act');
const dashboard = tenantEndpoint('supplier-dashboard', 'view');
const params = tenantPathParamsSchema;
const evaluation = envelopeSchema('performanceEvaluation', performanceEvaluationSchema);
const rows = envelopeSchema('performanceEvaluation', performanceEvaluationRowSchema);
const oneEvaluation = params.extend(performanceEvaluationParamsSchema.shape);
const statusLogs = envelopeSchema('performanceVendorStatusLog', performanceStatusLogSchema);
const evaluationPath = tenantPath('/PerformanceEvaluation');
const generalInput = tenantPath('/PerformanceEvaluationGeneralInput');
const statusLogPath = tenantPath('/PerformanceVendorStatusLogs');

export const performanceEndpoints = {
  /** The evaluations list: a supplier's (?vendorId), a contract's, the dashboard's drill-down. */
  list: defineEndpoint({
    method: 'GET',
    path: evaluationPath,
    params,
    query: performanceEvaluationQuerySchema,
    response: rows,
    access: view,
    tag,
  }),
  /** The wizard's single evaluation. */
  create: defineEndpoint({
    method: 'POST',
    path: evaluationPath,
    params,
    body: createPerformanceEvaluationSchema,
    response: evaluation,
    access: act,
    tag,
  }),
  read: defineEndpoint({
    method: 'GET',
    path: `${evaluationPath}/:performanceEvaluationId`,
    params: oneEvaluation,
    response: evaluation,
    access: view,
    tag,
  }),
  /** The evaluator's card and comments, the people, the declarations (the evaluator or an editor). */
  update: defineEndpoint({
    method: 'PUT',
    path: `${evaluationPath}/:performanceEvaluationId`,
    params: oneEvaluation,
    body: updatePerformanceEvaluationSchema,
    response: evaluation,
    access: view,
    tag,
  }),
  /** Refused for a completed evaluation (000 §4). */
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${evaluationPath}/:performanceEvaluationId`,
    params: oneEvaluation,
    response: envelopeSchema('performanceEvaluation', z.object({ id: z.number().int() })),
    access: tenantEndpoint('supplier-performance.delete', 'act'),
    tag,
  }),
  contractVendorsRating: defineEndpoint({
    method: 'GET',
    path: tenantPath('/ContractVendorsPerformanceRating'),
    params,
    query: contractVendorRatingQuerySchema,
    response: envelopeSchema('contractVendorsPerformanceRating', contractVendorRatingSchema),
    access: tenantEndpoint('project.contract', 'view'),
    tag,
  }),
  statistic: defineEndpoint({
    method: 'GET',
    path: tenantPath('/PerformanceEvaluationStatistic'),
    params,
    query: performanceSummaryQuerySchema,
    response: envelopeSchema('performanceEvaluationStatistic', evaluationStatisticSchema),
    access: dashboard,
    tag,
  }),
  previewLinks: defineEndpoint({
    method: 'GET',
    path: tenantPath('/PreviewLinks'),
    params,
    query: performanceEvaluationIdQuerySchema,
    response: envelopeSchema('previewLinks', previewLinksSchema),
    access: view,
    tag,
  }),
  sendEmail: defineEndpoint({
    method: 'POST',
    path: tenantPath('/SendEmail'),
    params,
    query: performanceEvaluationIdQuerySchema,
    body: sendEvaluationEmailSchema,
    response: envelopeSchema('sendEmail', reminderRecipientsSchema),
    access: view,
    tag,
  }),
  /** Attaches a document to the evaluation's general input (multipart, the file alone). */
  addGeneralInputDocument: defineEndpoint({
    method: 'POST',
    path: generalInput,
    params,
    query: performanceEvaluationIdQuerySchema,
    upload: true,
    response: evaluation,
    access: view,
    tag,
  }),
  downloadGeneralInputDocument: defineEndpoint({
    method: 'GET',
    path: `${generalInput}/:documentId`,
    params: params.extend(generalInputDocumentParamsSchema.shape),
    response: 'file',
    access: view,
    tag,
  }),
  deleteGeneralInputDocument: defineEndpoint({
    method: 'DELETE',
    path: `${generalInput}/:documentId`,
    params: params.extend(generalInputDocumentParamsSchema.shape),
    response: evaluation,
    access: view,
    tag,
  }),
  statuses: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Statuses'),
    params,
    response: envelopeSchema('status', evaluationStatusItemSchema),
    access: view,
    tag,
  }),
  types: defineEndpoint({
    method: 'GET',
    path: tenantPath('/PerformanceEvaluationType'),
    params,
    response: envelopeSchema('performanceEvaluationType', evaluationTypeItemSchema),
    access: view,
    tag,
  }),
  /** A step of the evaluation's workflow: submit, approve, return, complete an appeal. */
  workflowStep: defineEndpoint({
    method: 'POST',
    path: tenantPath('/PerformanceWorkflow/:performanceEvaluationId'),
    params: oneEvaluation,
    body: workflowActionSchema,
    response: evaluation,
    access: view,
    tag,
  }),
  contractEvaluations: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Contracts/PerformanceEvaluation'),
    params,
    query: contractEvaluationsQuerySchema,
    response: rows,
    access: tenantEndpoint('project.contract', 'view'),
    tag,
    moreTags: ['Contracts'],
  }),
  /** Schedules interim and final evaluations across the contract's term. */
  scheduleContractEvaluations: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Contracts/PerformanceEvaluation'),
    params,
    body: schedulePerformanceEvaluationsSchema,
    response: rows,
    access: act,
    tag,
    moreTags: ['Contracts'],
  }),
  /** The documents of the rated contract's project, for the evaluator to consult. */
  projectDocuments: defineEndpoint({
    method: 'GET',
    path: tenantPath('/ProjectDocuments'),
    params,
    query: performanceEvaluationIdQuerySchema,
    response: envelopeSchema('projectDocument', projectDocumentSchema),
    access: view,
    tag,
  }),
  performanceStatuses: defineEndpoint({
    method: 'GET',
    path: tenantPath('/PerformanceStatuses/All'),
    params,
    response: envelopeSchema('performanceStatus', performanceStatusSchema),
    access: view,
    tag,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Summary'),
    params,
    query: performanceSummaryQuerySchema,
    response: envelopeSchema('performanceSummary', performanceSummarySchema),
    access: dashboard,
    tag,
  }),
  vendorSummary: defineEndpoint({
    method: 'GET',
    path: tenantPath('/VendorPerformances/GetVendorPerformanceSummary'),
    params,
    query: vendorPerformanceQuerySchema,
    response: envelopeSchema('vendorPerformance', vendorPerformanceSchema),
    access: view,
    tag,
  }),
  currentStatus: defineEndpoint({
    method: 'GET',
    path: `${statusLogPath}/Current`,
    params,
    query: currentStatusQuerySchema,
    response: statusLogs,
    access: view,
    tag,
  }),
  statusHistory: defineEndpoint({
    method: 'GET',
    path: `${statusLogPath}/History`,
    params,
    query: statusLogQuerySchema,
    response: statusLogs,
    access: view,
    tag,
  }),
  createStatus: defineEndpoint({
    method: 'POST',
    path: statusLogPath,
    params,
    body: performanceStatusLogInputSchema,
    response: statusLogs,
    access: act,
    tag,
  }),
  /** Changes or completes a status; a completed one only with fromHistory=true. */
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: statusLogPath,
    params,
    query: statusLogUpdateQuerySchema,
    body: updatePerformanceStatusLogSchema,
    response: statusLogs,
    access: act,
    tag,
  }),
};
