import {
  envelope,
  envelopeSchema,
  leadSummaryQuerySchema,
  leadSummaryRowSchema,
  myProjectRowSchema,
  myProjectsQuerySchema,
  projectEndingSchema,
  projectsEndingQuerySchema,
  teamMemberQuerySchema,
  teamMemberRowSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { leadSummary } from './lead-summary.ts';
import { myProjectList } from './my-project-list.ts';
import { projectsEnding } from './projects-ending.ts';
import { teamMemberProjects } from './team-members.ts';

const tags = ['Dashboard'];
const config = { access: tenantAccess('dashboard') };

/**
 * The dashboard's list widgets (001 §7 Dashboards): Source Projects by Lead and by Team Member,
 * and the overview's projects and ending tabs.
 */
export function dashboardListRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/SourceProjectByLeadWidget`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: leadSummaryQuerySchema,
          response: { 200: envelopeSchema('leadSummary', leadSummaryRowSchema) },
        },
        config,
      },
      async (request) =>
        envelope('leadSummary', await leadSummary(ctx, actorOf(request), request.query.closingWithin)),
    );

    app.get(
      `${tenantPrefix}/SourceProjectsByTeamMembers`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: teamMemberQuerySchema,
          response: { 200: envelopeSchema('teamMemberProject', teamMemberRowSchema) },
        },
        config,
      },
      async (request) => {
        const found = await teamMemberProjects(ctx, actorOf(request), request.query);
        return envelope('teamMemberProject', found.values, found.total);
      },
    );

    app.get(
      `${tenantPrefix}/Dashboard/MyProjects`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: myProjectsQuerySchema,
          response: { 200: envelopeSchema('myProject', myProjectRowSchema) },
        },
        config,
      },
      async (request) => {
        const found = await myProjectList(ctx, actorOf(request), request.query);
        return envelope('myProject', found.values, found.total);
      },
    );

    app.get(
      `${tenantPrefix}/Dashboard/ProjectsEnding`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: projectsEndingQuerySchema,
          response: { 200: envelopeSchema('projectEnding', projectEndingSchema) },
        },
        config,
      },
      async (request) => {
        const found = await projectsEnding(ctx, actorOf(request), request.query);
        return envelope('projectEnding', found.values, found.total);
      },
    );
  };
}
