/** Project roles and the project team (001 §7 projectRoles, projectUsers), declared once (issue 21 §1). */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  addProjectUserSchema,
  projectPersonSchema,
  projectRoleIds,
  projectRoleSchema,
  projectUserSchema,
  updateProjectUserSchema,
} from '../projects/team.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Project team';
const users = envelopeSchema('projectUser', projectUserSchema);
/** Building the team is part of setting a project up: the Build action right changes it. */
const editTeam = tenantEndpoint('project.build', 'act');

export const assignableUserSchema = projectPersonSchema.extend({ email: z.string() });
export type AssignableUser = z.infer<typeof assignableUserSchema>;

export const projectTeamEndpoints = {
  roles: defineEndpoint({
    method: 'GET',
    path: tenantPath('/projectRoles'),
    params: tenantPathParamsSchema,
    response: envelopeSchema('projectRole', projectRoleSchema),
    access: tenantEndpoint(null),
    tag,
  }),
  /** A project's team, or everyone holding a role across projects. */
  users: defineEndpoint({
    method: 'GET',
    path: tenantPath('/projectUsers'),
    params: tenantPathParamsSchema,
    query: z
      .object({
        projectId: idParamSchema().optional(),
        roleId: z.enum(projectRoleIds, 'invalidProjectRoleId').optional(),
      })
      .refine((q) => q.projectId !== undefined || q.roleId !== undefined, 'invalidProjectId'),
    response: users,
    access: tenantEndpoint('project'),
    tag,
  }),
  /** The agency's active users, whom team roles and tasks can go to. */
  assignable: defineEndpoint({
    method: 'GET',
    path: tenantPath('/projectUsers/Assignable'),
    params: tenantPathParamsSchema,
    response: envelopeSchema('user', assignableUserSchema),
    access: tenantEndpoint('project'),
    tag,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: tenantPath('/projectUsers'),
    params: tenantPathParamsSchema,
    body: addProjectUserSchema,
    response: users,
    access: editTeam,
    tag,
  }),
  /** Members opt themselves in or out; the service asks the Build action right for anyone else. */
  update: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/projectUsers'),
    params: tenantPathParamsSchema,
    body: updateProjectUserSchema,
    response: users,
    access: tenantEndpoint('project'),
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/projectUsers'),
    params: tenantPathParamsSchema,
    query: z.object({ projectUserId: idParamSchema() }),
    response: users,
    access: editTeam,
    tag,
  }),
};
