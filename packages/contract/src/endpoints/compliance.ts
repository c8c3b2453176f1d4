/** The compliance checklist of a source (Build > compliance; paths in docs/decisions.md), declared once (issue 21 §1). */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  complianceItemSchema,
  createComplianceItemSchema,
  updateComplianceItemSchema,
} from '../projects/compliance.ts';
import { sortOrderSchema } from '../projects/documents.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Compliance items';
const answer = envelopeSchema('tenderCompliance', complianceItemSchema);
const view = tenantEndpoint('project.build', 'view');
const act = tenantEndpoint('project.build', 'act');
const path = tenantPath('/TenderCompliance');

export const complianceEndpoints = {
  /** A source's items, in their order. */
  list: defineEndpoint({
    method: 'GET',
    path,
    params: tenantPathParamsSchema,
    query: z.object({ tenderId: idParamSchema('invalidTenderId') }),
    response: answer,
    access: view,
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    params: tenantPathParamsSchema,
    body: createComplianceItemSchema,
    response: answer,
    access: act,
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path,
    params: tenantPathParamsSchema,
    body: updateComplianceItemSchema,
    response: answer,
    access: act,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path,
    params: tenantPathParamsSchema,
    query: z.object({ tenderComplianceId: idParamSchema() }),
    response: answer,
    access: act,
    tag,
  }),
  /** Every item of the source, in the new order. */
  reorder: defineEndpoint({
    method: 'PUT',
    path: `${path}/SortOrder`,
    params: tenantPathParamsSchema,
    body: sortOrderSchema,
    response: answer,
    access: act,
    tag,
  }),
};
