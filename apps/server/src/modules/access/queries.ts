import type { RoutePermissionEntry } from '@procura/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { routePermissions } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** A route permission row as the session snapshot reads it: route, control, permission, can act. */
export type RoutePermissionRow = readonly [string, string | null, string, boolean];

/** Route permission rows (in id order) grouped by (route, control), as the contract's rules read them. */
export function groupRoutePermissions(rows: readonly RoutePermissionRow[]): RoutePermissionEntry[] {
  const entries = new Map<string, RoutePermissionEntry>();
  for (const [routeName, controlId, permissionId, canPerformAction] of rows) {
    const key = `${routeName}\u0000${controlId ?? ''}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = { routeName, controlId, permissions: [] };
      entries.set(key, entry);
    }
    entry.permissions.push({ id: permissionId, canPerformAction });
  }
  return [...entries.values()];
}

/** Writes a node's route permission entries (seed and node creation). */
export async function insertRoutePermissions(
  tx: Tx,
  customerId: number,
  nodeId: number,
  entries: readonly RoutePermissionEntry[],
): Promise<void> {
  const rows = entries.flatMap((entry) =>
    entry.permissions.map((p) => ({
      customerId,
      nodeId,
      routeName: entry.routeName,
      controlId: entry.controlId ?? null,
      permissionId: p.id,
      canPerformAction: p.canPerformAction,
    })),
  );
  if (rows.length) await tx.insert(routePermissions).values(rows);
}

/**
 * A node's route permission rows in id order, as the session reads them, for a check made without
 * the session at hand (a job acting for a user, an area asking another's right); `routeName`
 * keeps one route's rows (names compared without case).
 */
export async function findRoutePermissionRows(
  tx: Tx,
  customerId: number,
  nodeId: number,
  routeName?: string,
): Promise<RoutePermissionRow[]> {
  const rows = await tx
    .select({
      routeName: routePermissions.routeName,
      controlId: routePermissions.controlId,
      permissionId: routePermissions.permissionId,
      canPerformAction: routePermissions.canPerformAction,
    })
    .from(routePermissions)
    .where(
      and(
        eq(routePermissions.customerId, customerId),
        eq(routePermissions.nodeId, nodeId),
        routeName === undefined
          ? undefined
          : sql`lower(${routePermissions.routeName}) = ${routeName.toLowerCase()}`,
      ),
    )
    .orderBy(asc(routePermissions.id));
  return rows.map((r) => [r.routeName, r.controlId, r.permissionId, r.canPerformAction] as const);
}
