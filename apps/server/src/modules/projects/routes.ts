import {
  blueprintTypes,
  checklistItemSchema,
  classificationLabels,
  createProjectSchema,
  envelope,
  envelopeSchema,
  limitedTypes,
  negotiationTypes,
  procurementMethodLabels,
  projectDropdownColumns,
  projectPhases,
  projectSchema,
  projectSearchColumns,
  projectSearchRowSchema,
  projectSearchSchema,
  projectStatusBodySchema,
  projectStatuses,
  projectStatusLabels,
  projectTypes,
  updateProjectSchema,
} from '@procura/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { actorOf, hasRouteRight, publicAccess, sessionOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { booleanQuery, idQuery } from '../../platform/query.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { findTenderNode } from './numbering.ts';
import type { Viewer } from './present.ts';
import { previewHtml, projectLinks, publicOpportunityHtml } from './public-view.ts';
import { exportSearch, listTemplates, projectDropdown, searchProjects } from './search.ts';
import * as projects from './service.ts';
import { changeProjectStatus, deleteProject, projectChecklist } from './status-service.ts';

const tags = ['Projects'];
const projectsResponse = { 200: envelopeSchema('project', projectSchema) };
const projectQuery = z.object({ projectId: idQuery });
const copyFlag = booleanQuery.default(false);
const urlResponse = { 200: envelopeSchema('url', z.object({ url: z.string() })) };

/** Who is asking, with the rights the project answers depend on. */
export function viewerOf(request: FastifyRequest): Viewer {
  const session = sessionOf(request);
  return {
    ...actorOf(request),
    held: session.held,
    isSiteAdmin: session.isSiteAdmin,
    canActBuild: hasRouteRight(session, 'project.build', 'act'),
  };
}

const projectsProperties = z.object({
  statuses: z.array(z.object({ value: z.string(), label: z.string() })),
  procurementMethods: z.array(z.object({ value: z.string(), label: z.string() })),
  classifications: z.array(z.object({ value: z.string(), label: z.string() })),
  phases: z.array(z.string()),
  types: z.array(z.string()),
  blueprints: z.array(z.string()),
  limitedTypes: z.array(z.string()),
  negotiationTypes: z.array(z.string()),
  allowInformal: z.boolean(),
  /** Active people of the agency, for the procurement-lead and department-lead pickers. */
  people: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
});

