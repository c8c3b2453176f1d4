/** The calls of project comments (001 §7 ProjectComments), declared once (issue 21 §1). */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  createProjectCommentSchema,
  dashboardCommentLimit,
  projectCommentSchema,
} from '../projects/comments.ts';
import { idParamSchema } from '../validation/ids.ts';

const tag = 'Project comments';
const answer = envelopeSchema('projectComment', projectCommentSchema);
const start = z.coerce.number().int().min(0).max(1_000_000).default(0);

export const commentEndpoints = {
  /** A project's comments, newest first, paged. */
  list: defineEndpoint({
    method: 'GET',
    path: tenantPath('/ProjectComments'),
    params: tenantPathParamsSchema,
    query: z.object({
      projectId: idParamSchema(),
      start,
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: answer,
    access: tenantEndpoint('project'),
    tag,
  }),
  /** The dashboard's comments widget and the Message Centre's Comments: my projects' latest comments. */
  dashboard: defineEndpoint({
    method: 'GET',
    path: tenantPath('/ProjectComments/Dashboard'),
    params: tenantPathParamsSchema,
    query: z.object({
      start,
      limit: z.coerce.number().int().min(1).max(dashboardCommentLimit).default(dashboardCommentLimit),
      keywords: z.string().trim().max(200).optional(),
      /** The Message Centre's days (YYYY-MM-DD, the agency's calendar; the end day included). */
      dateFrom: z.iso.date('invalidParameter').optional(),
      dateTo: z.iso.date('invalidParameter').optional(),
    }),
    response: answer,
    access: tenantEndpoint('project'),
    tag,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: tenantPath('/ProjectComments'),
    params: tenantPathParamsSchema,
    body: createProjectCommentSchema,
    response: answer,
    access: tenantEndpoint('project', 'act'),
    tag,
  }),
};
