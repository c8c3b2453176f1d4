import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorState } from '../../ui/page-states.tsx';
import { useSession } from '../session/session-context.tsx';
import { AccessDenied } from './access-denied.tsx';
import { isOwnProfilePath, routeNameForPath } from './route-names.ts';
import { useRouteAccess } from './use-access.ts';

/**
 * Checks the current path against the node's route permissions, except the signed-in user's own
 * profile, which everyone may open. A route the user may not view
 * shows the access-denied screen; when the permissions could not be loaded (level ERROR) the
 * screen says so and offers to try again, rather than claiming the user lacks a permission.
 */
export function RouteGuard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { info, reloadRoutePermissions } = useSession();
  // One's own profile is open to every signed-in user (see isOwnProfilePath): no route name, no check.
  const routeName = isOwnProfilePath(pathname, info.user.id) ? null : routeNameForPath(pathname);
  const access = useRouteAccess(routeName);

  if (access?.level === 'ERROR') {
    return <ErrorState title={t('permissionsLoadFailed')} onRetry={reloadRoutePermissions} />;
  }
  if (access && !access.canView) return <AccessDenied />;
  return <Outlet />;
}
