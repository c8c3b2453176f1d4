/** Project tasks (001 §7 ProjectTask) and a user's tasks due soon, declared once (issue 21 §1). */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  createTaskSchema,
  projectTaskSchema,
  taskDueDaysDefault,
  updateTaskSchema,
} from '../projects/tasks.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Project tasks';
const path = tenantPath('/ProjectTask');
const answer = envelopeSchema('projectTask', projectTaskSchema);
const view = tenantEndpoint('project');
const act = tenantEndpoint('project', 'act');

export const tasksEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    params: tenantPathParamsSchema,
    query: z.object({ projectId: idParamSchema() }),
    response: answer,
    access: view,
    tag,
  }),
  /**
   * A user's tasks due soon (the dashboard's My Tasks). Tasks are read on projects the caller may
   * view anyway; the list only gathers them by person.
   */
  byUser: defineEndpoint({
    method: 'GET',
    path: `${path}/GetByUser`,
    params: tenantPathParamsSchema,
    query: z.object({
      userId: idParamSchema(),
      dueDays: z.coerce.number().int().min(0).max(366).default(taskDueDaysDefault),
    }),
    response: answer,
    access: view,
    tag,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    params: tenantPathParamsSchema,
    body: createTaskSchema,
    response: answer,
    access: act,
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path,
    params: tenantPathParamsSchema,
    body: updateTaskSchema,
    response: answer,
    access: act,
    tag,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path,
    params: tenantPathParamsSchema,
    query: z.object({ projectTaskId: idParamSchema() }),
    response: answer,
    access: act,
    tag,
  }),
};
