import {
  createTaskSchema,
  envelope,
  envelopeSchema,
  projectTaskSchema,
  taskDueDaysDefault,
  updateTaskSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { idQuery, projectActorOf } from '../project-team/route-helpers.ts';
import * as tasks from './service.ts';

const tags = ['Project tasks'];
const response = { 200: envelopeSchema('projectTask', projectTaskSchema) };
const view = tenantAccess('project');
const act = tenantAccess('project', 'act');

/** Project tasks (001 §7 ProjectTask) and a user's tasks due soon (the dashboard's My Tasks). */
export function taskRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/ProjectTask`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: z.object({ projectId: idQuery }), response },
        config: { access: view },
      },
      async (request) =>
        envelope('projectTask', await tasks.listTasks(ctx, projectActorOf(request), request.query.projectId)),
    );

    app.get(
      `${tenantPrefix}/ProjectTask/GetByUser`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({
            userId: idQuery,
            dueDays: z.coerce.number().int().min(0).max(366).default(taskDueDaysDefault),
          }),
          response,
        },
        // Tasks are read on projects the caller may view anyway; the list only gathers them by person.
        config: { access: view },
      },
      async (request) =>
        envelope(
          'projectTask',
          await tasks.tasksByUser(ctx, projectActorOf(request), request.query.userId, request.query.dueDays),
        ),
    );

    app.post(
      `${tenantPrefix}/ProjectTask`,
      {
        schema: { tags, params: tenantParamsSchema, body: createTaskSchema, response },
        config: { access: act },
      },
      async (request) =>
        envelope('projectTask', [await tasks.createTask(ctx, projectActorOf(request), request.body)]),
    );

    app.put(
      `${tenantPrefix}/ProjectTask`,
      {
        schema: { tags, params: tenantParamsSchema, body: updateTaskSchema, response },
        config: { access: act },
      },
      async (request) =>
        envelope('projectTask', [await tasks.updateTask(ctx, projectActorOf(request), request.body)]),
    );

    app.delete(
      `${tenantPrefix}/ProjectTask`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: z.object({ projectTaskId: idQuery }),
          response,
        },
        config: { access: act },
      },
      async (request) =>
        envelope('projectTask', [
          await tasks.deleteTask(ctx, projectActorOf(request), request.query.projectTaskId),
        ]),
    );
  };
}
