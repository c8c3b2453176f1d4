import type { AccessSubject, FeatureFlag, RoutePermissionEntry, SessionInfo } from '@procura/contract';
import { createContext, useContext } from 'react';

/**
 * What every signed-in screen may read: who is signed in, where (customer and nodes), the feature
 * flags and the node's route permissions. Provided by RequireSession once they are loaded.
 */
export type SessionState = {
  info: SessionInfo;
  features: readonly FeatureFlag[];
  /** null when the list could not be loaded: access then resolves to ERROR, which denies. */
  routePermissions: readonly RoutePermissionEntry[] | null;
  /** The subject of the contract's permission rules: held permission ids and site-admin flag. */
  subject: AccessSubject;
  reloadRoutePermissions: () => void;
};

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is only available inside RequireSession');
  return session;
}

/** The tenant path parameters of a call: the customer and its tender node. */
export type NodeRef = { customerId: number; nodeId: number };

/** The tenant path parts of the current session: the customer and its tender node. */
export function useNodeRef(): NodeRef {
  const { info } = useSession();
  return { customerId: info.customer.id, nodeId: info.tenderNode.id };
}