/** Projects (001 §7 Projects) and saved searches. */
export function projectRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/Projects`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: projectQuery, response: projectsResponse },
        config: { access: tenantAccess('project', 'view') },
      },
      async (request) =>
        envelope('project', [await projects.getProject(ctx, viewerOf(request), request.query.projectId)]),
    );

    app.post(
      `${tenantPrefix}/Projects`,
      {
        schema: { tags, params: tenantParamsSchema, body: createProjectSchema, response: projectsResponse },
        config: { access: tenantAccess('projects.new', 'act') },
      },
      async (request) =>
        envelope('project', [await projects.createProject(ctx, viewerOf(request), request.body)]),
    );

    app.put(
      `${tenantPrefix}/Projects`,
      {
        schema: { tags, params: tenantParamsSchema, body: updateProjectSchema, response: projectsResponse },
        config: { access: tenantAccess('project.build', 'act') },
      },
      async (request) =>
        envelope('project', [await projects.updateProject(ctx, viewerOf(request), request.body)]),
    );

    app.put(
      `${tenantPrefix}/Projects/status`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ projectId: idQuery, status: z.enum(projectStatuses) }),
          body: projectStatusBodySchema,
          response: projectsResponse,
        },
        config: { access: tenantAccess('project.build', 'act') },
      },
      async (request) =>
        envelope('project', [
          await changeProjectStatus(ctx, viewerOf(request), request.query.projectId, request.query.status, {
            reason: request.body?.reason,
            confirmNoAward: request.body?.confirmNoAward,
          }),
        ]),
    );

    app.get(
      `${tenantPrefix}/Projects/Checklist`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: projectQuery,
          response: { 200: envelopeSchema('checklistItem', checklistItemSchema) },
        },
        config: { access: tenantAccess('project.build', 'view') },
      },
      async (request) =>
        envelope('checklistItem', await projectChecklist(ctx, viewerOf(request), request.query.projectId)),
    );

    app.delete(
      `${tenantPrefix}/Projects`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: projectQuery, response: projectsResponse },
        config: { access: tenantAccess('project.build', 'act') },
      },
      async (request) => {
        await deleteProject(ctx, viewerOf(request), request.query.projectId);
        return envelope('project', []);
      },
    );

    app.post(
      `${tenantPrefix}/Projects/Copy`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ copyFormsInstructions: copyFlag }),
          body: z.object({
            projectId: idQuery,
            name: z.string().trim().min(1, 'nameRequired').max(300),
            number: createProjectSchema.shape.number,
            type: z.enum(['SOURCE', 'TEMPLATE']).default('SOURCE'),
          }),
          response: projectsResponse,
        },
        // Copying needs a create permission and "Save as Template" needs TEMPLATE_CREATE: the service decides.
        config: { access: tenantAccess('projects', 'view') },
      },
      async (request) =>
        envelope('project', [
          await projects.copyProject(
            ctx,
            viewerOf(request),
            request.body,
            request.query.copyFormsInstructions,
          ),
        ]),
    );

    app.post(
      `${tenantPrefix}/Projects/Convert`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ projectId: idQuery, copyFormsInstructions: copyFlag }),
          response: projectsResponse,
        },
        config: { access: tenantAccess('projects.new', 'act') },
      },
      async (request) =>
        envelope('project', [
          await projects.convertProject(
            ctx,
            viewerOf(request),
            request.query.projectId,
            request.query.copyFormsInstructions,
          ),
        ]),
    );

    app.get(
      `${tenantPrefix}/Projects/Templates`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('project', projectSearchRowSchema) },
        },
        config: { access: tenantAccess('projects', 'view') },
      },
      async (request) => envelope('project', await listTemplates(ctx, viewerOf(request))),
    );

    app.post(
      `${tenantPrefix}/Projects/Search`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: projectSearchSchema,
          response: { 200: envelopeSchema('project', projectSearchRowSchema) },
        },
        config: { access: tenantAccess('projects', 'view') },
      },
      async (request) => {
        const page = await searchProjects(ctx, viewerOf(request), request.body);
        return envelope('project', page.rows, page.total);
      },
    );

    app.post(
      `${tenantPrefix}/Projects/Search/Export`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: z.intersection(
            projectSearchSchema,
            z.object({
              columns: z.array(z.enum(projectSearchColumns)).min(1).max(projectSearchColumns.length),
            }),
          ),
        },
        config: { access: tenantAccess('projects', 'view') },
      },
      async (request, reply) => {
        const { columns, ...search } = request.body;
        const file = await exportSearch(ctx, viewerOf(request), projectSearchSchema.parse(search), columns);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="Projects.xlsx"')
          .send(file);
      },
    );

    app.get(
      `${tenantPrefix}/Projects/ProjectDropdown`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({
            Column: z.enum(projectDropdownColumns),
            Value: z.string().max(100).default(''),
          }),
          response: { 200: envelopeSchema('projectDropdown', z.object({ value: z.string() })) },
        },
        config: { access: tenantAccess('projects', 'view') },
      },
      async (request) =>
        envelope(
          'projectDropdown',
          await projectDropdown(ctx, viewerOf(request), request.query.Column, request.query.Value),
        ),
    );

    app.get(
      `${tenantPrefix}/Projects/ProjectsProperties`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          response: { 200: envelopeSchema('projectsProperties', projectsProperties) },
        },
        config: { access: tenantAccess('projects', 'view') },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { allowInformal, people } = await inTenant(ctx.db, viewer.customerId, async (tx) => {
          const node = await findTenderNode(tx, viewer.customerId, viewer.nodeId);
          const rows = await tx
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(
              and(
                eq(users.customerId, viewer.customerId),
                eq(users.inActive, false),
                eq(users.deleted, false),
              ),
            )
            .orderBy(asc(users.lastName), asc(users.firstName));
          return {
            allowInformal: node.allowInformalProjects,
            people: rows.map((u) => ({ id: u.id, fullName: `${u.firstName} ${u.lastName}` })),
          };
        });
        const labelled = <T extends string>(labels: Record<T, string>) =>
          (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
        return envelope('projectsProperties', [
          {
            statuses: labelled(projectStatusLabels),
            procurementMethods: labelled(procurementMethodLabels),
            classifications: labelled(classificationLabels),
            phases: [...projectPhases],
            types: [...projectTypes],
            blueprints: [...blueprintTypes],
            limitedTypes: [...limitedTypes],
            negotiationTypes: [...negotiationTypes],
            allowInformal,
            people,
          },
        ]);
      },
    );

    for (const [path, pick] of [
      ['Share', 'share'],
      ['HTML', 'html'],
      ['WebDemo', 'webDemo'],
    ] as const) {
      app.get(
        `${tenantPrefix}/Projects/${path}`,
        {
          schema: { tags, params: tenantParamsSchema, querystring: projectQuery, response: urlResponse },
          config: { access: tenantAccess('project', 'view') },
        },
        async (request) => {
          const links = await projectLinks(ctx, viewerOf(request), request.query.projectId);
          return envelope('url', [{ url: links[pick] }]);
        },
      );
    }

    app.get(
      `${tenantPrefix}/Projects/Preview`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: projectQuery },
        config: { access: tenantAccess('project', 'view') },
      },
      async (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(await previewHtml(ctx, viewerOf(request), request.query.projectId)),
    );

    app.get(
      '/api/v1/public/opportunities/:customerId/:projectId',
      {
        schema: {
          tags,
          params: z.object({ customerId: idQuery, projectId: idQuery }),
          querystring: z.object({ format: z.enum(['html']).optional() }),
        },
        config: { access: publicAccess, rateLimits: [{ limit: 'publicReads', by: 'address' }] },
      },
      async (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(await publicOpportunityHtml(ctx, request.params.customerId, request.params.projectId)),
    );
  };
}
