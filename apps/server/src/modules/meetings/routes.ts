import { envelope, meetingsEndpoints } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as meetings from './service.ts';

/** The buyer's Project Meetings tab: attendance and the sign-in sheet (001 §7 Exports SignInSheet). */
export function meetingRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, meetingsEndpoints.attendance, async (request) =>
      envelope('meetingAttendance', [
        await meetings.getAttendance(ctx, actorOf(request), request.query.tenderId),
      ]),
    );

    registerEndpoint(app, meetingsEndpoints.recordAttendance, async (request) =>
      envelope('attendance', [await meetings.updateAttendance(ctx, actorOf(request), request.body)]),
    );

    registerEndpoint(app, meetingsEndpoints.signInSheet, async (request, reply) => {
      const { meetingId, format } = request.query;
      const file = await meetings.signInSheet(ctx, actorOf(request), meetingId, format);
      return sendDownload(reply, { ...file, stream: file.body });
    });
  };
}
