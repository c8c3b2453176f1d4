/** User groups of the tender node and their members (001 §7 Users and groups), declared once (issue 21 §1). */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { groupMembershipSchema, saveUserGroupSchema, userGroupSchema } from '../team/schemas.ts';
import { idParamSchema } from '../validation/ids.ts';
import { teamTag as tag } from './team.ts';

const groups = envelopeSchema('userGroup', userGroupSchema);
const editGroups = tenantEndpoint('team', 'act');

export const teamGroupEndpoints = {
  /** Many screens list groups (pickers, the session's own groups): any user of the agency reads them. */
  list: defineEndpoint({
    method: 'GET',
    path: tenantPath('/UserGroups'),
    params: tenantPathParamsSchema,
    query: z.object({ userGroupId: idParamSchema().optional() }),
    response: groups,
    access: tenantEndpoint(null),
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: tenantPath('/UserGroups'),
    params: tenantPathParamsSchema,
    body: saveUserGroupSchema,
    response: groups,
    access: editGroups,
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/UserGroups'),
    params: tenantPathParamsSchema,
    body: saveUserGroupSchema,
    response: groups,
    access: editGroups,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/UserGroups'),
    params: tenantPathParamsSchema,
    query: z.object({ userGroupId: idParamSchema() }),
    response: groups,
    access: editGroups,
    tag,
  }),
  /** Adds every listed user to every listed group. */
  addMembers: defineEndpoint({
    method: 'POST',
    path: tenantPath('/UserGroups/Users'),
    params: tenantPathParamsSchema,
    body: groupMembershipSchema,
    response: groups,
    access: editGroups,
    tag,
  }),
  /** Removes every listed user from every listed group. */
  removeMembers: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/UserGroups/Users'),
    params: tenantPathParamsSchema,
    body: groupMembershipSchema,
    response: groups,
    access: editGroups,
    tag,
  }),
};
