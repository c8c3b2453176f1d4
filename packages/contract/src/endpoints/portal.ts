/**
 * The public portal (issue 6 §1): the agency with the server clock, its opportunities, its
 * categories and one opportunity, declared once (issue 21 §1). No sign-in is needed; a signed-in
 * supplier of the agency sees its own registration on the opportunities.
 */

import {
  defineEndpoint,
  portalApiPath,
  portalPathParamsSchema,
  portalProjectParamsSchema,
} from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { supplierCategorySchema } from '../portal/accounts.ts';
import {
  opportunitiesQuerySchema,
  opportunitySchema,
  opportunitySummarySchema,
  portalAgencyAnswerSchema,
} from '../portal/opportunities.ts';

const tag = 'Supplier portal';
const open = { kind: 'public' } as const;
const publicReads = [{ limit: 'publicReads', by: 'address' }] as const;

export const portalEndpoints = {
  /** The agency's portal: its name and settings, with the server's clock. */
  agency: defineEndpoint({
    method: 'GET',
    path: portalApiPath(''),
    params: portalPathParamsSchema,
    response: portalAgencyAnswerSchema,
    access: open,
    rateLimits: publicReads,
    tag,
  }),
  /** The opportunities, searched and paged. */
  opportunities: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/Opportunities'),
    params: portalPathParamsSchema,
    query: opportunitiesQuerySchema,
    response: envelopeSchema('opportunity', opportunitySummarySchema),
    access: open,
    rateLimits: [{ limit: 'portalSearches', by: 'address' }],
    tag,
  }),
  /** The agency's active categories: the opportunities filter and the company forms' choices. */
  categories: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/Categories'),
    params: portalPathParamsSchema,
    response: envelopeSchema('category', supplierCategorySchema),
    access: open,
    rateLimits: publicReads,
    tag,
  }),
  opportunity: defineEndpoint({
    method: 'GET',
    path: portalApiPath('/Opportunities/:projectId'),
    params: portalProjectParamsSchema,
    response: envelopeSchema('opportunity', opportunitySchema),
    access: open,
    rateLimits: publicReads,
    tag,
  }),
};
