import type { AccessSubject } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { fetchRoutePermissions } from '../features/team/api/team-queries.ts';
import { browser } from '../platform/api/browser.ts';
import { SessionContext, type SessionState } from '../platform/session/session-context.tsx';
import { sessionKeys, useFeaturesQuery, useSessionQuery } from '../platform/session/session-queries.ts';
import { ErrorState, PageLoader } from '../ui/page-states.tsx';
import { loadAppLayout } from './layout/load-app-layout.ts';

// The real-time client (socket.io) is only for signed-in screens: its own chunk, which draws nothing.
// If its chunk fails the screens still work (they refetch on their own), so the failure is logged only.
const RealtimeBridge = lazy(() =>
  import('./realtime-bridge.tsx').then(
    (m) => ({ default: m.RealtimeBridge }),
    (cause: unknown) => {
      console.error(cause);
      return { default: () => null };
    },
  ),
);

/** The login address that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/**
 * The gate of every signed-in route (000 §2 Authenticated routes): validates the session once,
 * loads the feature flags and the tender node's route permissions, then provides them. Without a
 * session the user goes to the login page with a redirect back to the full path. A `passthrough`
 * query (the landing after single sign-on) validates, then reloads the page without it.
 */
export function RequireSession() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSessionQuery();
  const info = session.data ?? null;
  const node = info ? { customerId: info.customer.id, nodeId: info.tenderNode.id } : null;

  const features = useFeaturesQuery(info !== null);
  const permissions = useQuery({
    queryKey: sessionKeys.routePermissions(node?.customerId ?? 0, node?.nodeId ?? 0),
    queryFn: ({ signal }) => (node ? fetchRoutePermissions(node, signal) : Promise.resolve([])),
    enabled: node !== null,
    staleTime: 5 * 60_000,
  });

  // The frame's chunk loads while the session is checked (a failure shows when the frame renders).
  useEffect(() => {
    loadAppLayout().catch(() => undefined);
  }, []);

  const passthrough = new URLSearchParams(location.search).has('passthrough');
  useEffect(() => {
    if (!passthrough || !info) return;
    const params = new URLSearchParams(location.search);
    params.delete('passthrough');
    const search = params.toString();
    browser.replace(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  }, [passthrough, info, location.pathname, location.search, location.hash]);

  const subject = useMemo<AccessSubject | null>(
    () => (info ? { held: info.user.permissions, isSiteAdmin: info.user.isSiteAdmin } : null),
    [info],
  );
  const refetchPermissions = permissions.refetch;
  const state = useMemo<SessionState | null>(() => {
    if (!info || !subject || !features.data) return null;
    return {
      info,
      features: features.data,
      routePermissions: permissions.isError ? null : (permissions.data ?? null),
      subject,
      reloadRoutePermissions: () => void refetchPermissions(),
    };
  }, [info, subject, features.data, permissions.isError, permissions.data, refetchPermissions]);

  if (session.isPending) return <PageLoader fullScreen />;
  if (session.isError) {
    return (
      <ErrorState
        title={t('sessionCheckFailed')}
        message={session.error.message}
        onRetry={() => void session.refetch()}
      />
    );
  }
  if (!info) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (passthrough || !state || permissions.isPending) return <PageLoader fullScreen />;

  return (
    <SessionContext.Provider value={state}>
      <Suspense fallback={null}>
        <RealtimeBridge />
      </Suspense>
      <Outlet />
    </SessionContext.Provider>
  );
}
