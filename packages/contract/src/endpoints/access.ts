/** The node's route permissions and the permission list (001 §7), declared once (issue 21 §1). */
import { z } from 'zod';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';

const tag = 'Permissions';

export const routePermissionEntrySchema = z.object({
  routeName: z.string(),
  controlId: z.string().nullable().optional(),
  permissions: z.array(z.object({ id: z.string(), canPerformAction: z.boolean() })),
});
export const permissionItemSchema = z.object({ id: z.string(), category: z.string(), label: z.string() });
export type PermissionItem = z.infer<typeof permissionItemSchema>;

export const accessEndpoints = {
  /** Fetched at start and after a group update; the web's guard resolves every route against it. */
  routePermissions: defineEndpoint({
    method: 'GET',
    path: tenantPath('/RoutePermissions/All'),
    params: tenantPathParamsSchema,
    response: envelopeSchema('routePermission', routePermissionEntrySchema),
    access: tenantEndpoint(null),
    tag,
  }),
  permissions: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Permissions/All'),
    params: tenantPathParamsSchema,
    response: envelopeSchema('permission', permissionItemSchema),
    access: tenantEndpoint(null),
    tag,
  }),
};
