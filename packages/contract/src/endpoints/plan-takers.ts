/**
 * Plan takers (001 §7 plantakers): the supplier's registration, its registrations and downloads on
 * the portal, and the buyer's Registered Suppliers calls, declared once (issue 21 §1).
 */
import { z } from 'zod';
import {
  defineEndpoint,
  portalApiPath,
  portalPathParamsSchema,
  portalProjectParamsSchema,
  tenantEndpoint,
  tenantPath,
  tenantPathParamsSchema,
} from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { opportunitySchema } from '../portal/opportunities.ts';
import {
  createPlanTakerSchema,
  myOpportunitySchema,
  planTakerSchema,
  planTakersQuerySchema,
  updatePlanTakerSchema,
} from '../portal/plan-takers.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Plan takers';
const supplier = { kind: 'supplier' } as const;
const answer = envelopeSchema('planTaker', planTakerSchema);
const path = tenantPath('/plantakers');

export const planTakersEndpoints = {
  /** The signed-in supplier registers as a plan taker; the answer is the opportunity as it now reads. */
  register: defineEndpoint({
    method: 'POST',
    path: portalApiPath('/Opportunities/:projectId/Register'),
    params: portalProjectParamsSchema,
    response: envelopeSchema('opportunity', opportunitySchema),
    access: supplier,
    tag,
  }),
  myOpportunities: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/MyOpportunities'),
    params: portalPathParamsSchema,
    query: z.object({
      start: z.coerce.number().int().min(0).max(1_000_000).default(0),
      limit: z.coerce.number().int().min(1).max(200).default(20),
    }),
    response: envelopeSchema('myOpportunity', myOpportunitySchema),
    access: supplier,
    tag,
  }),
  document: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/Opportunities/:projectId/Documents/:documentId'),
    params: portalProjectParamsSchema.extend({ documentId: idParamSchema('invalidDocumentId') }),
    response: 'file',
    access: supplier,
    tag,
  }),
  addendum: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/Opportunities/:projectId/Addenda/:addendumId'),
    params: portalProjectParamsSchema.extend({ addendumId: idParamSchema('fileNotFound') }),
    response: 'file',
    access: supplier,
    tag,
  }),
  list: defineEndpoint({
    method: 'GET',
    path,
    params: tenantPathParamsSchema,
    query: planTakersQuerySchema,
    response: answer,
    access: tenantEndpoint('project.source', 'view'),
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    params: tenantPathParamsSchema,
    body: createPlanTakerSchema,
    response: answer,
    access: tenantEndpoint('project.source', 'act'),
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path,
    params: tenantPathParamsSchema,
    body: updatePlanTakerSchema,
    response: answer,
    access: tenantEndpoint('project.source', 'act'),
    tag,
  }),
  /** The registered suppliers as a spreadsheet (capped: the header says so when it is). */
  export: defineEndpoint({
    method: 'GET',
    path: `${path}/Export`,
    params: tenantPathParamsSchema,
    query: planTakersQuerySchema.pick({ tenderId: true }),
    response: 'file',
    access: tenantEndpoint('project.source', 'view'),
    tag,
  }),
};
