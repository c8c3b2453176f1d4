/**
 * The supplier's evaluations on its agency's portal (issue 23 §2: Pending Supplier Review, the
 * supplier's comment or appeal; paths: decision 351). It sees its evaluations from its review on,
 * and only the comments and attachments the agency made visible.
 */
import { defineEndpoint, portalApiPath, portalPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  generalInputDocumentParamsSchema,
  performanceEvaluationParamsSchema,
} from '../performance/evaluations.ts';
import {
  supplierAppealSchema,
  supplierEvaluationResponseSchema,
  supplierEvaluationRowSchema,
  supplierEvaluationSchema,
} from '../performance/supplier-evaluations.ts';

const tag = 'Performance (supplier portal)';
const access = { kind: 'supplier' } as const;
const base = portalApiPath('/PerformanceEvaluations');
const one = portalPathParamsSchema.extend(performanceEvaluationParamsSchema.shape);
const evaluation = envelopeSchema('performanceEvaluation', supplierEvaluationSchema);

export const supplierPerformanceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    params: portalPathParamsSchema,
    response: envelopeSchema('performanceEvaluation', supplierEvaluationRowSchema),
    access,
    tag,
  }),
  read: defineEndpoint({
    method: 'GET',
    path: `${base}/:performanceEvaluationId`,
    params: one,
    response: evaluation,
    access,
    tag,
  }),
  /** The supplier has read it and comments: the evaluation completes. */
  acknowledge: defineEndpoint({
    method: 'POST',
    path: `${base}/:performanceEvaluationId/Acknowledge`,
    params: one,
    body: supplierEvaluationResponseSchema,
    response: evaluation,
    access,
    tag,
  }),
  appeal: defineEndpoint({
    method: 'POST',
    path: `${base}/:performanceEvaluationId/Appeal`,
    params: one,
    body: supplierAppealSchema,
    response: evaluation,
    access,
    tag,
  }),
  /** An attachment, when the agency shows attachments. */
  download: defineEndpoint({
    method: 'GET',
    path: `${base}/:performanceEvaluationId/Documents/:documentId`,
    params: one.extend(generalInputDocumentParamsSchema.shape),
    response: 'file',
    access,
    tag,
  }),
};
