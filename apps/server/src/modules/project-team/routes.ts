import {
  addProjectUserSchema,
  envelope,
  envelopeSchema,
  projectPersonSchema,
  projectRoleIds,
  projectRoleSchema,
  projectUserSchema,
  updateProjectUserSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasRouteRight, sessionOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { idQuery, projectActorOf } from './route-helpers.ts';
import * as team from './service.ts';

const tags = ['Project team'];
const rolesResponse = { 200: envelopeSchema('projectRole', projectRoleSchema) };
const usersResponse = { 200: envelopeSchema('projectUser', projectUserSchema) };
/** Building the team is part of setting a project up: the Build action right changes it. */
const editTeam = tenantAccess('project.build', 'act');

/** Project roles and the project team (001 §7 Customer and settings: projectRoles, projectUsers). */
export function projectTeamRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/projectRoles`,
      {
        schema: { tags, params: tenantParamsSchema, response: rolesResponse },
        config: { access: tenantAccess(null) },
      },
      async (request) => envelope('projectRole', team.listProjectRoles(requestLanguage(request))),
    );

    app.get(
      `${tenantPrefix}/projectUsers`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z
            .object({
              projectId: idQuery.optional(),
              roleId: z.enum(projectRoleIds, 'invalidProjectRoleId').optional(),
            })
            .refine((q) => q.projectId !== undefined || q.roleId !== undefined, 'invalidProjectId'),
          response: usersResponse,
        },
        config: { access: tenantAccess('project') },
      },
      async (request) =>
        envelope(
          'projectUser',
          await team.listProjectUsers(ctx, projectActorOf(request), request.query, requestLanguage(request)),
        ),
    );

    app.get(
      `${tenantPrefix}/projectUsers/Assignable`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('user', projectPersonSchema.extend({ email: z.string() })) },
        },
        config: { access: tenantAccess('project') },
      },
      async (request) => envelope('user', await team.listAssignableUsers(ctx, projectActorOf(request))),
    );

    app.post(
      `${tenantPrefix}/projectUsers`,
      {
        schema: { tags, params: tenantParamsSchema, body: addProjectUserSchema, response: usersResponse },
        config: { access: editTeam },
      },
      async (request) =>
        envelope('projectUser', [
          await team.addProjectUser(ctx, projectActorOf(request), request.body, requestLanguage(request)),
        ]),
    );

    app.put(
      `${tenantPrefix}/projectUsers`,
      {
        schema: { tags, params: tenantParamsSchema, body: updateProjectUserSchema, response: usersResponse },
        // Members opt themselves in or out; the service asks the Build action right for anyone else.
        config: { access: tenantAccess('project') },
      },
      async (request) =>
        envelope('projectUser', [
          await team.updateProjectUser(
            ctx,
            projectActorOf(request),
            request.body,
            hasRouteRight(sessionOf(request), 'project.build', 'act'),
            requestLanguage(request),
          ),
        ]),
    );

    app.delete(
      `${tenantPrefix}/projectUsers`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ projectUserId: idQuery }),
          response: usersResponse,
        },
        config: { access: editTeam },
      },
      async (request) =>
        envelope('projectUser', [
          await team.removeProjectUser(
            ctx,
            projectActorOf(request),
            request.query.projectUserId,
            requestLanguage(request),
          ),
        ]),
    );
  };
}
