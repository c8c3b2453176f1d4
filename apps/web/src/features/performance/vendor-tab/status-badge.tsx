import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useCurrentStatus } from '../api/status-log-queries.ts';
import { performanceStatusLabelKeys } from '../evaluations/presenters.ts';

/**
 * The warning on a supplier's profile while it has a current performance status (issue 23 §3).
 * Read only by those who may view supplier performance; nothing shows otherwise or on a failure.
 */
export function PerformanceStatusBadge({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const access = useRouteAccess('supplier-performance');
  const current = useCurrentStatus(vendorId, access?.canView ?? true);
  if (!current.data) return null;
  return (
    <Badge color="orange" variant="filled" data-testid="supplier-performance-status">
      {t('perfStatusWarning', { status: t(performanceStatusLabelKeys[current.data.status]) })}
    </Badge>
  );
}
