import {
  type ControlAccess,
  type RouteAccess,
  resolveControlAccess,
  resolveRouteAccess,
} from '@procura/contract';
import { useSession } from '../session/session-context.tsx';
import { routeNameForPath } from './route-names.ts';

/**
 * Access as the contract's rules resolve it for the signed-in user; the web never re-implements a
 * rule, it only asks. null means the route is not under route permissions.
 */
export function useRouteAccess(routeName: string | null): RouteAccess | null {
  const { routePermissions, subject } = useSession();
  return routeName === null ? null : resolveRouteAccess(routeName, routePermissions, subject);
}

export function useControlAccess(routeName: string, controlId: string): ControlAccess {
  const { routePermissions, subject } = useSession();
  return resolveControlAccess(routeName, controlId, routePermissions, subject);
}

/** Whether a link to `path` leads somewhere the user may see; navigation hides the others. */
export function useCanVisit(): (path: string) => boolean {
  const { routePermissions, subject } = useSession();
  return (path) => {
    const routeName = routeNameForPath(path);
    return routeName === null || resolveRouteAccess(routeName, routePermissions, subject).canView;
  };
}
