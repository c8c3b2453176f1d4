import {
  attendanceQuerySchema,
  envelope,
  envelopeSchema,
  meetingAttendanceSchema,
  signInSheetQuerySchema,
  updateAttendanceSchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import * as meetings from './service.ts';

const tags = ['Meetings'];
const view = tenantAccess('project.source', 'view');
const act = tenantAccess('project.source', 'act');

/** The buyer's Project Meetings tab: attendance and the sign-in sheet (001 §7 Exports SignInSheet). */
export function meetingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/Meetings/Attendance`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: attendanceQuerySchema,
          response: { 200: envelopeSchema('meetingAttendance', meetingAttendanceSchema) },
        },
        config: { access: view },
      },
      async (request) =>
        envelope('meetingAttendance', [
          await meetings.getAttendance(ctx, actorOf(request), request.query.tenderId),
        ]),
    );

    app.put(
      `${tenantPrefix}/Meetings/Attendance`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          body: updateAttendanceSchema,
          response: { 200: envelopeSchema('attendance', meetingAttendanceSchema.shape.attendance.element) },
        },
        config: { access: act },
      },
      async (request) =>
        envelope('attendance', [await meetings.updateAttendance(ctx, actorOf(request), request.body)]),
    );

    app.get(
      `${tenantPrefix}/SignInSheet`,
      {
        schema: { tags, params: tenantParamsSchema, querystring: signInSheetQuerySchema },
        config: { access: view },
      },
      async (request, reply) => {
        const file = await meetings.signInSheet(
          ctx,
          actorOf(request),
          request.query.meetingId,
          request.query.format,
        );
        return sendDownload(reply, { ...file, stream: file.body });
      },
    );
  };
}
