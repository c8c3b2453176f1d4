import type { SessionInfo } from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authStorage } from '../api/auth-storage.ts';
import { browser } from '../api/browser.ts';
import { idleClock } from '../api/idle-clock.ts';
import { i18n } from '../i18n/index.ts';
import { disconnectRealtime } from '../realtime/current-socket.ts';
import { fetchFeatures, signOff, validateSession } from './session-api.ts';

/** Query keys of the session and of what the start-up loads with it. */
export const sessionKeys = {
  session: ['session'] as const,
  features: ['features'] as const,
  routePermissions: (customerId: number, nodeId: number) => ['routePermissions', customerId, nodeId] as const,
};

/** The session, validated once per page load; null when nobody is signed in. */
export function useSessionQuery() {
  return useQuery({
    queryKey: sessionKeys.session,
    queryFn: validateSession,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Feature flags: read by signed-in screens and by the public reset-password pages alike. */
export function useFeaturesQuery(enabled = true) {
  return useQuery({ queryKey: sessionKeys.features, queryFn: fetchFeatures, enabled, staleTime: 5 * 60_000 });
}

/**
 * Makes `info` the current session. Everything cached for a previous session (another user, or
 * another agency) is dropped first, so no screen shows data the new session may not see.
 */
export function useAdoptSession(): (info: SessionInfo) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (info: SessionInfo) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.session[0] });
      queryClient.setQueryData(sessionKeys.session, info);
    },
    [queryClient],
  );
}

/**
 * Signs off and leaves the app with a full page load, so nothing of the session stays in memory.
 * An SSO session may name where the identity provider signs out; an expired one goes to the login
 * page with the expiry message.
 */
export function useSignOut(): (options?: { expired?: boolean }) => Promise<void> {
  return useCallback(async ({ expired = false } = {}) => {
    let redirectUrl: string | null = null;
    try {
      redirectUrl = await signOff();
    } catch {
      // Already signed off on the server (or unreachable): leaving is still the right thing.
    }
    authStorage.setLoginType(null);
    disconnectRealtime();
    // The page load that follows discards every cached answer; clearing the cache here would only
    // make the screens still on view ask the server again on the way out.
    idleClock.clear();
    if (expired) browser.assign(`/login?err=${encodeURIComponent(i18n.t('sessionExpired'))}`);
    else browser.assign(redirectUrl ?? '/login');
  }, []);
}
