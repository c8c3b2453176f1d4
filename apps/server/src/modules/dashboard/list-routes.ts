import { dashboardEndpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { leadSummary } from './lead-summary.ts';
import { myProjectList } from './my-project-list.ts';
import { projectsEnding } from './projects-ending.ts';
import { teamMemberProjects } from './team-members.ts';

/**
 * The dashboard's list widgets (001 §7 Dashboards): Source Projects by Lead and by Team Member,
 * and the overview's projects and ending tabs.
 */
export function dashboardListRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, dashboardEndpoints.byLead, async (request) =>
      envelope('leadSummary', await leadSummary(ctx, actorOf(request), request.query.closingWithin)),
    );

    registerEndpoint(app, dashboardEndpoints.byTeamMember, async (request) => {
      const found = await teamMemberProjects(ctx, actorOf(request), request.query);
      return envelope('teamMemberProject', found.values, found.total);
    });

    registerEndpoint(app, dashboardEndpoints.myProjects, async (request) => {
      const found = await myProjectList(ctx, actorOf(request), request.query);
      return envelope('myProject', found.values, found.total);
    });

    registerEndpoint(app, dashboardEndpoints.projectsEnding, async (request) => {
      const found = await projectsEnding(ctx, actorOf(request), request.query);
      return envelope('projectEnding', found.values, found.total);
    });
  };
}
