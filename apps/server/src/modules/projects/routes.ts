import {
  blueprintTypes,
  classificationLabels,
  projectsEndpoints as endpoints,
  envelope,
  limitedTypes,
  negotiationTypes,
  procurementMethodLabels,
  projectPhases,
  projectSearchSchema,
  projectStatusLabels,
  projectTypes,
} from '@procura/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf, hasRouteRight, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { findTenderNode } from './numbering.ts';
import type { Viewer } from './presenters.ts';
import { previewHtml, projectLinks, publicOpportunityHtml } from './public-view.ts';
import { findActivePeople } from './queries.ts';
import { exportSearch, listTemplates, projectDropdown, searchProjects } from './search.ts';
import * as projects from './service.ts';
import { changeProjectStatus, deleteProject, projectChecklist } from './status-service.ts';

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

/** Projects (001 §7 Projects). */
export function projectRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, endpoints.read, async (request) =>
      envelope('project', [await projects.getProject(ctx, viewerOf(request), request.query.projectId)]),
    );

    registerEndpoint(app, endpoints.create, async (request) =>
      envelope('project', [await projects.createProject(ctx, viewerOf(request), request.body)]),
    );

    registerEndpoint(app, endpoints.update, async (request) =>
      envelope('project', [await projects.updateProject(ctx, viewerOf(request), request.body)]),
    );

    registerEndpoint(app, endpoints.changeStatus, async (request) =>
      envelope('project', [
        await changeProjectStatus(ctx, viewerOf(request), request.query.projectId, request.query.status, {
          reason: request.body?.reason,
          confirmNoAward: request.body?.confirmNoAward,
        }),
      ]),
    );

    registerEndpoint(app, endpoints.checklist, async (request) =>
      envelope('checklistItem', await projectChecklist(ctx, viewerOf(request), request.query.projectId)),
    );

    registerEndpoint(app, endpoints.remove, async (request) => {
      await deleteProject(ctx, viewerOf(request), request.query.projectId);
      return envelope('project', []);
    });

    // Copying needs a create permission and "Save as Template" needs TEMPLATE_CREATE: the service decides.
    registerEndpoint(app, endpoints.copy, async (request) =>
      envelope('project', [
        await projects.copyProject(ctx, viewerOf(request), request.body, request.query.copyFormsInstructions),
      ]),
    );

    registerEndpoint(app, endpoints.convert, async (request) =>
      envelope('project', [
        await projects.convertProject(
          ctx,
          viewerOf(request),
          request.query.projectId,
          request.query.copyFormsInstructions,
        ),
      ]),
    );

    registerEndpoint(app, endpoints.templates, async (request) =>
      envelope('project', await listTemplates(ctx, viewerOf(request))),
    );

    registerEndpoint(app, endpoints.search, async (request) => {
      const page = await searchProjects(ctx, viewerOf(request), request.body);
      return envelope('project', page.rows, page.total);
    });

    registerEndpoint(app, endpoints.exportSearch, async (request, reply) => {
      const { columns, ...search } = request.body;
      const file = await exportSearch(ctx, viewerOf(request), projectSearchSchema.parse(search), columns);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="Projects.xlsx"')
        .send(file);
    });

    registerEndpoint(app, endpoints.dropdown, async (request) =>
      envelope(
        'projectDropdown',
        await projectDropdown(ctx, viewerOf(request), request.query.Column, request.query.Value),
      ),
    );

    registerEndpoint(app, endpoints.properties, async (request) => {
      const viewer = viewerOf(request);
      const { allowInformal, people } = await inTenant(ctx.db, viewer.customerId, async (tx) => {
        const node = await findTenderNode(tx, viewer.customerId, viewer.nodeId);
        const rows = await findActivePeople(tx, viewer.customerId);
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
    });

    for (const [endpoint, pick] of [
      [endpoints.share, 'share'],
      [endpoints.html, 'html'],
      [endpoints.webDemo, 'webDemo'],
    ] as const) {
      registerEndpoint(app, endpoint, async (request) => {
        const links = await projectLinks(ctx, viewerOf(request), request.query.projectId);
        return envelope('url', [{ url: links[pick] }]);
      });
    }

    registerEndpoint(app, endpoints.preview, async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(await previewHtml(ctx, viewerOf(request), request.query.projectId)),
    );

    registerEndpoint(app, endpoints.publicOpportunity, async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(await publicOpportunityHtml(ctx, request.params.customerId, request.params.projectId)),
    );
  };
}
