/**
 * Supplier lists (001 §7 VendorLists; issue 22 §4) and inviting suppliers of the directory or a
 * list to a source (001 §7 VendorInvitations SearchCriteria and SearchTender). Paths the spec does
 * not name (rename, delete, remove members, invite): decisions 348 and 349.
 */
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  createVendorListSchema,
  invitationCandidateSchema,
  invitationSearchSchema,
  invitationTenderQuerySchema,
  invitationTenderSchema,
  inviteVendorsResultSchema,
  inviteVendorsSchema,
  updateVendorListSchema,
  vendorListDetailSchema,
  vendorListMembersSchema,
  vendorListParamsSchema,
  vendorListSchema,
} from '../vendors/lists.ts';

const tag = 'Vendor lists';
const base = tenantPath('/VendorLists');
const view = tenantEndpoint('suppliers', 'view');
const edit = tenantEndpoint('suppliers', 'act');
const lists = envelopeSchema('vendorList', vendorListSchema);
const detail = envelopeSchema('vendorList', vendorListDetailSchema);
const oneList = tenantPathParamsSchema.extend(vendorListParamsSchema.shape);
const invitations = tenantPath('/VendorInvitations');

export const vendorListsEndpoints = {
  /** The lists the user may use: their own, and every shared one. */
  list: defineEndpoint({
    method: 'GET',
    path: base,
    params: tenantPathParamsSchema,
    response: lists,
    access: view,
    tag,
  }),
  read: defineEndpoint({
    method: 'GET',
    path: `${base}/:id/`,
    params: oneList,
    response: detail,
    access: view,
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    params: tenantPathParamsSchema,
    body: createVendorListSchema,
    response: detail,
    access: edit,
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/:id/`,
    params: oneList,
    body: updateVendorListSchema,
    response: detail,
    access: edit,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/:id/`,
    params: oneList,
    response: lists,
    access: edit,
    tag,
  }),
  addMembers: defineEndpoint({
    method: 'POST',
    path: `${base}/AddVendorToList`,
    params: tenantPathParamsSchema,
    body: vendorListMembersSchema,
    response: detail,
    access: edit,
    tag,
  }),
  removeMembers: defineEndpoint({
    method: 'POST',
    path: `${base}/RemoveVendorFromList`,
    params: tenantPathParamsSchema,
    body: vendorListMembersSchema,
    response: detail,
    access: edit,
    tag,
  }),
  /** The directory's search for a source in Build, each row saying whether it is invited. */
  invitationSearch: defineEndpoint({
    method: 'POST',
    path: `${invitations}/SearchCriteria`,
    params: tenantPathParamsSchema,
    body: invitationSearchSchema,
    response: envelopeSchema('vendor', invitationCandidateSchema),
    access: tenantEndpoint('project.build', 'view'),
    tag,
    moreTags: ['Vendor invitations'],
  }),
  /** Sources open to invitations, for inviting a supplier from its profile. */
  invitationTenders: defineEndpoint({
    method: 'GET',
    path: `${invitations}/SearchTender`,
    params: tenantPathParamsSchema,
    query: invitationTenderQuerySchema,
    response: envelopeSchema('tender', invitationTenderSchema),
    access: tenantEndpoint('project.build', 'view'),
    tag,
    moreTags: ['Vendor invitations'],
  }),
  /** Invites suppliers of the directory, or the next in turn of a rotational list. */
  inviteVendors: defineEndpoint({
    method: 'POST',
    path: `${invitations}/Vendors`,
    params: tenantPathParamsSchema,
    body: inviteVendorsSchema,
    response: envelopeSchema('vendorInvitationResult', inviteVendorsResultSchema),
    access: tenantEndpoint('project.build', 'act'),
    tag,
    moreTags: ['Vendor invitations'],
  }),
};
