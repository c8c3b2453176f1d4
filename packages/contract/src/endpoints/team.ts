/** The agency's users and their avatars (001 §7 Users and groups), declared once (issue 21 §1). */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import { listLimits } from '../limits.ts';
import {
  createTeamMemberSchema,
  teamMemberSchema,
  updateOwnProfileSchema,
  updateTeamMemberSchema,
} from '../team/schemas.ts';
import { idParamSchema } from '../validation/ids.ts';
import { booleanQuerySchema } from '../validation/query.ts';

export const teamTag = 'Users and groups';
const tag = teamTag;
const idQuery = idParamSchema();

/** A team member; `filter.fields=permissions` adds the permission ids their groups hold. */
export const teamMemberWithPermissionsSchema = teamMemberSchema.extend({
  permissions: z.array(z.string()).optional(),
});
const members = envelopeSchema('user', teamMemberWithPermissionsSchema);
const editTeam = tenantEndpoint('team', 'act');

export const teamEndpoints = {
  /** A page of members, or one with `userId`. */
  list: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Users'),
    params: tenantPathParamsSchema,
    query: z.object({
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(listLimits.users).default(listLimits.users),
      search: z.string().max(200).optional(),
      userId: idQuery.optional(),
      isPurchaser: booleanQuerySchema.optional(),
      'filter.fields': z.string().max(200).optional(),
    }),
    response: members,
    access: tenantEndpoint('team', 'view'),
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Users'),
    params: tenantPathParamsSchema,
    body: createTeamMemberSchema,
    response: members,
    access: editTeam,
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Users'),
    params: tenantPathParamsSchema,
    body: updateTeamMemberSchema,
    response: members,
    access: editTeam,
    tag,
  }),
  /** Anyone may edit their own profile; the service refuses anyone else's. */
  updateOwnProfile: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Users/:id/teamMember'),
    params: tenantPathParamsSchema.extend({ id: idQuery }),
    body: updateOwnProfileSchema,
    response: members,
    access: tenantEndpoint(null),
    tag,
  }),
  unlock: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Users/Unlock'),
    params: tenantPathParamsSchema,
    // The spec spells it `userid`; `userId` is accepted too.
    query: z
      .object({ userid: idQuery.optional(), userId: idQuery.optional() })
      .refine((q) => (q.userid ?? q.userId) !== undefined, { message: 'invalidUserId' }),
    response: members,
    access: editTeam,
    tag,
  }),
  /** Activates or deactivates a member. */
  setStatus: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Users/Status'),
    params: tenantPathParamsSchema,
    query: z.object({ active: booleanQuerySchema, userId: idQuery }),
    response: members,
    access: editTeam,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/Users'),
    params: tenantPathParamsSchema,
    query: z.object({ userId: idQuery }),
    response: members,
    access: editTeam,
    tag,
  }),
  /** A user may change their own avatar; the service asks the team action right for anyone else's. */
  uploadAvatar: defineEndpoint({
    method: 'POST',
    path: tenantPath('/Users/Upload'),
    params: tenantPathParamsSchema,
    query: z.object({ userId: idQuery }),
    upload: true,
    response: envelopeSchema('user', teamMemberSchema),
    access: tenantEndpoint(null),
    tag,
  }),
  avatar: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Users/Avatar'),
    params: tenantPathParamsSchema,
    // `file` names the upload, so each new avatar has its own URL; the user's current one is served.
    query: z.object({ userId: idQuery, file: z.string().max(200).optional() }),
    response: 'file',
    access: tenantEndpoint(null),
    tag,
  }),
};
