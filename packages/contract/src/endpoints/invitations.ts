/** Suppliers invited by email to a source (001 §7 Vendors; Build > invitations), declared once. */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  createInvitationSchema,
  invitationSchema,
  inviteeEmailSchema,
  inviteeLookupSchema,
  updateInvitationSchema,
} from '../projects/invitations.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Vendor invitations';
const path = tenantPath('/VendorInvitations');
const answer = envelopeSchema('vendorInvitation', invitationSchema);
const tenderId = idParamSchema('invitationInvalidTender');
const view = tenantEndpoint('project.build', 'view');
const act = tenantEndpoint('project.build', 'act');

export const invitationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    params: tenantPathParamsSchema,
    query: z.object({ tenderId }),
    response: answer,
    access: view,
    tag,
  }),
  /** Whether an address belongs to a registered supplier, before inviting it. */
  lookUpInvitee: defineEndpoint({
    method: 'GET',
    path: `${path}/LookupEmailInvitee`,
    params: tenantPathParamsSchema,
    query: z.object({ tenderId, email: inviteeEmailSchema }),
    response: envelopeSchema('invitee', inviteeLookupSchema),
    access: view,
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    params: tenantPathParamsSchema,
    body: createInvitationSchema,
    response: answer,
    access: act,
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path,
    params: tenantPathParamsSchema,
    body: updateInvitationSchema,
    response: answer,
    access: act,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path,
    params: tenantPathParamsSchema,
    query: z.object({ vendorInvitationId: idParamSchema('emailInvalidInvitation') }),
    response: answer,
    access: act,
    tag,
  }),
};
