import {
  calendarEventSchema,
  calendarQuerySchema,
  envelope,
  envelopeSchema,
  widgetDataSchema,
  widgetQuerySchema,
} from '@procura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { calendarEvents } from './calendar.ts';
import { widgetData } from './widgets.ts';

const tags = ['Dashboard'];
const access = tenantAccess('dashboard');

/** The count widgets and the Important Dates calendar of the buyer dashboard (001 §7 Dashboards). */
export function widgetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/Widget`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: widgetQuerySchema,
          response: { 200: envelopeSchema('widget', widgetDataSchema) },
        },
        config: { access },
      },
      async (request) =>
        envelope('widget', [await widgetData(ctx, actorOf(request), request.query.widgetType)]),
    );

    app.get(
      `${tenantPrefix}/Calendar`,
      {
        schema: {
          tags,
          params: tenantParamsSchema,
          querystring: calendarQuerySchema,
          response: { 200: envelopeSchema('calendarEvent', calendarEventSchema) },
        },
        config: { access },
      },
      async (request) =>
        envelope('calendarEvent', await calendarEvents(ctx, actorOf(request), request.query)),
    );
  };
}
