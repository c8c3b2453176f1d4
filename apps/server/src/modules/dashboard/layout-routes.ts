import {
  dashboardEndpoints,
  envelope,
  type LayoutItem,
  layoutItemToWidget,
  type UserWidget,
} from '@procura/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hasRouteRight, sessionOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { forbidden } from '../../platform/errors.ts';
import { asEntries, asLayoutItems, type LayoutOwner, readLayout, resetLayout, saveLayout } from './layout.ts';

/** The signed-in user in the agency they work in (the path's agency is that one: the guard checked). */
function ownerOf(request: FastifyRequest): LayoutOwner {
  const session = sessionOf(request);
  return { customerId: session.activeCustomerId, userId: session.userId };
}

/**
 * Snapshot/Layout has no agency in its path, so the guard cannot ask the dashboard right: it is
 * asked here, as the UserBuyerWidget calls ask it.
 */
function dashboardOwnerOf(request: FastifyRequest): LayoutOwner {
  if (!hasRouteRight(sessionOf(request), 'dashboard', 'view')) throw forbidden('noPermission');
  return ownerOf(request);
}

/** The buyer dashboard's saved layout (001 §3, §7 Dashboards and Snapshot/Layout). */
export function layoutRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, dashboardEndpoints.layout, async (request) =>
      envelope('userBuyerWidget', asEntries(await readLayout(ctx, ownerOf(request)))),
    );

    registerEndpoint(app, dashboardEndpoints.saveLayout, async (request) => {
      const saved = await saveLayout(ctx, ownerOf(request), request.body as UserWidget[]);
      return envelope('userBuyerWidget', asEntries(saved));
    });

    registerEndpoint(app, dashboardEndpoints.resetLayout, async (request) =>
      envelope('userBuyerWidget', asEntries(await resetLayout(ctx, ownerOf(request)))),
    );

    registerEndpoint(app, dashboardEndpoints.snapshotLayout, async (request) =>
      envelope('layoutItem', asLayoutItems(await readLayout(ctx, dashboardOwnerOf(request)))),
    );

    registerEndpoint(app, dashboardEndpoints.saveSnapshotLayout, async (request) => {
      // A box names its widget; its id is the row's and is not needed to find it.
      const entries = (request.body as LayoutItem[]).map(layoutItemToWidget);
      return envelope('layoutItem', asLayoutItems(await saveLayout(ctx, dashboardOwnerOf(request), entries)));
    });
  };
}
