import { dashboardEndpoints, envelope } from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { calendarEvents } from './calendar.ts';
import { widgetData } from './widgets.ts';

/** The count widgets and the Important Dates calendar of the buyer dashboard (001 §7 Dashboards). */
export function widgetRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, dashboardEndpoints.widget, async (request) =>
      envelope('widget', [await widgetData(ctx, actorOf(request), request.query.widgetType)]),
    );

    registerEndpoint(app, dashboardEndpoints.calendar, async (request) =>
      envelope('calendarEvent', await calendarEvents(ctx, actorOf(request), request.query)),
    );
  };
}
