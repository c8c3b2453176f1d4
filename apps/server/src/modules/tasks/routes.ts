import { envelope, tasksEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { projectActorOf } from '../project-team/index.ts';
import * as tasks from './service.ts';

/** Project tasks (001 §7 ProjectTask) and a user's tasks due soon (the dashboard's My Tasks). */
export function taskRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, tasksEndpoints.list, async (request) =>
      envelope('projectTask', await tasks.listTasks(ctx, projectActorOf(request), request.query.projectId)),
    );

    registerEndpoint(app, tasksEndpoints.byUser, async (request) =>
      envelope(
        'projectTask',
        await tasks.tasksByUser(ctx, projectActorOf(request), request.query.userId, request.query.dueDays),
      ),
    );

    registerEndpoint(app, tasksEndpoints.create, async (request) =>
      envelope('projectTask', [await tasks.createTask(ctx, projectActorOf(request), request.body)]),
    );

    registerEndpoint(app, tasksEndpoints.update, async (request) =>
      envelope('projectTask', [await tasks.updateTask(ctx, projectActorOf(request), request.body)]),
    );

    registerEndpoint(app, tasksEndpoints.remove, async (request) =>
      envelope('projectTask', [
        await tasks.deleteTask(ctx, projectActorOf(request), request.query.projectTaskId),
      ]),
    );
  };
}
