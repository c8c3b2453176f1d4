import { type SupplierSessionAnswer, suppliersEndpoints } from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { isApiError } from '../../platform/api/client.ts';
import { callEndpoint, firstOf } from '../../platform/api/endpoint-call.ts';
import { portalCall } from '../../platform/api/portal-call.ts';
import { ErrorState, PageLoader } from '../../ui/page-states.tsx';

export const supplierSessionKey = (agency: string) => ['portal', agency, 'session'] as const;

/** The agency a portal page is on: the `{agency}` of `/portal/{agency}/...`. */
export function usePortalAgency(): string {
  const { agency } = useParams();
  return agency ?? '';
}

/**
 * The supplier signed in on this agency's portal, or null when nobody is (the server answers
 * 401). Sign-in and sign-out refresh it through `useRefreshSupplierSession`.
 */
export function useSupplierSession(agency: string) {
  return useQuery({
    queryKey: supplierSessionKey(agency),
    queryFn: async ({ signal }): Promise<SupplierSessionAnswer | null> => {
      try {
        const answer = await callEndpoint(
          suppliersEndpoints.session,
          { params: { agency } },
          { signal, notifyOnError: false, ...portalCall },
        );
        return firstOf(answer);
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

export function useRefreshSupplierSession(agency: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['portal', agency] });
}

/** The portal's sign-in page, coming back to `from` afterwards. */
export function supplierSignInPath(agency: string, from: string): string {
  return `/portal/${encodeURIComponent(agency)}/sign-in?redirect=${encodeURIComponent(from)}`;
}

/** Pages only a signed-in supplier sees: others go to the portal's sign-in and come back. */
export function RequireSupplier({ children }: { children: (supplier: SupplierSessionAnswer) => ReactNode }) {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const location = useLocation();
  const session = useSupplierSession(agency);
  if (session.isPending) return <PageLoader />;
  if (session.isError)
    return (
      <ErrorState
        title={t('portalSessionFailed')}
        message={session.error.message}
        onRetry={() => void session.refetch()}
      />
    );
  if (!session.data)
    return <Navigate to={supplierSignInPath(agency, location.pathname + location.search)} replace />;
  return <>{children(session.data)}</>;
}
