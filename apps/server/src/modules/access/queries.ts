import type { RoutePermissionEntry } from '@procura/contract';
import { and, asc, eq } from 'drizzle-orm';
import { routePermissions } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** A node's route permission entries, one per (route, control), with their permissions. */
export async function findRoutePermissions(
  tx: Tx,
  customerId: number,
  nodeId: number,
): Promise<RoutePermissionEntry[]> {
  const rows = await tx
    .select()
    .from(routePermissions)
    .where(and(eq(routePermissions.customerId, customerId), eq(routePermissions.nodeId, nodeId)))
    .orderBy(asc(routePermissions.id));
  const entries = new Map<string, RoutePermissionEntry>();
  for (const row of rows) {
    const key = `${row.routeName}\u0000${row.controlId ?? ''}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = { routeName: row.routeName, controlId: row.controlId, permissions: [] };
      entries.set(key, entry);
    }
    entry.permissions.push({ id: row.permissionId, canPerformAction: row.canPerformAction });
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
