import {
  envelope,
  envelopeSchema,
  type LayoutItem,
  layoutItemSchema,
  layoutItemsSchema,
  layoutItemToWidget,
  type UserWidget,
  userWidgetSchema,
  userWidgetsSchema,
} from '@procura/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasRouteRight, sessionAccess, sessionOf, tenantAccess } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';
import { tenantParamsSchema, tenantPrefix } from '../../platform/tenant-path.ts';
import { asEntries, asLayoutItems, type LayoutOwner, readLayout, resetLayout, saveLayout } from './layout.ts';

const tags = ['Dashboard'];
const widgetsResponse = { 200: envelopeSchema('userBuyerWidget', userWidgetSchema) };
const itemsResponse = { 200: envelopeSchema('layoutItem', layoutItemSchema) };
// Arranging one's own dashboard needs no more than seeing it.
const access = tenantAccess('dashboard');

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
export function layoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${tenantPrefix}/UserBuyerWidget`,
      { schema: { tags, params: tenantParamsSchema, response: widgetsResponse }, config: { access } },
      async (request) => envelope('userBuyerWidget', asEntries(await readLayout(ctx, ownerOf(request)))),
    );

    app.post(
      `${tenantPrefix}/UserBuyerWidget`,
      {
        schema: { tags, params: tenantParamsSchema, body: userWidgetsSchema, response: widgetsResponse },
        config: { access },
      },
      async (request) => {
        const saved = await saveLayout(ctx, ownerOf(request), request.body as UserWidget[]);
        return envelope('userBuyerWidget', asEntries(saved));
      },
    );

    app.delete(
      `${tenantPrefix}/UserBuyerWidget`,
      { schema: { tags, params: tenantParamsSchema, response: widgetsResponse }, config: { access } },
      async (request) => envelope('userBuyerWidget', asEntries(await resetLayout(ctx, ownerOf(request)))),
    );

    app.get(
      '/api/v1/Snapshot/Layout',
      { schema: { tags, response: itemsResponse }, config: { access: sessionAccess } },
      async (request) =>
        envelope('layoutItem', asLayoutItems(await readLayout(ctx, dashboardOwnerOf(request)))),
    );

    app.put(
      '/api/v1/Snapshot/Layout',
      {
        schema: { tags, body: layoutItemsSchema, response: itemsResponse },
        config: { access: sessionAccess },
      },
      async (request) => {
        // A box names its widget; its id is the row's and is not needed to find it.
        const entries = (request.body as LayoutItem[]).map(layoutItemToWidget);
        return envelope(
          'layoutItem',
          asLayoutItems(await saveLayout(ctx, dashboardOwnerOf(request), entries)),
        );
      },
    );
  };
}
