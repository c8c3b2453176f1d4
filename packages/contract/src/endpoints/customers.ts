/** The agency and its nodes, as start-up loads them (001 §7 Customer), declared once (issue 21 §1). */
import { z } from 'zod';
import { customerSchema, nodeSchema } from '../auth/schemas.ts';
import {
  apiPath,
  defineEndpoint,
  tenantEndpoint,
  tenantPath,
  tenantPathParamsSchema,
} from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Customer';

export const customersEndpoints = {
  /** The session's own agency only (another answers 403 agencyMismatch). */
  customer: defineEndpoint({
    method: 'GET',
    path: apiPath('/customer/:customerId'),
    params: z.object({ customerId: idParamSchema() }),
    response: envelopeSchema('customer', customerSchema),
    access: { kind: 'session' },
    tag,
  }),
  customerNode: defineEndpoint({
    method: 'GET',
    path: tenantPath('/CustomerNode'),
    params: tenantPathParamsSchema,
    response: envelopeSchema('customerNode', nodeSchema),
    access: tenantEndpoint(null),
    tag,
  }),
  tenderNode: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Tenders/TenderNode'),
    params: tenantPathParamsSchema,
    query: z.object({ tenderNodeId: idParamSchema().optional() }),
    response: envelopeSchema('tenderNode', nodeSchema),
    access: tenantEndpoint(null),
    tag,
  }),
  hosts: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Hosts'),
    params: tenantPathParamsSchema,
    response: envelopeSchema('host', z.object({ url: z.string(), environment: z.string() })),
    access: tenantEndpoint(null),
    tag,
  }),
};
