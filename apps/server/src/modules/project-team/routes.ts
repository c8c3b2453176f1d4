import { envelope, projectTeamEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { hasRouteRight, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { requestLanguage } from '../../platform/errors.ts';
import { projectActorOf } from './route-helpers.ts';
import * as team from './service.ts';

/** Project roles and the project team (001 §7 Customer and settings: projectRoles, projectUsers). */
export function projectTeamRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, projectTeamEndpoints.roles, async (request) =>
      envelope('projectRole', team.listProjectRoles(requestLanguage(request))),
    );

    registerEndpoint(app, projectTeamEndpoints.users, async (request) =>
      envelope(
        'projectUser',
        await team.listProjectUsers(ctx, projectActorOf(request), request.query, requestLanguage(request)),
      ),
    );

    registerEndpoint(app, projectTeamEndpoints.assignable, async (request) =>
      envelope('user', await team.listAssignableUsers(ctx, projectActorOf(request))),
    );

    registerEndpoint(app, projectTeamEndpoints.add, async (request) =>
      envelope('projectUser', [
        await team.addProjectUser(ctx, projectActorOf(request), request.body, requestLanguage(request)),
      ]),
    );

    registerEndpoint(app, projectTeamEndpoints.update, async (request) =>
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

    registerEndpoint(app, projectTeamEndpoints.remove, async (request) =>
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
