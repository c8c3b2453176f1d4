import type { RoutePermissionEntry } from '@procura/contract';
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
