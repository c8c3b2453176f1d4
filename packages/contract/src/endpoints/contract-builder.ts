/**
 * The contract builder's licences (issue 9 §4; 001 §7 ContractBuilderLicenseConfiguration), declared
 * once (issue 21 §1): the agency's own remaining envelopes, and the contract-builder dashboard's
 * calls for product support.
 */
import {
  createLicenceSchema,
  licenceAgencySchema,
  licenceInputSchema,
  licenceParamsSchema,
  licenceSchema,
  licenceSummarySchema,
  ownLicenceSchema,
} from '../contracts/licensing.ts';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';

const tag = 'Contract builder';
const path = tenantPath('/ContractBuilderLicenseConfiguration');
const view = tenantEndpoint('contract-builder-dashboard', 'view');
const act = tenantEndpoint('contract-builder-dashboard', 'act');
const answer = envelopeSchema('licence', licenceSchema);
const params = tenantPathParamsSchema.extend(licenceParamsSchema.shape);

export const contractBuilderEndpoints = {
  /** The agency's own licence: whether it may send, and how many envelopes are left (every user). */
  ownLicence: defineEndpoint({
    method: 'GET',
    path,
    params: tenantPathParamsSchema,
    response: envelopeSchema('licence', ownLicenceSchema),
    access: tenantEndpoint(null),
    tag,
  }),
  /** Every agency's licence, with its billing periods and activity. */
  licences: defineEndpoint({
    method: 'GET',
    path: `${path}/All`,
    params: tenantPathParamsSchema,
    response: answer,
    access: view,
    tag,
  }),
  /** Purchased, completed (used) and remaining transactions over every licence. */
  summary: defineEndpoint({
    method: 'GET',
    path: `${path}/Summary`,
    params: tenantPathParamsSchema,
    response: envelopeSchema('summary', licenceSummarySchema),
    access: view,
    tag,
  }),
  /** The agencies without a licence yet (the add dialog's choices). */
  agencies: defineEndpoint({
    method: 'GET',
    path: `${path}/Agencies`,
    params: tenantPathParamsSchema,
    response: envelopeSchema('agency', licenceAgencySchema),
    access: view,
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    params: tenantPathParamsSchema,
    body: createLicenceSchema,
    response: answer,
    access: act,
    tag,
  }),
  licence: defineEndpoint({
    method: 'GET',
    path: `${path}/:licenseId`,
    params,
    response: answer,
    access: view,
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:licenseId`,
    params,
    body: licenceInputSchema,
    response: answer,
    access: act,
    tag,
  }),
};
