/**
 * The Awards tab (issue 8 §2): the companies awarded on a project at /Awards (paths of our own:
 * the spec names none, docs/api.md), and the spec's awards/summary, Awards/AwardPhaseStatus and
 * Submissions/Awarded (001 §7 Award approvals). Declared once (issue 21 §1).
 */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  awardedQuerySchema,
  awardedSubmissionSchema,
  awardIdQuerySchema,
  awardInputSchema,
  awardPhaseSchema,
  awardSchema,
  awardSummarySchema,
  awardsQuerySchema,
  updateAwardSchema,
} from '../projects/awards.ts';

const tag = 'Awards';
const view = tenantEndpoint('project.award', 'view');
const act = tenantEndpoint('project.award', 'act');
const path = tenantPath('/Awards');
const awards = envelopeSchema('award', awardSchema);

export const awardsEndpoints = {
  /** The companies awarded on a project. */
  list: defineEndpoint({
    method: 'GET',
    path,
    params: tenantPathParamsSchema,
    query: awardsQuerySchema,
    response: awards,
    access: view,
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    params: tenantPathParamsSchema,
    body: awardInputSchema,
    response: awards,
    access: act,
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path,
    params: tenantPathParamsSchema,
    body: updateAwardSchema,
    response: awards,
    access: act,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path,
    params: tenantPathParamsSchema,
    query: awardIdQuerySchema,
    response: z.object({ deleted: z.literal(true) }),
    access: act,
    tag,
  }),
  /** Where the project's award stands: what the Award action may do next. */
  phase: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Awards/AwardPhaseStatus'),
    params: tenantPathParamsSchema,
    query: awardsQuerySchema,
    response: envelopeSchema('awardPhase', awardPhaseSchema),
    access: view,
    tag,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: tenantPath('/awards/summary'),
    params: tenantPathParamsSchema,
    query: awardsQuerySchema,
    response: envelopeSchema('awardSummary', awardSummarySchema),
    access: view,
    tag,
  }),
  /** The source's awarded bids. */
  awardedSubmissions: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Submissions/Awarded'),
    params: tenantPathParamsSchema,
    query: awardedQuerySchema,
    response: envelopeSchema('awardedSubmission', awardedSubmissionSchema),
    access: view,
    tag,
  }),
};
