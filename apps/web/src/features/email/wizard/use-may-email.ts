import { useRouteAccess } from '../../../platform/access/use-access.ts';

/**
 * Whether the signed-in user may write mail (the Message Centre's act right). The Email actions
 * and the row ticks that feed them show only then; a node that does not configure the route
 * leaves it open.
 */
export function useMayEmail(): boolean {
  return useRouteAccess('messages')?.canAct ?? true;
}
