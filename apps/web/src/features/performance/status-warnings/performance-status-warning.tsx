import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../ui/format.ts';
import { AlertIcon } from '../../../ui/icons.tsx';
import { performanceStatusLabelKeys } from '../evaluations/presenters.ts';
import type { CurrentStatuses } from './use-current-statuses.ts';

/**
 * The warning beside a supplier of a list while it has a current performance status (issue 23
 * §3): the status, and until when it lasts. Nothing for a row without a supplier or a status.
 */
export function PerformanceStatusWarning({
  vendorId,
  statuses,
}: {
  vendorId: number | null | undefined;
  statuses: CurrentStatuses;
}) {
  const { t } = useTranslation();
  const current = vendorId ? statuses.get(vendorId) : undefined;
  if (!current) return null;
  const status = t(performanceStatusLabelKeys[current.status]);
  const label = t('perfWarningTooltip', { status, end: formatDay(current.endDate) });
  return (
    <Tooltip label={label} withArrow>
      <Badge
        ml="xs"
        size="xs"
        color="orange"
        variant="light"
        leftSection={<AlertIcon size={10} />}
        aria-label={label}
        data-testid="performance-status-warning"
      >
        {status}
      </Badge>
    </Tooltip>
  );
}
