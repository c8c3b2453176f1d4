import { isFeatureEnabled } from '@procura/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../ui/page-states.tsx';
import { useFeaturesQuery } from '../session/session-queries.ts';

/**
 * Feature and module gating (000 §2 Route guards): the route renders only when its feature
 * (`Feature` or `Feature.Module`) is on, otherwise it redirects, to /login unless the spec names
 * another place. Works with or without a session, since the reset-password pages are public.
 */
export function FeatureGate({
  feature,
  devOnly = false,
  redirectTo = '/login',
  children,
}: {
  feature: string;
  devOnly?: boolean;
  redirectTo?: string;
  children: ReactNode;
}) {
  const features = useFeaturesQuery();
  if (features.isPending) return <PageLoader />;
  const enabled = isFeatureEnabled(features.data ?? [], feature) && (!devOnly || import.meta.env.DEV);
  return enabled ? children : <Navigate to={redirectTo} replace />;
}
