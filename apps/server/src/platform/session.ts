import type { RoutePermissionEntry } from '@procura/contract';

/** A signed-in request's identity, loaded once per request by the access guard. */
export type SessionContext = {
  sessionId: number;
  /** The session row's agency: the user's own. */
  homeCustomerId: number;
  userId: number;
  /** The agency the user works in now; differs from home after a site administrator switches. */
  activeCustomerId: number;
  customerNodeId: number;
  tenderNodeId: number;
  /** Every node of the active agency: a tenant path's node must be one of them. */
  nodeIds: ReadonlySet<number>;
  isSiteAdmin: boolean;
  /** Permission identifiers held in the active agency. */
  held: ReadonlySet<string>;
  groupIds: number[];
  routePermissions: RoutePermissionEntry[];
  idleExpiresAt: Date;
  expiresAt: Date;
};
