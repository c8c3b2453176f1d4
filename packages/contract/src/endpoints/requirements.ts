/**
 * A source's submission requirements (paths chosen in docs/decisions.md): its sections, texts,
 * titles and security settings, the confirmed unlock, and the ordered items of two sections (the
 * Documents section's upload requirements and the Security section's bonds). Declared once
 * (issue 21 §1).
 */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { sortOrderSchema } from '../projects/documents.ts';
import {
  bondSchema,
  createBondSchema,
  createUploadRequirementSchema,
  requirementsSchema,
  saveRequirementsSchema,
  updateBondSchema,
  updateUploadRequirementSchema,
  uploadRequirementSchema,
} from '../projects/requirements.ts';
import { idParamSchema } from '../validation/ids.ts';

const view = tenantEndpoint('project.build', 'view');
const act = tenantEndpoint('project.build', 'act');
const tenderQuery = z.object({ tenderId: idParamSchema('invalidTenderId') });

const tag = 'Submission requirements';
const requirements = envelopeSchema('tenderRequirements', requirementsSchema);

export const requirementsEndpoints = {
  /** A source's requirements (one value). */
  get: defineEndpoint({
    method: 'GET',
    path: tenantPath('/TenderRequirements'),
    params: tenantPathParamsSchema,
    query: tenderQuery,
    response: requirements,
    access: view,
    tag,
  }),
  /** Saves what the body names, at the version it read. */
  save: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/TenderRequirements'),
    params: tenantPathParamsSchema,
    body: saveRequirementsSchema,
    response: requirements,
    access: act,
    tag,
  }),
  /** The confirmed unlock: withdraws the completed submissions and mails the bidders. */
  unlock: defineEndpoint({
    method: 'POST',
    path: tenantPath('/TenderRequirements/Unlock'),
    params: tenantPathParamsSchema,
    query: tenderQuery,
    response: requirements,
    access: act,
    tag,
  }),
};

const uploadTag = 'Upload requirements';
const uploads = envelopeSchema('tenderUploadRequirements', uploadRequirementSchema);

/** The documents suppliers must upload (the Documents section), in their order. */
export const uploadRequirementsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: tenantPath('/TenderUploadRequirements'),
    params: tenantPathParamsSchema,
    query: tenderQuery,
    response: uploads,
    access: view,
    tag: uploadTag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: tenantPath('/TenderUploadRequirements'),
    params: tenantPathParamsSchema,
    body: createUploadRequirementSchema,
    response: uploads,
    access: act,
    tag: uploadTag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/TenderUploadRequirements'),
    params: tenantPathParamsSchema,
    body: updateUploadRequirementSchema,
    response: uploads,
    access: act,
    tag: uploadTag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/TenderUploadRequirements'),
    params: tenantPathParamsSchema,
    query: z.object({ tenderUploadRequirementId: idParamSchema() }),
    response: uploads,
    access: act,
    tag: uploadTag,
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/TenderUploadRequirements/SortOrder'),
    params: tenantPathParamsSchema,
    body: sortOrderSchema,
    response: uploads,
    access: act,
    tag: uploadTag,
  }),
};

const bondTag = 'Bonds';
const bonds = envelopeSchema('tenderBonds', bondSchema);

/** The bonds and other security suppliers must provide (the Security section), in their order. */
export const bondsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: tenantPath('/TenderBonds'),
    params: tenantPathParamsSchema,
    query: tenderQuery,
    response: bonds,
    access: view,
    tag: bondTag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: tenantPath('/TenderBonds'),
    params: tenantPathParamsSchema,
    body: createBondSchema,
    response: bonds,
    access: act,
    tag: bondTag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/TenderBonds'),
    params: tenantPathParamsSchema,
    body: updateBondSchema,
    response: bonds,
    access: act,
    tag: bondTag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/TenderBonds'),
    params: tenantPathParamsSchema,
    query: z.object({ tenderBondId: idParamSchema() }),
    response: bonds,
    access: act,
    tag: bondTag,
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/TenderBonds/SortOrder'),
    params: tenantPathParamsSchema,
    body: sortOrderSchema,
    response: bonds,
    access: act,
    tag: bondTag,
  }),
};
