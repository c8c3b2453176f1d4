import type { Project } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AccessDenied } from '../../../platform/access/access-denied.tsx';
import { useRouteAccess } from '../../../platform/access/use-access.ts';

/**
 * Evaluate › permission-denied (000 §2): what the area shows to whoever may not view evaluations,
 * saying which permission it takes. Someone who may view it is taken to the builder instead.
 */
export function EvaluatePermissionDenied({ project }: { project: Project }) {
  const { t } = useTranslation();
  const canView = useRouteAccess('project.evaluate')?.canView ?? true;
  if (canView) return <Navigate to={`/projects/${project.id}/evaluate/build-evaluation`} replace />;
  return <AccessDenied message={t('evaluationPermissionDenied')} />;
}
